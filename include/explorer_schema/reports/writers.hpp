#ifndef EXPLORER_SCHEMA_REPORTS_WRITERS_HPP
#define EXPLORER_SCHEMA_REPORTS_WRITERS_HPP

// Validation reports as `explorer-schema validate` writes them: text for
// people, a JSON object per document for programs, JUnit XML for CI test
// reports, GitHub Actions annotations. A writer is handed one document's
// verdict at a time and writes it at once, so memory stays that of one
// verdict however many documents there are. A format is a class here and a
// case of make_report_writer; make_report_tee writes two at once (GitHub
// annotations and the job summary's Markdown table).

#include <explorer_schema/detail/markdown.hpp>
#include <explorer_schema/operations/encode.hpp>
#include <explorer_schema/model/issue.hpp>
#include <explorer_schema/model/releases.hpp>
#include <explorer_schema/model/result.hpp>

#include <boost/describe/enum.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstring>
#include <limits>
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

/// The chain types among `chains` that a body fitting them and the
/// releases `releases` names: those of them the releases built, none when
/// that is every one they built (nothing in the body tells them apart).
inline chain_set told_chains(release_set releases, chain_set chains)
{
    auto const built = chains_in(releases);
    return (chains & built) == built ? chain_set{} : chains & built;
}

/// "Blockscout v8.0–v9.0", "Blockscout v9.3–v11.2 built for optimism,
/// optimism-celo or mud" (see told_chains), or "no Blockscout release".
inline std::string releases_text(release_set releases, chain_set chains = chain_set::all())
{
    if (releases.empty())
        return "no Blockscout release";
    auto const told = told_chains(releases, chains);
    return "Blockscout " + releases.to_string() + (told.empty() ? "" : " built for " + told.to_string());
}

/// Where a document comes from.
struct report_source {
    std::string_view file{}; ///< the input's name as given; "-" is standard input
    std::size_t line = 0;    ///< its line in an NDJSON input, from 1; 0: the whole input
};

struct report_options {
    report_format format = report_format::text;
    /// Name the Blockscout releases each document fits (text and json).
    bool releases = false;
    /// json: start each line with "document", the document's name (the
    /// line alone says which it is: `explorer-schema probe` names its
    /// requests so).
    bool names = false;
    /// text: start each issue's line with "FILE:LINE:COLUMN: ", as a
    /// compiler does, so that editors and terminals link to the place.
    bool locations = false;
    std::string suite{};     ///< junit: the name of the test suite
    std::string classname{}; ///< junit: the class name of each test case
    /// Most bytes the report writes to `out`, its end included (the count
    /// line the JSON and JUnit formats write to `err` aside). A document's
    /// report is written whole or not at all: from the first that would
    /// pass the bound, documents are counted, not written, and the report
    /// ends with a notice of how many documents and issues it left out
    /// (report_writer::cut_notice); its counts are still those of every
    /// document. Room for what ends the report is kept from the start, so
    /// the whole stays within the bound unless the bound is smaller than
    /// that end (under 1 KiB). The default, 16 MiB, holds a document's
    /// whole report at the default issue bounds (1000 issues, 1 MiB of
    /// paths and messages) many times over, and is a log a CI runner
    /// keeps and a browser opens; without a bound, 488 KB of NDJSON (4000
    /// lines of 40 `{}`) made 396 MB of JUnit XML.
    std::size_t max_output_size = std::size_t{16} << 20;
    /// What the notice of a cut report names the bound by.
    std::string bound_name = "--max-output-size";
};

