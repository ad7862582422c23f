// The mutate command: the mutations of a valid body, each with the issues
// validate finds in it, as files or NDJSON lines, in bounded memory.

#include "../support.hpp"

#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/operations/locate.hpp>
#include <explorer_schema/operations/redact.hpp>
#include <explorer_schema/reports/writers.hpp>

#include <set>
#include <sstream>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_mutate)

// Rule: mutate writes each mutation as N.json with N.expected.json beside
// it, which says what validate says of it; the input's API keys are in no
// file; a body that breaks the contract, or of more than 4 MiB, is refused.
BOOST_AUTO_TEST_CASE(mutate_writes_mutations_with_their_expected_issues)
{
    auto const dir = fs::temp_directory_path() / ("explorer_schema_mutate_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    auto const r = run({"mutate", "--endpoint", "networks", "--count", "12", "--seed", "3", "--out", dir.string(),
                        fixture("networks/valid/networks.json")});
    BOOST_TEST(r.status == 0, r.err);
    BOOST_TEST(r.out == "12 mutations of " + fixture("networks/valid/networks.json") + " written to " + dir.string() + "\n");
    std::size_t files = 0, invalid = 0;
    for (int i = 1; i <= 12; ++i) {
        auto const name = std::string(i < 10 ? "0" : "").append(std::to_string(i));
        auto const body = read_file(dir / (name + ".json"));
        auto const expected = json::parse(read_file(dir / (name + ".expected.json"))).as_object();
        BOOST_TEST(body.find("esk_live_") == std::string::npos);
        auto const verdict = run({"validate", "--endpoint", "networks", "--format", "json", (dir / (name + ".json")).string()});
        auto const got = json::parse(verdict.out).as_object();
        BOOST_TEST(got.at("valid") == expected.at("valid"), name);
        BOOST_TEST(got.at("issues") == expected.at("issues"), name);
        BOOST_TEST(expected.at("pointer").is_string());
        BOOST_TEST(expected.at("kind").is_string());
        invalid += !expected.at("valid").as_bool();
        ++files;
    }
    BOOST_TEST(files == 12u);
    BOOST_TEST(invalid > 0u);
    BOOST_TEST(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 24);
    auto const refused = run({"mutate", "--endpoint", "networks", "--out", dir.string(), "-"}, R"({"items": 1})");
    BOOST_TEST(refused.status == 1);
    BOOST_TEST(refused.err == "/items: expected an array, found a number\nexplorer-schema: <stdin> breaks the contract; "
                              "mutate takes a valid document\n");
    // Judging each place costs about a thousand times the size: a body is
    // at most 4 MiB.
    auto const large = run({"mutate", "--endpoint", "networks", "--out", dir.string(), "-"},
                           "{\"items\": [" + std::string(std::size_t{4} << 20, ' ') + "]}");
    BOOST_TEST(large.status == 1);
    BOOST_TEST(large.err.ends_with("explorer-schema: mutate takes bodies of at most 4 MiB\n"));
    fs::remove_all(dir);
}

