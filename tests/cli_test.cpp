// The explorer-schema program as a user runs it: output, exit status, and
// behaviour on valid, broken, malformed and hostile input.

#include "endpoint_listing.hpp"
#include "support.hpp"

#include "../benchmarks/null_handler.hpp"

#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/json_schema.hpp>
#include <explorer_schema/locate.hpp>
#include <explorer_schema/openapi.hpp>
#include <explorer_schema/redact.hpp>
#include <explorer_schema/reference.hpp>
#include <explorer_schema/report.hpp>
#include <explorer_schema/version.hpp>

#include <boost/property_tree/ptree.hpp>
#include <boost/property_tree/xml_parser.hpp>

#include <sys/wait.h>

#include <cstdlib>
#include <ctime>
#include <map>
#include <regex>
#include <set>
#include <span>
#include <sstream>
#include <variant>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

std::string fixture(std::string const& relative) { return (fixtures_dir / relative).string(); }

// Whether AddressSanitizer instruments this build: g++ says so with
// __SANITIZE_ADDRESS__, clang with __has_feature.
#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ADDRESS_SANITIZER 1
#endif
#endif
#ifndef UNDER_ADDRESS_SANITIZER
#define UNDER_ADDRESS_SANITIZER 0
#endif

/// A shell command that limits the address space of what follows it to
/// 100 MB, which proves constant memory. AddressSanitizer reserves terabytes
/// of address space for its shadow, so under it the limit is left out; the
/// suite cli_bounds holds resident memory there too.
#if UNDER_ADDRESS_SANITIZER
constexpr char const* limit_address_space = "";
#else
constexpr char const* limit_address_space = "ulimit -v 100000; ";
#endif

/// Runs `script` with /bin/sh in a fresh folder, where `$CLI` is the
/// program; gives its exit status and what the script leaves in the files
/// `out` and `err`.
run_result run_script(std::string const& script)
{
    auto const dir = fs::temp_directory_path() / ("explorer_schema_sh_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::string const command = "cd " + shell_quoted(dir.string()) + " && CLI=" + shell_quoted(EXPLORER_SCHEMA_CLI) +
                                " && touch out err && { " + script + "; }";
    int const raw = std::system(("sh -c " + shell_quoted(command)).c_str());
    run_result r{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, read_file(dir / "out"), read_file(dir / "err")};
    fs::remove_all(dir);
    return r;
}

} // namespace

BOOST_AUTO_TEST_SUITE(cli)

BOOST_AUTO_TEST_CASE(a_valid_document_prints_its_verdict_and_exits_0)
{
    auto const file = fixture("main-page-transactions/valid/latest.json");
    auto const r = run({"validate", "--endpoint", "main-page-transactions", file});
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out == file + ": valid (0 errors, 0 warnings)\n1 document, 1 valid, 0 invalid\n");
    BOOST_TEST(r.err == "");
}

BOOST_AUTO_TEST_CASE(text_output_is_one_line_per_issue_then_the_verdict)
{
    auto const r = run({"validate", "--endpoint=networks", "-"},
                       R"({"items": [{"chain_id": 1}], "extra": true})");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.out == "/items/0/chain_id: expected a string, found a number\n"
                        "/items/0/name: missing member \"name\" (a string)\n"
                        "/items/0/domain: missing member \"domain\" (a string)\n"
                        "/items/0/active: missing member \"active\" (a boolean)\n"
                        "/items/0/rpc_url: missing member \"rpc_url\" (a string or null)\n"
                        "/items/0/explorer_api_key: missing member \"explorer_api_key\" (a string or null)\n"
                        "/items/0/block_timestamp_skew: missing member \"block_timestamp_skew\" (an integer or null)\n"
                        "/items/0/sent_transactions_activity_enabled: missing member \"sent_transactions_activity_enabled\" (a boolean)\n"
                        "/items/0/verified_contracts_activity_enabled: missing member \"verified_contracts_activity_enabled\" (a boolean)\n"
                        "/items/0/explorer_usage_activity_enabled: missing member \"explorer_usage_activity_enabled\" (a boolean)\n"
                        "/extra: warning: unknown member \"extra\"\n"
                        "<stdin>: invalid (10 errors, 1 warning)\n"
                        "1 document, 0 valid, 1 invalid\n");
}

BOOST_AUTO_TEST_CASE(json_output_is_exactly_the_expected_object_for_every_broken_fixture)
{
    for_each_fixture_folder([](auto e, auto c, fs::path const& folder) {
        for (auto const& file : json_files(folder / "issues")) {
            BOOST_TEST_CONTEXT(file)
            {
                auto const expected = read_json(folder / "expected" / file.filename());
                auto const r = run({"validate", "--contract", std::string(decltype(c)::name), "--endpoint",
                                    std::string(decltype(e)::name), "--format", "json", file.string()});
                BOOST_TEST(r.status == (expected.at("valid").as_bool() ? 0 : 1));
                BOOST_TEST(json::parse(r.out) == expected);
                BOOST_TEST(r.out.find('\n') == r.out.size() - 1, "exactly one line");
                BOOST_TEST(r.err == (expected.at("valid").as_bool() ? "1 document, 1 valid, 0 invalid\n"
                                                                    : "1 document, 0 valid, 1 invalid\n"));
            }
        }
    });
}

BOOST_AUTO_TEST_CASE(json_output_of_a_valid_document)
{
    auto const r = run({"validate", "--endpoint", "networks", "--format", "json",
                        fixture("networks/valid/networks.json")});
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out == "{\"valid\":true,\"issues\":[]}\n");
}

BOOST_AUTO_TEST_CASE(the_unknown_keys_option_sets_the_policy)
{
    auto const file = fixture("main-page-transactions/issues/unknown_members.json");
    auto const base = std::vector<std::string>{"validate", "--endpoint", "main-page-transactions"};
    auto with_policy = [&](std::string const& policy) {
        auto args = base;
        args.insert(args.end(), {"--unknown-keys", policy, file});
        return run(args);
    };
    BOOST_TEST(with_policy("warn").status == 0);
    auto const as_error = with_policy("error");
    BOOST_TEST(as_error.status == 1);
    BOOST_TEST(as_error.out.find("/0/l1_fee: unknown member \"l1_fee\"\n") != std::string::npos);
    auto const ignored = with_policy("ignore");
    BOOST_TEST(ignored.status == 0);
    BOOST_TEST(ignored.out == file + ": valid (0 errors, 0 warnings)\n1 document, 1 valid, 0 invalid\n");
}

BOOST_AUTO_TEST_CASE(malformed_and_hostile_input_exits_1_with_one_issue)
{
    auto check = [](std::string const& input, std::string const& expected_line) {
        auto const r = run({"validate", "--endpoint", "main-page-transactions"}, input);
        BOOST_TEST(r.status == 1);
        BOOST_TEST(r.out == expected_line +
                                "\n<stdin>: invalid (1 error, 0 warnings)\n1 document, 0 valid, 1 invalid\n");
        BOOST_TEST(r.err == "");
    };
    check(std::string(100000, '['),
          "(document): arrays and objects nest deeper than 64 levels at line 1, column 65");
    check("[{\"hash\": \"\xc3\x28\"}]", "(document): malformed JSON at line 1, column 12: invalid UTF-8");
    check("", "(document): malformed JSON at line 1, column 1: the text ends before the JSON value does");
    check("[1,]", "(document): malformed JSON at line 1, column 4: syntax error");
    check("{\"a\": 1} trailing", "(document): malformed JSON at line 1, column 10: more text after the JSON value");
}

BOOST_AUTO_TEST_CASE(the_api_key_never_appears_in_output)
{
    for (auto format : {"text", "json"}) {
        for (auto file : {"networks/valid/networks.json", "networks/issues/bad_networks.json"}) {
            auto const r = run({"validate", "--endpoint", "networks", "--format", format, fixture(file)});
            BOOST_TEST(r.out.find("esk_live") == std::string::npos);
            BOOST_TEST(r.out.find("83021657721") == std::string::npos);
            BOOST_TEST(r.err.find("esk_live") == std::string::npos);
        }
    }
}

BOOST_AUTO_TEST_CASE(usage_errors_exit_2_with_a_message_on_stderr)
{
    auto check = [](std::vector<std::string> const& args, std::string const& message) {
        auto const r = run(args, "[]");
        BOOST_TEST_CONTEXT(message)
        {
            BOOST_TEST(r.status == 2);
            BOOST_TEST(r.out == "");
            BOOST_TEST(r.err == "explorer-schema: " + message + "\nRun explorer-schema --help for usage.\n");
        }
    };
    // The messages are the argument parser's (CLI11), from the declarations
    // that also write the help.
    check({}, "A subcommand is required");
    check({"check"}, "unknown command check; commands: validate, identify, render, schema, openapi, diff-contracts, "
                     "endpoints, reference, releases, issue-codes, generate, mutate");
    check({"validate"}, "--endpoint is required");
    // The registry's names, in the order of its listing (docs/endpoints.md).
    std::string const names =
        "{" + boost::algorithm::join(test_support::listed_names(test_support::endpoint_listing()), ",") + "}";
    check({"validate", "--endpoint", "uncles"}, "--endpoint: uncles not in " + names);
    check({"validate", "--endpoint"}, "--endpoint: 1 required TEXT:" + names + " missing");
    check({"validate", "--endpoint", "networks", "--format", "yaml"}, "--format: yaml not in {text,json,junit,github,markdown}");
    check({"validate", "--endpoint", "networks", "--unknown-keys", "allow"},
          "--unknown-keys: allow not in {error,warn,ignore}");
    check({"validate", "--endpoint", "networks", "--strict"}, "The following argument was not expected: --strict");
    check({"validate", "--endpoint", "networks", "--blockscout-release", "v8.0"},
          "--blockscout-release needs --contract blockscout");
    check({"validate", "--contract", "blockscout", "--endpoint", "networks", "--blockscout-release", "v1.0"},
          with_newest("--blockscout-release: unknown Blockscout release v1.0; known: v6.0–{newest}"));
    // A release pinned that does not serve the endpoint: nothing it sends is a body of it.
    for (std::string const command : {"validate", "mutate"})
        check({command, "--contract", "blockscout", "--endpoint", "token-transfers", "--blockscout-release", "v6.8"},
              with_newest("--blockscout-release v6.8: Blockscout v6.8 does not serve GET /api/v2/token-transfers; "
                          "v6.9–{newest} do"));
    check({"render", "a.json", "b.json"}, "FILE: At Most 1 required but received 2");
    check({"render", "a.json", "--", "b.json"}, "more than one input file");
    check({"schema", "--endpoint", "networks", "a.json"}, "The following argument was not expected: a.json");
    check({"schema", "--endpoint", "networks", "--", "a.json"}, "schema takes no input file");
    check({"schema"}, "--endpoint is required");
    check({"schema", "--endpoint", "networks", "--draft", "7"}, "--draft: 7 not in {2020-12,4}");
    check({"openapi", "--draft", "4"}, "The following arguments were not expected: 4 --draft");
}

BOOST_AUTO_TEST_CASE(io_errors_exit_2_with_a_message_on_stderr)
{
    auto const missing = run({"validate", "--endpoint", "networks", "/nonexistent/networks.json"});
    BOOST_TEST(missing.status == 2);
    BOOST_TEST(missing.err == "explorer-schema: cannot open /nonexistent/networks.json: No such file or directory\n");
    auto const directory = run({"validate", "--endpoint", "networks", fixtures_dir.string()});
    BOOST_TEST(directory.status == 2);
    BOOST_TEST(directory.err == "explorer-schema: cannot read " + fixtures_dir.string() + ": Is a directory\n");
}

BOOST_AUTO_TEST_CASE(a_failed_write_to_standard_output_exits_2)
{
    std::string const summary = shell_quoted(fixture("transaction-summary/valid/two_summaries.json"));
    std::string const page = shell_quoted(fixture("main-page-transactions/valid/latest.json"));
    for (std::string const& command : {"validate --endpoint main-page-transactions " + page, "render " + summary,
                                      std::string("schema --endpoint networks"), std::string("reference")}) {
        BOOST_TEST_CONTEXT(command)
        {
            auto const full = run_script("$CLI " + command + " >/dev/full 2>err");
            BOOST_TEST(full.status == 2);
            BOOST_TEST(full.err == "explorer-schema: cannot write to standard output: No space left on device\n");
            auto const closed = run_script("$CLI " + command + " >&- 2>err");
            BOOST_TEST(closed.status == 2);
            BOOST_TEST(closed.err == "explorer-schema: cannot write to standard output: Bad file descriptor\n");
        }
    }
    // A reader gone, SIGPIPE ignored: ten generated pages are longer than
    // the pipe's buffer, so a write fails whenever the reader goes (the
    // OpenAPI document, 61 KB, fit in it when the writer came first).
    auto const broken = run_script("trap '' PIPE; { $CLI generate --endpoint main-page-transactions --count 10 2>err; "
                                   "echo $? >status; } | :; cat status >out");
    BOOST_TEST(broken.out == "2\n");
    BOOST_TEST(broken.err == "explorer-schema: cannot write to standard output: Broken pipe\n");
}

