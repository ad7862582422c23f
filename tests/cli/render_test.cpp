// The render command: a transaction summary as text, HTML or Markdown, its
// options, its errors, and the bounds of its memory and output.

#include "../support.hpp"

using namespace test_support;

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
