// The engine's two entry points, es::parse (the parser's events: "text
// decoder") and es::decode (a walk of what boost::json's parser made: "DOM
// decoder"), must report the same issues on every document, in the same
// order, make the same value and fit the same releases; es::validate and
// es::identify, which keep no value, must report the same issues and fit the
// same releases. Proven on every fixture, every captured payload, every
// mutation and truncation the oracle makes, and generated documents of every
// response and release with their mutations.

#include "support.hpp"

#include "../fuzz/targets.hpp"
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/operations/shape.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

struct comparisons {
    std::size_t documents = 0;
    std::vector<std::string> disagreements;
};

template <class T>
void compare(std::string_view text, std::string const& what, comparisons& t,
             es::decode_options const& options = {})
{
    ++t.documents;
    auto const from_text = es::parse<T>(text, options);
    auto const from_dom = fuzz_targets::parse_through_dom<T>(text, options);
    if (!fuzz_targets::same_issues(from_text.issues, from_dom.issues))
        t.disagreements.push_back(what + ": text decoder [" + boost::algorithm::join(brief(from_text.issues), ", ") +
                                  "], DOM decoder [" + boost::algorithm::join(brief(from_dom.issues), ", ") + "]");
    else if (from_text.value != from_dom.value)
        t.disagreements.push_back(what + ": the values differ");
    else if (from_text.releases != from_dom.releases)
        t.disagreements.push_back(what + ": text decoder fits " + from_text.releases.to_string() + ", DOM decoder " +
                                  from_dom.releases.to_string());
    else if (es::validate<T>(text, options) != from_text.issues)
        t.disagreements.push_back(what + ": validate reports other issues than parse");
    else if (auto const identified = es::identify<T>(text, options); identified.issues != from_text.issues)
        t.disagreements.push_back(what + ": identify reports other issues than parse");
    else if (identified.releases != from_text.releases)
        t.disagreements.push_back(what + ": identify fits " + identified.releases.to_string() + ", parse " +
                                  from_text.releases.to_string());
}

template <class T>
void compare_all(fs::path const& dir, comparisons& t)
{
    for (auto const& file : json_files(dir))
        compare<T>(read_file(file), file.string(), t);
}

template <class T>
void compare_mutations(fs::path const& dir, comparisons& t)
{
    for (auto const& file : json_files(dir)) {
        auto const doc = read_json(file);
        auto const name = file.filename().string();
        // Each mutation under one of three sets of options, in turn: as
        // given, unknown keys as errors, pinned to a release and a chain type.
        std::size_t turn = 0;
        for (auto const& m : sampled_mutations<T>(doc)) {
            auto const text = json::serialize(m.document);
            auto const what = name + " " + m.kind + " " + m.pointer;
            switch (turn++ % 3) {
            case 0: compare<T>(text, what, t); break;
            case 1:
                compare<T>(text, what + " (unknown keys are errors)", t,
                           {.unknown_keys = es::unknown_keys_policy::error, .hide_input_values = true});
                break;
            default:
                compare<T>(text, what + " (Blockscout v7.0, optimism)", t,
                           {.release = es::find_release("v7.0"), .chain = es::chain_type::optimism});
            }
        }
        auto const text = json::serialize(doc);
        for (std::size_t i = 0, structural = 0; i < text.size(); ++i)
            if (std::string_view("{}[],:\"").find(text[i]) != std::string_view::npos && structural++ % sample == 0)
                compare<T>(cut_text(text, i), name + " cut at " + std::to_string(i), t);
    }
}

void verdict(comparisons const& t)
{
    BOOST_TEST_MESSAGE("decoders compared on " << t.documents << " documents, " << t.disagreements.size()
                                               << " disagreements");
    for (std::size_t i = 0; i < t.disagreements.size() && i < 10; ++i)
        BOOST_TEST_MESSAGE("disagreement: " << t.disagreements[i]);
    BOOST_TEST(t.disagreements.empty());
}

} // namespace

BOOST_AUTO_TEST_SUITE(agreement)

BOOST_AUTO_TEST_CASE(the_two_decoders_agree_on_every_fixture)
{
    comparisons t;
    for_each_fixture_folder([&](auto e, auto c, fs::path const& folder) {
        for (auto const* kind : {"valid", "issues"})
            compare_all<es::response_t<decltype(e), decltype(c)>>(folder / kind, t);
    });
    BOOST_TEST(t.documents >= 35u);
    verdict(t);
}

BOOST_AUTO_TEST_CASE(the_two_decoders_agree_on_every_captured_payload,
                     *boost::unit_test::precondition(captured_folder_exists))
{
    comparisons t;
    for (auto const& file : json_files(captured_dir)) {
        auto const text = read_file(file);
        for_each_response([&](auto response, std::string const&) {
            compare<typename decltype(response)::type>(text, file.string(), t);
        });
    }
    verdict(t);
}

BOOST_AUTO_TEST_CASE(the_two_decoders_agree_on_every_mutation_and_truncation)
{
    comparisons t;
    for_each_fixture_folder([&](auto e, auto c, fs::path const& folder) {
        compare_mutations<es::response_t<decltype(e), decltype(c)>>(folder / "valid", t);
    });
    BOOST_TEST(t.documents > 20000u / sample);
    verdict(t);
}

