// The summary renderer: every variable type in every format, the frontend's
// currency and date formats, escaping, link safety, and failures reported
// with their paths.

#include "../support.hpp"

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

/// A summary from JSON; the test fails when the JSON breaks the contract.
es::summary summary_of(std::string_view template_text, std::string_view variables_json)
{
    json::object doc{{"summary_template", template_text},
                     {"summary_template_variables", json::parse(variables_json)}};
    auto r = es::decode<es::summary>(doc, {.unknown_keys = es::unknown_keys_policy::error});
    BOOST_TEST_REQUIRE(brief(r.issues) == std::vector<std::string>{});
    return r.value;
}

std::string rendered(es::summary const& s, es::render_options const& options = {})
{
    auto r = es::render(s, options);
    BOOST_TEST_REQUIRE(brief(r.issues) == std::vector<std::string>{},
                       boost::test_tools::per_element());
    return r.value;
}

std::string currency(std::string_view amount, es::currency_style style = es::currency_style::compact)
{
    return es::format_currency(*es::decimal_string::parse(amount), style);
}

es::summary const& every_type()
{
    static auto const s = es::decode<es::transaction_summary_response>(valid_summary())
                              .value.data.summaries.at(0);
    return s;
}

es::render_options with_explorer(es::render_format format)
{
    return {.format = format, .explorer_url = "https://eth.blockscout.com/"};
}

constexpr std::string_view usdc = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";

std::string html_link(std::string_view url, std::string_view text)
{
    return "<a href=\"" + std::string(url) + "\">" + std::string(text) + "</a>";
}

} // namespace

BOOST_AUTO_TEST_SUITE(render)

BOOST_AUTO_TEST_CASE(currency_compact_follows_the_frontend)
{
    std::vector<std::pair<std::string_view, std::string_view>> const examples{
        {"0.012345", "0.012"},  {"0.0999", "0.10"},     {"0.095", "0.095"},
        {"0", "0.0"},           {"0.00000001234", "1.2e-8"},
        {"0.5", "0.5"},         {"5", "5"},             {"1234.5678", "1,234.57"},
        {"9999.999", "10,000"}, {"1000.005", "1,000.01"}, {"10000", "10.00K"},
        {"12345.678", "12.35K"}, {"999999.999", "1,000.00K"}, {"2500000", "2.50M"},
        {"1234567890", "1,234.57M"}};
    for (auto const& [amount, expected] : examples)
        BOOST_TEST(currency(amount) == expected, amount);
}

BOOST_AUTO_TEST_CASE(currency_compact_writes_exponents_as_bignumber_js_does)
{
    // toPrecision(2) turns to exponent form when the exponent is -7 or less.
    BOOST_TEST(currency("0.0000012") == "0.0000012");
    BOOST_TEST(currency("0.00000012") == "1.2e-7");
    BOOST_TEST(currency("0.0000000999") == "1.0e-7");
    BOOST_TEST(currency("0.000000000000000000000000000000000000001") == "1.0e-39");
    BOOST_TEST(currency("0.0000") == "0.0");
}

BOOST_AUTO_TEST_CASE(currency_compact_is_exact_on_long_amounts)
{
    // Beyond what a double holds: rounding must use every digit.
    BOOST_TEST(currency("0.1049999999999999999999999") == "0.1");
    BOOST_TEST(currency("0.0144999999999999999999999") == "0.014");
    BOOST_TEST(currency("9693.997876398680187001") == "9,694");
    BOOST_TEST(currency("123456789012345678901234567890.125") == "123,456,789,012,345,678,901,234.57M");
    BOOST_TEST(currency("100000") == "100.00K");
    BOOST_TEST(currency("1000000") == "1.00M");
    BOOST_TEST(currency("0.1") == "0.1");
}

BOOST_AUTO_TEST_CASE(currency_exact_prints_every_digit_grouped)
{
    BOOST_TEST(currency("1234.5678", es::currency_style::exact) == "1,234.5678");
    BOOST_TEST(currency("1234567890", es::currency_style::exact) == "1,234,567,890");
    BOOST_TEST(currency("0.00000001234", es::currency_style::exact) == "0.00000001234");
    BOOST_TEST(currency("100.50", es::currency_style::exact) == "100.50");
    BOOST_TEST(currency("0", es::currency_style::exact) == "0");
}

