// <explorer_schema/fuzzing/generate.hpp>: random valid documents of any model
// (mutations of them: mutations_test.cpp; libFuzzer's custom mutator:
// mutate_test.cpp).

#include "../support.hpp"

#include <explorer_schema/fuzzing/generate.hpp>

#include <boost/json/serialize.hpp>
#include <boost/mp11/algorithm.hpp>

#include <set>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

/// The issues of `doc` read as text, as a consumer gets it.
template <class T>
std::vector<es::issue> issues_of(json::value const& doc, es::decode_options const& options = {})
{
    return es::parse<T>(json::serialize(doc), options).issues;
}

} // namespace

BOOST_AUTO_TEST_SUITE(generate)

// Rule: a generated document is valid, with no issue at all, for every
// response of both contracts and every seed.
BOOST_AUTO_TEST_CASE(generated_documents_validate_clean)
{
    std::size_t documents = 0;
    for_each_response([&](auto response, std::string const& name) {
        using T = typename decltype(response)::type;
        for (std::uint64_t seed = 0; seed < 100; ++seed, ++documents) {
            auto const issues = issues_of<T>(es::fuzzing::generate<T>(seed));
            BOOST_TEST(issues.empty(), name << " seed " << seed << ": " << (issues.empty() ? es::issue{} : issues[0]));
        }
    });
    BOOST_TEST(documents == 100u * boost::mp11::mp_size<es::every_response>::value);
}

// Rule: a document generated for a Blockscout release is what that release
// sends (its members, its enumerators, the kinds of its variants), for
// every response of the blockscout contract; and one generated with a chain
// type's members is valid under it.
BOOST_AUTO_TEST_CASE(generated_documents_keep_the_release_and_chain_type_asked_for)
{
    std::size_t documents = 0;
    for_each_response([&](auto response, std::string const& name) {
        using T = typename decltype(response)::type;
        if (!name.starts_with("blockscout "))
            return;
        for (std::size_t i = 0; i < es::blockscout_releases.size(); ++i)
            for (std::uint64_t seed = 0; seed < 4; ++seed, ++documents) {
                es::release_index const release(i);
                auto const doc = es::fuzzing::generate<T>(seed, {.release = release});
                auto const issues = issues_of<T>(doc, {.release = release});
                BOOST_TEST(issues.empty(), name << " " << es::blockscout_releases[release].name() << " seed " << seed
                                                << ": " << (issues.empty() ? es::issue{} : issues[0]));
            }
    });
    BOOST_TEST(documents > 4u * es::blockscout_releases.size());
    using T = es::blockscout::main_page_transactions_response;
    for (auto chain : {es::chain_type::optimism, es::chain_type::arbitrum, es::chain_type::scroll, es::chain_type::ethereum})
        for (std::uint64_t seed = 0; seed < 30; ++seed) {
            auto const doc = es::fuzzing::generate<T>(seed, {.chain = chain});
            BOOST_TEST(issues_of<T>(doc, {.chain = chain}).empty(), "seed " << seed);
        }
}

// Rule: the same seed gives the same document; other seeds, others.
BOOST_AUTO_TEST_CASE(generation_is_deterministic)
{
    using T = es::main_page_transactions_response;
    BOOST_TEST(es::fuzzing::generate<T>(42) == es::fuzzing::generate<T>(42));
    std::set<std::string> distinct; // of one transaction: a page may be empty
    for (std::uint64_t seed = 0; seed < 50; ++seed)
        distinct.insert(json::serialize(es::fuzzing::generate<es::transaction>(seed)));
    BOOST_TEST(distinct.size() == 50u);
}

// Rule: generated documents reach what the contract allows: every
// enumerator and null of a nullable enum, both presence and absence of a
// member some releases send, empty arrays, and strings that are long,
// non-ASCII or escaped.
BOOST_AUTO_TEST_CASE(generation_reaches_nulls_absences_enumerators_and_awkward_strings)
{
    std::set<std::string> statuses;
    bool long_method = false, non_ascii = false, control = false, empty_page = false;
    std::size_t with_reputation = 0, without_reputation = 0;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        auto const page = es::fuzzing::generate<es::main_page_transactions_response>(seed);
        empty_page = empty_page || page.as_array().empty();
        for (auto const& tx : page.as_array()) {
            statuses.insert(json::serialize(tx.at("status")));
            if (auto const* m = tx.at("method").if_string()) {
                long_method = long_method || m->size() > 512;
                non_ascii = non_ascii || std::any_of(m->begin(), m->end(), [](char c) { return c & 0x80; });
                control = control || std::any_of(m->begin(), m->end(), [](char c) { return c > 0 && c < 0x20; });
            }
        }
        auto const bs = es::fuzzing::generate<es::blockscout::transaction_response>(seed); // a release drawn by the seed
        (bs.at("from").as_object().contains("reputation") ? with_reputation : without_reputation) += 1;
    }
    BOOST_TEST(statuses == (std::set<std::string>{"\"error\"", "\"ok\"", "null"}), boost::test_tools::per_element());
    BOOST_TEST(long_method);
    BOOST_TEST(non_ascii);
    BOOST_TEST(control);
    BOOST_TEST(empty_page);
    BOOST_TEST(with_reputation > 0u);
    BOOST_TEST(without_reputation > 0u);
}

BOOST_AUTO_TEST_SUITE_END()
