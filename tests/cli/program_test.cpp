// What every command of the explorer-schema program shares: its command
// line (usage errors, help, version, numbers), reading its inputs (files,
// pipes, limits, unreadable and empty inputs), writing its output (failed
// writes, lines a CI runner would take for a workflow command) and its exit
// status.

#include "../endpoint_listing.hpp"
#include "../support.hpp"

#include <explorer_schema/version.hpp>

#include <regex>
#include <sstream>

namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_program)

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
                     "endpoints, reference, releases, issue-codes, generate, mutate, probe");
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
                      "probe", "releases", "Exit status", "0  no document has errors", "1  a document has errors", "2  usage"})
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
    BOOST_TEST(options_of("validate") == (options{"--endpoint", "--contract", "--status", "--unknown-keys", "--blockscout-release",
                                                  "--chain-type", "--format", "--max-output-size", "--locations",
                                                  "--ndjson"}),
               boost::test_tools::per_element());
    BOOST_TEST(options_of("identify") == (options{"--endpoint", "--status", "--chain-type"}), boost::test_tools::per_element());
    BOOST_TEST(options_of("render") == (options{"--contract", "--format", "--native", "--currency", "--explorer-url",
                                                "--max-output-size", "--all"}),
               boost::test_tools::per_element());
    BOOST_TEST(options_of("schema") ==
                   (options{"--endpoint", "--contract", "--status", "--draft", "--unknown-keys", "--chain-type"}),
               boost::test_tools::per_element());
    BOOST_TEST(options_of("openapi") == (options{"--contract", "--unknown-keys", "--chain-type"}), boost::test_tools::per_element());
    BOOST_TEST(options_of("diff-contracts") == options{"--endpoint"}, boost::test_tools::per_element());
    BOOST_TEST(options_of("probe") == (options{"--ca-file", "--capture", "--format", "--max-requests", "--rate",
                                               "--timeout", "--time-limit", "--api-key-file", "--max-output-size",
                                               "--blockscout-release", "--chain-type"}),
               boost::test_tools::per_element());
    auto const validate = run({"validate", "--help"}).out;
    for (auto word : {"main-page-transactions  GET /api/v2/main-page/transactions", "{error,warn,ignore}",
                      "{text,json,junit,github,markdown}", "Exit status"})
        BOOST_TEST(validate.find(word) != std::string::npos, word);
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

BOOST_AUTO_TEST_SUITE_END()