// Rule: mutate --format ndjson writes each mutation as a line of standard
// output, {"kind", "pointer", "valid", "issues", "document"}, the same
// mutations as the files it would write; --pointer mutates only the value
// at that pointer and what it holds; --out and --format ndjson exclude each
// other, and a pointer that names no place is refused.
BOOST_AUTO_TEST_CASE(mutate_writes_ndjson_and_mutates_under_a_pointer)
{
    auto const body = fixture("networks/valid/networks.json");
    auto const r = run({"mutate", "--endpoint", "networks", "--format", "ndjson", "--count", "9", "--seed", "3", body});
    BOOST_TEST(r.status == 0, r.err);
    BOOST_TEST(r.err == "9 mutations of " + body + " written to standard output\n");
    BOOST_TEST(r.out.find("esk_live_") == std::string::npos);
    auto doc = json::parse(read_file(body));
    es::redact_secrets<es::network_list>(doc);
    std::vector<es::fuzzing::mutation> expected;
    es::fuzzing::for_each_mutation<es::network_list>(
        doc, 3, 9, {},
        [&](es::fuzzing::mutation&& m, std::size_t, std::size_t) { expected.push_back(std::move(m)); });
    std::istringstream lines(r.out);
    std::size_t n = 0;
    for (std::string line; std::getline(lines, line); ++n) {
        BOOST_TEST_REQUIRE(n < expected.size());
        auto const& m = expected[n];
        auto const got = json::parse(line).as_object();
        BOOST_TEST(got.size() == 5u);
        BOOST_TEST(got.at("kind") == json::value(m.kind));
        BOOST_TEST(got.at("pointer") == json::value(m.pointer));
        BOOST_TEST(got.at("valid") == json::value(!es::has_errors(m.issues)));
        auto issues = m.issues; // where validate finds them in the document as written
        es::locate(json::serialize(m.document), issues);
        BOOST_TEST(got.at("issues") == es::verdict_json({issues, {}}, false).at("issues"));
        BOOST_TEST(got.at("document") == m.document);
    }
    BOOST_TEST(n == 9u);

    auto const under = run({"mutate", "--endpoint", "networks", "--format", "ndjson", "--count", "1000", "--pointer",
                            "/items/0/chain_id", body});
    BOOST_TEST(under.status == 0, under.err);
    std::istringstream under_lines(under.out);
    std::set<std::string> kinds;
    for (std::string line; std::getline(under_lines, line);) {
        auto const got = json::parse(line).as_object();
        BOOST_TEST(got.at("pointer") == json::value("/items/0/chain_id"));
        kinds.insert(std::string(got.at("kind").as_string()));
    }
    BOOST_TEST(kinds.count("drop") == 1u);
    BOOST_TEST(kinds.count("type_integer") == 1u);
    BOOST_TEST(under.err == std::to_string(es::fuzzing::mutation_count<es::network_list>(doc, {}, "/items/0/chain_id")) +
                                " mutations of " + body + " written to standard output\n");
    // "/items/0" holds "/items/0/chain_id", not "/items/01" nor "/items/1".
    auto const item = run({"mutate", "--endpoint", "networks", "--format", "ndjson", "--count", "100000", "--pointer",
                           "/items/0", body});
    std::istringstream item_lines(item.out);
    std::size_t in_item = 0;
    for (std::string line; std::getline(item_lines, line); ++in_item) {
        auto const pointer = std::string(json::parse(line).at("pointer").as_string());
        BOOST_TEST((pointer == "/items/0" || pointer.starts_with("/items/0/")), pointer);
    }
    BOOST_TEST(in_item > kinds.size());

    auto const nowhere = run({"mutate", "--endpoint", "networks", "--format", "ndjson", "--pointer", "/nowhere", body});
    BOOST_TEST(nowhere.status == 2);
    BOOST_TEST(nowhere.err.starts_with("explorer-schema: --pointer: /nowhere is no place of " + body +
                                       " that a mutation changes\n"));
    auto const not_a_pointer = run({"mutate", "--endpoint", "networks", "--format", "ndjson", "--pointer", "items", body});
    BOOST_TEST(not_a_pointer.status == 2);
    BOOST_TEST(not_a_pointer.err.starts_with("explorer-schema: --pointer: items is not a JSON Pointer"));
    auto const both = run({"mutate", "--endpoint", "networks", "--format", "ndjson", "--out", "x", body});
    BOOST_TEST(both.status == 2);
    BOOST_TEST(both.err.starts_with("explorer-schema: --out writes files; --format ndjson writes to standard output\n"));
    auto const neither = run({"mutate", "--endpoint", "networks", body});
    BOOST_TEST(neither.status == 2);
    BOOST_TEST(neither.err.starts_with("explorer-schema: mutate writes files into --out DIR, or lines with --format ndjson\n"));
}