BOOST_AUTO_TEST_CASE(timestamp_is_a_utc_date)
{
    auto date = [](std::string_view s) { return es::format_unix_date(es::integer_string(std::string(s))); };
    BOOST_TEST(*date("1704412800") == "Jan 05 2024");
    BOOST_TEST(*date("1704499199") == "Jan 05 2024");
    BOOST_TEST(*date("0") == "Jan 01 1970");
    BOOST_TEST(*date("-1") == "Dec 31 1969");
    BOOST_TEST(*date("951782400") == "Feb 29 2000");
    BOOST_TEST(*date("253402300799") == "Dec 31 9999");
    BOOST_TEST(!date("253402300800").has_value());
    BOOST_TEST(!date("99999999999999999999999").has_value());
}

BOOST_AUTO_TEST_CASE(token_shows_symbol_else_name_else_unnamed)
{
    auto token = [](std::string_view symbol, std::string_view name) {
        return summary_of("{t}", R"({"t": {"type": "token", "value": {"circulating_market_cap": null,
            "icon_url": null, "name": )" + std::string(name) + R"(, "decimals": null, "symbol": )" +
                                     std::string(symbol) + R"(, "type": "ERC-20", "exchange_rate": null,
            "total_supply": null, "address_hash": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
            "holders_count": null, "volume_24h": null}}})");
    };
    BOOST_TEST(rendered(token(R"("USDC")", R"("USD Coin")")) == "USDC");
    BOOST_TEST(rendered(token("null", R"("USD Coin")")) == "USD Coin");
    BOOST_TEST(rendered(token(R"("")", R"("USD Coin")")) == "USD Coin");
    BOOST_TEST(rendered(token("null", "null")) == "Unnamed token");
}

BOOST_AUTO_TEST_CASE(address_shows_name_tag_else_ens_else_contract_name_else_hash)
{
    auto address = [](std::string_view metadata, std::string_view ens, std::string_view name) {
        return summary_of("{a}", R"({"a": {"type": "address", "value": {
            "hash": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "implementation_name": null,
            "name": )" + std::string(name) + R"(, "is_contract": true, "private_tags": [],
            "watchlist_names": [], "public_tags": [], "is_verified": true,
            "ens_domain_name": )" + std::string(ens) + R"(, "metadata": )" + std::string(metadata) + "}}}");
    };
    auto const tag = R"({"slug": "circle", "name": "Circle: USDC", "tagType": "name", "ordinal": 0, "meta": {}})";
    auto const other_tag = R"({"slug": "circle", "name": "Circle", "tagType": "protocol", "ordinal": 0, "meta": {}})";
    BOOST_TEST(rendered(address(tag, R"("usdc.eth")", R"("FiatTokenProxy")")) == "Circle: USDC");
    BOOST_TEST(rendered(address(other_tag, R"("usdc.eth")", R"("FiatTokenProxy")")) == "usdc.eth");
    BOOST_TEST(rendered(address("null", "null", R"("FiatTokenProxy")")) == "FiatTokenProxy");
    BOOST_TEST(rendered(address("null", "null", "null")) == usdc);
}

BOOST_AUTO_TEST_CASE(every_variable_type_renders_as_text)
{
    BOOST_TEST(rendered(every_type()) ==
               "Swap 1,234.57 USDC to Circle: USDC Token on Uniswap V3 at Jan 05 2024 via "
               "exactInputSingle (alice.eth, Etherscan, Uniswap docs) paying 0.0011 ETH");
    BOOST_TEST(rendered(every_type(), with_explorer(es::render_format::text)) == rendered(every_type()));
}

BOOST_AUTO_TEST_CASE(every_variable_type_renders_as_html_with_links)
{
    std::string const tx = "https://etherscan.io/tx/0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18";
    BOOST_TEST(rendered(every_type(), with_explorer(es::render_format::html)) ==
               "Swap 1,234.57 " + html_link("https://eth.blockscout.com/token/" + std::string(usdc), "USDC") +
                   " to " + html_link("https://eth.blockscout.com/address/" + std::string(usdc), "Circle: USDC Token") +
                   " on " + html_link("https://app.uniswap.org", "Uniswap V3") +
                   " at Jan 05 2024 via exactInputSingle (alice.eth, " + html_link(tx, "Etherscan") +
                   ", " + html_link("https://docs.uniswap.org", "Uniswap docs") + ") paying 0.0011 ETH");
    BOOST_TEST(rendered(every_type(), {.format = es::render_format::html}) ==
               "Swap 1,234.57 USDC to Circle: USDC Token on " + html_link("https://app.uniswap.org", "Uniswap V3") +
                   " at Jan 05 2024 via exactInputSingle (alice.eth, " + html_link(tx, "Etherscan") +
                   ", " + html_link("https://docs.uniswap.org", "Uniswap docs") + ") paying 0.0011 ETH");
}

