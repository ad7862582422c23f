#ifndef EXPLORER_SCHEMA_BODIES_HPP
#define EXPLORER_SCHEMA_BODIES_HPP

// The registry's bodies by name, for a program that learns the endpoint at
// run time (explorer-schema's commands) and a test that should not compile
// the decoders again (testing/gtest.hpp, testing/boost_test.hpp):
//
//   auto const& b = es::body_of("transaction");            // blockscout, 200
//   auto const issues = b.validate(text);                  // as validate judges it
//   EXPECT_THAT(text, es::testing::IsValid(es::body_of("main-page-transactions", "spec")));
//
// Each operation is the compiled library's, for the body's type, and
// judges with endpoints::options_for: under Blockscout's contract, a body
// of another release or chain type than those that serve the endpoint is
// refused, as `explorer-schema validate` refuses it. This header declares
// the table; the static library of explorer_schema::compiled defines it
// (src/bodies.cpp), and parsing this header costs none of the registry.

#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/model/issue.hpp>
#include <explorer_schema/model/result.hpp>

#include <boost/json/fwd.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string_view>
#include <vector>

namespace explorer_schema {

struct schema_options;
namespace fuzzing {
struct generate_options;
struct mutation;
} // namespace fuzzing

/// What the library does with the body that one endpoint answers with one
/// HTTP status under one contract, each a function for that body's type.
/// The raw operations take the options as given; validate, identify and
/// decode_issues take them through options_for first.
struct body_operations {
    std::string_view endpoint; ///< the endpoint's name ("transaction")
    std::string_view contract; ///< the contract's name ("blockscout", "spec")
    unsigned status = 200;     ///< the HTTP status of the body

    /// endpoints::options_for: `options` narrowed to the releases and chain
    /// types that serve the endpoint, under Blockscout's contract.
    decode_options (*options_for)(decode_options options);
    std::vector<issue> (*validate_as_given)(std::string_view text, decode_options const& options);
    std::vector<issue> (*decode_as_given)(boost::json::value const& json, decode_options const& options);
    verdict (*identify_as_given)(std::string_view text, decode_options const& options);
    /// json_schema of the body's type.
    boost::json::object (*json_schema)(schema_options const& options, std::string_view title);
    /// fuzzing::generate of the body's type.
    boost::json::value (*generate)(std::uint64_t seed, fuzzing::generate_options const& options);
    /// redact_secrets of the body's type.
    void (*redact_secrets)(boost::json::value& json);
    /// fuzzing::mutation_count and fuzzing::for_each_mutation of the body's type.
    std::size_t (*mutation_count)(boost::json::value const& document, decode_options const& options,
                                  std::string_view under);
    std::size_t (*for_each_mutation)(boost::json::value const& document, std::uint64_t seed, std::size_t count,
                                     decode_options const& options,
                                     std::function<void(fuzzing::mutation&&, std::size_t, std::size_t)> const& f,
                                     std::string_view under);

    /// The issues of `text` as this body.
    std::vector<issue> validate(std::string_view text, decode_options const& options = {}) const
    {
        return validate_as_given(text, options_for(options));
    }
    /// The issues of `json`, already parsed, as this body.
    std::vector<issue> decode_issues(boost::json::value const& json, decode_options const& options = {}) const
    {
        return decode_as_given(json, options_for(options));
    }
    /// The issues of `text` as this body, and the releases and chain types
    /// that send a body of its shape.
    verdict identify(std::string_view text, decode_options const& options = {}) const
    {
        return identify_as_given(text, options_for(options));
    }
};

/// Every body of every endpoint of the registry, under each contract the
/// endpoint has a response under: endpoint by endpoint, as the registry
/// lists them, each endpoint's response (200) before its error bodies.
std::span<body_operations const> bodies() noexcept;

/// The body that the endpoint named `endpoint` answers with HTTP status
/// `status` under the contract named `contract`; null when there is none.
body_operations const* find_body(std::string_view endpoint, std::string_view contract = "blockscout",
                                 unsigned status = 200) noexcept;

/// As find_body; throws std::invalid_argument, saying why, when there is
/// none: no such endpoint, no response under that contract, or none of
/// that status (and which statuses it has).
body_operations const& body_of(std::string_view endpoint, std::string_view contract = "blockscout",
                               unsigned status = 200);

} // namespace explorer_schema

#endif