// Rule: mutate mutates the body given as it is given: a v6.5 body keeps its
// former names, its members and their order everywhere but at the place
// mutated; each mutation is judged with the release and chain type given,
// as validate judges it with them.
BOOST_AUTO_TEST_CASE(mutate_mutates_the_body_as_given_and_judges_it_with_the_options_given)
{
    auto const file = fixture("blockscout/transactions/valid/v6_5_former_names.json");
    auto const original = read_json(file);
    auto const dir = fs::temp_directory_path() / ("explorer_schema_as_given_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    auto const r = run({"mutate", "--contract", "blockscout", "--endpoint", "transactions", "--blockscout-release",
                        "v6.5", "--count", "30", "--seed", "11", "--out", dir.string(), file});
    BOOST_TEST(r.status == 0, r.err);
    BOOST_TEST(r.out == "30 mutations of " + file + " written to " + dir.string() + "\n");
    std::size_t former_names_mutated = 0;
    for (int i = 1; i <= 30; ++i) {
        auto const name = std::string(i < 10 ? "0" : "").append(std::to_string(i));
        auto const body = dir / (name + ".json");
        auto const document = json::parse(read_file(body));
        auto const expected = json::parse(read_file(dir / (name + ".expected.json"))).as_object();
        std::string const pointer(expected.at("pointer").as_string());
        BOOST_TEST_CONTEXT(name << " " << expected.at("kind") << " " << pointer)
        {
            // The original with the one change made is the mutated body, key for key.
            auto rebuilt = original;
            es::json_pointer const at(pointer);
            if (expected.at("kind") == json::value("drop"))
                rebuilt.at_pointer(at.parent().str()).as_object().stable_erase(at.back());
            else
                rebuilt.at_pointer(pointer) = document.at_pointer(pointer);
            BOOST_TEST(json::serialize(rebuilt) == json::serialize(document));
            former_names_mutated += pointer.starts_with("/items/0/block/") || pointer == "/items/0/block" ||
                                    pointer.starts_with("/items/0/tx_");
            auto const verdict = run({"validate", "--contract", "blockscout", "--endpoint", "transactions",
                                      "--blockscout-release", "v6.5", "--format", "json", body.string()});
            auto const got = json::parse(verdict.out).as_object();
            BOOST_TEST(got.at("valid") == expected.at("valid"));
            BOOST_TEST(got.at("issues") == expected.at("issues"));
        }
    }
    fs::remove_all(dir);
    BOOST_TEST(former_names_mutated > 0u);
    // The options are Blockscout's.
    auto const spec = run({"mutate", "--endpoint", "networks", "--chain-type", "optimism", "--out", dir.string(),
                           fixture("networks/valid/networks.json")});
    BOOST_TEST(spec.status == 2);
    BOOST_TEST(spec.err == "explorer-schema: --chain-type needs --contract blockscout\n"
                           "Run explorer-schema --help for usage.\n");
    BOOST_TEST(!fs::exists(dir));
}

// Rule (issue 45, finding 7): a mutation changes only what it says it
// changes: an integer too wide for 64 bits, which Boost.JSON reads as the
// nearest double, is written with the digits it came with wherever the
// mutation did not reach, in free-form members and unknown members alike, in
// the lines of --format ndjson and in the files of --out.
BOOST_AUTO_TEST_CASE(mutate_keeps_the_digits_of_integers_beyond_64_bits)
{
    std::string const wide = "123456789012345678901234567890", negative = "-99999999999999999999";
    for (std::string const contract : {"spec", "blockscout"}) {
        auto text = read_file(fixtures_dir / (contract == "spec" ? "" : contract) / "networks/valid/networks.json");
        // In the first item's free-form details (Blockscout's) or an unknown
        // member (the spec's), and in an unknown member of the third.
        auto const first = text.find("\"chain_id\"");
        auto const third = text.find("\"chain_id\": \"100\"");
        BOOST_TEST_REQUIRE((first != std::string::npos && third != std::string::npos));
        text.insert(third, "\"wide\": " + wide + ", ");
        text.insert(first, contract == "spec" ? "\"meta\": {\"supply\": " + wide + ", \"debt\": [" + negative + "]}, "
                                              : "");
        if (contract == "blockscout")
            text.replace(text.find("\"is_testnet\": false"), 19,
                         "\"is_testnet\": false, \"supply\": " + wide + ", \"debt\": [" + negative + "]");
        std::string const holder = contract == "spec" ? "/items/0/meta" : "/items/0/details";
        std::vector<std::pair<std::string, std::string>> const places{
            {holder + "/supply", "\"supply\":" + wide},
            {holder + "/debt", "\"debt\":[" + negative + "]"},
            {"/items/2/wide", "\"wide\":" + wide}};
        // Whether the mutation at `pointer` leaves `place` as it was.
        auto const elsewhere = [](std::string const& pointer, std::string const& place) {
            return place != pointer && !place.starts_with(pointer + "/");
        };
        BOOST_TEST_CONTEXT(contract)
        {
            auto const lines = run({"mutate", "--contract", contract, "--endpoint", "networks", "--format", "ndjson",
                                    "--count", "100000", "-"},
                                   text);
            BOOST_TEST_REQUIRE(lines.status == 0, lines.err);
            std::istringstream in(lines.out);
            std::size_t kept = 0;
            for (std::string line; std::getline(in, line);) {
                auto const pointer = std::string(json::parse(line).at("pointer").as_string());
                for (auto const& [place, as_written] : places)
                    if (elsewhere(pointer, place)) {
                        BOOST_TEST(line.find(as_written) != std::string::npos, pointer << " " << place);
                        ++kept;
                    }
            }
            BOOST_TEST(kept > 300u);
            auto const dir = fs::temp_directory_path() / ("explorer_schema_wide_" + std::to_string(::getpid()));
            fs::remove_all(dir);
            auto const files = run({"mutate", "--contract", contract, "--endpoint", "networks", "--count", "40",
                                    "--seed", "5", "--out", dir.string(), "-"},
                                   text);
            BOOST_TEST_REQUIRE(files.status == 0, files.err);
            for (int i = 1; i <= 40; ++i) {
                auto const name = std::string(i < 10 ? "0" : "").append(std::to_string(i));
                auto const body = read_file(dir / (name + ".json"));
                auto const expected = json::parse(read_file(dir / (name + ".expected.json")));
                auto const pointer = std::string(expected.at("pointer").as_string());
                for (auto const& [place, as_written] : places)
                    if (elsewhere(pointer, place))
                        BOOST_TEST(body.find(as_written) != std::string::npos, name << " " << pointer << " " << place);
            }
            fs::remove_all(dir);
        }
    }
}