/// What a report has counted so far.
struct report_counts {
    std::size_t documents = 0;  ///< the unreadable inputs included
    std::size_t valid = 0;      ///< with no error
    std::size_t unreadable = 0; ///< inputs that could not be read
    /// Documents counted but not written: the output had reached its bound
    /// (report_options::max_output_size).
    std::size_t unwritten = 0;
    /// The issues found in them: those a verdict keeps, and those its
    /// too_many_issues issue counts.
    std::size_t unwritten_issues = 0;
    std::size_t invalid() const noexcept { return documents - valid - unreadable; }
};

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
        if (auto const told = told_chains(v.releases, v.chains); !told.empty()) {
            auto& chains = out["chain_types"].emplace_array();
            for (auto const& c : blockscout_chain_types)
                if (told.contains(c.type))
                    chains.emplace_back(boost::json::string_view(c.name.data(), c.name.size()));
        }
    }
    auto& issues = out["issues"].emplace_array();
    auto const prefix = source.line != 0 ? std::to_string(source.line) + ":" : std::string();
    for (auto const& i : v.issues) {
        auto json = to_json(i);
        auto& o = json.as_object();
        o["path"] = prefix + i.path;
        if (i.line != 0) {
            o["line"] = i.line;
            o["column"] = i.column;
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

/// The issues a verdict's list stands for: each one it keeps, and for a
/// too_many_issues issue the number it counts ("N more issues ...").
inline std::size_t issues_found(std::vector<issue> const& issues)
{
    std::size_t n = 0;
    for (auto const& i : issues) {
        std::size_t more = 0;
        auto const* text = i.message.data();
        if (i.code == issue_code::too_many_issues &&
            std::from_chars(text, text + i.message.size(), more).ec == std::errc{})
            n += more;
        else
            ++n;
    }
    return n;
}

} // namespace detail

/// Writes a report as it is fed: each document's verdict, or an input that
/// could not be read, at once, within the bound of its output
/// (report_options::max_output_size); the count at the end.
class report_writer {
public:
    virtual ~report_writer() = default;

    /// One document and what validating it found.
    void document(report_source const& source, verdict const& v)
    {
        ++counts_.documents;
        counts_.valid += v.ok();
        if (!cut_ && write_document(source, v))
            return;
        cut_ = true;
        ++counts_.unwritten;
        counts_.unwritten_issues += detail::issues_found(v.issues);
    }

    /// An input that could not be read; `why` names it and says why.
    void unreadable(report_source const& source, std::string_view why)
    {
        ++counts_.documents;
        ++counts_.unreadable;
        if (!cut_ && write_unreadable(source, why))
            return;
        cut_ = true;
        ++counts_.unwritten;
    }

    /// The count, "N documents, N valid, N invalid" (and ", N unreadable"),
    /// after the notice of what was left out, if anything was, and whatever
    /// the format writes last.
    void finish() { write_end(); }

    report_counts const& counts() const noexcept { return counts_; }

    /// Whether the output has reached its bound: a document given now is
    /// counted, not written, so its verdict need only say whether it is
    /// valid and how many issues it has (decode_options::max_issues 0 makes
    /// no message, path or position, and counts them all).
    virtual bool cut() const noexcept { return cut_; }

    /// "output cut at N bytes (--max-output-size): D documents and I
    /// issues not written" (the bound named as report_options::bound_name
    /// says); empty while every document is written.
    std::string cut_notice() const
    {
        return counts_.unwritten == 0 ? std::string()
                                       : cut_notice(limit_, bound_name_, counts_.unwritten, counts_.unwritten_issues);
    }

protected:
    /// Writes the report of one document, or of an input that could not be
    /// read, whole, and says so; writes nothing, and says false, when there
    /// is no room for it (room).
    virtual bool write_document(report_source const& source, verdict const& v) = 0;
    virtual bool write_unreadable(report_source const& source, std::string_view why) = 0;
    virtual void write_end() = 0;

    /// Bounds the output as `options` says, of which `kept` bytes are kept
    /// for what the writer writes besides the documents' reports (its
    /// header and its end: the most they can take, measured with the
    /// longest count line and notice).
    void bound(report_options const& options, std::size_t kept)
    {
        limit_ = options.max_output_size;
        bound_name_ = options.bound_name;
        room_ = limit_ > kept ? limit_ - kept : 0;
    }

    /// Takes `n` bytes of the room left for documents' reports; false,
    /// taking none, when they do not fit.
    bool room(std::size_t n) noexcept
    {
        if (n > room_)
            return false;
        room_ -= n;
        return true;
    }

    /// Writes `text` to `out` when it fits the room left (room); false,
    /// writing nothing, when it does not.
    bool put(std::ostream& out, std::string const& text)
    {
        if (!room(text.size()))
            return false;
        out << text;
        return true;
    }

    std::string count_line() const
    {
        return count_line(counts_.documents, counts_.valid, counts_.invalid(), counts_.unreadable);
    }

    static std::string count_line(std::size_t documents, std::size_t valid, std::size_t invalid,
                                  std::size_t unreadable)
    {
        return detail::counted(documents, "document") + ", " + std::to_string(valid) + " valid, " +
               std::to_string(invalid) + " invalid" +
               (unreadable ? ", " + std::to_string(unreadable) + " unreadable" : "");
    }

    /// The longest count line and notice this writer can write: what its
    /// end is measured with.
    static std::string longest_count_line() { return count_line(longest, longest, longest, longest); }
    static std::string longest_cut_notice(report_options const& options)
    {
        return cut_notice(options.max_output_size, options.bound_name, longest, longest);
    }
    static constexpr std::size_t longest = std::numeric_limits<std::size_t>::max();

private:
    static std::string cut_notice(std::size_t limit, std::string_view bound_name, std::size_t documents,
                                  std::size_t issues)
    {
        return "output cut at " + std::to_string(limit) + " bytes (" + std::string(bound_name) +
               "): " + detail::counted(documents, "document") + " and " + detail::counted(issues, "issue") +
               " not written";
    }

    report_counts counts_;
    bool cut_ = false;
    std::size_t limit_ = longest;
    std::string bound_name_;
    std::size_t room_ = longest;
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
        bound(options, ending(longest_cut_notice(options), longest_count_line()).size());
    }

private:
    bool write_document(report_source const& source, verdict const& v) override
    {
        std::string const prefix = source.line != 0 ? std::to_string(source.line) + ":" : "";
        std::string text;
        for (auto const& i : v.issues)
            text.append(locations_ ? location(source, i) : std::string())
                .append(prefix)
                .append(escape_controls(display_path(i)))
                .append(": ")
                .append(i.severity == severity::warning ? "warning: " : "")
                .append(escape_controls(i.message))
                .append("\n");
        auto const errors = error_count(v.issues);
        text.append(name(source))
            .append(": ")
            .append(v.ok() ? "valid" : "invalid")
            .append(" (")
            .append(releases_ ? releases_text(v.releases, v.chains) + "; " : "")
            .append(counted(errors, "error"))
            .append(", ")
            .append(counted(v.issues.size() - errors, "warning"))
            .append(")\n");
        return put(out_, text);
    }

    bool write_unreadable(report_source const& source, std::string_view) override
    {
        return put(out_, name(source) + ": unreadable\n");
    }

    void write_end() override { out_ << ending(cut_notice(), count_line()); }

    // The notice of what was left out, if anything was, then the count.
    static std::string ending(std::string const& notice, std::string const& count)
    {
        return (notice.empty() ? "" : notice + "\n") + count + "\n";
    }

    static std::string name(report_source const& source)
    {
        return display_name(source.file) + line_suffix(source.line);
    }

    // "FILE:LINE:COLUMN: " where the issue has a place; "FILE:LINE: " of
    // an NDJSON input's line, or "FILE: ", where it has none.
    static std::string location(report_source const& source, issue const& i)
    {
        auto const line = i.line != 0 ? i.line : source.line;
        return display_name(source.file) + (line != 0 ? ":" + std::to_string(line) : "") +
               (i.column != 0 ? ":" + std::to_string(i.column) : "") + ": ";
    }

    bool releases_;
    bool locations_;
    std::ostream& out_;
};

