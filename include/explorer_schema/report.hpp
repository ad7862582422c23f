#ifndef EXPLORER_SCHEMA_REPORT_HPP
#define EXPLORER_SCHEMA_REPORT_HPP

// Validation reports as `explorer-schema validate` writes them: text for
// people, a JSON object per document for programs, JUnit XML for CI test
// reports, GitHub Actions annotations. A writer is handed one document's
// verdict at a time and writes it at once, so memory stays that of one
// verdict however many documents there are. A format is a class here and a
// case of make_report_writer; make_report_tee writes two at once (GitHub
// annotations and the job summary's Markdown table).

#include <explorer_schema/detail/markdown.hpp>
#include <explorer_schema/encode.hpp>
#include <explorer_schema/issue.hpp>
#include <explorer_schema/releases.hpp>
#include <explorer_schema/result.hpp>

#include <boost/describe/enum.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstring>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#if __has_include(<unistd.h>)
#include <unistd.h>
#endif

namespace explorer_schema {

enum class report_format { text, json, junit, github, markdown };
BOOST_DESCRIBE_ENUM(report_format, text, json, junit, github, markdown)

/// A JSON Pointer as a report shows it: "(document)" for the document itself.
inline std::string_view display_path(std::string_view path) noexcept
{
    return path.empty() ? std::string_view("(document)") : path;
}

/// The path of an issue as a report shows it: "(document)" for the document
/// itself.
inline std::string_view display_path(issue const& i) noexcept
{
    return display_path(std::string_view(i.path));
}

/// Whether a GitHub Actions runner reads a line that starts with `text` as
/// a workflow command: "::", or "##[" (the legacy syntax, `##[warning]x`,
/// which the runner still reads), after the white space it trims (ASCII and
/// Unicode spaces alike).
inline bool starts_workflow_command(std::string_view text) noexcept
{
    for (;;) {
        auto const byte = [&](std::size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0u; };
        std::size_t space = 0;
        if (byte(0) == 0x20 || (byte(0) >= 0x09 && byte(0) <= 0x0D))
            space = 1;
        else if (byte(0) == 0xC2 && (byte(1) == 0x85 || byte(1) == 0xA0)) // U+0085, U+00A0
            space = 2;
        else if ((byte(0) == 0xE1 && byte(1) == 0x9A && byte(2) == 0x80) ||                  // U+1680
                 (byte(0) == 0xE2 && byte(1) == 0x80 &&
                  (byte(2) <= 0x8A || byte(2) == 0xA8 || byte(2) == 0xA9 || byte(2) == 0xAF)) || // U+2000-U+200A, U+2028, U+2029, U+202F
                 (byte(0) == 0xE2 && byte(1) == 0x81 && byte(2) == 0x9F) ||                  // U+205F
                 (byte(0) == 0xE3 && byte(1) == 0x80 && byte(2) == 0x80))                    // U+3000
            space = byte(2) >= 0x80 ? 3 : 0;
        if (space == 0)
            return text.starts_with("::") || text.starts_with("##[");
        text.remove_prefix(space);
    }
}

/// How a line of text names an input (`-`: standard input, "<stdin>"): its
/// control characters escaped (escape_controls), and with "./" before a
/// name that would make the line a workflow command, which names the same
/// file (a name that starts with "/" never does).
inline std::string display_name(std::string_view file)
{
    if (file == "-")
        return "<stdin>";
    auto name = escape_controls(file);
    if (starts_workflow_command(name))
        name.insert(0, "./");
    return name;
}

/// ":12" for line 12 of an NDJSON input; nothing for a whole file. Appended,
/// not `":" + std::to_string(line)`, which g++ 12 at -O3 misreads as an
/// overflow (-Wstringop-overflow) where it is inlined.
inline std::string line_suffix(std::size_t line)
{
    std::string s;
    if (line != 0)
        s.append(1, ':').append(std::to_string(line));
    return s;
}

/// "Blockscout v8.0–v9.0", or "no Blockscout release".
inline std::string releases_text(release_set releases)
{
    return releases.empty() ? "no Blockscout release" : "Blockscout " + releases.to_string();
}

/// Where a document comes from.
struct report_source {
    std::string_view file{}; ///< the input's name as given; "-" is standard input
    std::size_t line = 0;  ///< its line in an NDJSON input, from 1; 0: the whole input
};

struct report_options {
    report_format format = report_format::text;
    /// Name the Blockscout releases each document fits (text and json).
    bool releases = false;
    /// text: start each issue's line with "FILE:LINE:COLUMN: ", as a
    /// compiler does, so that editors and terminals link to the place.
    bool locations = false;
    std::string suite{};     ///< junit: the name of the test suite
    std::string classname{}; ///< junit: the class name of each test case
};

/// What a report has counted so far.
struct report_counts {
    std::size_t documents = 0;  ///< the unreadable inputs included
    std::size_t valid = 0;      ///< with no error
    std::size_t unreadable = 0; ///< inputs that could not be read
    std::size_t invalid() const noexcept { return documents - valid - unreadable; }
};

/// Where issue `i` of the document `source` names starts in that input;
/// {0, 0} when the issue has no place in text. A line of an NDJSON input is
/// decoded with its line as decode_options::origin, so that its issues'
/// lines and columns, in their fields and their messages alike, are the
/// input's already.
inline text_position input_position(report_source const&, issue const& i) noexcept
{
    return {i.line, i.column};
}

/// A document's verdict as the JSON report writes it: {"valid", "releases"
/// (with `releases`), "issues": [{"path", "code", "severity", "message",
/// "line", "column"}]}, the line and column those of the input where the
/// issue has a place in text, and "N:" before each path of line N of an
/// NDJSON input.
inline boost::json::object verdict_json(verdict const& v, bool releases, report_source const& source = {})
{
    boost::json::object out{{"valid", v.ok()}};
    if (releases) {
        auto& names = out["releases"].emplace_array();
        for (auto const& name : v.releases.names())
            names.emplace_back(name);
    }
    auto& issues = out["issues"].emplace_array();
    auto const prefix = source.line != 0 ? std::to_string(source.line) + ":" : std::string();
    for (auto const& i : v.issues) {
        auto json = to_json(i);
        auto& o = json.as_object();
        o["path"] = prefix + i.path;
        if (auto const p = input_position(source, i); p.line != 0) {
            o["line"] = p.line;
            o["column"] = p.column;
        }
        issues.push_back(std::move(json));
    }
    return out;
}

namespace detail {

inline std::string counted(std::size_t n, std::string_view word)
{
    return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "s");
}

/// `s` as XML character data or an attribute value: escaped as for a
/// terminal (escape_controls), which leaves no character XML 1.0 forbids but
/// the noncharacters U+FFFE and U+FFFF, then with the five markup characters
/// as entities.
inline std::string xml_escaped(std::string_view s)
{
    std::string out;
    auto const safe = escape_controls(s);
    for (std::size_t i = 0; i < safe.size(); ++i) {
        switch (char const c = safe[i]) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default:
            if (c == '\xEF' && safe.compare(i, 2, "\xEF\xBF") == 0 && i + 2 < safe.size() &&
                (safe[i + 2] == '\xBE' || safe[i + 2] == '\xBF')) {
                out += safe[i + 2] == '\xBE' ? "\\uFFFE" : "\\uFFFF";
                i += 2;
            } else {
                out += c;
            }
        }
    }
    return out;
}

