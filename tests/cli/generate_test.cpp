// The generate command: valid bodies of an endpoint, drawn by a seed.

#include "../support.hpp"

#include <explorer_schema/fuzzing/generate.hpp>

#include <set>
#include <sstream>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_generate)

// Rule: generate prints --count valid bodies, one per line, the same for
// the same seed, under either contract.
BOOST_AUTO_TEST_CASE(generate_prints_valid_bodies_one_per_line)
{
    for (std::string contract : {"spec", "blockscout"}) {
        auto const r = run({"generate", "--contract", contract, "--endpoint", "main-page-transactions", "--count", "5",
                            "--seed", "7"});
        BOOST_TEST(r.status == 0);
        BOOST_TEST(std::count(r.out.begin(), r.out.end(), '\n') == 5);
        BOOST_TEST(run({"generate", "--contract", contract, "--endpoint", "main-page-transactions", "--count", "5",
                        "--seed", "7"}).out == r.out);
        auto const checked = run({"validate", "--contract", contract, "--endpoint", "main-page-transactions",
                                  "--ndjson", "-"}, r.out);
        BOOST_TEST(checked.status == 0, checked.out);
        BOOST_TEST(checked.out.ends_with("5 documents, 5 valid, 0 invalid\n"));
    }
    BOOST_TEST(run({"generate", "--endpoint", "networks", "--seed", "8"}).out !=
               run({"generate", "--endpoint", "networks", "--seed", "9"}).out);
}

// Rule: body i of --seed S depends on (S, i) alone: shards run with
// different seeds share no body (with seed + i, body 2 of seed 7 was body 1
// of seed 8), and a shorter run is the start of a longer one.
BOOST_AUTO_TEST_CASE(generated_shards_share_no_body)
{
    auto const lines_of = [](std::string const& seed, std::string const& count) {
        auto const r = run({"generate", "--endpoint", "transaction", "--count", count, "--seed", seed});
        BOOST_TEST(r.status == 0);
        std::vector<std::string> lines;
        std::istringstream in(r.out);
        for (std::string line; std::getline(in, line);)
            lines.push_back(line);
        return lines;
    };
    // A transaction has dozens of members: two different seeds make the
    // same one by chance too seldom to matter.
    std::set<std::string> seen;
    std::size_t bodies = 0;
    for (auto const* seed : {"7", "8", "9"})
        for (auto const& body : lines_of(seed, "10")) {
            seen.insert(body);
            ++bodies;
        }
    BOOST_TEST(bodies == 30u);
    BOOST_TEST(seen.size() == 30u);
    auto const longer = lines_of("7", "10");
    auto const shorter = lines_of("7", "3");
    BOOST_TEST(std::vector<std::string>(longer.begin(), longer.begin() + 3) == shorter, boost::test_tools::per_element());
    using transaction = es::response_t<es::endpoints::get_transaction, es::contracts::spec>;
    BOOST_TEST(json::parse(longer[2]) == es::fuzzing::generate<transaction>(es::fuzzing::seed_of(7, 2)));
}

// Rule: generate stops at the first write that fails (it went on through
// the whole count, 30 s into /dev/full) and exits 2 with a message.
BOOST_AUTO_TEST_CASE(generate_stops_at_the_first_failed_write)
{
    auto const r = run_script("timeout 20 $CLI generate --endpoint main-page-transactions --count 1000000 "
                              ">/dev/full 2>err; echo $? >out");
    BOOST_TEST(r.out == "2\n");
    BOOST_TEST(r.err == "explorer-schema: cannot write to standard output: No space left on device\n");
}

// Rule: generate writes every secret of a model redacted (or null): the
// program prints no credential, made up or not.
BOOST_AUTO_TEST_CASE(generate_writes_every_secret_redacted)
{
    for (std::string const contract : {"spec", "blockscout"}) {
        auto const r = run({"generate", "--contract", contract, "--endpoint", "networks", "--count", "40"});
        BOOST_TEST_REQUIRE(r.status == 0);
        std::istringstream lines(r.out);
        std::size_t secrets = 0, redacted = 0;
        for (std::string line; std::getline(lines, line);) {
            auto const body = json::parse(line);
            for (auto const& item : body.at("items").as_array())
                for (auto const name : {"explorer_api_key", "blockscout_api_key"})
                    if (auto const* key = item.as_object().if_contains(name)) {
                        ++secrets;
                        redacted += *key == json::value("<redacted>");
                        BOOST_TEST((key->is_null() || *key == json::value("<redacted>")), *key);
                    }
        }
        BOOST_TEST(secrets > 20u);
        BOOST_TEST(redacted > 10u);
        auto const checked =
            run({"validate", "--contract", contract, "--endpoint", "networks", "--ndjson", "-"}, r.out);
        BOOST_TEST(checked.out.ends_with("40 documents, 40 valid, 0 invalid\n"));
    }
}

BOOST_AUTO_TEST_SUITE_END()