// Rule: the body mutate writes has its secrets redacted in the JSON as
// given (redact_secrets, whose rules tests/operations/redact_test.cpp proves): no file
// holds the Blockscout API key of the input, and many hold it redacted.
BOOST_AUTO_TEST_CASE(the_secrets_of_the_body_mutate_writes_are_redacted)
{
    auto const file = fixture("blockscout/networks/valid/networks.json");
    auto const dir = fs::temp_directory_path() / ("explorer_schema_redact_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    auto const r = run({"mutate", "--contract", "blockscout", "--endpoint", "networks", "--count", "1000", "--out",
                        dir.string(), file});
    BOOST_TEST(r.status == 0, r.err);
    std::size_t redacted = 0, files = 0;
    for (auto const& entry : fs::directory_iterator(dir)) {
        auto const text = read_file(entry.path());
        BOOST_TEST(text.find("bsk_live") == std::string::npos, entry.path());
        redacted += text.find("\"blockscout_api_key\":\"<redacted>\"") != std::string::npos;
        ++files;
    }
    fs::remove_all(dir);
    BOOST_TEST(files > 100u);
    BOOST_TEST(redacted > 50u);
}

// Rule: mutate creates each file anew in DIR and never follows a symbolic
// link: a folder that holds anything is refused; --overwrite removes the
// N.json and N.expected.json of an earlier run (a link among them is removed,
// its target untouched) and leaves the rest; DIR itself may not be a link.
BOOST_AUTO_TEST_CASE(mutate_creates_each_file_anew_and_never_follows_a_symbolic_link)
{
    auto const body = shell_quoted(fixture("networks/valid/networks.json"));
    auto const mutate = "$CLI mutate --endpoint networks --count 3 " + body + " --out";
    auto const refused = run_script("mkdir dir && echo precious >target && ln -s ../target dir/1.json && " + mutate +
                                    " dir >out 2>err; echo $? >>out; cat target >>out");
    BOOST_TEST(refused.out == "2\nprecious\n");
    BOOST_TEST(refused.err == "explorer-schema: dir is not empty; mutate writes into an empty folder (--overwrite: "
                              "replace the N.json and N.expected.json files of an earlier run)\n");
    auto const replaced = run_script(
        "mkdir dir && echo precious >target && ln -s ../target dir/1.json && echo old >dir/17.expected.json && "
        "echo mine >dir/notes.txt && " + mutate + " dir --overwrite >out 2>err; echo $? >>out; cat target >>out; "
        "LC_ALL=C ls dir >>out; test -L dir/1.json || echo 'not a link' >>out");
    BOOST_TEST(replaced.out == "3 mutations of " + fixture("networks/valid/networks.json") +
                                   " written to dir\n0\nprecious\n1.expected.json\n1.json\n2.expected.json\n2.json\n"
                                   "3.expected.json\n3.json\nnotes.txt\nnot a link\n");
    BOOST_TEST(replaced.err == "");
    auto const linked = run_script("mkdir real && ln -s real dir && " + mutate + " dir >out 2>err; echo $? >>out; ls real >>out");
    BOOST_TEST(linked.out == "2\n");
    BOOST_TEST(linked.err == "explorer-schema: dir is a symbolic link; mutate writes only into a folder named as it is\n");
}