BOOST_AUTO_TEST_CASE(an_input_beyond_the_size_limit_is_refused_without_reading_it_all)
{
    auto const message = "(document): the document has more than 268435456 bytes, the limit\n";
    auto const zero = run({"validate", "--endpoint", "networks", "/dev/zero"});
    BOOST_TEST(zero.status == 1);
    BOOST_TEST(zero.out == message + std::string("/dev/zero: invalid (1 error, 0 warnings)\n1 document, 0 valid, 1 invalid\n"));
    auto const piped = run_script("head -c 300000000 /dev/zero | $CLI validate --endpoint networks - >out");
    BOOST_TEST(piped.out == message + std::string("<stdin>: invalid (1 error, 0 warnings)\n1 document, 0 valid, 1 invalid\n"));
    // A sparse file of 4 GiB: its size says enough.
    auto const sparse = run_script("truncate -s 4G big.json && $CLI identify big.json >out 2>err");
    BOOST_TEST(sparse.status == 1);
    BOOST_TEST(sparse.err == "(document): the document has 4294967296 bytes, more than the limit of 268435456\n");
    BOOST_TEST(sparse.out == "big.json: no Blockscout release\n");
    // An NDJSON line past the limit is skipped, not held; the next is read.
    auto const lines = run_script("{ head -c 300000000 /dev/zero | tr '\\0' ' '; printf '1\\n{\"items\": []}\\n'; } | "
                                  "$CLI validate --endpoint networks --ndjson >out");
    BOOST_TEST(lines.out == "1:" + std::string(message) +
                                "<stdin>:1: invalid (1 error, 0 warnings)\n<stdin>:2: valid (0 errors, 0 warnings)\n"
                                "2 documents, 1 valid, 1 invalid\n");
}

BOOST_AUTO_TEST_CASE(only_an_option_position_holds_help_and_double_dash_ends_the_options)
{
    auto const two = fixture("transaction-summary/valid/two_summaries.json");
    auto const symbol = run({"render", "--native", "-h", two});
    BOOST_TEST(symbol.status == 0);
    BOOST_TEST(symbol.out == "Wrap 0.5 -h\n");
    auto const help = run({"validate", "--endpoint", "networks", "-h"});
    BOOST_TEST(help.status == 0);
    BOOST_TEST(help.out.find("Usage: explorer-schema validate [OPTIONS] [FILE...]") != std::string::npos);
    auto const dashed = run_script("printf '{\"items\": []}' > -h && $CLI validate --endpoint networks -- -h >out");
    BOOST_TEST(dashed.status == 0);
    BOOST_TEST(dashed.out == "-h: valid (0 errors, 0 warnings)\n1 document, 1 valid, 0 invalid\n");
}

BOOST_AUTO_TEST_CASE(text_output_escapes_control_characters_so_no_line_can_be_forged)
{
    // A member name that would print a verdict line and clear the screen.
    auto const r = run({"validate", "--endpoint", "networks"},
                       "{\"items\": [], \"a\\n<stdin>: valid (0 errors, 0 warnings)\\u001b[2J\": 1}");
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out == "/a\\u000A<stdin>: valid (0 errors, 0 warnings)\\u001B[2J: warning: unknown member "
                        "\"a\\n<stdin>: valid (0 errors, 0 warnings)\\u001b[2J\"\n"
                        "<stdin>: valid (0 errors, 1 warning)\n1 document, 1 valid, 0 invalid\n");
    auto const file = run_script("printf '{\"items\": []}' > \"$(printf 'x\\r\\033[1A')\" && "
                                 "$CLI validate --endpoint networks x* >out");
    BOOST_TEST(file.out == "x\\u000D\\u001B[1A: valid (0 errors, 0 warnings)\n1 document, 1 valid, 0 invalid\n");
}

// Rule: without --contract, an endpoint is judged under the spec when the
// spec has it, else under the first contract that has it (Blockscout's).
BOOST_AUTO_TEST_CASE(an_endpoint_of_blockscout_alone_is_judged_under_it_without_contract)
{
    auto const empty = run({"validate", "--endpoint", "blocks", "-"}, R"({"items": [], "next_page_params": null})");
    BOOST_TEST(empty.status == 0);
    BOOST_TEST(empty.out == "<stdin>: valid (Blockscout v6.0\u2013" + newest_release() +
                                "; 0 errors, 0 warnings)\n1 document, 1 valid, 0 invalid\n");
    auto const chained = run({"validate", "--endpoint", "stats", "--chain-type", "ethereum", "-"}, "[]");
    BOOST_TEST(chained.status == 1);
    BOOST_TEST(chained.err == "");
    auto const spec = run({"validate", "--endpoint", "blocks", "--contract", "spec", "-"}, "{}");
    BOOST_TEST(spec.status == 2);
    BOOST_TEST(spec.err == "explorer-schema: the endpoint blocks has no response under the contract spec\n"
                           "Run explorer-schema --help for usage.\n");
}

// Rule: `endpoints` prints the registry's golden listing, docs/endpoints.md
// (scripts/regenerate.sh writes it from this command), and `--contract C`
// the lines of it whose contracts name C.
BOOST_AUTO_TEST_CASE(endpoints_lists_the_registry_with_the_contracts_of_each_endpoint)
{
    auto const listing = test_support::endpoint_listing();
    auto const all = run({"endpoints"});
    BOOST_TEST(all.status == 0);
    BOOST_TEST(all.err == "");
    BOOST_TEST(all.out == listing, test_support::stale_listing);
    for (std::string const contract : {"spec", "blockscout"}) {
        auto const only = test_support::listed_under(listing, contract);
        BOOST_TEST(!only.empty(), contract);
        BOOST_TEST(run({"endpoints", "--contract", contract}).out == only, contract);
    }
    auto const unknown = run({"endpoints", "--contract", "v6"});
    BOOST_TEST(unknown.status == 2);
    BOOST_TEST(unknown.err == "explorer-schema: --contract: v6 not in {spec,blockscout}\nRun explorer-schema --help for usage.\n");
}

// Rule: --version prints the version of project(), which
// <explorer_schema/version.hpp> says too, MAJOR.MINOR.PATCH.
BOOST_AUTO_TEST_CASE(version_is_the_projects)
{
    auto const r = run({"--version"});
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.err == "");
    BOOST_TEST(r.out == "explorer-schema " EXPLORER_SCHEMA_VERSION_STRING "\n");
    BOOST_TEST(EXPLORER_SCHEMA_VERSION_STRING ==
               std::to_string(EXPLORER_SCHEMA_VERSION / 100000) + "." + std::to_string(EXPLORER_SCHEMA_VERSION / 100 % 1000) +
                   "." + std::to_string(EXPLORER_SCHEMA_VERSION % 100));
}

BOOST_AUTO_TEST_CASE(help_explains_every_command_option_and_exit_status)
{
    auto const r = run({"--help"});
    BOOST_TEST(r.status == 0);
    for (auto word : {"validate", "identify", "render", "schema", "openapi", "diff-contracts", "endpoints", "reference", "generate", "mutate",
                      "releases", "Exit status", "0  no document has errors", "1  a document has errors", "2  usage"})
        BOOST_TEST(r.out.find(word) != std::string::npos, word);
    // Each command's help comes from the declarations its parsing uses, so
    // it lists exactly the options the command takes.
    auto const options_of = [](std::string const& command) {
        std::vector<std::string> found;
        std::istringstream lines(run({command, "--help"}).out);
        for (std::string line; std::getline(lines, line);)
            if (line.starts_with("  --"))
                found.push_back(line.substr(2, line.find_first_of(" :", 2) - 2));
        return found;
    };
    using options = std::vector<std::string>;
    BOOST_TEST(options_of("validate") == (options{"--endpoint", "--contract", "--unknown-keys", "--blockscout-release",
                                                  "--chain-type", "--format", "--max-output-size", "--locations",
                                                  "--ndjson"}),
               boost::test_tools::per_element());
    BOOST_TEST(options_of("identify") == (options{"--endpoint", "--chain-type"}), boost::test_tools::per_element());
    BOOST_TEST(options_of("render") == (options{"--contract", "--format", "--native", "--currency", "--explorer-url",
                                                "--max-output-size", "--all"}),
               boost::test_tools::per_element());
    BOOST_TEST(options_of("schema") == (options{"--endpoint", "--contract", "--draft", "--unknown-keys"}),
               boost::test_tools::per_element());
    BOOST_TEST(options_of("openapi") == (options{"--contract", "--unknown-keys"}), boost::test_tools::per_element());
    BOOST_TEST(options_of("diff-contracts") == options{"--endpoint"}, boost::test_tools::per_element());
    auto const validate = run({"validate", "--help"}).out;
    for (auto word : {"main-page-transactions  GET /api/v2/main-page/transactions", "{error,warn,ignore}",
                      "{text,json,junit,github,markdown}", "Exit status"})
        BOOST_TEST(validate.find(word) != std::string::npos, word);
}

BOOST_AUTO_TEST_CASE(several_files_give_a_verdict_each_then_a_count)
{
    auto const valid = fixture("networks/valid/networks.json");
    auto const empty = fixture("networks/valid/empty.json");
    auto const broken = fixture("networks/issues/bad_networks.json");
    auto const r = run({"validate", "--endpoint", "networks", valid, broken, empty});
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.out.starts_with(valid + ": valid (0 errors, 0 warnings)\n/items/0/chain_id: "));
    BOOST_TEST(r.out.ends_with(broken + ": invalid (6 errors, 0 warnings)\n" + empty +
                               ": valid (0 errors, 0 warnings)\n3 documents, 2 valid, 1 invalid\n"));
    auto const all_valid = run({"validate", "--endpoint", "networks", "--format", "json", valid, empty});
    BOOST_TEST(all_valid.status == 0);
    BOOST_TEST(all_valid.out == "{\"valid\":true,\"issues\":[]}\n{\"valid\":true,\"issues\":[]}\n");
    BOOST_TEST(all_valid.err == "2 documents, 2 valid, 0 invalid\n");
}

// Rule: --format junit is JUnit XML with one test case per document and at
// most one failure in it (type: the first error's code; message: its path
// and message; text: every issue, "path [code, severity] message"); a valid
// document's warnings are the suite's output; XML's markup characters and
// characters XML cannot hold are escaped wherever an input name or a
// message is quoted.
BOOST_AUTO_TEST_CASE(junit_report_has_a_case_per_document_and_one_failure_listing_every_issue)
{
    namespace pt = boost::property_tree;
    auto const dir = fs::temp_directory_path() / ("explorer_schema_junit_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    // A file name with every XML markup character, a control and U+FFFF.
    auto const hostile = (dir / "a<&\"'>\x01\xEF\xBF\xBF.json").string();
    fs::copy_file(fixture("networks/issues/bad_networks.json"), hostile);
    auto const valid = fixture("networks/valid/networks.json");
    auto const r = run({"validate", "--endpoint", "networks", "--format", "junit", valid, hostile, "-"},
                       R"({"items": [], "x": 1})");
    fs::remove_all(dir);
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.err == "3 documents, 2 valid, 1 invalid\n");
    BOOST_TEST(r.out.find("esk_live_") == std::string::npos); // the valid fixture's API keys

    pt::ptree xml;
    std::istringstream in(r.out);
    BOOST_REQUIRE_NO_THROW(pt::read_xml(in, xml));
    auto const& suite = xml.get_child("testsuites.testsuite");
    BOOST_TEST(suite.get<std::string>("<xmlattr>.name") == "explorer-schema validate spec networks");
    BOOST_TEST(suite.get<int>("<xmlattr>.tests") == 3);
    BOOST_TEST(suite.get<int>("<xmlattr>.failures") == 1);
    std::vector<std::string> names;
    std::vector<std::vector<std::array<std::string, 3>>> failures; // type, message, text
    for (auto const& [tag, testcase] : suite) {
        if (tag != "testcase")
            continue;
        BOOST_TEST(testcase.get<std::string>("<xmlattr>.classname") == "spec.networks");
        names.push_back(testcase.get<std::string>("<xmlattr>.name"));
        failures.emplace_back();
        for (auto const& [child, failure] : testcase)
            if (child == "failure")
                failures.back().push_back({failure.get<std::string>("<xmlattr>.type"),
                                           failure.get<std::string>("<xmlattr>.message"), failure.data()});
    }
    auto const escaped_name = es::escape_controls(hostile); // \u0001; U+FFFF stays, XML reads it back as written
    BOOST_TEST(r.out.find("a&lt;&amp;&quot;&apos;&gt;\\u0001\\uFFFF.json") != std::string::npos);
    BOOST_TEST(names == (std::vector<std::string>{valid, escaped_name.substr(0, escaped_name.size() - 8) + "\\uFFFF.json",
                                                  "<stdin>"}),
               boost::test_tools::per_element());
    BOOST_TEST_REQUIRE(failures.size() == 3u);
    BOOST_TEST(failures[0].empty());
    BOOST_TEST_REQUIRE(failures[1].size() == 1u);
    BOOST_TEST(failures[1][0][0] == "wrong_type");
    BOOST_TEST(failures[1][0][1] == "/items/0/chain_id: expected a string, found a number");
    // bad_networks.json has 6 errors, each a line of the failure's text.
    BOOST_TEST(std::count(failures[1][0][2].begin(), failures[1][0][2].end(), '\n') == 6);
    BOOST_TEST(failures[1][0][2].starts_with(
        "/items/0/chain_id [wrong_type, error] expected a string, found a number\n"));
    BOOST_TEST(failures[1][0][2].find("[out_of_range, error]") != std::string::npos);
    BOOST_TEST(failures[2].empty());
    BOOST_TEST(suite.get<std::string>("system-out") ==
               "<stdin>: /x [unknown_member, warning] unknown member \"x\"\n");
}