/// A line per document, as verdict_json makes it; {"valid": false, "error":
/// "why"} for an input that could not be read; when documents were left
/// out, a last line {"cut": true, "documents_not_written": D,
/// "issues_not_written": I, "message": "output cut at ..."}, whose "valid"
/// is absent, so that a filter of the documents that are not valid shows
/// it. The notice and the count on `err`.
class json_report final : public report_writer {
public:
    json_report(report_options const& options, std::ostream& out, std::ostream& err)
        : releases_(options.releases), names_(options.names), out_(out), err_(err)
    {
        bound(options, cut_line(longest, longest, longest_cut_notice(options)).size());
    }

private:
    bool write_document(report_source const& source, verdict const& v) override
    {
        return put(out_, line(source, verdict_json(v, releases_, source)));
    }

    bool write_unreadable(report_source const& source, std::string_view why) override
    {
        return put(out_, line(source, {{"valid", false}, {"error", escape_controls(why)}}));
    }

    std::string line(report_source const& source, boost::json::object fields) const
    {
        if (!names_)
            return boost::json::serialize(fields) + "\n";
        boost::json::object named{{"document", escape_controls(source.file)}};
        for (auto& field : fields)
            named.emplace(field.key(), std::move(field.value()));
        return boost::json::serialize(named) + "\n";
    }

