// explorer-schema validate: checks documents against the contract of an endpoint and reports every issue.

#include "cli.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <limits>

namespace explorer_schema::cli {
namespace {

/// The most a step's summary may hold on GitHub Actions.
constexpr std::size_t summary_limit = std::size_t{1} << 20;

int run_validate(settings const& s)
{
    check_release_and_chain(s);
    auto const& endpoint = s.endpoint;
    auto const& contract = s.contract;
    auto const& options = s.decode;
    // Once the report is cut at its bound, a document is only counted:
    // no issue is kept, so none is given a message, a path or a place.
    auto counting = options;
    counting.max_issues = 0;
    report_options report{.format = s.format,
                          .releases = contract == contracts::blockscout::name,
                          .locations = s.locations,
                          .suite = "explorer-schema validate " + contract + " " + endpoint,
                          .classname = contract + "." + endpoint,
                          .max_output_size = s.max_report_size};
    auto writer = make_report_writer(report, std::cout, std::cerr);
    // On GitHub Actions, a table of every document for the job's summary
    // too: a step shows only ten annotations.
    std::ofstream summary;
    if (char const* path = std::getenv("GITHUB_STEP_SUMMARY"); s.format == report_format::github && path && *path) {
        summary.open(path, std::ios::app);
        if (!summary)
            throw std::runtime_error(std::string("cannot open GITHUB_STEP_SUMMARY, ") + path + ": " +
                                     std::strerror(errno));
        // GitHub drops a step's summary whole past 1 MiB ("$GITHUB_STEP_SUMMARY
        // upload aborted, supports content up to a size of 1024k"): the
        // table takes at most what the file leaves of that.
        summary.seekp(0, std::ios::end);
        auto const held = summary.tellp();
        auto const used = held > 0 ? std::min(summary_limit, static_cast<std::size_t>(held)) : 0;
        auto const room = summary_limit - used;
        if (room < report.max_output_size) {
            report.max_output_size = room;
            report.bound_name = "what GitHub's 1 MiB limit of a step summary leaves";
        }
        report.format = report_format::markdown;
        std::vector<std::unique_ptr<report_writer>> both;
        both.push_back(std::move(writer));
        both.push_back(make_report_writer(report, summary, summary));
        writer = make_report_tee(std::move(both));
    }
    bool empty_input = false;
    auto const& body = body_named(endpoint, contract, s.status);
    auto const limit = options.max_document_size;
    // Checks one document, unless it is too large, and reports it;
    // `line` is 0 unless the document is a line of an NDJSON input.
    auto check = [&](std::string const& input, std::size_t line, std::string_view text,
                     std::optional<issue> const& too_large) {
        // A line of an NDJSON input is placed in the input.
        auto in_input = writer->cut() ? counting : options;
        if (line != 0)
            in_input.origin = {line, 1};
        writer->document({input, line},
                         too_large ? verdict{{*too_large}, {}} : body.identify(text, in_input));
        check_standard_output();
    };
    for (auto const& input : s.inputs) {
        auto const before = writer->counts().documents;
        try {
            if (s.ndjson) {
                for_each_line(input, limit, [&](std::size_t n, std::optional<std::string_view> line) {
                    check(input, n, line.value_or(""),
                          line ? std::nullopt : std::optional(document_too_large(std::nullopt, limit)));
                });
            } else {
                input_text const text(input, limit);
                check(input, 0, text.view(), text.too_large());
            }
        } catch (input_error const& error) {
            std::cerr << "explorer-schema: " << escape_controls(error.what()) << '\n';
            writer->unreadable({input, 0}, error.what());
            check_standard_output();
            continue;
        }
        // An empty capture must not pass for a valid one.
        if (writer->counts().documents == before) {
            std::cerr << "explorer-schema: " << display_name(input) << ": no document in the input\n";
            empty_input = true;
        }
    }
    writer->finish();
    if (summary.is_open() && !summary.flush())
        throw std::runtime_error("cannot write to GITHUB_STEP_SUMMARY");
    auto const& counts = writer->counts();
    return counts.unreadable != 0 ? 2 : counts.invalid() != 0 || empty_input ? 1 : 0;
}

} // namespace

void add_validate(command_line& line)
{
    auto& command =
        line.add("validate",
                 "Check response bodies (JSON) against the contract of an endpoint and print every issue found.", &run_validate);
    add_endpoint(command, line.s);
    add_contract(command, line.s);
    add_status(command, line.s);
    add_choice(command, "--unknown-keys", line.s.decode.unknown_keys,
               "what a member the contract does not know is: error, warn\n"
               "(default: a warning, the document stays valid) or ignore");
    add_release_and_chain(command, line.s);
    add_choice(command, "--format", line.s.format,
               "text (default): one line per issue, \"path: message\", then a\n"
               "verdict line per document (under the blockscout contract with\n"
               "the releases it matches: \"valid (Blockscout v8.1; 0 errors, 0\n"
               "warnings)\"), and a last line \"N documents, N valid, N invalid\";\n"
               "json: one line per document, the object {\"valid\": bool,\n"
               "\"releases\": [\"v8.1\"] (blockscout contract), \"issues\": [{\"path\",\n"
               "\"code\", \"severity\", \"message\"}]} (the last line goes to\n"
               "standard error);\n"
               "junit: JUnit XML, a test case per document with at most one\n"
               "failure, listing every issue (the last line goes to standard\n"
               "error);\n"
               "github: GitHub Actions annotations, one per issue:\n"
               "\"::error file=F,line=L,col=C,title=code::path message\"; when\n"
               "GITHUB_STEP_SUMMARY names a file, a Markdown table of every\n"
               "document is appended to it;\n"
               "markdown: a Markdown table, a row per document.\n"
               "An input that cannot be read is said on standard error and\n"
               "reported (text: \"FILE: unreadable\"; json: {\"valid\": false,\n"
               "\"error\": \"...\"}; junit: an <error>; github: an ::error), the\n"
               "others are still checked, and the exit status is 2. An input\n"
               "with no document is an error (exit status 1).");
    add_size(command, "--max-output-size", line.s.max_report_size,
             "the most bytes the report writes to standard output (default\n"
             "16777216, 16 MiB), its last lines included; with\n"
             "GITHUB_STEP_SUMMARY, the most the table adds to that file\n"
             "too, at most what 1 MiB (GitHub's limit) leaves. A\n"
             "document's report is written whole or not at all: from the\n"
             "first that would pass the bound, documents are counted, not\n"
             "written, and a notice before the count says \"output cut at N\n"
             "bytes (--max-output-size): D documents and I issues not\n"
             "written\"; the counts and the exit status cover every\n"
             "document");
    add_flag(command, "--locations", line.s.locations,
             "text: start each issue's line with FILE:LINE:COLUMN: where its\n"
             "value starts, as a compiler does (columns count characters)");
    add_flag(command, "--ndjson", line.s.ndjson,
             "each input holds one document per line (blank lines are\n"
             "skipped), read one line at a time; issue paths start with\n"
             "the line number: \"12:/0/hash\"");
    add_inputs(command, line.s, std::numeric_limits<int>::max());
}

} // namespace explorer_schema::cli