// Rule: validate --locations starts each issue's line with
// FILE:LINE:COLUMN:, as a compiler does (the line of the input, under
// --ndjson too); without it the text report is as it was.
BOOST_AUTO_TEST_CASE(text_locations_name_file_line_and_column)
{
    auto const bad = fixture("networks/issues/bad_networks.json");
    auto const located = run({"validate", "--endpoint", "networks", "--locations", bad});
    BOOST_TEST(located.status == 1);
    BOOST_TEST(located.out.starts_with(bad + ":4:19: /items/0/chain_id: expected a string, found a number\n" + bad +
                                       ":7:17: /items/0/active: expected a boolean, found a string\n"));
    BOOST_TEST(run({"validate", "--endpoint", "networks", bad}).out.starts_with(
        "/items/0/chain_id: expected a string, found a number\n"));
    auto const lines = run({"validate", "--endpoint", "networks", "--ndjson", "--locations", "-"},
                           "{\"items\": []}\n{\"items\": 5, \"x\": 1}\n");
    BOOST_TEST(lines.out == "<stdin>:1: valid (0 errors, 0 warnings)\n"
                            "<stdin>:2:11: 2:/items: expected an array, found a number\n"
                            "<stdin>:2:19: 2:/x: warning: unknown member \"x\"\n"
                            "<stdin>:2: invalid (1 error, 1 warning)\n"
                            "2 documents, 1 valid, 1 invalid\n");
}

// Rule: a line of an NDJSON input has one notion of place, the input's:
// a malformed line's message names the line and column its location does.
BOOST_AUTO_TEST_CASE(a_malformed_ndjson_line_says_the_place_its_location_does)
{
    auto const r = run({"validate", "--endpoint", "networks", "--ndjson", "--locations", "-"},
                       "{\"items\": []}\n\n{\"items\": []}\n{\"items\": [tru]}\n");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.out == "<stdin>:1: valid (0 errors, 0 warnings)\n"
                        "<stdin>:3: valid (0 errors, 0 warnings)\n"
                        "<stdin>:4:12: 4:(document): malformed JSON at line 4, column 12: syntax error\n"
                        "<stdin>:4: invalid (1 error, 0 warnings)\n"
                        "3 documents, 2 valid, 1 invalid\n");
    auto const json = run({"validate", "--endpoint", "networks", "--ndjson", "--format", "json", "-"},
                          "{\"items\": []}\n{\"items\": [tru]}\n");
    BOOST_TEST(json.out.find("\"message\":\"malformed JSON at line 2, column 12: syntax error\",\"line\":2,"
                             "\"column\":12") != std::string::npos,
               json.out);
}

// Rule: with --format github, when GITHUB_STEP_SUMMARY names a file, a
// Markdown table of every document is appended to it (a step shows only ten
// annotations), its cells inert Markdown; --format markdown writes the same
// table to standard output.
BOOST_AUTO_TEST_CASE(github_step_summary_gets_a_table_of_every_document)
{
    auto const r = run_script(
        "printf '{\"items\": 5}' > a.json && printf '{\"items\": []}' > b.json && echo before > summary.md && "
        "GITHUB_STEP_SUMMARY=summary.md $CLI validate --endpoint networks --format github a.json b.json "
        "missing.json >annotations; echo $? >out; cat summary.md >>out; grep -c '^::' annotations >>out");
    BOOST_TEST(r.out == "2\n"
                        "before\n"
                        "| Document | Verdict | Errors | Warnings | First error |\n"
                        "|---|---|---|---|---|\n"
                        "| a\\.json | invalid | 1 | 0 | /items: expected an array, found a number |\n"
                        "| b\\.json | valid | 0 | 0 |  |\n"
                        "| missing\\.json | unreadable |  |  | cannot open missing\\.json: No such file or directory |\n"
                        "\n"
                        "3 documents, 1 valid, 1 invalid, 1 unreadable\n"
                        "2\n");
    auto const markdown = run({"validate", "--endpoint", "networks", "--contract", "blockscout", "--format", "markdown",
                               fixture("blockscout/networks/valid/networks.json")});
    BOOST_TEST(markdown.status == 0);
    BOOST_TEST(markdown.out.starts_with("| Document | Verdict | Releases | Errors | Warnings | First error |\n"
                                        "|---|---|---|---|---|---|\n"));
    BOOST_TEST(markdown.out.find("esk_live_") == std::string::npos);
}

// Rule: --format github writes one GitHub Actions annotation per issue,
// `::error file=F,line=L,col=C,title=code::path message` (::warning for a
// warning), L and C where the issue's value starts in the input (columns
// count characters), with '%', CR, LF and, in a property, ':' and ','
// percent-encoded.
BOOST_AUTO_TEST_CASE(github_annotations_name_file_line_code_and_escape_what_they_quote)
{
    auto const dir = fs::temp_directory_path() / ("explorer_schema_github_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    auto const hostile = (dir / "a,b:c%d\ne.ndjson").string();
    std::ofstream(hostile) << "{\"items\": []}\n{\"items\": [{\"chain_id\": 1}], \"x%\\n\": 1}\n";
    auto const r = run({"validate", "--endpoint", "networks", "--format", "github", "--ndjson", hostile});
    auto const valid = run({"validate", "--endpoint", "networks", "--format", "github",
                            fixture("networks/valid/networks.json")});
    fs::remove_all(dir);
    BOOST_TEST(r.status == 1);
    std::istringstream lines(r.out);
    std::vector<std::string> annotations;
    for (std::string line; std::getline(lines, line);)
        annotations.push_back(line);
    auto const file = (dir / "a%2Cb%3Ac%25d\\u000Ae.ndjson").string();
    BOOST_TEST_REQUIRE(annotations.size() == 12u); // 10 errors, 1 warning, the count
    BOOST_TEST(annotations[0] == "::error file=" + file + ",line=2,col=25,title=wrong_type::/items/0/chain_id expected a "
                                                          "string, found a number");
    BOOST_TEST(annotations[1] == "::error file=" + file + ",line=2,col=12,title=missing_member::/items/0/name missing "
                                                          "member \"name\" (a string)");
    BOOST_TEST(annotations[10] == "::warning file=" + file + ",line=2,col=38,title=unknown_member::/x%25\\u000A unknown member "
                                                             "\"x%25\\n\"");
    BOOST_TEST(annotations[11] == "2 documents, 1 valid, 1 invalid");
    BOOST_TEST(valid.status == 0);
    BOOST_TEST(valid.out == "1 document, 1 valid, 0 invalid\n"); // and so no API key
}

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
    using transaction = es::response_t<es::endpoints::transaction, es::contracts::spec>;
    BOOST_TEST(json::parse(longer[2]) == es::fuzzing::generate<transaction>(es::fuzzing::seed_of(7, 2)));
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

BOOST_AUTO_TEST_CASE(ndjson_gives_one_verdict_per_line_with_line_numbers_in_paths)
{
    std::string const input = "{\"items\": []}\n"
                              "\n"
                              "{\"items\": [{\"chain_id\": 1}]}\n"
                              "[1,\n"
                              "{\"items\": [], \"x\": 1}\n";
    auto const r = run({"validate", "--endpoint", "networks", "--ndjson", "--format", "json"}, input);
    BOOST_TEST(r.status == 1);
    std::istringstream lines(r.out);
    std::vector<json::value> objects;
    for (std::string line; std::getline(lines, line);)
        objects.push_back(json::parse(line));
    BOOST_TEST_REQUIRE(objects.size() == 4u);
    BOOST_TEST(objects[0] == json::parse(R"({"valid": true, "issues": []})"));
    BOOST_TEST(objects[1].at("issues").at(0).at("path") == json::value("3:/items/0/chain_id"));
    BOOST_TEST(objects[1].at("issues").as_array().size() == 10u);
    BOOST_TEST(objects[2] == json::parse(R"({"valid": false, "issues": [{"path": "4:", "code": "malformed_json",
        "severity": "error", "message": "malformed JSON at line 4, column 4: the text ends before the JSON value does",
        "line": 4, "column": 4}]})"));
    BOOST_TEST(objects[3].at("issues").at(0).at("path") == json::value("5:/x"));
    BOOST_TEST(objects[3].at("valid") == json::value(true));
    BOOST_TEST(r.err == "4 documents, 2 valid, 2 invalid\n");

    auto const text = run({"validate", "--endpoint", "networks", "--ndjson", "-"}, "{\"items\": []}\n{}\n[\n");
    BOOST_TEST(text.out == "<stdin>:1: valid (0 errors, 0 warnings)\n"
                           "2:/items: missing member \"items\" (an array)\n"
                           "<stdin>:2: invalid (1 error, 0 warnings)\n"
                           "3:(document): malformed JSON at line 3, column 2: the text ends before the JSON value does\n"
                           "<stdin>:3: invalid (1 error, 0 warnings)\n"
                           "3 documents, 1 valid, 2 invalid\n");
}

BOOST_AUTO_TEST_CASE(validate_names_the_releases_a_blockscout_body_fits)
{
    auto const old = fixture("blockscout/transactions/valid/v6_5_former_names.json");
    auto const text = run({"validate", "--contract", "blockscout", "--endpoint", "transactions", old});
    BOOST_TEST(text.status == 0);
    BOOST_TEST(text.out == old + ": valid (Blockscout v6.4\u2013v6.5; 0 errors, 0 warnings)\n"
                                 "1 document, 1 valid, 0 invalid\n");
    auto const as_json =
        run({"validate", "--contract", "blockscout", "--endpoint", "transactions", "--format", "json", old});
    BOOST_TEST(json::parse(as_json.out) == json::parse(R"({"valid": true, "releases": ["v6.4", "v6.5"], "issues": []})"));
    // The spec's contract has no releases to tell.
    auto const spec = run({"validate", "--endpoint", "transactions", "--format", "json",
                           fixture("transactions/valid/first_page.json")});
    BOOST_TEST(!json::parse(spec.out).as_object().contains("releases"));

    auto const pinned = run({"validate", "--contract", "blockscout", "--endpoint", "transactions",
                             "--blockscout-release", "v6.9", old});
    BOOST_TEST(pinned.status == 1);
    BOOST_TEST(pinned.out.starts_with("/items/0/from/implementation_name: member \"implementation_name\" is not "
                                      "sent by Blockscout v6.9, only by v6.0\u2013v6.7\n"
                                      "/items/0/from/proxy_type: missing member \"proxy_type\" (a string or null), "
                                      "which Blockscout v6.9 sends\n"));
    BOOST_TEST(pinned.out.find("/items/0/block: legacy member \"block\": Blockscout v6.9 sends it as") ==
               std::string::npos); // v6.9 sent both names
    BOOST_TEST(pinned.out.find("/items/0/block_number: missing member \"block_number\"") != std::string::npos);
    auto const unknown = run({"validate", "--contract", "blockscout", "--endpoint", "transactions",
                              "--blockscout-release", "v6.11", old});
    BOOST_TEST(unknown.status == 2);
    BOOST_TEST(unknown.err.starts_with(
        with_newest("explorer-schema: --blockscout-release: unknown Blockscout release v6.11; known: v6.0\u2013{newest}\n")));
    BOOST_TEST(run({"validate", "--endpoint", "transactions", "--blockscout-release", "v6.9", old}).status == 2);
}

