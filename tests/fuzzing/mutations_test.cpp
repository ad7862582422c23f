// <explorer_schema/fuzzing/mutations.hpp>: mutations of a valid document, each
// with what the contract says of it.

#include "../support.hpp"

#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/fuzzing/generate.hpp>

#include <boost/json/serialize.hpp>

#include <set>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

/// The issues of `doc` read as text, as a consumer gets it.
template <class T>
std::vector<es::issue> issues_read_as_text(json::value const& doc)
{
    return es::parse<T>(json::serialize(doc)).issues;
}

} // namespace

BOOST_AUTO_TEST_SUITE(mutations)

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
            BOOST_TEST(m.issues == issues_read_as_text<T>(m.document), what << " " << m.kind << " " << m.pointer);
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

BOOST_AUTO_TEST_SUITE_END()