// Rule (hostile input, third round): mutate checks a body in constant
// memory before it makes anything of it, so a body that breaks the
// contract is refused without its model (1 MiB of `{}` elements made 1 GB
// of transactions); the run below has 100 MB of address space.
BOOST_AUTO_TEST_CASE(mutate_refuses_an_invalid_body_in_constant_memory)
{
    auto const r = run_script("{ printf '['; yes '{},' | tr -d '\\n' | head -c 1048569; printf '{}]'; } > body.json && "
                              "(" + std::string(limit_address_space) + "$CLI mutate --endpoint main-page-transactions --out dir body.json "
                              ">out 2>err); echo $? >>out; test -e dir && echo made >>out");
    BOOST_TEST(r.out == "1\n");
    BOOST_TEST(r.err.starts_with("/0/timestamp: missing member \"timestamp\" (a timestamp)\n"));
    BOOST_TEST(r.err.ends_with("explorer-schema: body.json breaks the contract; mutate takes a valid document\n"));
    BOOST_TEST(std::count(r.err.begin(), r.err.end(), '\n') == 1002); // 1000 issues, the count of the rest, the refusal
}

// Rule: mutate writes each mutation as it is made, holding one mutated
// document at a time (200 mutations of a 1 MiB page took 700 MB; here 100
// MB of address space).
BOOST_AUTO_TEST_CASE(mutate_writes_each_mutation_as_it_is_made)
{
    // Under the sanitizers, which hold no address-space limit, a page a
    // sixty-fourth the size and a sixteenth of the mutations (test_support).
    auto const page = read_json(fixtures_dir / "main-page-transactions/valid/latest.json").as_array();
    json::array large;
    while (json::serialize(large).size() < (std::size_t{1} << 20) / scale)
        large.insert(large.end(), page.begin(), page.end());
    auto const count = std::to_string(200 / std::min<std::size_t>(sample, 16));
    auto const dir = fs::temp_directory_path() / ("explorer_schema_stream_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ofstream(dir / "page.json") << json::serialize(large);
    auto const r = run_script("cd " + shell_quoted(dir.string()) +
                              " && (" + std::string(limit_address_space) + "$CLI mutate --endpoint main-page-transactions --count " +
                              count + " --seed 5 --out out page.json) >" + shell_quoted((dir / "said").string()));
    auto const said = read_file(dir / "said");
    auto const files = std::distance(fs::directory_iterator(dir / "out"), fs::directory_iterator());
    // The library form: each mutation handed over as it is made, numbered,
    // with how many there are; the same as mutations_of holds.
    auto const networks = read_json(fixtures_dir / "networks/valid/networks.json");
    std::vector<es::fuzzing::mutation> handed;
    auto const made = es::fuzzing::for_each_mutation<es::network_list>(
        networks, 3, 10, {}, [&](es::fuzzing::mutation&& m, std::size_t index, std::size_t total) {
            BOOST_TEST(index == handed.size());
            BOOST_TEST(total == 10u);
            handed.push_back(std::move(m));
        });
    auto const held = es::fuzzing::mutations_of<es::network_list>(networks, 3, 10);
    fs::remove_all(dir);
    BOOST_TEST(r.status == 0);
    BOOST_TEST(said == count + " mutations of page.json written to out\n");
    BOOST_TEST(files == 2 * std::stoi(count));
    BOOST_TEST(made == 10u);
    BOOST_TEST_REQUIRE(handed.size() == held.size());
    for (std::size_t i = 0; i < held.size(); ++i) {
        BOOST_TEST(handed[i].pointer == held[i].pointer);
        BOOST_TEST(handed[i].document == held[i].document);
        BOOST_TEST(handed[i].issues == held[i].issues);
    }
}

BOOST_AUTO_TEST_SUITE_END()