/// `s` in a GitHub Actions workflow command: escaped as for a terminal, then
/// with '%', CR and LF percent-encoded and, in a property (`file=`,
/// `title=`), also ':' and ','.
inline std::string workflow_command_escaped(std::string_view s, bool property)
{
    std::string out;
    for (char const c : escape_controls(s)) {
        switch (c) {
        case '%': out += "%25"; break;
        case '\r': out += "%0D"; break;
        case '\n': out += "%0A"; break;
        case ':': out += property ? "%3A" : ":"; break;
        case ',': out += property ? "%2C" : ","; break;
        default: out += c;
        }
    }
    return out;
}

inline std::size_t error_count(std::vector<issue> const& issues)
{
    return static_cast<std::size_t>(std::count_if(issues.begin(), issues.end(),
                                                  [](issue const& i) { return i.severity == severity::error; }));
}

} // namespace detail

/// Writes a report as it is fed: each document's verdict, or an input that
/// could not be read, at once; the count at the end.
class report_writer {
public:
    virtual ~report_writer() = default;

    /// One document and what validating it found.
    void document(report_source const& source, verdict const& v)
    {
        ++counts_.documents;
        counts_.valid += v.ok();
        write_document(source, v);
    }

    /// An input that could not be read; `why` names it and says why.
    void unreadable(report_source const& source, std::string_view why)
    {
        ++counts_.documents;
        ++counts_.unreadable;
        write_unreadable(source, why);
    }