BOOST_AUTO_TEST_CASE(the_chain_type_option_types_a_chain_types_members)
{
    auto const optimism = fixture("blockscout/transaction/chain-types/optimism.json");
    auto const typed = run({"validate", "--contract", "blockscout", "--endpoint", "transaction", "--chain-type",
                            "optimism", "--unknown-keys", "error", optimism});
    BOOST_TEST(typed.status == 0);
    BOOST_TEST(typed.out == optimism + with_newest(": valid (Blockscout v11.1\u2013{newest}; 0 errors, 0 warnings)\n"
                                                   "1 document, 1 valid, 0 invalid\n"));
    auto const unknown = run({"validate", "--contract", "blockscout", "--endpoint", "transaction", "--unknown-keys",
                              "error", optimism});
    BOOST_TEST(unknown.status == 1);
    BOOST_TEST(unknown.out.starts_with("/l1_fee: unknown member \"l1_fee\"\n"));
    auto const bad = run({"validate", "--contract", "blockscout", "--endpoint", "transaction", "--chain-type",
                          "polygon", optimism});
    BOOST_TEST(bad.status == 2);
    BOOST_TEST(bad.err.starts_with("explorer-schema: --chain-type: polygon not in {optimism,arbitrum,scroll,ethereum,eden}\n"));
    BOOST_TEST(run({"validate", "--endpoint", "transaction", "--chain-type", "optimism", optimism}).status == 2);
}

BOOST_AUTO_TEST_CASE(identify_prints_only_the_releases)
{
    auto const old = fixture("blockscout/transactions/valid/v6_5_former_names.json");
    auto const both = fixture("blockscout/transactions/valid/v7_0_both_burnt_fee_names.json");
    auto const r = run({"identify", old, both});
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out == old + ": Blockscout v6.4\u2013v6.5\n" + both + ": Blockscout v6.10\u2013v7.0\n");
    auto const mixed = fixture("blockscout/transactions/issues/mixed_releases.json");
    auto const none = run({"identify", "--endpoint", "transactions", mixed});
    BOOST_TEST(none.status == 1);
    BOOST_TEST(none.out == mixed + ": no Blockscout release\n");
    BOOST_TEST(none.err.starts_with("/items/1/actions: members \"actions\""));
}

// An endpoint that came in a later release than its response type's other
// endpoints (GET /api/v2/token-transfers, v6.9.0-beta): a body of it comes
// from the releases that serve it alone.
BOOST_AUTO_TEST_CASE(identify_and_validate_keep_the_releases_that_serve_the_endpoint)
{
    auto const empty = fixture("blockscout/token-transfers/valid/empty_page.json");
    auto const latest = run({"identify", "--endpoint", "token-transfers", empty});
    BOOST_TEST(latest.status == 0);
    BOOST_TEST(latest.out == empty + with_newest(": Blockscout v6.9–{newest}\n"));
    auto const shared = run({"identify", "--endpoint", "address-token-transfers", empty});
    BOOST_TEST(shared.out == empty + with_newest(": Blockscout v6.0–{newest}\n"));
    BOOST_TEST(run({"identify", empty}).out == shared.out);
    auto const before = fixture("blockscout/token-transfers/issues/before_the_endpoint.json");
    auto const older = run({"validate", "--contract", "blockscout", "--endpoint", "token-transfers", before});
    BOOST_TEST(older.status == 1);
    BOOST_TEST(older.out == with_newest("(document): a body of this shape comes from Blockscout v6.8, and GET "
                                        "/api/v2/token-transfers is served by v6.9–{newest} only\n") +
                                before + ": invalid (no Blockscout release; 1 error, 0 warnings)\n"
                                         "1 document, 0 valid, 1 invalid\n");
    auto const elsewhere =
        run({"validate", "--contract", "blockscout", "--endpoint", "address-token-transfers", before});
    BOOST_TEST(elsewhere.status == 0);
    BOOST_TEST(elsewhere.out == before + ": valid (Blockscout v6.8; 0 errors, 0 warnings)\n"
                                         "1 document, 1 valid, 0 invalid\n");
}