    void write_end() override
    {
        if (auto const notice = cut_notice(); !notice.empty()) {
            out_ << cut_line(counts().unwritten, counts().unwritten_issues, notice);
            err_ << notice << '\n';
        }
        err_ << count_line() << '\n';
    }

    static std::string cut_line(std::size_t documents, std::size_t issues, std::string const& notice)
    {
        boost::json::object const out{
            {"cut", true}, {"documents_not_written", documents}, {"issues_not_written", issues}, {"message", notice}};
        return boost::json::serialize(out) + "\n";
    }


    bool releases_;
    bool names_;
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
/// wait in temporary files, not in memory, each within the bound of the
/// output. The counts are those of every document, written or not; the
/// notice of what was left out, if anything was, is the suite's
/// <system-err>. The notice and the count line on `err`.
class junit_report final : public report_writer {
public:
    junit_report(report_options const& options, std::ostream& out, std::ostream& err)
        : suite_(xml_escaped(options.suite.empty() ? "explorer-schema" : options.suite)),
          classname_(xml_escaped(options.classname)), out_(out), err_(err)
    {
        auto const most = std::to_string(longest);
        bound(options,
              head(most, most, most, junit_seconds(std::chrono::steady_clock::duration::max())).size() +
                  system_out.size() + tail(longest_cut_notice(options)).size());
    }

private:
    bool write_document(report_source const& source, verdict const& v) override
    {
        auto const first = std::find_if(v.issues.begin(), v.issues.end(),
                                        [](issue const& i) { return i.severity == severity::error; });
        if (first == v.issues.end()) {
            auto const test_case = opening(source) + "/>\n";
            // A line each: named as text names an input, so that none is a
            // workflow command to a runner that shows the report.
            std::string output;
            for (auto const& i : v.issues)
                output += xml_escaped(display_name(source.file) + line_suffix(source.line)) + ": " + issue_line(i);
            if (!room(test_case.size() + output.size()))
                return false;
            cases_.put(test_case);
            output_.put(output);
            return true;
        }
        std::string text;
        for (auto const& i : v.issues)
            text += issue_line(i);
        return put_case(opening(source) + ">\n      <failure type=\"" + xml_escaped(to_string(first->code)) +
                   "\" message=\"" + xml_escaped(std::string(display_path(*first)) + ": " + first->message) +
                   "\">" + text + "</failure>\n    </testcase>\n");
    }

    bool write_unreadable(report_source const& source, std::string_view why) override
    {
        return put_case(opening(source) + ">\n      <error type=\"unreadable\" message=\"" + xml_escaped(why) + "\">" +
                   xml_escaped(why) + "</error>\n    </testcase>\n");
    }

    void write_end() override
    {
        auto const& n = counts();
        out_ << head(std::to_string(n.documents), std::to_string(n.invalid()), std::to_string(n.unreadable),
                     junit_seconds(std::chrono::steady_clock::now() - start_));
        cases_.copy_to(out_);
        out_ << system_out;
        output_.copy_to(out_);
        auto const notice = cut_notice();
        out_ << tail(notice);
        if (!notice.empty())
            err_ << notice << '\n';
        err_ << count_line() << '\n';
    }

    // What comes before the test cases, with the counts.
    std::string head(std::string const& tests, std::string const& failures, std::string const& errors,
                     std::string const& time) const
    {
        // The Ant schema allows no attribute on <testsuites>.
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n  <testsuite name=\"" + suite_ +
               "\" package=\"" + suite_ + "\" id=\"0\" tests=\"" + tests + "\" failures=\"" + failures +
               "\" errors=\"" + errors + "\" time=\"" + time + "\" skipped=\"0\" timestamp=\"" + timestamp_ +
               "\" hostname=\"" + hostname_ + "\">\n    <properties/>\n";
    }

    static constexpr std::string_view system_out = "    <system-out>";

    // What comes after the suite's output.
    static std::string tail(std::string const& notice)
    {
        auto const err = notice.empty() ? std::string("<system-err/>")
                                        : "<system-err>" + xml_escaped(notice) + "</system-err>";
        return "</system-out>\n    " + err + "\n  </testsuite>\n</testsuites>\n";
    }