    /// The count, "N documents, N valid, N invalid" (and ", N unreadable"),
    /// and whatever the format writes last.
    void finish() { write_end(); }

    report_counts const& counts() const noexcept { return counts_; }

protected:
    virtual void write_document(report_source const& source, verdict const& v) = 0;
    virtual void write_unreadable(report_source const& source, std::string_view why) = 0;
    virtual void write_end() = 0;

    std::string count_line() const
    {
        return detail::counted(counts_.documents, "document") + ", " + std::to_string(counts_.valid) + " valid, " +
               std::to_string(counts_.invalid()) + " invalid" +
               (counts_.unreadable ? ", " + std::to_string(counts_.unreadable) + " unreadable" : "");
    }

private:
    report_counts counts_;
};

namespace detail {

/// A line per issue, "path: message" (after "N:" for a line of an NDJSON
/// input; with `locations`, after "FILE:LINE:COLUMN: "), then a verdict
/// line per document, "NAME: valid (0 errors, 1
/// warning)", "NAME: unreadable" for an input that could not be read; the
/// count last.
class text_report final : public report_writer {
public:
    text_report(report_options const& options, std::ostream& out)
        : releases_(options.releases), locations_(options.locations), out_(out)
    {
    }

private:
    void write_document(report_source const& source, verdict const& v) override
    {
        std::string const prefix = source.line != 0 ? std::to_string(source.line) + ":" : "";
        for (auto const& i : v.issues)
            out_ << (locations_ ? location(source, i) : std::string()) << prefix << escape_controls(display_path(i))
                 << ": "
                 << (i.severity == severity::warning ? "warning: " : "") << escape_controls(i.message) << '\n';
        auto const errors = error_count(v.issues);
        out_ << name(source) << ": " << (v.ok() ? "valid" : "invalid") << " ("
             << (releases_ ? releases_text(v.releases) + "; " : "") << counted(errors, "error") << ", "
             << counted(v.issues.size() - errors, "warning") << ")\n";
    }

    void write_unreadable(report_source const& source, std::string_view) override
    {
        out_ << name(source) << ": unreadable\n";
    }

    void write_end() override { out_ << count_line() << '\n'; }

    static std::string name(report_source const& source)
    {
        return display_name(source.file) + line_suffix(source.line);
    }

    // "FILE:LINE:COLUMN: " where the issue has a place; "FILE:LINE: " of
    // an NDJSON input's line, or "FILE: ", where it has none.
    static std::string location(report_source const& source, issue const& i)
    {
        auto const p = input_position(source, i);
        auto const line = p.line != 0 ? p.line : source.line;
        return display_name(source.file) + (line != 0 ? ":" + std::to_string(line) : "") +
               (p.column != 0 ? ":" + std::to_string(p.column) : "") + ": ";
    }

    bool releases_;
    bool locations_;
    std::ostream& out_;
};

/// A line per document, as verdict_json makes it; {"valid": false, "error":
/// "why"} for an input that could not be read; the count on `err`.
class json_report final : public report_writer {
public:
    json_report(report_options const& options, std::ostream& out, std::ostream& err)
        : releases_(options.releases), out_(out), err_(err)
    {
    }

private:
    void write_document(report_source const& source, verdict const& v) override
    {
        out_ << boost::json::serialize(verdict_json(v, releases_, source)) << '\n';
    }

