// The fuzzing API that <explorer_schema/fuzzing/generate.hpp> gives users: random
// valid documents, mutations with what the contract says of them, and
// libFuzzer's custom mutator.

#include "support.hpp"

#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/model_words.hpp>
#include <explorer_schema/fuzzing/mutate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>

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

BOOST_AUTO_TEST_SUITE(fuzzing)

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

// Rule: each mutation carries what the contract says of it: its issues are
// those of the mutated document read as text, and a mutation the model
// does not allow has an error. Checked on every valid fixture and on
// generated documents, under both contracts.
BOOST_AUTO_TEST_CASE(every_mutation_gives_the_issues_it_claims)
{
    std::size_t mutations = 0, errors = 0;
    std::set<std::string> kinds;
    auto check = [&](auto response, json::value const& doc, std::string const& what) {
        using T = typename decltype(response)::type;
        for (auto const& m : es::fuzzing::mutations_of<T>(doc, 1, std::max<std::size_t>(40 / sample, 4))) {
            ++mutations;
            BOOST_TEST(std::ranges::count(es::fuzzing::mutation_kinds, m.kind) == 1, m.kind << " is not listed");
            kinds.insert(m.kind);
            BOOST_TEST(m.issues == issues_of<T>(m.document), what << " " << m.kind << " " << m.pointer);
            if (!m.allowed) {
                ++errors;
                BOOST_TEST(es::has_errors(m.issues), what << " " << m.kind << " " << m.pointer);
            }
        }
    };
    for_each_response([&](auto response, std::string const& name) {
        using T = typename decltype(response)::type;
        for (std::uint64_t seed = 0; seed < 5; seed += sample)
            check(response, es::fuzzing::generate<T>(seed), name + " generated " + std::to_string(seed));
        auto const contract = name.substr(0, name.find(' '));
        auto const dir = fixtures_dir / (contract == "spec" ? "" : contract) / name.substr(name.find(' ') + 1) / "valid";
        if (fs::is_directory(dir))
            for (auto const& file : fs::directory_iterator(dir))
                if (es::decode<T>(json::parse(read_file(file.path()))).ok())
                    check(response, json::parse(read_file(file.path())), file.path().filename().string());
    });
    BOOST_TEST_MESSAGE(mutations << " mutations, " << errors << " with errors, " << kinds.size() << " kinds");
    BOOST_TEST(mutations > 1000u / sample);
    BOOST_TEST(kinds.size() > 15u / sample);
    BOOST_TEST(errors > 500u / sample);
}

// Rule: the guide's table of mutation kinds lists every kind the walk
// makes (fuzzing::mutation_kinds, which the test above holds to the walk).
BOOST_AUTO_TEST_CASE(the_guide_lists_every_mutation_kind)
{
    auto const readme = read_file(tests_dir / ".." / "docs" / "guide.md");
    for (auto const kind : es::fuzzing::mutation_kinds)
        BOOST_TEST(readme.find("`" + std::string(kind) + "`") != std::string::npos, kind);
}

// Rule: a seed draws the same mutations; a count beyond their number gives
// them all; a document that breaks the contract is refused.
BOOST_AUTO_TEST_CASE(mutations_are_drawn_by_the_seed)
{
    using T = es::network_list;
    auto const doc = json::parse(read_file(fixtures_dir / "networks/valid/networks.json"));
    auto const all = es::fuzzing::mutations_of<T>(doc);
    auto const some = es::fuzzing::mutations_of<T>(doc, 3, 10);
    auto const again = es::fuzzing::mutations_of<T>(doc, 3, 10);
    BOOST_TEST_REQUIRE(some.size() == 10u);
    for (std::size_t i = 0; i < some.size(); ++i) {
        BOOST_TEST(some[i].pointer == again[i].pointer);
        BOOST_TEST(some[i].kind == again[i].kind);
        BOOST_TEST(some[i].document == again[i].document);
    }
    BOOST_TEST(es::fuzzing::mutations_of<T>(doc, 3, all.size() + 5).size() == all.size());
    BOOST_CHECK_THROW(es::fuzzing::mutations_of<T>(json::parse(R"({"items": 1})")), std::invalid_argument);
}

// Rule: the custom mutator writes at most max_size bytes, the same for the
// same seed, and makes JSON documents from a JSON document.
BOOST_AUTO_TEST_CASE(custom_mutator_is_bounded_and_deterministic)
{
    using T = es::main_page_transactions_response;
    auto const page = read_file(fixtures_dir / "main-page-transactions/valid/latest.json");
    std::size_t json_outputs = 0;
    for (unsigned seed = 0; seed < 200; ++seed) {
        std::string a = page + std::string(256, ' '), b = a;
        auto const n = es::fuzzing::mutate<T>(reinterpret_cast<std::uint8_t*>(a.data()), page.size(), a.size(), seed, nullptr);
        auto const m = es::fuzzing::mutate<T>(reinterpret_cast<std::uint8_t*>(b.data()), page.size(), b.size(), seed, nullptr);
        BOOST_TEST(n <= a.size());
        BOOST_TEST(a.substr(0, n) == b.substr(0, m));
        json::error_code ec;
        (void)json::parse(std::string_view(a).substr(0, n), ec);
        json_outputs += !ec;
    }
    BOOST_TEST(json_outputs > 150u); // those with a member given twice are JSON too
    std::string small = "[]";
    small.resize(8);
    for (unsigned seed = 0; seed < 200; ++seed)
        BOOST_TEST(es::fuzzing::mutate<T>(reinterpret_cast<std::uint8_t*>(small.data()), 2, 8, seed, nullptr) <= 8u);
}

BOOST_AUTO_TEST_SUITE_END()