BOOST_AUTO_TEST_CASE(the_contract_option_chooses_the_contract_validate_checks)
{
    auto const v11 = fixture("blockscout/networks/valid/networks.json");
    auto const real = run({"validate", "--contract", "blockscout", "--endpoint", "networks", v11});
    BOOST_TEST(real.status == 0);
    BOOST_TEST(real.out == v11 + with_newest(": valid (Blockscout v6.0\u2013{newest}; 0 errors, 0 warnings)\n"
                                             "1 document, 1 valid, 0 invalid\n"));
    auto const spec = run({"validate", "--endpoint", "networks", v11});
    BOOST_TEST(spec.status == 1);
    BOOST_TEST(spec.out.starts_with("/items/0/blockscout_api_key: warning: unknown member \"blockscout_api_key\"\n"));
    BOOST_TEST(spec.out.ends_with(v11 + ": invalid (6 errors, 8 warnings)\n1 document, 0 valid, 1 invalid\n"));
    BOOST_TEST(run({"validate", "--contract=spec", "--endpoint", "networks", v11}).out == spec.out);
    for (auto const& r : {real, spec})
        BOOST_TEST(r.out.find("bsk_live") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(an_unknown_contract_is_a_usage_error)
{
    for (std::vector<std::string> args :
         {std::vector<std::string>{"validate", "--contract", "v6", "--endpoint", "networks"},
          {"schema", "--contract", "v6", "--endpoint", "networks"},
          {"openapi", "--contract", "v6"},
          {"render", "--contract", "v6"}}) {
        auto const r = run(args, "{}");
        BOOST_TEST(r.status == 2);
        BOOST_TEST(r.err == "explorer-schema: --contract: v6 not in {spec,blockscout}\nRun explorer-schema --help for usage.\n");
    }
}

BOOST_AUTO_TEST_CASE(schema_and_openapi_of_the_blockscout_contract)
{
    auto const schema = run({"schema", "--contract", "blockscout", "--endpoint", "transaction-summary"});
    BOOST_TEST(schema.status == 0);
    BOOST_TEST(json::parse(schema.out) ==
               es::json_schema<es::blockscout::transaction_summary_response>({}, "transaction-summary"));
    auto const openapi = run({"openapi", "--contract", "blockscout", "--unknown-keys", "error"});
    BOOST_TEST(openapi.status == 0);
    BOOST_TEST(json::parse(openapi.out) ==
               es::openapi_document<es::contracts::blockscout>(es::unknown_keys_policy::error));
}

BOOST_AUTO_TEST_CASE(diff_contracts_prints_each_field_that_differs_and_exits_1)
{
    auto const r = run({"diff-contracts", "--endpoint", "networks"});
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.out ==
               "networks: 5 fields where the Blockscout wire format (blockscout) differs from "
               "the spec's contract (spec)\n"
               "\n/items/*/explorer_api_key\n  spec:       a string (a credential) or null\n"
               "  blockscout: (no such field)\n"
               "\n/items/*/explorer_usage_activity_enabled\n  spec:       a boolean\n"
               "  blockscout: (no such field)\n"
               "\n/items/*/blockscout_api_key\n  spec:       (no such field)\n"
               "  blockscout: a string (a credential) or null\n"
               "\n/items/*/blockscout_usage_activity_enabled\n  spec:       (no such field)\n"
               "  blockscout: a boolean\n"
               "\n/items/*/details\n  spec:       (no such field)\n"
               "  blockscout: an object or null, or absent\n");
    auto const txs = run({"diff-contracts", "--endpoint", "main-page-transactions"});
    BOOST_TEST(txs.out.find("\n/*/gas_limit\n  spec:       an integer\n  blockscout: an integer string\n") !=
               std::string::npos);
    auto const differences = es::compare_fields<es::main_page_transactions_response,
                                                es::blockscout::main_page_transactions_response>();
    BOOST_TEST(txs.out.starts_with("main-page-transactions: " + std::to_string(differences.size()) + " fields"));
    BOOST_TEST(run({"diff-contracts"}).err ==
               "explorer-schema: --endpoint is required\nRun explorer-schema --help for usage.\n");
}

BOOST_AUTO_TEST_CASE(schema_openapi_and_reference_print_what_the_library_exports)
{
    auto const schema = run({"schema", "--endpoint", "networks", "--draft", "4", "--unknown-keys", "error"});
    BOOST_TEST(schema.status == 0);
    es::schema_options options;
    options.dialect = es::schema_dialect::draft4;
    options.unknown_keys = es::unknown_keys_policy::error;
    BOOST_TEST(json::parse(schema.out) == es::json_schema<es::network_list>(options, "networks"));
    auto const openapi = run({"openapi"});
    BOOST_TEST(openapi.status == 0);
    BOOST_TEST(json::parse(openapi.out) == es::openapi_document());
    BOOST_TEST(run({"reference"}).out == es::field_reference());
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

// Rule: validate's report is written as each document is checked, in every
// format; JUnit's cases wait in a temporary file for the counts that open
// the XML, not in memory (300 lines of 40 `{}` make 60 MB of XML, written
// here with 100 MB of address space, the output's bound raised for it).
BOOST_AUTO_TEST_CASE(the_junit_report_is_streamed_in_constant_memory)
{
    // Under the sanitizers, which hold no address-space limit, a sixteenth
    // of the lines (test_support::sample).
    auto const lines = std::to_string(300 / std::min<std::size_t>(sample, 16));
    auto const r = run_script(
        "line=\"[$(yes '{},' | head -n 39 | tr -d '\\n'){}]\" && yes \"$line\" | head -n " + lines + " > lines.ndjson && "
        "(" + std::string(limit_address_space) + "$CLI validate --endpoint main-page-transactions --ndjson --format junit "
        "--max-output-size 100000000 lines.ndjson >report.xml 2>err); { head -n 5 report.xml; tail -n 4 report.xml; } | "
        "sed -E 's/ time=\"[0-9]+\\.[0-9]{3}\"/ time=\"T\"/g; s/ timestamp=\"[^\"]+\" hostname=\"[^\"]+\"/ timestamp=\"D\" hostname=\"H\"/' >out");
    BOOST_TEST(r.err == lines + " documents, 0 valid, " + lines + " invalid\n");
    BOOST_TEST(r.out == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<testsuites>\n"
                        "  <testsuite name=\"explorer-schema validate spec main-page-transactions\" package=\"explorer-schema "
                        "validate spec main-page-transactions\" id=\"0\" tests=\"" + lines + "\" failures=\"" + lines +
                        "\" errors=\"0\" "
                        "time=\"T\" skipped=\"0\" timestamp=\"D\" hostname=\"H\">\n"
                        "    <properties/>\n"
                        "    <testcase classname=\"spec.main-page-transactions\" name=\"lines.ndjson:1\" time=\"T\">\n"
                        "    <system-out></system-out>\n"
                        "    <system-err/>\n"
                        "  </testsuite>\n</testsuites>\n");
}

// Rule: validate writes at most --max-output-size bytes in every format,
// its last lines included, each document's report whole or not at all: from
// the first that would pass the bound, documents are counted, not written,
// and the report ends with a notice of how many documents and issues it
// left out. The counts and the exit status cover every document; JUnit XML
// is whole (its counts those of every document, the notice its
// <system-err>), and so is each JSON line. 100 lines of `[{}]`, each a
// document of 34 missing members.
BOOST_AUTO_TEST_CASE(validate_bounds_its_output_in_every_format_and_counts_every_document)
{
    std::string input;
    for (int i = 0; i < 100; ++i)
        input += "[{}]\n";
    auto const validate = [&](std::string const& format, std::size_t bound) {
        auto r = run({"validate", "--endpoint", "main-page-transactions", "--ndjson", "--format", format,
                      "--max-output-size", std::to_string(bound), "-"},
                     input);
        BOOST_TEST(r.status == 1, format);
        BOOST_TEST(r.out.size() <= bound, format << ": " << r.out.size() << " bytes");
        return r;
    };
    auto const notice = [](std::size_t bound, int documents) {
        return "output cut at " + std::to_string(bound) + " bytes (--max-output-size): " + std::to_string(documents) +
               " documents and " + std::to_string(34 * documents) + " issues not written";
    };
    std::string const count = "100 documents, 0 valid, 100 invalid\n";

    // 4 documents of 2.3 KB fit in 10 000 bytes with the end kept for.
    auto const text = validate("text", 10000);
    BOOST_TEST(text.out.ends_with("<stdin>:4: invalid (34 errors, 0 warnings)\n" + notice(10000, 96) + "\n" + count));
    BOOST_TEST(std::count(text.out.begin(), text.out.end(), '\n') == 4 * 35 + 2);
    BOOST_TEST(text.err == "");

    // A JSON line is 5.3 KB: one fits.
    auto const json_lines = validate("json", 10000);
    std::istringstream lines(json_lines.out);
    std::vector<json::value> parsed;
    for (std::string line; std::getline(lines, line);)
        BOOST_REQUIRE_NO_THROW(parsed.push_back(json::parse(line)));
    BOOST_TEST_REQUIRE(parsed.size() == 2u);
    BOOST_TEST(parsed[0].at("issues").as_array().size() == 34u);
    BOOST_TEST(parsed[1] == (json::value{{"cut", true},
                                         {"documents_not_written", 99},
                                         {"issues_not_written", 99 * 34},
                                         {"message", notice(10000, 99)}}));
    BOOST_TEST(json_lines.err == notice(10000, 99) + "\n" + count);

    // A failed test case is 3.6 KB: two fit beside the XML around them.
    namespace pt = boost::property_tree;
    auto const junit = validate("junit", 10000);
    pt::ptree xml;
    std::istringstream in(junit.out);
    BOOST_REQUIRE_NO_THROW(pt::read_xml(in, xml));
    auto const& suite = xml.get_child("testsuites.testsuite");
    BOOST_TEST(suite.get<int>("<xmlattr>.tests") == 100);
    BOOST_TEST(suite.get<int>("<xmlattr>.failures") == 100);
    BOOST_TEST(suite.count("testcase") == 2u);
    BOOST_TEST(suite.get<std::string>("system-err") == notice(10000, 98));
    BOOST_TEST(junit.err == notice(10000, 98) + "\n" + count);

    auto const github = validate("github", 10000);
    BOOST_TEST(github.out.ends_with("::error line=2,col=2,title=missing_member::/0/transaction_tag missing member "
                                    "\"transaction_tag\" (a string or null)\n"
                                    "::warning title=output_too_large::" +
                                    notice(10000, 98) + "\n" + count));
    BOOST_TEST(github.out.find("line=3,") == std::string::npos);

    // A row of the table is 95 bytes.
    auto const markdown = validate("markdown", 2000);
    BOOST_TEST(markdown.out.ends_with("| \\<stdin\\>:18 | invalid | 34 | 0 | /0/timestamp: missing member "
                                      "\"timestamp\" (a timestamp) |\n\n" +
                                      notice(2000, 82) + "\n\n" + count));

    // Uncut, every document is written, and counted alike.
    auto const whole = validate("text", 1000000);
    BOOST_TEST(whole.out.ends_with("<stdin>:100: invalid (34 errors, 0 warnings)\n" + count));
    BOOST_TEST(whole.out.find("output cut") == std::string::npos);
}

// Rule: validate's output is bounded by default, at 16 MiB: 488 KB of
// NDJSON, 4000 lines of 40 `{}`, made 834 MB of JUnit XML. Each document
// past the bound is only counted: the run takes a few MB of memory (here
// within 100 MB of address space), and its counts are those of every
// document.
BOOST_AUTO_TEST_CASE(validate_output_is_bounded_by_default)
{
    // Under the sanitizers, a sixteenth of the lines, still far more than
    // the bound holds (test_support::sample).
    auto const lines = 4000 / std::min<std::size_t>(sample, 16);
    auto const r = run_script(
        "line=\"[$(yes '{},' | head -n 39 | tr -d '\\n'){}]\" && yes \"$line\" | head -n " + std::to_string(lines) +
        " > lines.ndjson && (" + std::string(limit_address_space) +
        "$CLI validate --endpoint main-page-transactions --ndjson --format junit lines.ndjson >report.xml 2>err); "
        "wc -c <report.xml >out; grep -c '<testcase' report.xml >>out; tail -n 3 report.xml >>out");
    std::istringstream in(r.out);
    std::size_t size = 0, written = 0;
    in >> size >> written;
    BOOST_TEST(size <= std::size_t{16} << 20);
    BOOST_TEST(size > (std::size_t{15} << 20), "filled near the bound: " << size);
    auto const n = std::to_string(lines);
    // 40 transactions of 34 missing members each: 1360 issues a document.
    auto const notice = "output cut at 16777216 bytes (--max-output-size): " + std::to_string(lines - written) +
                        " documents and " + std::to_string((lines - written) * 1360) + " issues not written";
    BOOST_TEST(r.out.ends_with("\n    <system-err>" + notice + "</system-err>\n  </testsuite>\n</testsuites>\n"));
    BOOST_TEST(r.err == notice + "\n" + n + " documents, 0 valid, " + n + " invalid\n");
}

// Rule: the table validate --format github adds to GITHUB_STEP_SUMMARY
// takes at most what GitHub's limit of 1 MiB (past which it drops the
// summary whole) leaves of the file, and ends with the notice of what it
// left out; the annotations on standard output keep their own bound.
BOOST_AUTO_TEST_CASE(the_github_step_summary_stays_within_githubs_limit)
{
    auto const r = run_script("yes '[{}]' | head -n 100 > lines.ndjson && "
                              "{ head -c 1047575 /dev/zero | tr '\\0' x; echo; } > summary.md && "
                              "GITHUB_STEP_SUMMARY=summary.md $CLI validate --endpoint main-page-transactions "
                              "--ndjson --format github lines.ndjson >annotations 2>err; "
                              "wc -c <summary.md >out; tail -n 3 summary.md >>out; tail -n 1 annotations >>out");
    // 1 MiB less 187 bytes: the table's header, 6 rows, and its end.
    BOOST_TEST(r.out == "1048389\n"
                        "output cut at 1000 bytes (what GitHub's 1 MiB limit of a step summary leaves): 94 "
                        "documents and 3196 issues not written\n\n"
                        "100 documents, 0 valid, 100 invalid\n"
                        "100 documents, 0 valid, 100 invalid\n");
    BOOST_TEST(r.err == "");
}

// Rule: the report writers of <explorer_schema/report.hpp> write the
// formats the program prints, one document at a time, and show an empty
// path as "(document)" in each.
BOOST_AUTO_TEST_CASE(each_report_writer_writes_a_document_as_it_is_given)
{
    es::verdict const v{{{"", es::issue_code::malformed_json, es::severity::error, "malformed JSON at line 1"},
                         {"/x", es::issue_code::unknown_member, es::severity::warning, "unknown member \"x\""}},
                        es::release_set::all()};
    auto report = [&](es::report_format format) {
        std::ostringstream out, err;
        auto const writer = es::make_report_writer({.format = format, .suite = "s", .classname = "c"}, out, err);
        writer->document({"a.ndjson", 2}, v);
        BOOST_TEST(writer->counts().documents == 1u);
        writer->unreadable({"-"}, "cannot read <stdin>: Input/output error");
        writer->finish();
        BOOST_TEST(writer->counts().unreadable == 1u);
        return out.str() + "|" + err.str();
    };
    BOOST_TEST(es::display_path(v.issues[0]) == "(document)");
    BOOST_TEST(report(es::report_format::text) == "2:(document): malformed JSON at line 1\n"
                                                  "2:/x: warning: unknown member \"x\"\n"
                                                  "a.ndjson:2: invalid (1 error, 1 warning)\n"
                                                  "<stdin>: unreadable\n"
                                                  "2 documents, 0 valid, 1 invalid, 1 unreadable\n|");
    BOOST_TEST(report(es::report_format::json) ==
               "{\"valid\":false,\"issues\":[{\"path\":\"2:\",\"code\":\"malformed_json\",\"severity\":\"error\","
               "\"message\":\"malformed JSON at line 1\"},{\"path\":\"2:/x\",\"code\":\"unknown_member\","
               "\"severity\":\"warning\",\"message\":\"unknown member \\\"x\\\"\"}]}\n"
               "{\"valid\":false,\"error\":\"cannot read <stdin>: Input/output error\"}\n"
               "|2 documents, 0 valid, 1 invalid, 1 unreadable\n");
    // The clock and the machine, which change from run to run, aside.
    auto const unclocked = [](std::string const& xml) {
        return std::regex_replace(
            std::regex_replace(xml, std::regex(R"( time="[0-9]+\.[0-9]{3}")"), " time=\"T\""),
            std::regex(R"( timestamp="[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}" hostname="[^"]+")"),
            " timestamp=\"D\" hostname=\"H\"");
    };
    BOOST_TEST(unclocked(report(es::report_format::junit)) ==
               "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<testsuites>\n"
               "  <testsuite name=\"s\" package=\"s\" id=\"0\" tests=\"2\" failures=\"1\" errors=\"1\" time=\"T\" "
               "skipped=\"0\" timestamp=\"D\" hostname=\"H\">\n"
               "    <properties/>\n"
               "    <testcase classname=\"c\" name=\"a.ndjson:2\" time=\"T\">\n"
               "      <failure type=\"malformed_json\" message=\"(document): malformed JSON at line 1\">(document) "
               "[malformed_json, error] malformed JSON at line 1\n"
               "/x [unknown_member, warning] unknown member &quot;x&quot;\n</failure>\n"
               "    </testcase>\n"
               "    <testcase classname=\"c\" name=\"&lt;stdin&gt;\" time=\"T\">\n"
               "      <error type=\"unreadable\" message=\"cannot read &lt;stdin&gt;: Input/output error\">cannot read "
               "&lt;stdin&gt;: Input/output error</error>\n"
               "    </testcase>\n"
               "    <system-out></system-out>\n"
               "    <system-err/>\n"
               "  </testsuite>\n</testsuites>\n"
               "|2 documents, 0 valid, 1 invalid, 1 unreadable\n");
    BOOST_TEST(report(es::report_format::github) ==
               "::error file=a.ndjson,line=2,col=1,title=malformed_json::(document) malformed JSON at line 1\n"
               "::warning file=a.ndjson,line=2,col=1,title=unknown_member::/x unknown member \"x\"\n"
               "::error line=1,col=1,title=unreadable::cannot read <stdin>: Input/output error\n"
               "2 documents, 0 valid, 1 invalid, 1 unreadable\n|");
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

// Rule: the secrets of the body mutate writes are redacted in the JSON as
// given; redact_secrets finds a secret under a member's former names, in
// every alternative of a variant, and in a member the model does not type
// whose name is a credential's, and leaves everything else as it is.
namespace redact_model {
struct keyed {
    es::secret<std::string> api_key;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(keyed, (), (api_key, name))
inline constexpr es::key_history keyed_history[]{{"api_key", {7, 0, 0}}, {"key", {6, 0, 0}, {6, 9, 2}, "api_key"}};
constexpr std::span<es::key_history const> release_history(keyed const*) { return keyed_history; }
struct with_token {
    es::literal<"token"> type;
    std::optional<es::secret<std::string>> token;
};
BOOST_DESCRIBE_STRUCT(with_token, (), (type, token))
struct without_token {
    es::literal<"plain"> type;
    std::string token;
};
BOOST_DESCRIBE_STRUCT(without_token, (), (type, token))
struct holder {
    std::vector<keyed> items;
    std::map<std::string, std::variant<with_token, without_token>> by_name;
};
BOOST_DESCRIBE_STRUCT(holder, (), (items, by_name))
} // namespace redact_model

BOOST_AUTO_TEST_CASE(secrets_are_redacted_in_the_body_as_given)
{
    auto doc = json::parse(R"({"by_name": {"a": {"type": "token", "token": "t1"}, "b": {"token": null, "type": "token"},
        "c": {"type": "plain", "token": "t2"}}, "items": [{"name": "x", "key": "k1"}, {"api_key": {"k": 2}, "key": "k3"},
        {"api_key": null}], "extra": {"api_key": "kept"}})");
    es::redact_secrets<redact_model::holder>(doc);
    BOOST_TEST(json::serialize(doc) ==
               R"({"by_name":{"a":{"type":"token","token":"<redacted>"},"b":{"token":null,"type":"token"},)"
               R"("c":{"type":"plain","token":"<redacted>"}},"items":[{"name":"x","key":"<redacted>"},)"
               R"({"api_key":"<redacted>","key":"<redacted>"},{"api_key":null}],"extra":{"api_key":"<redacted>"}})");

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

// Rule: an input is opened once and read through that one descriptor, never
// mapped: a named pipe is read once (opened twice, it hung or read nothing),
// and a file truncated while it is read gives a shorter text, not SIGBUS.
BOOST_AUTO_TEST_CASE(an_input_is_opened_once_and_read_not_mapped)
{
    auto const pipe = run_script("mkfifo p && for i in 1 2 3 4 5 6 7 8; do "
                                 "{ printf '{\"items\": []}' >p & } ; timeout 10 $CLI validate --endpoint networks p "
                                 ">>out 2>>err; echo $? >>out; wait; done");
    std::string expected;
    for (int i = 0; i < 8; ++i)
        expected += "p: valid (0 errors, 0 warnings)\n1 document, 1 valid, 0 invalid\n0\n";
    BOOST_TEST(pipe.out == expected);
    BOOST_TEST(pipe.err == "");
    // A 32 MB page shrinks to nothing while it is checked: whatever was read
    // is judged, and the program ends by itself (mapped, it was killed by
    // SIGBUS, status 135, each time).
    auto const page = read_json(fixtures_dir / "main-page-transactions/valid/latest.json").as_array();
    json::array large;
    while (large.size() * json::serialize(page).size() / page.size() < (std::size_t{32} << 20))
        large.insert(large.end(), page.begin(), page.end());
    auto const dir = fs::temp_directory_path() / ("explorer_schema_shrink_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "page.json") << json::serialize(large);
    auto const truncated = run_script("for i in 1 2 3; do cp " + shell_quoted((dir / "page.json").string()) +
                                      " file.json; { sleep 0.01; : >file.json; } & "
                                      "$CLI validate --endpoint main-page-transactions file.json >/dev/null 2>&1; "
                                      "echo $? >>out; wait; done");
    fs::remove_all(dir);
    BOOST_TEST(truncated.out.find_first_not_of("01\n") == std::string::npos, truncated.out);
    BOOST_TEST(std::count(truncated.out.begin(), truncated.out.end(), '\n') == 3);
}

// Rule: a count, a seed or a size is a whole number in decimal digits; a
// negative one (the parser took -1 for the largest number: generate ran
// forever, render's bound was off), a fraction or a word is a usage error.
BOOST_AUTO_TEST_CASE(negative_or_non_numeric_counts_and_sizes_are_usage_errors)
{
    for (auto const& [args, message] : std::vector<std::pair<std::vector<std::string>, std::string>>{
             {{"generate", "--endpoint", "networks", "--count", "-1"},
              "--count: -1 is not a whole number from 0 to 18446744073709551615"},
             {{"generate", "--endpoint", "networks", "--count", "1.5"},
              "--count: 1.5 is not a whole number from 0 to 18446744073709551615"},
             {{"generate", "--endpoint", "networks", "--seed", "-7"},
              "--seed: -7 is not a whole number from 0 to 18446744073709551615"},
             {{"mutate", "--endpoint", "networks", "--out", "x", "--count", "0x10"},
              "--count: 0x10 is not a whole number from 0 to 18446744073709551615"},
             {{"render", "--max-output-size", "-1"},
              "--max-output-size: -1 is not a whole number from 0 to 18446744073709551615"},
             {{"render", "--max-output-size", "18446744073709551616"},
              "--max-output-size: 18446744073709551616 is not a whole number from 0 to 18446744073709551615"},
             {{"validate", "--endpoint", "networks", "--max-output-size", "-1"},
              "--max-output-size: -1 is not a whole number from 0 to 18446744073709551615"},
             {{"validate", "--endpoint", "networks", "--max-output-size", "16M"},
              "--max-output-size: 16M is not a whole number from 0 to 18446744073709551615"}}) {
        auto const r = run(args, "{}");
        BOOST_TEST_CONTEXT(message)
        {
            BOOST_TEST(r.status == 2);
            BOOST_TEST(r.out == "");
            BOOST_TEST(r.err == "explorer-schema: " + message + "\nRun explorer-schema --help for usage.\n");
        }
    }
    BOOST_TEST(run({"generate", "--endpoint", "networks", "--count", "0"}).out == "");
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

// Rule: no line of text output starts, after the white space a CI runner
// trims, with "::" unless it is an annotation of --format github: a file
// named so is shown as "./NAME", which names the same file.
BOOST_AUTO_TEST_CASE(no_line_of_text_output_is_a_workflow_command)
{
    auto const r = run_script(
        "for f in '::stop-commands::x' ' ::warning::y' \"$(printf '\\302\\240::z')\"; do printf '{\"items\": []}' >\"$f\"; "
        "done && $CLI validate --endpoint networks -- ::* ' '* \"$(printf '\\302\\240')\"* >out 2>err && "
        "$CLI identify -- ::* >>out 2>>err && $CLI validate --endpoint networks --format github -- ::* >>out 2>>err && "
        "$CLI validate --endpoint networks --format github -- missing::x >>out 2>>err; "
        "$CLI validate --endpoint networks --format junit -- ::* >/dev/null 2>>err");
    BOOST_TEST(r.out == with_newest("./::stop-commands::x: valid (0 errors, 0 warnings)\n"
                                    "./ ::warning::y: valid (0 errors, 0 warnings)\n"
                                    "./\u00A0::z: valid (0 errors, 0 warnings)\n"
                                    "3 documents, 3 valid, 0 invalid\n"
                                    "./::stop-commands::x: Blockscout v6.0\u2013{newest}\n"
                                    "1 document, 1 valid, 0 invalid\n"
                                    "::error file=missing%3A%3Ax,line=1,col=1,title=unreadable::cannot open missing::x: No such "
                                    "file or directory\n"
                                    "1 document, 0 valid, 0 invalid, 1 unreadable\n"));
    BOOST_TEST(r.err == "explorer-schema: cannot open missing::x: No such file or directory\n"
                        "1 document, 1 valid, 0 invalid\n");
    std::istringstream lines(r.out + r.err);
    for (std::string line; std::getline(lines, line);)
        BOOST_TEST((!line.starts_with("::") || line.starts_with("::error file=missing")), line);
}

// Rule: no line of output starts, after the white space a CI runner trims,
// with "##[", the legacy syntax of a GitHub Actions workflow command
// (`##[warning]text`, `##[set-output name=x;]y`), as none starts with "::":
// a file named so is shown as "./NAME", which names the same file, in text,
// identify, and the lines of JUnit's <system-out> (where "::" was not
// escaped either).
BOOST_AUTO_TEST_CASE(no_line_of_output_is_a_legacy_workflow_command)
{
    auto const r = run_script(
        "for f in '##[warning]x' ' ##[error]y' '::z'; do printf '{\"items\": [], \"a\": 1}' >\"$f\"; done && "
        "$CLI validate --endpoint networks -- '##['* ' '* >out 2>err; "
        "$CLI validate --endpoint networks --locations -- '##['* >>out 2>>err; "
        "$CLI identify -- '##['* >>out 2>>err; "
        "$CLI validate --endpoint networks --format junit -- '##['* ' '* ::* 2>>err | grep -v '^ *<' >>out");
    BOOST_TEST(r.out == with_newest("/a: warning: unknown member \"a\"\n"
                                    "./##[warning]x: valid (0 errors, 1 warning)\n"
                                    "/a: warning: unknown member \"a\"\n"
                                    "./ ##[error]y: valid (0 errors, 1 warning)\n"
                                    "2 documents, 2 valid, 0 invalid\n"
                                    "./##[warning]x:1:20: /a: warning: unknown member \"a\"\n"
                                    "./##[warning]x: valid (0 errors, 1 warning)\n"
                                    "1 document, 1 valid, 0 invalid\n"
                                    "./##[warning]x: Blockscout v6.0\u2013{newest}\n"
                                    "./ ##[error]y: /a [unknown_member, warning] unknown member &quot;a&quot;\n"
                                    "./::z: /a [unknown_member, warning] unknown member &quot;a&quot;\n"));
    BOOST_TEST(r.err == "3 documents, 3 valid, 0 invalid\n");
    std::istringstream lines(r.out);
    for (std::string line; std::getline(lines, line);) {
        auto const start = std::string_view(line).substr(std::min(line.size(), line.find_first_not_of(' ')));
        BOOST_TEST(!(start.starts_with("##[") || start.starts_with("::")), line);
    }
}

// Rule: an input that cannot be read is reported in every format (text: a
// line on standard error and a verdict; json: a line with the error; junit:
// a test case with an <error>; github: an ::error annotation), the other
// inputs are still checked, and the exit status is 2.
BOOST_AUTO_TEST_CASE(an_unreadable_input_is_reported_in_every_format_and_the_others_are_checked)
{
    auto const valid = fixture("networks/valid/empty.json");
    auto const broken = fixture("networks/issues/bad_networks.json");
    std::string const missing = "/nonexistent/networks.json";
    auto const args = [&](std::string const& format) {
        return std::vector<std::string>{"validate", "--endpoint", "networks", "--format", format, valid, missing, broken};
    };
    auto const why = "cannot open " + missing + ": No such file or directory";
    auto const text = run(args("text"));
    BOOST_TEST(text.status == 2);
    BOOST_TEST(text.err == "explorer-schema: " + why + "\n");
    BOOST_TEST(text.out.starts_with(valid + ": valid (0 errors, 0 warnings)\n" + missing + ": unreadable\n"));
    BOOST_TEST(text.out.ends_with(broken + ": invalid (6 errors, 0 warnings)\n"
                                           "3 documents, 1 valid, 1 invalid, 1 unreadable\n"));
    auto const as_json = run(args("json"));
    BOOST_TEST(as_json.status == 2);
    BOOST_TEST(as_json.err == "explorer-schema: " + why + "\n3 documents, 1 valid, 1 invalid, 1 unreadable\n");
    BOOST_TEST(as_json.out.starts_with("{\"valid\":true,\"issues\":[]}\n{\"valid\":false,\"error\":\"" + why +
                                       "\"}\n{\"valid\":false,\"issues\":[{\"path\":\"/items/0/chain_id\""));
    auto const junit = run(args("junit"));
    BOOST_TEST(junit.status == 2);
    BOOST_TEST(junit.out.find(" tests=\"3\" failures=\"1\" errors=\"1\" time=\"") != std::string::npos);
    BOOST_TEST(std::regex_search(junit.out, std::regex("    <testcase classname=\"spec.networks\" name=\"" + missing +
                              "\" time=\"[0-9.]+\">\n      <error type=\"unreadable\" message=\"" + why + "\">" + why +
                              "</error>\n    </testcase>\n")));
    auto const github = run(args("github"));
    BOOST_TEST(github.status == 2);
    BOOST_TEST(github.out.starts_with("::error file=" + missing + ",line=1,col=1,title=unreadable::" + why + "\n"));
    BOOST_TEST(github.out.ends_with("3 documents, 1 valid, 1 invalid, 1 unreadable\n"));
    // identify goes on too.
    auto const identified = run({"identify", missing, fixture("blockscout/networks/valid/networks.json")});
    BOOST_TEST(identified.status == 2);
    BOOST_TEST(identified.out ==
               fixture("blockscout/networks/valid/networks.json") + with_newest(": Blockscout v6.0\u2013{newest}\n"));
    BOOST_TEST(identified.err == "explorer-schema: " + why + "\n");
}

// Rule: an input that holds no document is an error, with or without
// --ndjson: an empty capture must not pass for a valid one.
BOOST_AUTO_TEST_CASE(an_input_with_no_document_is_an_error)
{
    auto const empty = run({"validate", "--endpoint", "networks", "--ndjson", "-"}, "");
    BOOST_TEST(empty.status == 1);
    BOOST_TEST(empty.out == "0 documents, 0 valid, 0 invalid\n");
    BOOST_TEST(empty.err == "explorer-schema: <stdin>: no document in the input\n");
    auto const blank = run({"validate", "--endpoint", "networks", "--ndjson", "--format", "json", "-"}, "\n \n\t\n");
    BOOST_TEST(blank.status == 1);
    BOOST_TEST(blank.out == "");
    BOOST_TEST(blank.err == "explorer-schema: <stdin>: no document in the input\n0 documents, 0 valid, 0 invalid\n");
    // One empty capture among others.
    auto const some = run_script("printf '{\"items\": []}\\n' >a.ndjson && : >b.ndjson && "
                                 "$CLI validate --endpoint networks --ndjson a.ndjson b.ndjson >out 2>err; echo $? >>out");
    BOOST_TEST(some.out == "a.ndjson:1: valid (0 errors, 0 warnings)\n1 document, 1 valid, 0 invalid\n1\n");
    BOOST_TEST(some.err == "explorer-schema: b.ndjson: no document in the input\n");
    // Without --ndjson an input is one document, an empty one malformed.
    auto const whole = run({"validate", "--endpoint", "networks", "-"}, "");
    BOOST_TEST(whole.status == 1);
    BOOST_TEST(whole.out.ends_with("<stdin>: invalid (1 error, 0 warnings)\n1 document, 0 valid, 1 invalid\n"));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(cli_render)

BOOST_AUTO_TEST_CASE(render_prints_the_first_summary_as_text)
{
    auto const r = run({"render", fixture("transaction-summary/valid/every_variable_type.json")});
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out == "Swap 1,234.57 USDC to Circle: USDC Token on Uniswap V3 at Jan 05 2024 via "
                        "exactInputSingle (alice.eth, Etherscan, Uniswap docs) paying 0.0011 ETH\n");
    BOOST_TEST(r.err == "");
}

BOOST_AUTO_TEST_CASE(render_options_set_format_symbol_currency_and_links)
{
    auto const two = fixture("transaction-summary/valid/two_summaries.json");
    BOOST_TEST(run({"render", two}).out == "Wrap 0.5 ETH\n");
    BOOST_TEST(run({"render", "--all", two}).out == "Wrap 0.5 ETH\nReceived 0.5 WETH\n");
    BOOST_TEST(run({"render", "--native", "xDAI", two}).out == "Wrap 0.5 xDAI\n");
    auto const every = fixture("transaction-summary/valid/every_variable_type.json");
    auto const exact = run({"render", "--currency=exact", every});
    BOOST_TEST(exact.out.starts_with("Swap 1,234.5678 USDC"));
    BOOST_TEST(exact.out.ends_with("paying 0.00105234 ETH\n"));
    auto const html = run({"render", "--format", "html", "--explorer-url", "https://eth.blockscout.com", every});
    BOOST_TEST(html.status == 0);
    BOOST_TEST(html.out.starts_with("Swap 1,234.57 <a href=\"https://eth.blockscout.com/token/"
                                    "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48\">USDC</a> to "));
    auto const markdown = run({"render", "--format", "markdown", every});
    BOOST_TEST(markdown.out.find(" on [Uniswap V3](https://app.uniswap.org) at ") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(render_of_no_summaries_prints_nothing_and_exits_0)
{
    auto const r = run({"render", "--all", fixture("transaction-summary/valid/no_summaries.json")});
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out == "");
    BOOST_TEST(r.err == "");
}

BOOST_AUTO_TEST_CASE(render_of_an_invalid_document_exits_1_with_its_issues_on_stderr)
{
    auto const r = run({"render", fixture("transaction-summary/issues/placeholders.json")});
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.out == "");
    BOOST_TEST(r.err.find("/data/summaries/1/summary_template: placeholder {recipient} names no variable\n") !=
               std::string::npos);
    auto const malformed = run({"render"}, "{\"success\": true,");
    BOOST_TEST(malformed.status == 1);
    BOOST_TEST(malformed.err ==
               "(document): malformed JSON at line 1, column 18: the text ends before the JSON value does\n");
}

BOOST_AUTO_TEST_CASE(a_summary_that_cannot_be_rendered_exits_1_and_the_others_print)
{
    auto const doc = R"({"success": true, "data": {"summaries": [
        {"summary_template": "Minted {nft}", "summary_template_variables": {"nft": {"type": "nft", "value": 1}}},
        {"summary_template": "Paid {a}", "summary_template_variables": {"a": {"type": "currency", "value": "2"}}}]}})";
    auto const r = run({"render", "--all", "-"}, doc);
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.out == "Paid 2\n");
    BOOST_TEST(r.err ==
               "/data/summaries/0/summary_template_variables/nft/type: warning: unknown type \"nft\", kept as it "
               "is; known: string, currency, token, timestamp, address, domain, method, dexTag, external_link, link\n"
               "/data/summaries/0/summary_template_variables/nft: variable nft of placeholder {nft} cannot be "
               "shown: its type is unknown\n");
}

BOOST_AUTO_TEST_CASE(render_under_blockscout_says_why_a_response_has_no_summary)
{
    auto const ok = run({"render", "--contract", "blockscout",
                         fixture("blockscout/transaction-summary/valid/transfer_with_debug_data.json")});
    BOOST_TEST(ok.status == 0);
    BOOST_TEST(ok.out == "Transfer 7,800 USDC to Titan Builder on Nov 20 2025 via Uniswap V3\n");
    auto const null_body = run({"render", "--contract", "blockscout", "-"}, "null");
    BOOST_TEST(null_body.status == 1);
    BOOST_TEST(null_body.out == "");
    BOOST_TEST(null_body.err == "explorer-schema: the response is null: the transaction failed or is "
                                "pending, and has no summary\n");
    auto const error = run({"render", "--contract", "blockscout",
                            fixture("blockscout/transaction-summary/valid/error_body.json")});
    BOOST_TEST(error.status == 1);
    BOOST_TEST(error.err == "explorer-schema: the interpretation service gave no summary: Invalid API parameters\n");
    auto const spec = run({"render", fixture("blockscout/transaction-summary/valid/error_body.json")});
    BOOST_TEST(spec.status == 1);
    BOOST_TEST(spec.err == "/error: warning: unknown member \"error\"\n/data: missing member \"data\" (an object)\n");
}

BOOST_AUTO_TEST_CASE(render_usage_errors_exit_2)
{
    for (auto const& [args, message] : std::vector<std::pair<std::vector<std::string>, std::string>>{
             {{"render", "--format", "json"}, "--format: json not in {text,html,markdown}"},
             {{"render", "--currency", "short"}, "--currency: short not in {compact,exact}"},
             {{"render", "--all=yes"}, "all was given a disallowed flag override"},
             {{"render", "--native"}, "--native: 1 required TEXT missing"},
             {{"render", "--max-output-size", "lots"},
              "--max-output-size: lots is not a whole number from 0 to 18446744073709551615"},
             {{"render", "--endpoint", "networks"}, "The following argument was not expected: --endpoint"}}) {
        auto const r = run(args, "{}");
        BOOST_TEST(r.status == 2);
        BOOST_TEST(r.err == "explorer-schema: " + message + "\nRun explorer-schema --help for usage.\n");
    }
}

// Rule: render checks a body in constant memory before it parses it: a
// body that breaks the contract costs no model (64 MiB of `{}` summaries
// took 2.6 GB; 8 MiB here, with 100 MB of address space), and it parses
// bodies of at most 16 MiB.
BOOST_AUTO_TEST_CASE(render_refuses_an_invalid_body_in_constant_memory)
{
    // 8 MiB of "{}," (a sixty-fourth under the sanitizers, which hold no
    // address-space limit): each empty summary misses two members.
    std::size_t const bytes = 8388600 / scale / 3 * 3;
    auto const rest = std::to_string(2 * (bytes / 3 + 1) - 1000);
    auto const r = run_script("{ printf '{\"success\":true,\"data\":{\"summaries\":['; yes '{},' | tr -d '\\n' | "
                              "head -c " + std::to_string(bytes) + "; printf '{}]}}'; } > body.json && "
                              "(" + std::string(limit_address_space) + "$CLI render --all body.json >out 2>err); echo $? >>out");
    BOOST_TEST(r.out == "1\n");
    BOOST_TEST(r.err.starts_with("/data/summaries/0/summary_template: missing member \"summary_template\" (a string)\n"));
    BOOST_TEST(r.err.ends_with("(document): " + rest + " more issues (" + rest + " of them errors) after the first 1000\n"));
    // A valid body's model follows its text, up to about 20 times it: render
    // takes bodies of at most 16 MiB, a larger one refused unread.
    auto const large = run_script("truncate -s 17M body.json && $CLI render body.json >out 2>err; echo $? >>out");
    BOOST_TEST(large.out == "1\n");
    BOOST_TEST(large.err == "(document): the document has 17825792 bytes, more than the limit of 16777216\n"
                            "explorer-schema: render takes bodies of at most 16 MiB\n");
}

// Rule: --max-output-size bounds all that render prints, every summary and
// line end together (each summary was bounded alone: 1.1 MB of input gave
// 313 MB); where the next summary would pass it, render stops with
// output_too_large and exits 1.
BOOST_AUTO_TEST_CASE(render_bounds_the_whole_output)
{
    std::string summaries;
    for (int i = 0; i < 5; ++i)
        summaries += std::string(i ? "," : "") + R"({"summary_template": "Summary number {n}", )" +
                     R"("summary_template_variables": {"n": {"type": "string", "value": ")" + std::to_string(i) +
                     "\"}}}";
    auto const doc = R"({"success": true, "data": {"summaries": [)" + summaries + "]}}";
    auto const r = run({"render", "--all", "--max-output-size", "50", "-"}, doc);
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.out == "Summary number 0\nSummary number 1\n");
    BOOST_TEST(r.err == "/data/summaries/2/summary_template: the output would be longer than 50 bytes, the limit "
                        "(--max-output-size)\n");
    auto const exact = run({"render", "--all", "--max-output-size", "85", "-"}, doc);
    BOOST_TEST(exact.status == 0);
    BOOST_TEST(exact.out.size() == 85u);
    auto const first = run({"render", "--max-output-size", "16", "-"}, doc);
    BOOST_TEST(first.status == 1);
    BOOST_TEST(first.out == "");
    BOOST_TEST(first.err == "/data/summaries/0/summary_template: the output would be longer than 16 bytes, the limit "
                            "(--max-output-size)\n");
    // The default bound, 1 MiB, holds 100 000 summaries' output to it.
    auto const many = run_script("{ printf '{\"success\":true,\"data\":{\"summaries\":['; "
                                 "yes '{\"summary_template\":\"abcdefghij\",\"summary_template_variables\":{}},' | "
                                 "head -n 100000 | tr -d '\\n'; "
                                 "printf '{\"summary_template\":\"ab\",\"summary_template_variables\":{}}]}}'; } "
                                 ">body.json && $CLI render --all body.json 2>/dev/null | wc -c >out; $CLI render --all body.json "
                                 ">/dev/null 2>err");
    BOOST_TEST(many.out == "1048575\n");
    BOOST_TEST(many.err == "/data/summaries/95325/summary_template: the output would be longer than 1048576 bytes, "
                           "the limit (--max-output-size)\n");
}