    void write_unreadable(report_source const&, std::string_view why) override
    {
        boost::json::object const out{{"valid", false}, {"error", escape_controls(why)}};
        out_ << boost::json::serialize(out) << '\n';
    }

    void write_end() override { err_ << count_line() << '\n'; }

    bool releases_;
    std::ostream& out_;
    std::ostream& err_;
};

/// A temporary file (tmpfile()) that a report fills as it goes and copies
/// out at its end: what must come after something known only at the end.
class spool {
public:
    spool() : file_(std::tmpfile())
    {
        if (file_ == nullptr)
            throw std::runtime_error(std::string("cannot make a temporary file for the report: ") +
                                     std::strerror(errno));
    }
    ~spool() { std::fclose(file_); }
    spool(spool const&) = delete;
    spool& operator=(spool const&) = delete;

    void put(std::string_view s)
    {
        if (std::fwrite(s.data(), 1, s.size(), file_) != s.size())
            throw std::runtime_error(std::string("cannot write the report's temporary file: ") +
                                     std::strerror(errno));
    }

    void copy_to(std::ostream& out)
    {
        std::rewind(file_);
        char buffer[1 << 16];
        std::size_t n;
        while ((n = std::fread(buffer, 1, sizeof buffer, file_)) > 0)
            out.write(buffer, static_cast<std::streamsize>(n));
        if (std::ferror(file_))
            throw std::runtime_error(std::string("cannot read the report's temporary file: ") + std::strerror(errno));
    }

private:
    std::FILE* file_;
};

/// This machine's name, as JUnit's `hostname` wants it: "localhost" where
/// it has none to say.
inline std::string host_name()
{
#if __has_include(<unistd.h>)
    char name[256] = {};
    if (::gethostname(name, sizeof name - 1) == 0 && name[0] != '\0')
        return name;
#endif
    return "localhost";
}

/// Now, in UTC, as JUnit's `timestamp` wants it: "2026-11-25T19:36:58",
/// without a zone (the Ant schema allows none).
inline std::string utc_timestamp()
{
    std::time_t const now = std::time(nullptr);
    std::tm parts{};
#ifdef _WIN32
    gmtime_s(&parts, &now);
#else
    gmtime_r(&now, &parts);
#endif
    char text[32];
    return std::string(text, std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S", &parts));
}

/// Seconds as JUnit's `time` wants them: "0.012", at most three decimals
/// (the Jenkins schema's pattern).
inline std::string junit_seconds(std::chrono::steady_clock::duration d)
{
    auto const ms = std::chrono::duration_cast<std::chrono::milliseconds>(d).count();
    auto const fraction = std::to_string(1000 + ms % 1000);
    return std::to_string(ms / 1000) + "." + fraction.substr(1);
}

/// JUnit XML, as both the Jenkins xunit plugin's junit-10.xsd and the Ant
/// JUnit schema accept it: a test case per document, its `time` the
/// seconds since the previous one was reported (reading and checking it);
/// at most one <failure> in a case, its message the first error, its text
/// every issue of the document ("path [code, severity] message", a line
/// each); an <error> for an input that could not be read. Warnings of a
/// valid document go to the suite's <system-out>, a case holding no output
/// in the Ant schema. The counts open the XML, so the cases and the output
/// wait in temporary files, not in memory; the count line on `err`.
class junit_report final : public report_writer {
public:
    junit_report(report_options const& options, std::ostream& out, std::ostream& err)
        : suite_(xml_escaped(options.suite.empty() ? "explorer-schema" : options.suite)),
          classname_(xml_escaped(options.classname)), out_(out), err_(err)
    {
    }

private:
    void write_document(report_source const& source, verdict const& v) override
    {
        auto const first = std::find_if(v.issues.begin(), v.issues.end(),
                                        [](issue const& i) { return i.severity == severity::error; });
        if (first == v.issues.end()) {
            cases_.put(opening(source) + "/>\n");
            // A line each: named as text names an input, so that none is a
            // workflow command to a runner that shows the report.
            for (auto const& i : v.issues)
                output_.put(xml_escaped(display_name(source.file) + line_suffix(source.line)) + ": " +
                            issue_line(i));
            return;
        }
        std::string text;
        for (auto const& i : v.issues)
            text += issue_line(i);
        cases_.put(opening(source) + ">\n      <failure type=\"" + xml_escaped(to_string(first->code)) +
                   "\" message=\"" + xml_escaped(std::string(display_path(*first)) + ": " + first->message) +
                   "\">" + text + "</failure>\n    </testcase>\n");
    }

    void write_unreadable(report_source const& source, std::string_view why) override
    {
        cases_.put(opening(source) + ">\n      <error type=\"unreadable\" message=\"" + xml_escaped(why) + "\">" +
                   xml_escaped(why) + "</error>\n    </testcase>\n");
    }

    void write_end() override
    {
        auto const& n = counts();
        auto const time = junit_seconds(std::chrono::steady_clock::now() - start_);
        auto const totals = "tests=\"" + std::to_string(n.documents) + "\" failures=\"" +
                            std::to_string(n.invalid()) + "\" errors=\"" + std::to_string(n.unreadable) +
                            "\" time=\"" + time + "\"";
        // The Ant schema allows no attribute on <testsuites>.
        out_ << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n  <testsuite name=\"" << suite_
             << "\" package=\"" << suite_ << "\" id=\"0\" " << totals << " skipped=\"0\" timestamp=\"" << timestamp_ << "\" hostname=\"" << xml_escaped(host_name())
             << "\">\n    <properties/>\n";
        cases_.copy_to(out_);
        out_ << "    <system-out>";
        output_.copy_to(out_);
        out_ << "</system-out>\n    <system-err/>\n  </testsuite>\n</testsuites>\n";
        err_ << count_line() << '\n';
    }

    static std::string case_name(report_source const& source)
    {
        return (source.file == "-" ? std::string("<stdin>") : std::string(source.file)) + line_suffix(source.line);
    }

    // "    <testcase ... time=..." without its end; the time since the last.
    std::string opening(report_source const& source)
    {
        auto const now = std::chrono::steady_clock::now();
        auto const time = junit_seconds(now - last_);
        last_ = now;
        return "    <testcase classname=\"" + classname_ + "\" name=\"" + xml_escaped(case_name(source)) +
               "\" time=\"" + time + "\"";
    }

    static std::string issue_line(issue const& i)
    {
        return xml_escaped(std::string(display_path(i)) + " [" + std::string(to_string(i.code)) + ", " +
                           std::string(to_string(i.severity)) + "] " + i.message) +
               "\n";
    }

    spool cases_;
    spool output_;
    std::string suite_;
    std::string classname_;
    std::string const timestamp_ = utc_timestamp();
    std::chrono::steady_clock::time_point const start_ = std::chrono::steady_clock::now();
    std::chrono::steady_clock::time_point last_ = start_;
    std::ostream& out_;
    std::ostream& err_;
};

/// A GitHub Actions annotation per issue, "::error file=F,line=N,col=C,
/// title=code::path message" (::warning for a warning); "::error file=F,title=
/// unreadable::why" for an input that could not be read; the count last.
class github_report final : public report_writer {
public:
    explicit github_report(std::ostream& out) : out_(out) {}

private:
    void write_document(report_source const& source, verdict const& v) override
    {
        for (auto const& i : v.issues)
            out_ << "::" << to_string(i.severity) << " " << where(source, &i)
                 << "title=" << workflow_command_escaped(to_string(i.code), true) << "::"
                 << workflow_command_escaped(std::string(display_path(i)) + " " + i.message, false) << '\n';
    }

    void write_unreadable(report_source const& source, std::string_view why) override
    {
        out_ << "::error " << where(source) << "title=unreadable::" << workflow_command_escaped(why, false) << '\n';
    }

    void write_end() override { out_ << count_line() << '\n'; }

    // The input, and the line and column where the issue's value starts (of
    // an issue with no place in text, and of an input that could not be
    // read, the line of an NDJSON input, or the first, at column 1);
    // standard input is not a file of the repository.
    static std::string where(report_source const& source, issue const* i = nullptr)
    {
        auto const p = i ? input_position(source, *i) : text_position{};
        return (source.file == "-" ? "" : "file=" + workflow_command_escaped(source.file, true) + ",") + "line=" +
               std::to_string(p.line ? p.line : std::max<std::size_t>(source.line, 1)) +
               ",col=" + std::to_string(p.column ? p.column : 1) + ",";
    }

    std::ostream& out_;
};

/// A Markdown table, a row per document: its name, its verdict (and
/// releases), its errors and warnings, and its first error; the count after
/// it. What GitHub Actions shows as a job's summary (GITHUB_STEP_SUMMARY).
/// Every cell is inert Markdown: its text, never markup.
class markdown_report final : public report_writer {
public:
    markdown_report(report_options const& options, std::ostream& out) : releases_(options.releases), out_(out)
    {
        out_ << "| Document | Verdict |" << (releases_ ? " Releases |" : "") << " Errors | Warnings | First error |\n"
             << "|---|---|" << (releases_ ? "---|" : "") << "---|---|---|\n";
    }

private:
    void write_document(report_source const& source, verdict const& v) override
    {
        auto const errors = error_count(v.issues);
        auto const first = std::find_if(v.issues.begin(), v.issues.end(),
                                        [](issue const& i) { return i.severity == severity::error; });
        row(source, v.ok() ? "valid" : "invalid", releases_text(v.releases), std::to_string(errors),
            std::to_string(v.issues.size() - errors),
            first == v.issues.end() ? "" : std::string(display_path(*first)) + ": " + first->message);
    }

    void write_unreadable(report_source const& source, std::string_view why) override
    {
        row(source, "unreadable", "", "", "", why);
    }

    void write_end() override { out_ << '\n' << count_line() << '\n'; }

    void row(report_source const& source, std::string_view verdict, std::string_view releases,
             std::string_view errors, std::string_view warnings, std::string_view first)
    {
        out_ << "| " << cell(display_name(source.file) + line_suffix(source.line)) << " | " << cell(verdict) << " | ";
        if (releases_)
            out_ << cell(releases) << " | ";
        out_ << cell(errors) << " | " << cell(warnings) << " | " << cell(first) << " |\n";
    }

    static std::string cell(std::string_view text)
    {
        std::string out;
        markdown_writer writer(out);
        writer.escaped(text);
        writer.finish();
        return out;
    }

    bool releases_;
    std::ostream& out_;
};

/// Hands each document to several writers: a report in two formats at once.
class report_tee final : public report_writer {
public:
    explicit report_tee(std::vector<std::unique_ptr<report_writer>> writers) : writers_(std::move(writers)) {}

private:
    void write_document(report_source const& source, verdict const& v) override
    {
        for (auto& w : writers_)
            w->document(source, v);
    }
    void write_unreadable(report_source const& source, std::string_view why) override
    {
        for (auto& w : writers_)
            w->unreadable(source, why);
    }
    void write_end() override
    {
        for (auto& w : writers_)
            w->finish();
    }

    std::vector<std::unique_ptr<report_writer>> writers_;
};

} // namespace detail

/// A writer of `options.format` that writes to `out`; the JSON and JUnit
/// formats keep `out` for the report alone and write the count to `err`.
inline std::unique_ptr<report_writer> make_report_writer(report_options const& options, std::ostream& out,
                                                         std::ostream& err)
{
    switch (options.format) {
    case report_format::json: return std::make_unique<detail::json_report>(options, out, err);
    case report_format::junit: return std::make_unique<detail::junit_report>(options, out, err);
    case report_format::github: return std::make_unique<detail::github_report>(out);
    case report_format::markdown: return std::make_unique<detail::markdown_report>(options, out);
    case report_format::text: break;
    }
    return std::make_unique<detail::text_report>(options, out);
}

/// A writer that hands each document to each of `writers`, in order.
inline std::unique_ptr<report_writer> make_report_tee(std::vector<std::unique_ptr<report_writer>> writers)
{
    return std::make_unique<detail::report_tee>(std::move(writers));
}

} // namespace explorer_schema

#endif
