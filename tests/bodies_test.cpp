// The registry's bodies by name (explorer_schema/bodies.hpp): one entry for
// each body of each endpoint under each contract, each judging, generating
// and describing as the typed entry points do for its endpoint. The checks
// run over the table at run time: this file instantiates no operation.

#include "support.hpp"

#include <explorer_schema/bodies.hpp>
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/reports/writers.hpp>

#include <boost/json/serialize.hpp>

#include <set>
#include <stdexcept>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(bodies)

namespace {

/// The folder of the project's fixtures of `b`'s endpoint under its contract.
fs::path folder_of(es::body_operations const& b)
{
    auto const base = b.contract == es::contracts::spec::name ? fixtures_dir : fixtures_dir / std::string(b.contract);
    return base / std::string(b.endpoint);
}

/// What explorer-schema validate --format json prints of `text` as `b`.
json::value verdict_of(es::body_operations const& b, std::string const& text, es::decode_options const& options = {})
{
    auto v = b.identify(text, options);
    es::locate(text, v.issues);
    return es::verdict_json(v, b.contract == es::contracts::blockscout::name);
}

} // namespace

// Rule: the table holds each body of the registry once: each status of
// each endpoint under each contract it has a response under, in the
// registry's order, the response (200) first.
BOOST_AUTO_TEST_CASE(the_table_holds_every_body_of_the_registry_once)
{
    auto const name = [](std::string_view endpoint, std::string_view contract, unsigned status) {
        return std::string(endpoint) + " " + std::string(contract) + " " + std::to_string(status);
    };
    std::vector<std::string> registry;
    es::endpoints::for_each_response([&](auto e, auto c) {
        boost::mp11::mp_for_each<es::bodies_of<decltype(e), decltype(c)>>(
            [&](auto b) { registry.push_back(name(decltype(e)::name, decltype(c)::name, decltype(b)::status)); });
    });
    std::vector<std::string> table;
    for (auto const& b : es::bodies()) {
        table.push_back(name(b.endpoint, b.contract, b.status));
        BOOST_TEST(es::find_body(b.endpoint, b.contract, b.status) == &b);
        BOOST_TEST(&es::body_of(b.endpoint, b.contract, b.status) == &b);
    }
    BOOST_TEST(table == registry, boost::test_tools::per_element());
    BOOST_TEST(std::set<std::string>(table.begin(), table.end()).size() == table.size());
}

// Rule: body_of says why there is no body: no such endpoint, no response
// under that contract, or no body of that status (and the statuses there are).
BOOST_AUTO_TEST_CASE(body_of_says_why_there_is_no_body)
{
    auto const message = [](std::string_view endpoint, std::string_view contract, unsigned status) {
        try {
            (void)es::body_of(endpoint, contract, status);
        } catch (std::invalid_argument const& e) {
            return std::string(e.what());
        }
        return std::string("no exception");
    };
    BOOST_TEST(message("no-such-endpoint", "blockscout", 200) == "no endpoint of the registry is named no-such-endpoint");
    BOOST_TEST(message("optimism-batches", "spec", 200) ==
               "the endpoint optimism-batches has no response under the contract spec");
    BOOST_TEST(message("networks", "spec", 404) ==
               "the endpoint networks has no body of status 404 under the contract spec; it has 200");
    BOOST_TEST(es::find_body("networks", "spec", 404) == nullptr);
    BOOST_TEST(es::find_body("transaction")->contract == "blockscout");
}

// Rule: by name, each fixture of each endpoint gets the verdict the
// fixtures suite holds its typed entry points to: a valid one none but
// warnings, a broken one exactly the output written beside it, a chain
// type's body none under that chain type; the value already parsed gets
// the issues the text gets, without their places.
BOOST_AUTO_TEST_CASE(every_fixture_gets_by_name_the_verdict_written_for_it)
{
    std::size_t judged = 0;
    for (auto const& b : es::bodies()) {
        if (b.status != 200)
            continue;
        auto const folder = folder_of(b);
        for (auto const& file : json_files(folder / "valid")) {
            BOOST_TEST_CONTEXT(file)
            {
                auto const text = read_file(file);
                BOOST_TEST(brief(b.validate(text)) == std::vector<std::string>{}, boost::test_tools::per_element());
                BOOST_TEST(brief(b.decode_issues(parse_text(text))) == std::vector<std::string>{},
                           boost::test_tools::per_element());
                ++judged;
            }
        }
        for (auto const& file : json_files(folder / "issues")) {
            BOOST_TEST_CONTEXT(file)
            {
                auto const text = read_file(file);
                BOOST_TEST(verdict_of(b, text) == read_json(folder / "expected" / file.filename()));
                ++judged;
            }
        }
        if (fs::exists(folder / "chain-types"))
            for (auto const& file : json_files(folder / "chain-types")) {
                BOOST_TEST_CONTEXT(file)
                {
                    auto const chain = es::find_chain_type(file.stem().string());
                    BOOST_TEST_REQUIRE(chain.has_value());
                    BOOST_TEST(brief(b.validate(read_file(file), {.chain = *chain})) == std::vector<std::string>{},
                               boost::test_tools::per_element());
                    ++judged;
                }
            }
    }
    BOOST_TEST(judged > 500u);
}

// Rule: by name, generate makes bodies that the same entry's validate
// finds valid, in the releases that serve the endpoint, with no secret
// left once redact_secrets has run; the JSON Schema is titled as asked.
BOOST_AUTO_TEST_CASE(generated_bodies_are_valid_by_name)
{
    for (auto const& b : es::bodies()) {
        BOOST_TEST_CONTEXT(b.endpoint << " " << b.contract << " " << b.status)
        {
            es::fuzzing::generate_options options;
            if (auto const served = b.options_for({}).endpoint)
                options.releases = served->releases;
            for (std::uint64_t seed = 0; seed < 3; ++seed) {
                auto body = b.generate(seed, options);
                BOOST_TEST(brief(b.validate(json::serialize(body))) == std::vector<std::string>{},
                           boost::test_tools::per_element());
                b.redact_secrets(body);
                BOOST_TEST(brief(b.decode_issues(body)) == std::vector<std::string>{},
                           boost::test_tools::per_element());
            }
            BOOST_TEST(b.json_schema({}, "t").at("title") == "t");
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