BOOST_AUTO_TEST_CASE(every_variable_type_renders_as_markdown_with_links)
{
    std::string const tx = "https://etherscan.io/tx/0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18";
    BOOST_TEST(rendered(every_type(), with_explorer(es::render_format::markdown)) ==
               "Swap 1,234.57 [USDC](https://eth.blockscout.com/token/" + std::string(usdc) +
                   ") to [Circle: USDC Token](https://eth.blockscout.com/address/" + std::string(usdc) +
                   ") on [Uniswap V3](https://app.uniswap.org) at Jan 05 2024 via exactInputSingle "
                   "(alice\\.eth, [Etherscan](" + tx + "), [Uniswap docs](https://docs.uniswap.org)) "
                   "paying 0.0011 ETH");
}

BOOST_AUTO_TEST_CASE(segments_give_literal_text_and_typed_references)
{
    auto const& s = every_type();
    auto const r = es::render_segments(s, with_explorer(es::render_format::text));
    BOOST_TEST_REQUIRE(r.ok());
    BOOST_TEST_REQUIRE(r.value.size() == 22u);
    BOOST_TEST((r.value[0] == es::summary_segment{es::variable_segment{
                                  "action_type", &s.summary_template_variables.at("action_type"), "Swap", ""}}));
    BOOST_TEST((r.value[1] == es::summary_segment{es::text_segment{" "}}));
    auto const& token = std::get<es::variable_segment>(r.value[4]);
    BOOST_TEST(token.name == "token");
    BOOST_TEST(std::get<es::token_variable>(*token.variable).value.symbol.value() == "USDC");
    BOOST_TEST(token.url == "https://eth.blockscout.com/token/" + std::string(usdc));
    BOOST_TEST((r.value.back() == es::summary_segment{es::text_segment{" ETH"}}),
               "a reserved placeholder is text, joined to the literal before it");
}

BOOST_AUTO_TEST_CASE(html_escapes_all_five_characters_in_literals_and_values)
{
    auto const s = summary_of(R"(<b title='t'>{x}</b> & "q")",
                              R"({"x": {"type": "string", "value": "<script>alert(\"x&y\")</script>'"}})");
    BOOST_TEST(rendered(s, {.format = es::render_format::html}) ==
               "&lt;b title=&#39;t&#39;&gt;&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;"
               "&lt;/b&gt; &amp; &quot;q&quot;");
}