// Rule: a rendered summary that a CI runner would read as a workflow
// command has its first colon escaped as its format escapes a character.
BOOST_AUTO_TEST_CASE(a_rendered_summary_is_never_a_workflow_command)
{
    auto const doc = R"({"success": true, "data": {"summaries": [{"summary_template": "::stop-commands::{a}",
        "summary_template_variables": {"a": {"type": "string", "value": "x"}}},
        {"summary_template": " ::warning::y", "summary_template_variables": {}}]}})";
    BOOST_TEST(run({"render", "--all", "-"}, doc).out == "\\u003A:stop-commands::x\n \\u003A:warning::y\n");
    BOOST_TEST(run({"render", "--all", "--format", "html", "-"}, doc).out ==
               "&#58;:stop-commands::x\n &#58;:warning::y\n");
    BOOST_TEST(run({"render", "--all", "--format", "markdown", "-"}, doc).out.starts_with("\\::stop-commands:"));
}

// Rule: a rendered summary that a CI runner would read as a legacy
// workflow command ("##[" after white space) has its first '#' escaped as
// its format escapes a character; Markdown escapes it already.
BOOST_AUTO_TEST_CASE(a_rendered_summary_is_never_a_legacy_workflow_command)
{
    auto const doc = R"({"success": true, "data": {"summaries": [{"summary_template": "##[warning]{a}",
        "summary_template_variables": {"a": {"type": "string", "value": "x"}}},
        {"summary_template": " ##[error]y", "summary_template_variables": {}}]}})";
    BOOST_TEST(run({"render", "--all", "-"}, doc).out == "\\u0023#[warning]x\n \\u0023#[error]y\n");
    BOOST_TEST(run({"render", "--all", "--format", "html", "-"}, doc).out ==
               "&#35;#[warning]x\n &#35;#[error]y\n");
    BOOST_TEST(run({"render", "--all", "--format", "markdown", "-"}, doc).out ==
               "\\##\\[warning\\]x\n&#32;##\\[error\\]y\n");
}

