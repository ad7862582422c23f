// explorer-schema render: prints the transaction summaries of a summary response.

#include "cli.hpp"

#include <iostream>

namespace explorer_schema::cli {
namespace {

/// `line`, a rendered summary in `format`, such that no CI runner reads it
/// as a workflow command: the first character of a leading "::" or "##["
/// escaped as the format escapes a character (`\u003A`, `&#58;`, `\:`;
/// `\u0023`, `&#35;`, `\#`), which reads the same. White space alone comes
/// before it, which holds neither ':' nor '#'.
std::string inert(std::string line, render_format format)
{
    if (!starts_workflow_command(line))
        return line;
    auto const at = line.find_first_of(":#");
    bool const colon = line[at] == ':';
    line.replace(at, 1,
                 format == render_format::html       ? (colon ? "&#58;" : "&#35;")
                 : format == render_format::markdown ? (colon ? "\\:" : "\\#")
                                                     : (colon ? "\\u003A" : "\\u0023"));
    return line;
}

int run_render(settings const& s)
{
    auto const& contract = s.contract;
    auto const& options = s.render;
    auto const& all = s.all;
    auto const input = s.inputs.empty() ? std::string("-") : s.inputs.front();
    int status = 0;
    contracts::visit_by_name(contract, [&](auto c) {
        using response = response_t<endpoints::get_transaction_summary, decltype(c)>;
        // A summary response is a few kilobytes; the model of a valid body
        // takes up to about 20 times its text, so this bounds what parsing
        // one costs.
        auto const read = read_body(input, 16, "render");
        if (!read) {
            status = 1;
            return;
        }
        auto const& text = *read;
        // Checked first without keeping a value, so that a body that breaks
        // the contract costs no model; only a valid one is parsed.
        auto const checked = identify<response>(text.view());
        print_issues(std::cerr, checked.issues);
        if (!checked.ok()) {
            status = 1;
            return;
        }
        auto const document = parse<response>(text.view());
        std::string why;
        auto const* summaries = summaries_in(document.value, &why);
        if (summaries == nullptr) {
            if (!why.empty())
                std::cerr << "explorer-schema: " << escape_controls(why) << '\n';
            status = 1;
            return;
        }
        // --max-output-size bounds all that is printed, the lines' ends
        // included: each summary may take what the ones before left.
        auto const most = options.max_output_size;
        std::size_t written = 0;
        auto const count = all ? summaries->size() : std::min<std::size_t>(1, summaries->size());
        for (std::size_t i = 0; i < count; ++i) {
            auto const path = "/data/summaries/" + std::to_string(i);
            auto budget = options;
            budget.max_output_size = most - written;
            auto shown = render((*summaries)[i], budget, path);
            auto const beyond = std::erase_if(
                shown.issues, [](issue const& issue) { return issue.code == issue_code::output_too_large; });
            print_issues(std::cerr, shown.issues);
            bool too_large = beyond != 0;
            if (shown.ok() && !too_large) {
                auto const line = inert(escape_controls(shown.value), options.format);
                too_large = line.size() + 1 > most - written;
                if (!too_large) {
                    std::cout << line << '\n';
                    written += line.size() + 1;
                    check_standard_output();
                }
            }
            if (!shown.ok() || too_large)
                status = 1;
            if (too_large) {
                std::cerr << issue{path + "/summary_template", issue_code::output_too_large, severity::error,
                                   "the output would be longer than " + std::to_string(most) +
                                       " bytes, the limit (--max-output-size)"}
                          << '\n';
                break;
            }
        }
    });
    return status;
}

} // namespace

void add_render(command_line& line)
{
    auto& command = line.add("render",
                             "Print the transaction summary of a summary response (the first one, or every one\n"
                             "with --all, one per line) as the explorer shows it. The document is validated\n"
                             "first: its errors, and a summary that cannot be rendered, are printed on\n"
                             "standard error. Under the blockscout contract, a null body or an error body has\n"
                             "no summary: why is printed on standard error. The body may be up to 16 MiB.",
                             &run_render);
    add_contract(command, line.s);
    add_choice(command, "--format", line.s.render.format,
               "text (default), html (escaped, http(s) links) or markdown\n(escaped, http(s) links)");
    add_text(command, "--native", line.s.render.native_symbol, "the text of {native} (default ETH)");
    add_choice(command, "--currency", line.s.render.currency,
               "compact (default: 0.012, 1,234.57, 12.35K, 2.50M) or exact\n(every digit, grouped)");
    add_text(command, "--explorer-url", line.s.render.explorer_url,
             "link tokens and addresses to URL/token/HASH and\nURL/address/HASH (http and https only)");
    add_size(command, "--max-output-size", line.s.render.max_output_size,
             "the most bytes printed, all summaries and their line ends\n"
             "together (default 1048576); where more would be, render\n"
             "stops with the error output_too_large");
    add_flag(command, "--all", line.s.all, "print every summary, not only the first");
    add_inputs(command, line.s, 1);
}

} // namespace explorer_schema::cli
