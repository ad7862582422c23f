// The validate command as a user runs it: its verdicts and exit status on
// valid, broken, malformed and hostile input, its options, each report
// format, and the bounds of its output and memory.

#include "../support.hpp"

#include <explorer_schema/reports/writers.hpp>

#include <boost/property_tree/ptree.hpp>
#include <boost/property_tree/xml_parser.hpp>

#include <array>
#include <sstream>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_validate)

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
    BOOST_TEST(typed.out == optimism + with_newest(": valid (Blockscout v11.1\u2013{newest} built for optimism; 0 errors, "
                                                   "0 warnings)\n1 document, 1 valid, 0 invalid\n"));
    // Without a chain type, each member names the chain types that send it.
    auto const named = run({"validate", "--contract", "blockscout", "--endpoint", "transaction", "--unknown-keys",
                            "error", optimism});
    BOOST_TEST(named.status == 0);
    BOOST_TEST(named.out.starts_with("/l1_fee: warning: member \"l1_fee\" is sent only by Blockscout built for mud, "
                                     "optimism or optimism-celo\n"));
    BOOST_TEST(named.out.find("valid (Blockscout v11.1\u2013" + newest_release() +
                              " built for mud, optimism or optimism-celo; 0 errors, 7 warnings)") != std::string::npos);
    auto const other = run({"validate", "--contract", "blockscout", "--endpoint", "transaction", "--unknown-keys",
                            "error", "--chain-type", "zksync", optimism});
    BOOST_TEST(other.status == 1);
    BOOST_TEST(other.out.starts_with("/l1_fee: member \"l1_fee\" is sent only by Blockscout built for mud, optimism "
                                     "or optimism-celo, not for zksync\n"));
    auto const bad = run({"validate", "--contract", "blockscout", "--endpoint", "transaction", "--chain-type",
                          "polygon", optimism});
    BOOST_TEST(bad.status == 2);
    BOOST_TEST(bad.err.starts_with("explorer-schema: --chain-type: polygon not in {default,arbitrum,arc,blackfort,celo,"
                                   "eden,ethereum,filecoin,mud,neon,optimism,optimism-celo,polygon_edge,polygon_zkevm,"
                                   "rsk,scroll,shibarium,stability,suave,zetachain,zilliqa,zksync}\n"));
    BOOST_TEST(run({"validate", "--endpoint", "transaction", "--chain-type", "optimism", optimism}).status == 2);
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

// A body is judged as the body of the HTTP status it came with (--status),
// a 200 without it: under Blockscout's contract an endpoint of its API v2
// has a body for each of its error statuses; any other status, or any
// status but 200 under the spec's contract, is a usage error naming those
// the endpoint has.
BOOST_AUTO_TEST_CASE(validate_judges_a_body_as_the_body_of_its_status)
{
    auto const cast = fixture("blockscout/errors/422/valid/cast_errors.json");
    auto const as_422 = run({"validate", "--contract", "blockscout", "--endpoint", "block", "--status", "422", cast});
    BOOST_TEST(as_422.status == 0);
    BOOST_TEST(as_422.out == cast + with_newest(": valid (Blockscout v9.0\u2013{newest}; 0 errors, 0 warnings)\n") +
                                 "1 document, 1 valid, 0 invalid\n");
    auto const as_200 = run({"validate", "--contract", "blockscout", "--endpoint", "block", cast});
    BOOST_TEST(as_200.status == 1);
    BOOST_TEST(as_200.out.starts_with("/errors: warning: unknown member \"errors\"\n/height: missing member \"height\""));
    auto const bare = fixture("blockscout/errors/500/valid/error_view.json");
    auto const as_500 = run({"validate", "--contract", "blockscout", "--endpoint", "stats", "--status", "500", bare});
    BOOST_TEST(as_500.status == 0);
    BOOST_TEST(as_500.out == bare + with_newest(": valid (Blockscout v6.0\u2013{newest}; 0 errors, 0 warnings)\n") +
                                 "1 document, 1 valid, 0 invalid\n");
    auto const teapot = run({"validate", "--contract", "blockscout", "--endpoint", "block", "--status", "418", cast});
    BOOST_TEST(teapot.status == 2);
    BOOST_TEST(teapot.err == "explorer-schema: --status: the endpoint block has no body of status 418 under the "
                             "contract blockscout; it has 200, 400, 403, 404, 422, 429, 500, 501\n"
                             "Run explorer-schema --help for usage.\n");
    auto const spec = run({"validate", "--endpoint", "transaction", "--status", "404", bare});
    BOOST_TEST(spec.status == 2);
    BOOST_TEST(spec.err == "explorer-schema: --status: the endpoint transaction has no body of status 404 under the "
                           "contract spec; it has 200\n"
                           "Run explorer-schema --help for usage.\n");
    auto const merits = run({"validate", "--contract", "blockscout", "--endpoint", "networks", "--status", "404", bare});
    BOOST_TEST(merits.status == 2);
    BOOST_TEST(run({"validate", "--endpoint", "block", "--status", "99", cast}).status == 2);
}

BOOST_AUTO_TEST_SUITE_END()