BOOST_AUTO_TEST_SUITE_END()

// Every command on degenerate documents keeps its memory within a bound
// per input byte: the program's resident memory on a body of a few bytes,
// plus the body, plus what the command holds of it. validate and identify
// hold no value: nothing more, but for Blockscout's summary response, whose
// shape its keys tell, held on a tape of about its size (and a variable
// whose type comes last, on another). render holds the summary it renders,
// free-form values as DOM values (up to about 20 times their text), after
// checking the body in constant memory; mutate refuses a broken body before
// building anything. Measured as the most resident memory the process had
// (getrusage), within bounds about twice what was seen; the time each takes
// is a benchmark's (benchmarks/measure_bounds.py).
BOOST_AUTO_TEST_SUITE(cli_bounds)

namespace {

struct measured_run {
    int status;
    std::size_t rss;    ///< the most resident memory, in bytes
    double cpu_seconds; ///< user and system
};

/// Runs the program with `args`, standard input from `input`, output
/// discarded; gives its exit status, its most resident memory and its
/// processor time, measured by tests/peak/peak_memory.cpp.
measured_run run_measured(std::vector<std::string> const& args, fs::path const& input)
{
    auto const peak = input.parent_path() / "peak";
    // Under AddressSanitizer, freed memory waits in a quarantine of 256 MB
    // before it is reused; a small one lets the peak be the program's.
    // append, not +: g++ 12 at -O3 misreads `" " + std::string` as an overflow.
    std::string command = "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=1\"";
    for (auto const& word : {std::string(EXPLORER_SCHEMA_PEAK_MEMORY), peak.string(), std::string(EXPLORER_SCHEMA_CLI)})
        command.append(" ").append(shell_quoted(word));
    for (auto const& a : args)
        command.append(" ").append(shell_quoted(a));
    command.append(" <").append(shell_quoted(input.string())).append(" >/dev/null 2>&1");
    int const raw = std::system(command.c_str());
    std::istringstream measures(read_file(peak));
    std::size_t kib = 0;
    long long microseconds = 0;
    measures >> kib >> microseconds;
    return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, kib * 1024, static_cast<double>(microseconds) / 1e6};
}