BOOST_AUTO_TEST_CASE(only_http_and_https_urls_become_links)
{
    auto const link = [](std::string_view url) {
        return summary_of("{l}", R"({"l": {"type": "external_link", "value": {"name": "site", "link": )" +
                                     json::serialize(json::string(url)) + "}}}");
    };
    for (auto refused : {"javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>x</b>",
                         "//evil.example", "/relative", " https://example.org", "https://exa mple.org",
                         "https://example.org/\nx", "https://", "vbscript:x", "file:///etc/passwd"}) {
        BOOST_TEST(rendered(link(refused), {.format = es::render_format::html}) == "site", refused);
        BOOST_TEST(rendered(link(refused), {.format = es::render_format::markdown}) == "site", refused);
    }
    BOOST_TEST(rendered(link("HTTPS://Example.org/a?b=1&c=\"2\""), {.format = es::render_format::html}) ==
               html_link("HTTPS://Example.org/a?b=1&amp;c=&quot;2&quot;", "site"));
    BOOST_TEST(rendered(link("http://example.org/a_(b)<c>"), {.format = es::render_format::markdown}) ==
               "[site](http://example.org/a_%28b%29%3Cc%3E)");
    auto const r = es::render_segments(link("javascript:alert(1)"));
    BOOST_TEST(std::get<es::variable_segment>(r.value.at(0)).url == "");
    BOOST_TEST(rendered(every_type(), {.format = es::render_format::html,
                                       .explorer_url = "javascript:alert(1)//"})
                   .find("javascript") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(markdown_escapes_what_could_start_markup)
{
    auto const s = summary_of("{x} *{y}*", R"({"x": {"type": "string", "value": "# 1. [a](javascript:b) <i>_u_ `c` ~d~ | & \\"},
                                             "y": {"type": "string", "value": "- 2) +"}})");
    BOOST_TEST(rendered(s, {.format = es::render_format::markdown}) ==
               "\\# 1. \\[a\\](javascript:b) \\<i\\>\\_u\\_ \\`c\\` \\~d\\~ \\| \\& \\\\ \\*- 2) +\\*");
    auto const lines = summary_of("{x}", R"({"x": {"type": "string", "value": "a\n- b\n2. c\n  # d\n= e"}})");
    // No line break is written, so nothing after one starts a block.
    BOOST_TEST(rendered(lines, {.format = es::render_format::markdown}) == "a&#10;- b&#10;2. c&#10;  # d&#10;= e");
}

BOOST_AUTO_TEST_CASE(values_are_never_expanded_again)
{
    auto const s = summary_of("{a} {b} {c}", R"({"a": {"type": "string", "value": "{b}"},
                                               "b": {"type": "string", "value": "$& $1 $$ $`"},
                                               "c": {"type": "string", "value": "{native}"}})");
    BOOST_TEST(rendered(s) == "{b} $& $1 $$ $` {native}");
}

BOOST_AUTO_TEST_CASE(braces_follow_the_placeholder_rule)
{
    auto const vars = R"({"x": {"type": "string", "value": "X"}, "{x": {"type": "string", "value": "Y"},
                          "a{b": {"type": "string", "value": "Z"}})";
    BOOST_TEST(rendered(summary_of("{{x}}", vars)) == "Y}");
    BOOST_TEST(rendered(summary_of("{a{b} {} }{x}", vars)) == "Z {} }X");
    auto const compiled = es::compiled_template::compile("a {b} {}c");
    BOOST_TEST(compiled.ok());
    BOOST_TEST((compiled.value.parts() ==
                std::vector<es::compiled_template::part>{es::compiled_template::literal{"a "},
                                                          es::compiled_template::placeholder{"b"},
                                                          es::compiled_template::literal{" {}c"}}));
}

BOOST_AUTO_TEST_CASE(an_unterminated_brace_is_an_error)
{
    auto const compiled = es::compiled_template::compile("Sent {amount");
    BOOST_TEST(brief(compiled.issues) == std::vector<std::string>{"error unterminated_placeholder "});
    BOOST_TEST(compiled.issues.at(0).message == "the { at byte 6 of the template has no closing }");

    es::summary s;
    s.summary_template = "Sent {amount} {";
    auto const r = es::render(s, {}, "/data/summaries/0");
    BOOST_TEST(brief(r.issues) ==
               std::vector<std::string>{"error unterminated_placeholder /data/summaries/0/summary_template"});
    BOOST_TEST(r.value == "");
}

BOOST_AUTO_TEST_CASE(unicode_in_values_passes_through_every_format)
{
    auto const s = summary_of("→ {x} ←", R"({"x": {"type": "string", "value": "Ünïcødé 🚀 日本"}})");
    for (auto format : {es::render_format::text, es::render_format::html, es::render_format::markdown})
        BOOST_TEST(rendered(s, {.format = format}) == "→ Ünïcødé 🚀 日本 ←");
}

BOOST_AUTO_TEST_CASE(repeated_placeholders_all_render)
{
    auto const s = summary_of("{a} and {a}, {native}/{native} in {wei}",
                              R"({"a": {"type": "currency", "value": "12345.678"}})");
    BOOST_TEST(rendered(s) == "12.35K and 12.35K, ETH/ETH in wei");
    BOOST_TEST(rendered(s, {.currency = es::currency_style::exact, .native_symbol = "xDAI",
                            .wei_symbol = "gwei"}) == "12,345.678 and 12,345.678, xDAI/xDAI in gwei");
}

BOOST_AUTO_TEST_CASE(literal_text_keeps_its_whitespace)
{
    auto const s = summary_of("  {a}\t\n  b  ", R"({"a": {"type": "method", "value": "transfer"}})");
    BOOST_TEST(rendered(s) == "  transfer\t\n  b  ");
}

