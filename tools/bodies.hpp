// The bodies of the registry's endpoints, as the commands that take an
// endpoint (validate, identify, schema, generate, mutate) use them: one
// table, built in bodies.cpp, of what each command does with a body of one
// status of one endpoint under one contract. A command is then compiled
// once, not once for each endpoint's body type; the operations it calls
// are the compiled library's, instantiated there once per type.
#ifndef EXPLORER_SCHEMA_TOOLS_BODIES_HPP
#define EXPLORER_SCHEMA_TOOLS_BODIES_HPP

#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/model/result.hpp>
#include <explorer_schema/operations/json_schema.hpp>

#include <boost/json/value.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema::cli {

/// What the commands do with the body of one HTTP status of one endpoint
/// under one contract, each for that body's type.
struct body_operations {
    std::string_view endpoint; ///< the endpoint's name
    std::string_view contract; ///< the contract's name
    unsigned status = 200;
    /// The options every operation on such a body takes: under
    /// Blockscout's contract, narrowed to the releases and chain types that
    /// serve the endpoint (endpoints::options_for).
    decode_options (*options_for)(decode_options options);
    verdict (*identify)(std::string_view text, decode_options const& options);
    std::vector<issue> (*validate)(std::string_view text, decode_options const& options);
    boost::json::object (*json_schema)(schema_options const& options, std::string_view title);
    boost::json::value (*generate)(std::uint64_t seed, fuzzing::generate_options const& options);
    void (*redact_secrets)(boost::json::value& json);
    std::size_t (*mutation_count)(boost::json::value const& document, decode_options const& options,
                                  std::string_view under);
    std::size_t (*for_each_mutation)(boost::json::value const& document, std::uint64_t seed, std::size_t count,
                                     decode_options const& options, fuzzing::mutation_sink const& f,
                                     std::string_view under);

    /// The verdict validate gives a body: identify's, with options_for.
    verdict judge(std::string_view text, decode_options const& options) const
    {
        return identify(text, options_for(options));
    }
};

/// The operations of the body that the endpoint named `endpoint` answers
/// with HTTP status `status` under the contract named `contract`. Throws
/// usage_error when the endpoint has no response under the contract, or
/// none of that status, saying which statuses it has.
body_operations const& body_of(std::string const& endpoint, std::string const& contract, unsigned status);

/// The statuses endpoint `endpoint` has a body for under `contract`: "200,
/// 404, 422" (none: empty).
std::string statuses_of(std::string const& endpoint, std::string const& contract);

} // namespace explorer_schema::cli

#endif