/// `element` repeated, comma-separated, between `before` and `after`, to
/// about `size` bytes.
std::string repeated(std::string const& before, std::string const& element, std::string const& after, std::size_t size)
{
    std::string out = before;
    while (out.size() + element.size() + after.size() < size)
        out.append(element).push_back(',');
    return out.append(element).append(after);
}

#if UNDER_ADDRESS_SANITIZER
// AddressSanitizer pads each allocation with redzones and shadows it: every
// byte held costs up to twice as much. Its program also holds more whatever
// the input: the code the command runs is larger (instrumented, and in the
// fuzzing configuration counted for coverage) and freed memory waits in a
// quarantine before it is reused.
constexpr std::size_t held_cost = 2;
constexpr std::size_t fixed_allowance = std::size_t{16} << 20;
#else
constexpr std::size_t held_cost = 1;
constexpr std::size_t fixed_allowance = std::size_t{8} << 20;
#endif

} // namespace

BOOST_AUTO_TEST_CASE(every_command_holds_memory_in_proportion_to_its_input)
{
    auto const dir = fs::temp_directory_path() / ("explorer_schema_bounds_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    auto const write = [&](std::string const& name, std::string const& text) {
        std::ofstream(dir / name, std::ios::binary) << text;
        return dir / name;
    };
    // Under the sanitizers (test_support::sample), where each run takes
    // seconds, each command runs on one body in eight, in a window that
    // moves by one from each body to the next so that every command meets
    // some of them, and the bodies are a quarter of their size.
    constexpr std::size_t window = sample > 1 ? 8 : 1;
    constexpr std::size_t size = (std::size_t{4} << 20) / (sample > 1 ? 4 : 1);
    std::string unknown = "{";
    for (int i = 0; i < 40; ++i)
        unknown += "\"k" + std::to_string(i) + "\":null,";
    unknown.back() = '}';
    std::string const summary = R"({"success":true,"data":{"summaries":[)";
    std::vector<std::pair<fs::path, std::string>> const bodies{
        {write("empty.json", repeated("[", "{}", "]", size)), "main-page-transactions"},
        {write("unknown.json", repeated("[", unknown, "]", size)), "main-page-transactions"},
        {write("deep.json", repeated("[", "{\"x\":" + std::string(60, '[') + std::string(60, ']') + "}", "]", size)),
         "main-page-transactions"},
        {write("summaries.json", repeated(summary, "{}", "]}}", size)), "transaction-summary"},
        {write("variables.json",
               repeated(summary + R"({"summary_template":"{x}","summary_template_variables":{"x":{"value":[)",
                        "{\"a\":[1,2,3]}", R"(],"type":"mystery"}}}]}})", size)),
         "transaction-summary"}};
    auto const small = run_measured({"validate", "--endpoint", "main-page-transactions", "-"}, write("small.json", "[]"));
    BOOST_TEST(small.status == 0);
    auto const baseline = small.rss;
    std::size_t checked = 0, measured = 0, body = 0;
    auto const check = [&](std::vector<std::string> const& command, fs::path const& file, std::size_t held) {
        if ((checked++ + body) % window != 0)
            return;
        ++measured;
        auto const [status, rss, cpu] = run_measured(command, file);
        std::string what;
        for (auto const& word : command)
            what.append(word).append(" ");
        what.append("< ").append(file.filename().string());
        BOOST_TEST((status >= 0 && status <= 2), what << " exits " << status);
        BOOST_TEST(rss <= baseline + held_cost * (1 + held) * fs::file_size(file) + fixed_allowance,
                   what << ": " << rss / 1024 << " KiB, for " << fs::file_size(file) / 1024 << " KiB of input ("
                        << baseline / 1024 << " KiB on a small one)");
    };
    for (auto const& [file, endpoint] : bodies) {
        for (std::string const contract : {"spec", "blockscout"}) {
            std::size_t const taped = contract == "blockscout" && endpoint == "transaction-summary" ? 2 : 0;
            for (auto const* format : {"text", "json", "junit", "github", "markdown"})
                check({"validate", "--contract", contract, "--endpoint", endpoint, "--format", format, "-"}, file, taped);
            check({"validate", "--contract", contract, "--endpoint", endpoint, "--ndjson", "-"}, file, taped);
            if (endpoint == "transaction-summary")
                check({"render", "--contract", contract, "--all", "-"}, file, 24);
        }
        check({"identify", "--endpoint", endpoint, "-"}, file, 2);
        check({"identify", "-"}, file, 2);
        ++body;
    }
    // mutate takes bodies of up to 4 MiB, and validates them first.
    for (auto const* contract : {"spec", "blockscout"}) {
        check({"mutate", "--contract", contract, "--endpoint", "main-page-transactions", "--out",
               (dir / ("mutations_" + std::string(contract))).string(), "-"},
              bodies.front().first, 0);
    }
    fs::remove_all(dir);
    BOOST_TEST(checked == 5u * 14u + 2u * 2u + 2u);
    BOOST_TEST(measured >= checked / window);
}

namespace {

/// The least processor time, of three readings, Boost.JSON's parser with a
/// handler that does nothing takes over `file`: the floor any command on
/// the same bytes stands on, in the same build.
double floor_seconds(fs::path const& file)
{
    auto const text = read_file(file);
    double best = 1e9;
    for (int k = 0; k < 3; ++k) {
        auto const start = std::clock();
        boost::json::basic_parser<do_nothing> parser(boost::json::parse_options{.max_depth = 1024});
        boost::json::error_code ec;
        parser.write_some(false, text.data(), text.size(), ec);
        best = std::min(best, static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC);
    }
    return best;
}

} // namespace

// Rule: every command costs processor time in proportion to its input, at
// most `per_byte` times what the do-nothing parser takes over the same
// bytes, plus the program's start: on degenerate bodies, on generated
// bodies of every endpoint and their mutations, on every captured body;
// identify without an endpoint included (it reads a body a bounded number
// of times, not once per response type). The figures of a release build are
// in docs/hostile-input.md; this bound, far above them, is there to catch a
// cost that grows with the registry or faster than the input.
BOOST_AUTO_TEST_CASE(every_command_costs_processor_time_in_proportion_to_its_input)
{
    auto const dir = fs::temp_directory_path() / ("explorer_schema_cpu_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    auto const write = [&](std::string const& name, std::string const& text) {
        std::ofstream(dir / name, std::ios::binary) << text;
        return dir / name;
    };
    // Sanitized, where the program runs at -O0 with every access checked,
    // a wider bound, bodies an eighth of the size, and one run in eight, in
    // a window that moves by one from each body to the next.
    constexpr double per_byte = sample > 1 ? 2000 : 250;
    constexpr double start_allowance = sample > 1 ? 1.0 : 0.15;
    constexpr std::size_t size = (std::size_t{4} << 20) / (sample > 1 ? 8 : 1);
    constexpr std::size_t window = sample > 1 ? 8 : 1;
    std::size_t checked = 0, measured = 0, body = 0;
    double worst = 0;
    std::string worst_what;
    auto const check = [&](std::vector<std::string> command, fs::path const& file) {
        if ((checked++ + body) % window != 0)
            return;
        ++measured;
        auto const floor = floor_seconds(file);
        auto const run = run_measured(command, file);
        std::string what;
        for (auto const& word : command)
            what.append(word).append(" ");
        what.append("< ").append(file.filename().string());
        BOOST_TEST((run.status >= 0 && run.status <= 2), what << " exits " << run.status);
        auto const ratio = (run.cpu_seconds - std::min(run.cpu_seconds, start_allowance)) / std::max(floor, 1e-6);
        if (ratio > worst)
            worst = ratio, worst_what = what;
        BOOST_TEST(run.cpu_seconds <= per_byte * floor + start_allowance,
                   what << ": " << run.cpu_seconds << " s, the do-nothing parser " << floor << " s over "
                        << fs::file_size(file) << " bytes");
    };
    // Degenerate bodies: every issue the contract has, at every element.
    std::vector<std::pair<fs::path, std::string>> const degenerate{
        {write("objects.json", repeated("[", "{}", "]", size)), "main-page-transactions"},
        {write("zeros.json", repeated("[", "0", "]", size)), "main-page-transactions"},
        {write("items.json", repeated("{\"items\":[", "0", "]}", size)), "tokens"},
        {write("names.json", repeated("[", "{\"hahs\":1,\"blok_number\":2,\"valeu\":3}", "]", size)),
         "main-page-transactions"},
        {write("duplicates.json", repeated("{\"items\":[", "{\"items\":[],\"items\":[]}", "]}", size)), "search"}};
    for (auto const& [file, endpoint] : degenerate) {
        for (std::string const contract : {"spec", "blockscout"}) {
            if (contract == "spec" && endpoint != "main-page-transactions")
                continue;
            for (auto const* format : {"text", "json", "junit"})
                check({"validate", "--contract", contract, "--endpoint", endpoint, "--format", format, "-"}, file);
        }
        check({"identify", "--endpoint", endpoint, "-"}, file);
        check({"identify", "-"}, file);
        ++body;
    }
    check({"mutate", "--contract", "blockscout", "--endpoint", "main-page-transactions", "--format", "ndjson",
           "--count", "5", "-"},
          degenerate.front().first);
    // Generated bodies of every endpoint, one a line, and their mutations;
    // the captured bodies of each, repeated.
    boost::mp11::mp_for_each<es::endpoints::of<es::contracts::blockscout>>([&](auto e) {
        using E = decltype(e);
        using T = es::response_t<E, es::contracts::blockscout>;
        std::string const endpoint(E::name);
        auto const options = es::endpoints::options_for<E, es::contracts::blockscout>({});
        std::string generated, mutated;
        for (std::uint64_t seed = 0; generated.size() < size / 4; ++seed) {
            auto const doc = es::fuzzing::generate<T>(
                seed, {.max_items = 3, .max_string_length = 64, .releases = es::served_by<E>});
            generated += boost::json::serialize(doc) + "\n";
            if (mutated.size() < size / 4)
                for (auto const& m : es::fuzzing::mutations_of<T>(doc, seed, 4, options))
                    mutated += boost::json::serialize(m.document) + "\n";
        }
        for (auto const& [file, text] : {std::pair{"generated.ndjson", generated}, {"mutated.ndjson", mutated}})
            check({"validate", "--contract", "blockscout", "--endpoint", endpoint, "--ndjson", "-"}, write(file, text));
        auto const captured = captured_dir / "real" / "endpoints" / (endpoint + ".json");
        if (fs::exists(captured)) {
            auto const recorded = read_file(captured);
            std::string lines;
            while (lines.size() < size / 4)
                lines += boost::json::serialize(boost::json::parse(recorded)) + "\n";
            check({"validate", "--contract", "blockscout", "--endpoint", endpoint, "--ndjson", "-"},
                  write("captured.ndjson", lines));
            check({"identify", "-"}, write("captured.json", recorded));
        }
        ++body;
    });
    BOOST_TEST_MESSAGE("processor time: at most " << worst << " times the do-nothing parser, by " << worst_what);
    fs::remove_all(dir);
    BOOST_TEST(checked >= 5u * 4u + 1u + 34u * 2u);
    BOOST_TEST(measured >= checked / window);
}

BOOST_AUTO_TEST_SUITE_END()