BOOST_AUTO_TEST_CASE(a_placeholder_without_a_variable_fails_naming_it)
{
    // The validator rejects such a summary; one built in code can still have it.
    es::summary s;
    s.summary_template = "Sent {amount} to {to} via {to}";
    s.summary_template_variables["amount"] =
        es::decode<es::summary_variable>(json::parse(R"({"type": "currency", "value": "1"})")).value;
    auto const r = es::render(s, {}, "/data/summaries/2");
    BOOST_TEST(brief(r.issues) == (std::vector<std::string>{
                                      "error undefined_placeholder /data/summaries/2/summary_template",
                                      "error undefined_placeholder /data/summaries/2/summary_template"}));
    BOOST_TEST(r.issues.at(0).message == "placeholder {to} names no variable");
    BOOST_TEST(!r.ok());
    BOOST_TEST(r.value == "");
}

BOOST_AUTO_TEST_CASE(output_longer_than_max_output_size_is_an_issue_not_an_allocation)
{
    // A template that names one value 100 000 times asks for 100 000 copies.
    std::string many;
    for (int i = 0; i < 100000; ++i)
        many += "{x}";
    auto const s = summary_of(many, R"({"x": {"type": "string", "value": ")" + std::string(10000, 'v') + R"("}})");
    auto const r = es::render(s, {}, "/data/summaries/0");
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"error output_too_large /data/summaries/0/summary_template"});
    BOOST_TEST(r.issues.at(0).message == "the rendered summary would be longer than 1048576 bytes, the limit "
                                         "(render_options::max_output_size)");
    BOOST_TEST(r.value == "");

    // The limit is on the output in its format: HTML escapes " into 6 bytes.
    auto const quotes = summary_of("{q}", R"({"q": {"type": "string", "value": ")" + std::string(100, '\'') + R"("}})");
    BOOST_TEST(rendered(quotes, {.max_output_size = 100}) == std::string(100, '\''));
    auto const html = es::render(quotes, {.format = es::render_format::html, .max_output_size = 100});
    BOOST_TEST(brief(html.issues) == std::vector<std::string>{"error output_too_large /summary_template"});
    BOOST_TEST(html.value == "");
    BOOST_TEST(es::render(quotes, {.format = es::render_format::html, .max_output_size = 500}).value.size() == 500u);
}

BOOST_AUTO_TEST_CASE(a_hidden_input_hides_the_name_of_a_placeholder_with_no_variable)
{
    json::value const doc{{"summary_template", "Sent to {alice@example.com private note}"},
                          {"summary_template_variables", json::object{}}};
    auto const shown = es::decode<es::summary>(doc);
    BOOST_TEST(shown.issues.at(0).message == "placeholder {alice@example.com private note} names no variable");
    auto const hidden = es::decode<es::summary>(doc, {.hide_input_values = true});
    BOOST_TEST(brief(hidden.issues) == std::vector<std::string>{"error undefined_placeholder /summary_template"});
    BOOST_TEST(hidden.issues.at(0).message == "a placeholder names no variable");
    json::value const long_name{{"summary_template", "{" + std::string(100, 'n') + "}"},
                                {"summary_template_variables", json::object{}}};
    BOOST_TEST(es::decode<es::summary>(long_name).issues.at(0).message ==
               "placeholder {" + std::string(64, 'n') + "...} names no variable");
}

BOOST_AUTO_TEST_CASE(a_variable_of_unknown_type_fails_naming_it)
{
    auto const s = es::decode<es::summary>(json::parse(R"({"summary_template": "Minted {nft}",
        "summary_template_variables": {"nft": {"type": "nft_collection", "value": null}}})")).value;
    auto const r = es::render(s);
    BOOST_TEST(brief(r.issues) ==
               std::vector<std::string>{"error unrenderable_variable /summary_template_variables/nft"});
    BOOST_TEST(r.issues.at(0).message == "variable nft of placeholder {nft} cannot be shown: its type is unknown");
}

BOOST_AUTO_TEST_CASE(a_date_outside_four_digit_years_fails_naming_it)
{
    auto const s = summary_of("on {a/b}", R"({"a/b": {"type": "timestamp", "value": "99999999999999"}})");
    auto const r = es::render(s);
    BOOST_TEST(brief(r.issues) ==
               std::vector<std::string>{"error unrenderable_variable /summary_template_variables/a~1b"});
}

BOOST_AUTO_TEST_CASE(an_empty_template_renders_empty)
{
    BOOST_TEST(rendered(es::summary{}) == "");
}

BOOST_AUTO_TEST_SUITE_END()
