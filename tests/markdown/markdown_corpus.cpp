// Prints, one JSON object per line, summaries built from hostile values and
// templates rendered as Markdown, with what they must mean: {"markdown",
// "text" (the text rendering), "links": [[text, url], ...]}. check.mjs
// parses each with real CommonMark parsers.

#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/impl/decode.hpp> // decodes summaries alone

#include <boost/json/serialize.hpp>

#include <iostream>
#include <string>
#include <vector>

namespace es = explorer_schema;
namespace json = boost::json;

int main()
{
    std::vector<std::string> const values{
        "Look!", "!", "\r# heading", "\r- item", "\r1. item", "\r===", "\n    code", "\n\tcode", "1", ". item",
        "a@b.example", "www.example.com", "https://example.com", "example.com", "//example.com", "mailto:a@b.example",
        "http://", "    leading", "trailing   ", "\xC2\xA0nbsp\xC2\xA0", "\xE3\x80\x80", std::string("nul\0x", 5),
        "\\", "`code`", "<b>x</b>", "&copy;", "&amp;", "&#65;", "*a*", "_a_", "a_b_c", "~~s~~", "| t |", "[x]: /url",
        "[x]", "![i](https://x.example/i.png)", "> quote", "---", "***", "```", "~~~", "<http://x.example>", "\\*",
        "1)", "+ x", "=", "#", "a  \nb", "a\\\nb", "\x1b[2J", "\xE2\x80\xA8", "\xF0\x9F\x9A\x80", "text:", "1.5",
        "v1.2.3", "1.2.3.4", "a.", ".b", "-", "\r\n", "\t", " ", "", "\x7f", "<!-- c -->", "[^1]", "\\[", "- [ ] task",
        "[a](https://x.example)", "https://x.example/a?b=1&amp;c=2", "x@", "@x", "::", "a:/b", "a//b", "ftp://x.example"};
    std::vector<std::string> const urls{"https://x.example/p", "https://x.example/a?b=1&amp;c=(2)",
                                        "http://x.example/a_b*c~d", "https://x.example/%28"};
    std::vector<std::string> const templates{"{v}", "{v}{l}", "Look!{l}", "{l}{v}", "x {v} y", "{v}. item",
                                             "{v}{v}", "{l} {v}", "{v}\n{v}", "1{v}", "    {v}", "{v}   "};
    auto emit = [](es::summary const& s) {
        auto const markdown = es::render(s, {.format = es::render_format::markdown});
        auto const text = es::render(s);
        auto const segments = es::render_segments(s);
        if (!markdown.ok() || !text.ok())
            return;
        json::array links;
        for (auto const& segment : segments.value)
            if (auto const* v = std::get_if<es::variable_segment>(&segment); v && !v->url.empty())
                links.push_back(json::array{json::string(v->text), json::string(v->url)});
        std::cout << json::serialize(json::object{{"markdown", markdown.value}, {"text", text.value}, {"links", links}})
                  << '\n';
    };
    for (auto const& t : templates)
        for (auto const& v : values)
            for (auto const& url : urls) {
                json::object variables{
                    {"v", {{"type", "string"}, {"value", v}}},
                    {"l", {{"type", "link"}, {"value", {{"name", v}, {"url", url}}}}}};
                json::object doc{{"summary_template", t}, {"summary_template_variables", variables}};
                emit(es::decode<es::summary>(doc).value);
                // The value as literal text of the template, too.
                json::object literal{{"summary_template", v + t}, {"summary_template_variables", variables}};
                if (auto r = es::decode<es::summary>(literal); r.ok())
                    emit(r.value);
            }
}