    bool put_case(std::string const& test_case)
    {
        if (!room(test_case.size()))
            return false;
        cases_.put(test_case);
        return true;
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
    std::string const hostname_ = xml_escaped(host_name());
    std::chrono::steady_clock::time_point const start_ = std::chrono::steady_clock::now();
    std::chrono::steady_clock::time_point last_ = start_;
    std::ostream& out_;
    std::ostream& err_;
};

/// A GitHub Actions annotation per issue, "::error file=F,line=N,col=C,
/// title=code::path message" (::warning for a warning); "::error file=F,title=
/// unreadable::why" for an input that could not be read; when documents
/// were left out, "::warning title=output_too_large::output cut at ..."; the
/// count last.
class github_report final : public report_writer {
public:
    github_report(report_options const& options, std::ostream& out) : out_(out)
    {
        bound(options, ending(longest_cut_notice(options), longest_count_line()).size());
    }

private:
    bool write_document(report_source const& source, verdict const& v) override
    {
        std::string text;
        for (auto const& i : v.issues)
            text.append("::")
                .append(to_string(i.severity))
                .append(" ")
                .append(where(source, &i))
                .append("title=")
                .append(workflow_command_escaped(to_string(i.code), true))
                .append("::")
                .append(workflow_command_escaped(std::string(display_path(i)) + " " + i.message, false))
                .append("\n");
        return put(out_, text);
    }

    bool write_unreadable(report_source const& source, std::string_view why) override
    {
        return put(out_, "::error " + where(source) + "title=unreadable::" + workflow_command_escaped(why, false) + "\n");
    }

    void write_end() override { out_ << ending(cut_notice(), count_line()); }

    static std::string ending(std::string const& notice, std::string const& count)
    {
        auto const warning =
            notice.empty() ? "" : "::warning title=output_too_large::" + workflow_command_escaped(notice, false) + "\n";
        return warning + count + "\n";
    }


    // The input, and the line and column where the issue's value starts (of
    // an issue with no place in text, and of an input that could not be
    // read, the line of an NDJSON input, or the first, at column 1);
    // standard input is not a file of the repository.
    static std::string where(report_source const& source, issue const* i = nullptr)
    {
        auto const p = i ? text_position{i->line, i->column} : text_position{};
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
        auto const header = std::string("| Document | Verdict |") + (releases_ ? " Releases |" : "") +
                            " Errors | Warnings | First error |\n" + "|---|---|" + (releases_ ? "---|" : "") +
                            "---|---|---|\n";
        bound(options,
              header.size() + ending(longest_cut_notice(options), longest_count_line()).size());
        out_ << header;
    }

private:
    bool write_document(report_source const& source, verdict const& v) override
    {
        auto const errors = error_count(v.issues);
        auto const first = std::find_if(v.issues.begin(), v.issues.end(),
                                        [](issue const& i) { return i.severity == severity::error; });
        return row(source, v.ok() ? "valid" : "invalid", releases_text(v.releases, v.chains), std::to_string(errors),
                   std::to_string(v.issues.size() - errors),
                   first == v.issues.end() ? "" : std::string(display_path(*first)) + ": " + first->message);
    }

    bool write_unreadable(report_source const& source, std::string_view why) override
    {
        return row(source, "unreadable", "", "", "", why);
    }

    void write_end() override { out_ << ending(cut_notice(), count_line()); }

    // The notice of what was left out, if anything was, as a paragraph of
    // its own after the table, then the count.
    static std::string ending(std::string const& notice, std::string const& count)
    {
        return "\n" + (notice.empty() ? "" : cell(notice) + "\n\n") + count + "\n";
    }

    bool row(report_source const& source, std::string_view verdict, std::string_view releases,
             std::string_view errors, std::string_view warnings, std::string_view first)
    {
        auto text = "| " + cell(display_name(source.file) + line_suffix(source.line)) + " | " + cell(verdict) + " | ";
        if (releases_)
            text += cell(releases) + " | ";
        text += cell(errors) + " | " + cell(warnings) + " | " + cell(first) + " |\n";
        return put(out_, text);
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

    /// Cut when every writer is: until then a document is still written
    /// by one of them.
    bool cut() const noexcept override
    {
        return std::all_of(writers_.begin(), writers_.end(), [](auto const& w) { return w->cut(); });
    }

private:
    // Each writer bounds its own output; the tee writes none.
    bool write_document(report_source const& source, verdict const& v) override
    {
        for (auto& w : writers_)
            w->document(source, v);
        return true;
    }
    bool write_unreadable(report_source const& source, std::string_view why) override
    {
        for (auto& w : writers_)
            w->unreadable(source, why);
        return true;
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
    case report_format::github: return std::make_unique<detail::github_report>(options, out);
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