// Generated documents hold every member the release they are drawn for
// sends, former names before or after the current ones, arrays of every
// length; their mutations change one value of them, under a current or a
// former name, and judged with no release pinned and pinned to another.
BOOST_AUTO_TEST_CASE(the_entry_points_agree_on_generated_documents_and_their_mutations)
{
    comparisons t;
    for_each_response([&](auto response, std::string const& what) {
        using T = typename decltype(response)::type;
        // Eight seeds of each response type (a sampled run: one in `sample`).
        for (std::uint64_t seed = 0; seed < 8; seed += sample) {
            auto const doc = es::fuzzing::generate<T>(seed, {.max_items = 3, .max_string_length = 64});
            auto const name = what + " seed " + std::to_string(seed);
            compare<T>(json::serialize(doc), name, t);
            for (auto const& m : es::fuzzing::mutations_of<T>(doc, seed, 12)) {
                auto const text = json::serialize(m.document);
                compare<T>(text, name + " " + m.kind + " " + m.pointer, t);
                compare<T>(text, name + " " + m.kind + " " + m.pointer + " (Blockscout v6.9)", t,
                           {.release = es::find_release("v6.9")});
            }
        }
    });
    BOOST_TEST(t.documents > 5000u / sample);
    verdict(t);
}

// Every endpoint of Blockscout's contract, within the releases that serve
// it: a body generate makes for it validates clean under the endpoint; each
// of its mutations says what validate says of the mutated text; and
// identify without an endpoint finds, within its bounded readings, a
// response whose contract the body keeps, at least the releases the
// endpoint's verdict names.
BOOST_AUTO_TEST_CASE(generate_mutate_and_identify_agree_with_validate_on_every_endpoint)
{
    using contract = es::contracts::blockscout;
    using responses = boost::mp11::mp_unique<es::detail::responses_of<contract>>;
    std::size_t documents = 0;
    std::vector<std::string> disagreements;
    boost::mp11::mp_for_each<es::endpoints::of<contract>>([&](auto e) {
        using E = decltype(e);
        using T = es::response_t<E, contract>;
        auto const options = es::endpoints::options_for<E, contract>({});
        for (std::uint64_t seed = 0; seed < 16; seed += sample) {
            auto const doc = es::fuzzing::generate<T>(
                seed, {.max_items = 3, .max_string_length = 64, .releases = es::served_by<E>});
            auto const text = json::serialize(doc);
            auto const what = std::string(E::name) + " seed " + std::to_string(seed);
            ++documents;
            auto const verdict = es::identify<T>(text, options);
            if (!verdict.ok() || !es::served_by<E>.includes(verdict.releases)) {
                disagreements.push_back(what + ": generated, then " + boost::algorithm::join(brief(verdict.issues), ", "));
                continue;
            }
            // A body whose keys tell nothing of its type (a raw trace, free-form
            // JSON) is identified with its endpoint only: identify_among ranks
            // by keys.
            auto const found = es::identify_among<responses>(text);
            if (es::shape_fit<T>(es::shape_of(text)) > 0 &&
                (!found.found.ok() || !found.found.releases.includes(verdict.releases)))
                disagreements.push_back(what + ": identify without an endpoint fits " +
                                        found.found.releases.to_string() + " [" +
                                        boost::algorithm::join(brief(found.found.issues), ", ") + "], with it " +
                                        verdict.releases.to_string());
            for (auto const& m : es::fuzzing::mutations_of<T>(doc, seed, 8, options)) {
                ++documents;
                auto const mutated = json::serialize(m.document);
                if (auto const judged = es::validate<T>(mutated, options); judged != m.issues)
                    disagreements.push_back(what + " " + m.kind + " " + m.pointer + ": mutate says [" +
                                            boost::algorithm::join(brief(m.issues), ", ") + "], validate [" +
                                            boost::algorithm::join(brief(judged), ", ") + "]");
            }
        }
    });
    BOOST_TEST_MESSAGE(documents << " documents of every endpoint, " << disagreements.size() << " disagreements");
    for (std::size_t i = 0; i < disagreements.size() && i < 10; ++i)
        BOOST_TEST_MESSAGE("disagreement: " << disagreements[i]);
    BOOST_TEST(disagreements.empty());
    BOOST_TEST(documents > 34u * 16u / sample);
}

// A body of a release that does not serve its endpoint (a v6.8 page of
// token transfers: GET /api/v2/token-transfers came in v6.9) is refused by
// every operation on the endpoint alike: validate, parse, decode, and
// mutate's check of its input.
BOOST_AUTO_TEST_CASE(every_entry_point_narrows_to_the_releases_that_serve_the_endpoint)
{
    using E = es::endpoints::get_token_transfers;
    using contract = es::contracts::blockscout;
    using T = es::response_t<E, contract>;
    auto const text = read_file(fixtures_dir / "blockscout/token-transfers/issues/before_the_endpoint.json");
    auto const options = es::endpoints::options_for<E, contract>({});
    auto const expected = test_support::with_newest(
        "a body of this shape comes from Blockscout v6.8, and GET /api/v2/token-transfers is served by "
        "v6.9\u2013{newest} only");
    auto const parsed = es::parse<T>(text, options);
    auto const decoded = es::decode<T>(json::parse(text), options);
    for (auto const* r : {&parsed.issues, &decoded.issues}) {
        BOOST_TEST_REQUIRE(r->size() == 1u);
        BOOST_TEST((*r)[0].message == expected);
    }
    BOOST_TEST((es::validate<T>(text, options) == parsed.issues));
    BOOST_TEST(parsed.releases.empty());
    BOOST_CHECK_THROW(es::fuzzing::mutations_of<T>(json::parse(text), 1, 4, options), std::invalid_argument);
    // Without the endpoint, the same body is a valid v6.8 page.
    BOOST_TEST(es::parse<T>(text).ok());
}

BOOST_AUTO_TEST_SUITE_END()
