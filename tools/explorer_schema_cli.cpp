// explorer-schema: checks explorer API responses against the contract and
// renders transaction summaries.

#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/fuzzing.hpp>
#include <explorer_schema/json_schema.hpp>
#include <explorer_schema/openapi.hpp>
#include <explorer_schema/reference.hpp>
#include <explorer_schema/release_table.hpp>

#include <CLI/CLI.hpp>

#include <boost/describe/enum_from_string.hpp>
#include <boost/json/serialize.hpp>

#include <boost/mp11/algorithm.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <optional>
#include <iostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace es = explorer_schema;

namespace {

struct usage_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// Opens `path` for reading ("-" is standard input); throws
/// std::runtime_error naming the file on failure.
std::FILE* open_input(std::string const& path)
{
    std::FILE* file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
    if (file == nullptr)
        throw std::runtime_error("cannot open " + path + ": " + std::strerror(errno));
    return file;
}

void close_input(std::FILE* file, std::string const& path)
{
    bool const failed = std::ferror(file) != 0;
    int const error = errno;
    if (file != stdin)
        std::fclose(file);
    if (failed)
        throw std::runtime_error("cannot read " + path + ": " + std::strerror(error));
}

/// The text of an input, or the issue that it is longer than `limit`
/// bytes, known before reading more than `limit` + 1 bytes of it. A regular
/// file's size is looked at first, and the file is mapped into memory rather
/// than copied (the fastest way to read a large document); anything else
/// (standard input, a pipe, a device) is read until its end or past the
/// limit.
class input_text {
public:
    input_text(std::string const& path, std::size_t limit)
    {
        if (path != "-") {
            int const fd = ::open(path.c_str(), O_RDONLY);
            struct stat info {};
            if (fd >= 0 && ::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0) {
                auto const size = static_cast<std::size_t>(info.st_size);
                if (size > limit) {
                    too_large_ = es::document_too_large(size, limit);
                } else {
                    void* p = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
                    if (p != MAP_FAILED)
                        mapped_ = static_cast<char const*>(p), size_ = size;
                }
            }
            if (fd >= 0)
                ::close(fd);
            if (mapped_ != nullptr || too_large_)
                return;
        }
        std::FILE* file = open_input(path);
        char buffer[1 << 16];
        std::size_t n;
        while (read_.size() <= limit && (n = std::fread(buffer, 1, sizeof buffer, file)) > 0)
            read_.append(buffer, n);
        close_input(file, path);
        if (read_.size() > limit) {
            too_large_ = es::document_too_large(std::nullopt, limit);
            read_ = std::string();
        }
    }
    ~input_text()
    {
        if (mapped_ != nullptr)
            ::munmap(const_cast<char*>(mapped_), size_);
    }
    input_text(input_text const&) = delete;
    input_text& operator=(input_text const&) = delete;

    std::string_view view() const noexcept
    {
        return mapped_ != nullptr ? std::string_view(mapped_, size_) : std::string_view(read_);
    }
    /// Set when the input is beyond the limit: then view() is empty.
    std::optional<es::issue> const& too_large() const noexcept { return too_large_; }

private:
    char const* mapped_ = nullptr;
    std::size_t size_ = 0;
    std::string read_;
    std::optional<es::issue> too_large_;
};

/// An input's name for a line of text output.
std::string input_name(std::string const& input)
{
    return input == "-" ? "<stdin>" : es::escape_controls(input);
}

void print_issues(std::ostream& os, std::vector<es::issue> const& issues)
{
    for (auto const& i : issues)
        os << i << '\n';
}

enum class validate_format { text, json, junit, github };
BOOST_DESCRIBE_ENUM(validate_format, text, json, junit, github)

/// `s` as XML character data or an attribute value: escaped as for a
/// terminal (escape_controls), which leaves no character XML 1.0 forbids but
/// the noncharacters U+FFFE and U+FFFF, then with the five markup characters
/// as entities.
std::string xml_escaped(std::string_view s)
{
    std::string out;
    auto const safe = es::escape_controls(s);
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
std::string github_escaped(std::string_view s, bool property)
{
    std::string out;
    for (char const c : es::escape_controls(s)) {
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

std::string counted(std::size_t n, std::string_view word)
{
    return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "s");
}

/// "Blockscout v8.0–v9.0", or "no Blockscout release".
std::string releases_text(es::release_set releases)
{
    return releases.empty() ? "no Blockscout release" : "Blockscout " + releases.to_string();
}

/// Calls `f(line_number, line)` for each line of `path` that is not blank,
/// holding one line at a time, and `f(line_number, nullopt)` for a line
/// longer than `limit` bytes, which is skipped rather than held.
template <class F>
void for_each_line(std::string const& path, std::size_t limit, F&& f)
{
    std::FILE* file = open_input(path);
    std::string line;
    bool too_long = false;
    std::size_t number = 1;
    auto end_line = [&] {
        if (too_long)
            f(number, std::optional<std::string_view>());
        else if (line.find_first_not_of(" \t\r") != std::string::npos)
            f(number, std::optional<std::string_view>(line));
        line.clear();
        too_long = false;
        ++number;
    };
    char buffer[1 << 16];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
        std::string_view rest(buffer, n);
        for (auto newline = rest.find('\n');; newline = rest.find('\n')) {
            auto const part = rest.substr(0, newline);
            too_long = too_long || line.size() + part.size() > limit;
            if (!too_long)
                line.append(part);
            else
                line = std::string();
            if (newline == std::string_view::npos)
                break;
            end_line();
            rest.remove_prefix(newline + 1);
        }
    }
    if (!line.empty() || too_long)
        end_line();
    close_input(file, path);
}

/// What the command line says, for each command.
struct settings {
    std::string endpoint;
    std::string contract{es::contracts::spec::name};
    std::vector<std::string> inputs; ///< none: standard input
    es::decode_options decode;
    validate_format format = validate_format::text;
    bool ndjson = false;
    es::schema_options schema;
    es::render_options render;
    bool all = false;
    std::size_t count = 10;     ///< generate, mutate: documents written
    std::uint64_t seed = 0;     ///< generate, mutate: the same output for the same seed
    std::string out;            ///< mutate: the folder written to
};

int validate(settings const& s)
{
    auto const& [endpoint, contract, inputs, options, format, ndjson] =
        std::tie(s.endpoint, s.contract, s.inputs, s.decode, s.format, s.ndjson);
    bool const versioned = contract == es::contracts::blockscout::name;
    if ((options.release || options.chain) && !versioned)
        throw usage_error(std::string(options.release ? "--blockscout-release" : "--chain-type") +
                          " needs --contract blockscout");

    std::size_t documents = 0, valid_documents = 0;
    std::string junit_cases; // the test cases of --format junit, written at the end
    // Checks one document, unless it is too large, and prints what it found;
    // `line` is 0 unless the document is one line of an NDJSON input.
    auto check = [&](auto response, std::string_view text, std::optional<es::issue> const& too_large,
                     std::string const& input, std::size_t line) {
        auto [issues, releases] = too_large ? es::verdict{{*too_large}, {}}
                                            : es::identify<typename decltype(response)::type>(text, options);
        std::string const prefix = line != 0 ? std::to_string(line) + ":" : "";
        bool const valid = !es::has_errors(issues);
        ++documents;
        valid_documents += valid;
        auto const errors = static_cast<std::size_t>(std::count_if(
            issues.begin(), issues.end(),
            [](es::issue const& i) { return i.severity == es::severity::error; }));
        switch (format) {
        case validate_format::json: {
            boost::json::object out{{"valid", valid}};
            if (versioned) {
                auto& names = out["releases"].emplace_array();
                for (auto const& name : releases.names())
                    names.emplace_back(name);
            }
            if (line != 0)
                for (auto& i : issues)
                    i.path.insert(0, prefix);
            out["issues"] = es::to_json(issues);
            std::cout << boost::json::serialize(out) << '\n';
            return;
        }
        case validate_format::junit: {
            // One test case per document, a failure per error; warnings
            // are its standard output.
            junit_cases += "    <testcase classname=\"" + xml_escaped(contract + "." + endpoint) + "\" name=\"" +
                           xml_escaped(input_name(input) + (line ? ":" + std::to_string(line) : "")) + "\">\n";
            std::string warnings;
            for (auto const& i : issues) {
                auto const text = (i.path.empty() ? std::string("(document)") : i.path) + ": " + i.message;
                if (i.severity == es::severity::error)
                    junit_cases += "      <failure type=\"" + xml_escaped(to_string(i.code)) + "\" message=\"" +
                                   xml_escaped(text) + "\">" + xml_escaped(text) + "</failure>\n";
                else
                    warnings += xml_escaped(to_string(i.code)) + " " + xml_escaped(text) + "\n";
            }
            if (!warnings.empty())
                junit_cases += "      <system-out>" + warnings + "</system-out>\n";
            junit_cases += "    </testcase>\n";
            return;
        }
        case validate_format::github: {
            // One annotation per issue, on the input (and the line of an
            // NDJSON input); standard input is not a file of the repository.
            std::string const where = (input == "-" ? "" : "file=" + github_escaped(input, true) + ",") +
                                      (line ? "line=" + std::to_string(line) + "," : "");
            for (auto const& i : issues)
                std::cout << "::" << to_string(i.severity) << " " << where
                          << "title=" << github_escaped(to_string(i.code), true) << "::"
                          << github_escaped((i.path.empty() ? std::string("(document)") : i.path) + " " + i.message,
                                            false)
                          << '\n';
            return;
        }
        case validate_format::text:
            break;
        }
        for (auto const& i : issues)
            std::cout << prefix << i << '\n';
        std::cout << input_name(input) << (line ? ":" + std::to_string(line) : "")
                  << ": " << (valid ? "valid" : "invalid") << " ("
                  << (versioned ? releases_text(releases) + "; " : "") << counted(errors, "error")
                  << ", " << counted(issues.size() - errors, "warning") << ")\n";
    };
    es::contracts::visit_by_name(contract, [&](auto c) {
        es::endpoints::visit_by_name(endpoint, [&](auto e) {
            std::type_identity<es::response_t<decltype(e), decltype(c)>> const response;
            for (auto const& input : inputs) {
                auto const limit = options.max_document_size;
                if (ndjson) {
                    for_each_line(input, limit, [&](std::size_t n, std::optional<std::string_view> line) {
                        check(response, line.value_or(""),
                              line ? std::nullopt : std::optional(es::document_too_large(std::nullopt, limit)),
                              input, n);
                    });
                } else {
                    input_text const text(input, limit);
                    check(response, text.view(), text.too_large(), input, 0);
                }
            }
        });
    });
    if (format == validate_format::junit) {
        auto const suite = xml_escaped("explorer-schema validate " + contract + " " + endpoint);
        auto const counts = "tests=\"" + std::to_string(documents) + "\" failures=\"" +
                            std::to_string(documents - valid_documents) + "\" errors=\"0\"";
        std::cout << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"" << suite << "\" " << counts
                  << ">\n  <testsuite name=\"" << suite << "\" " << counts << " skipped=\"0\">\n"
                  << junit_cases << "  </testsuite>\n</testsuites>\n";
    }
    bool const machine_readable = format == validate_format::json || format == validate_format::junit;
    (machine_readable ? std::cerr : std::cout)
        << counted(documents, "document") << ", " << valid_documents << " valid, "
        << documents - valid_documents << " invalid\n";
    return valid_documents == documents ? 0 : 1;
}

int identify(settings const& s)
{
    auto const& [endpoint, options, inputs] = std::tie(s.endpoint, s.decode, s.inputs);
    using contract = es::contracts::blockscout;
    bool all_matched = true;
    for (auto const& input : inputs) {
        input_text const text(input, options.max_document_size);
        // The endpoint named, or the one whose contract the document breaks least.
        std::optional<es::verdict> best;
        auto consider = [&](auto e) {
            using E = decltype(e);
            if (!endpoint.empty() && E::name != endpoint)
                return;
            auto v = text.too_large() ? es::verdict{{*text.too_large()}, {}}
                                      : es::identify<es::response_t<E, contract>>(text.view(), options);
            auto errors = [](es::verdict const& x) {
                return std::count_if(x.issues.begin(), x.issues.end(),
                                     [](es::issue const& i) { return i.severity == es::severity::error; });
            };
            if (!best || errors(v) < errors(*best))
                best = std::move(v);
        };
        boost::mp11::mp_for_each<es::endpoints::all>(consider);
        bool const matched = best->ok() && !best->releases.empty();
        all_matched &= matched;
        if (!matched)
            print_issues(std::cerr, best->issues);
        std::cout << input_name(input) << ": " << releases_text(matched ? best->releases : es::release_set{})
                  << '\n';
    }
    return all_matched ? 0 : 1;
}

/// `json` indented by two spaces, for people to read.
void print_pretty(std::ostream& os, boost::json::value const& json, int indent = 0)
{
    auto newline = [&](int level) { os << '\n' << std::string(static_cast<std::size_t>(level) * 2, ' '); };
    if (auto const* o = json.if_object(); o && !o->empty()) {
        os << '{';
        bool first = true;
        for (auto const& kv : *o) {
            os << (first ? "" : ",");
            first = false;
            newline(indent + 1);
            os << boost::json::serialize(kv.key()) << ": ";
            print_pretty(os, kv.value(), indent + 1);
        }
        newline(indent);
        os << '}';
    } else if (auto const* a = json.if_array(); a && !a->empty()) {
        os << '[';
        for (std::size_t i = 0; i < a->size(); ++i) {
            os << (i ? "," : "");
            newline(indent + 1);
            print_pretty(os, (*a)[i], indent + 1);
        }
        newline(indent);
        os << ']';
    } else {
        os << boost::json::serialize(json);
    }
    if (indent == 0)
        os << '\n';
}

int schema(settings const& s)
{
    auto const& [endpoint, contract, options] = std::tie(s.endpoint, s.contract, s.schema);
    es::contracts::visit_by_name(contract, [&](auto c) {
        es::endpoints::visit_by_name(endpoint, [&](auto e) {
            using E = decltype(e);
            print_pretty(std::cout, es::json_schema<es::response_t<E, decltype(c)>>(options, E::name));
        });
    });
    return 0;
}

int openapi(settings const& s)
{
    auto const& [contract, policy] = std::tie(s.contract, s.schema.unknown_keys);
    es::contracts::visit_by_name(contract, [&](auto c) {
        print_pretty(std::cout, es::openapi_document<decltype(c)>(policy));
    });
    return 0;
}

int diff_contracts(settings const& s)
{
    auto const& endpoint = s.endpoint;
    using spec = es::contracts::spec;
    using blockscout = es::contracts::blockscout;
    std::vector<es::field_difference> differences;
    es::endpoints::visit_by_name(endpoint, [&](auto e) {
        differences = es::compare_fields<es::response_t<decltype(e), spec>,
                                         es::response_t<decltype(e), blockscout>>();
    });
    std::cout << endpoint << ": " << counted(differences.size(), "field") << " where "
              << blockscout::title << " (" << blockscout::name << ") differs from "
              << spec::title << " (" << spec::name << ")\n";
    std::string const absent(es::field_difference::absent);
    for (auto const& d : differences)
        std::cout << '\n'
                  << (d.path.empty() ? "(document)" : d.path) << "\n  " << spec::name << ":       "
                  << d.left.value_or(absent) << "\n  " << blockscout::name << ": "
                  << d.right.value_or(absent) << '\n';
    return differences.empty() ? 0 : 1;
}

int reference(settings const&)
{
    std::cout << es::field_reference();
    return 0;
}

int releases(settings const&)
{
    std::cout << es::blockscout_release_table();
    return 0;
}

int render(settings const& s)
{
    auto const& [contract, options, all] = std::tie(s.contract, s.render, s.all);
    auto const input = s.inputs.empty() ? std::string("-") : s.inputs.front();
    int status = 0;
    es::contracts::visit_by_name(contract, [&](auto c) {
        using response = es::response_t<es::endpoints::transaction_summary, decltype(c)>;
        input_text const text(input, es::decode_options{}.max_document_size);
        auto const document = text.too_large() ? es::result<response>{{}, {*text.too_large()}, {}}
                                               : es::parse<response>(text.view());
        print_issues(std::cerr, document.issues);
        std::string why;
        auto const* summaries = document.ok() ? summaries_in(document.value, &why) : nullptr;
        if (summaries == nullptr) {
            if (!why.empty())
                std::cerr << "explorer-schema: " << es::escape_controls(why) << '\n';
            status = 1;
            return;
        }
        auto const count = all ? summaries->size() : std::min<std::size_t>(1, summaries->size());
        for (std::size_t i = 0; i < count; ++i) {
            auto const shown = es::render((*summaries)[i], options, "/data/summaries/" + std::to_string(i));
            if (shown.ok())
                std::cout << es::escape_controls(shown.value) << '\n';
            print_issues(std::cerr, shown.issues);
            status = shown.ok() ? status : 1;
        }
    });
    return status;
}

int generate(settings const& s)
{
    es::contracts::visit_by_name(s.contract, [&](auto c) {
        es::endpoints::visit_by_name(s.endpoint, [&](auto e) {
            using response = es::response_t<decltype(e), decltype(c)>;
            for (std::size_t i = 0; i < s.count; ++i)
                std::cout << boost::json::serialize(es::fuzzing::generate<response>(s.seed + i)) << '\n';
        });
    });
    return 0;
}

/// Writes `text` to `path`; throws std::runtime_error naming it on failure.
void write_file(std::filesystem::path const& path, std::string const& text)
{
    std::ofstream file(path, std::ios::binary);
    file << text;
    file.close();
    if (!file)
        throw std::runtime_error("cannot write " + path.string());
}

int mutate(settings const& s)
{
    auto const input = s.inputs.front();
    int status = 0;
    es::contracts::visit_by_name(s.contract, [&](auto c) {
        es::endpoints::visit_by_name(s.endpoint, [&](auto e) {
            using response = es::response_t<decltype(e), decltype(c)>;
            // Judging every place costs about a thousand times the size.
            constexpr std::size_t limit = std::size_t{4} << 20;
            input_text const text(input, limit);
            auto const document = text.too_large() ? es::result<response>{{}, {*text.too_large()}, {}}
                                                   : es::parse<response>(text.view(), s.decode);
            if (text.too_large()) {
                print_issues(std::cerr, document.issues);
                std::cerr << "explorer-schema: mutate takes bodies of at most 4 MiB\n";
                status = 1;
                return;
            }
            if (!document.ok()) {
                print_issues(std::cerr, document.issues);
                std::cerr << "explorer-schema: " << input_name(input)
                          << " breaks the contract; mutate takes a valid document\n";
                status = 1;
                return;
            }
            // The document as the model holds it, its secrets redacted, so
            // that no file written holds the input's API keys.
            auto const base = es::to_json(document.value, {.redact_secrets = true});
            auto const mutations = es::fuzzing::mutations_of<response>(base, s.seed, s.count);
            std::filesystem::create_directories(s.out);
            auto const width = std::to_string(mutations.size()).size();
            for (std::size_t i = 0; i < mutations.size(); ++i) {
                auto const& m = mutations[i];
                auto name = std::to_string(i + 1);
                name.insert(0, width - name.size(), '0');
                write_file(std::filesystem::path(s.out) / (name + ".json"), boost::json::serialize(m.document) + "\n");
                boost::json::object expected{{"kind", m.kind},
                                             {"pointer", m.pointer},
                                             {"valid", !es::has_errors(m.issues)},
                                             {"issues", es::to_json(m.issues)}};
                write_file(std::filesystem::path(s.out) / (name + ".expected.json"),
                           boost::json::serialize(expected) + "\n");
            }
            std::cout << mutations.size() << " mutations of " << input_name(input) << " written to "
                      << es::escape_controls(s.out) << '\n';
        });
    });
    return status;
}

constexpr char const* footer = R"footer(FILE is read, or standard input when FILE is - or absent; after --, every
argument is a FILE, even one that starts with -.

Paths are JSON Pointers (RFC 6901) into the document; "(document)" in text
output is the document itself. Issue codes are listed in the README.

Exit status:
  0  no document has errors (warnings allowed); render: every summary asked
     for was printed; diff-contracts: the contracts agree
  1  a document has errors (malformed JSON included); render: or a summary
     cannot be rendered or the response has none; diff-contracts: the
     contracts differ
  2  usage or input/output error (message on standard error))footer";

/// The names of the endpoints or contracts of `List`.
template <class List>
std::vector<std::string> names_of()
{
    std::vector<std::string> names;
    boost::mp11::mp_for_each<List>([&](auto x) { names.emplace_back(decltype(x)::name); });
    return names;
}

template <class T>
struct choice_of {
    using type = T;
};
template <class T>
struct choice_of<std::optional<T>> {
    using type = T;
};

/// An option whose value is one of the enumerators of an enum, by name;
/// `target` is that enum, or an optional one.
template <class Target>
CLI::Option* add_choice(CLI::App& command, std::string const& name, Target& target, std::string const& description)
{
    using Enum = typename choice_of<Target>::type;
    std::vector<std::string> names;
    boost::mp11::mp_for_each<boost::describe::describe_enumerators<Enum>>(
        [&](auto e) { names.emplace_back(e.name); });
    return command
        .add_option_function<std::string>(
            name,
            [&target](std::string const& v) {
                Enum e{};
                boost::describe::enum_from_string(v.c_str(), e);
                target = e;
            },
            description)
        ->check(CLI::IsMember(names));
}

CLI::Option* add_endpoint(CLI::App& command, settings& s)
{
    std::string description = "the endpoint whose response the body is:";
    boost::mp11::mp_for_each<es::endpoints::all>([&](auto e) {
        using E = decltype(e);
        description.append("\n  ").append(E::name);
        description.append(std::string(24 - std::min<std::size_t>(22, E::name.size()), ' '));
        description.append(E::method).append(" ").append(E::path_template);
    });
    return command.add_option("--endpoint", s.endpoint, description)->check(CLI::IsMember(names_of<es::endpoints::all>()));
}

CLI::Option* add_contract(CLI::App& command, settings& s)
{
    return command
        .add_option("--contract", s.contract,
                    "spec (default): the contract as the spec writes it;\n"
                    "blockscout: the wire format of every Blockscout release from\n"
                    "v6.0 on, and of the Merits service; a body must have the\n"
                    "shape of one release (chain-specific members are unknown keys)")
        ->check(CLI::IsMember(names_of<es::contracts::all>()));
}

/// The input files, at most `most`.
CLI::Option* add_inputs(CLI::App& command, settings& s, int most)
{
    return command.add_option("FILE", s.inputs, "a response body (JSON); - or none: standard input")->expected(0, most);
}

/// Runs the command the arguments name, with the options they give.
int run(int argc, char** argv)
{
    CLI::App app("Checks explorer API responses against the contract and renders transaction summaries.",
                 "explorer-schema");
    app.footer(footer);
    app.require_subcommand(1);
    app.fallthrough(false);
    settings s;
    // Each command, and the function that runs it.
    std::vector<std::pair<CLI::App const*, int (*)(settings const&)>> commands;
    auto add_command = [&](std::string name, std::string description, int (*run)(settings const&)) -> CLI::App& {
        auto* command = app.add_subcommand(std::move(name), std::move(description));
        command->footer(footer);
        commands.emplace_back(command, run);
        return *command;
    };

    auto& validate_command = add_command(
        "validate", "Check response bodies (JSON) against the contract of an endpoint and print every issue found.",
        &validate);
    add_endpoint(validate_command, s)->required();
    add_contract(validate_command, s);
    add_choice(validate_command, "--unknown-keys", s.decode.unknown_keys,
               "what a member the contract does not know is: error, warn\n"
               "(default: a warning, the document stays valid) or ignore");
    validate_command
        .add_option_function<std::string>(
            "--blockscout-release", [&s](std::string const& v) { s.decode.release = es::find_release(v); },
            "with --contract blockscout: the body must be exactly what\n"
            "release vX.Y sends (v6.0 to v11.2)")
        ->check(CLI::Validator(
            [](std::string& v) {
                return es::find_release(v) ? std::string()
                                           : "unknown Blockscout release " + v + "; known: " +
                                                 es::release_set::all().to_string();
            },
            "vX.Y"));
    add_choice(validate_command, "--chain-type", s.decode.chain,
               "with --contract blockscout: the members that chain type adds\n"
               "are typed and checked; without it they are unknown keys");
    add_choice(validate_command, "--format", s.format,
               "text (default): one line per issue, \"path: message\", then a\n"
               "verdict line per document (under the blockscout contract with\n"
               "the releases it matches: \"valid (Blockscout v8.1; 0 errors, 0\n"
               "warnings)\"), and a last line \"N documents, N valid, N invalid\";\n"
               "json: one line per document, the object {\"valid\": bool,\n"
               "\"releases\": [\"v8.1\"] (blockscout contract), \"issues\": [{\"path\",\n"
               "\"code\", \"severity\", \"message\"}]} (the last line goes to\n"
               "standard error);\n"
               "junit: JUnit XML, a test case per document and a failure per\n"
               "error (the last line goes to standard error);\n"
               "github: GitHub Actions annotations, one per issue:\n"
               "\"::error file=F,title=code::path message\"");
    validate_command.add_flag("--ndjson", s.ndjson,
                              "each input holds one document per line (blank lines are\n"
                              "skipped), read one line at a time; issue paths start with\n"
                              "the line number: \"12:/0/hash\"");
    add_inputs(validate_command, s, std::numeric_limits<int>::max());

    auto& identify_command = add_command(
        "identify", "Print the Blockscout releases that send a body of that shape (\"FILE: Blockscout\n"
                    "v8.0-v9.0\"), under the endpoint given or the one whose contract the body fits.",
        &identify);
    add_endpoint(identify_command, s);
    add_choice(identify_command, "--chain-type", s.decode.chain,
               "the members that chain type adds are typed and checked;\nwithout it they are unknown keys");
    add_inputs(identify_command, s, std::numeric_limits<int>::max());

    auto& render_command = add_command(
        "render", "Print the transaction summary of a summary response (the first one, or every one\n"
                  "with --all, one per line) as the explorer shows it. The document is validated\n"
                  "first: its errors, and a summary that cannot be rendered, are printed on\n"
                  "standard error. Under the blockscout contract, a null body or an error body has\n"
                  "no summary: why is printed on standard error.",
        &render);
    add_contract(render_command, s);
    add_choice(render_command, "--format", s.render.format,
               "text (default), html (escaped, http(s) links) or markdown\n(escaped, http(s) links)");
    render_command.add_option("--native", s.render.native_symbol, "the text of {native} (default ETH)");
    add_choice(render_command, "--currency", s.render.currency,
               "compact (default: 0.012, 1,234.57, 12.35K, 2.50M) or exact\n(every digit, grouped)");
    render_command.add_option("--explorer-url", s.render.explorer_url,
                              "link tokens and addresses to URL/token/HASH and\nURL/address/HASH (http and https only)");
    render_command.add_option("--max-output-size", s.render.max_output_size,
                              "the longest summary printed in bytes (default 1048576); a\n"
                              "longer one is the error output_too_large");
    render_command.add_flag("--all", s.all, "print every summary, not only the first")->disable_flag_override();
    add_inputs(render_command, s, 1);

    auto& schema_command = add_command("schema", "Print the JSON Schema of an endpoint's response.", &schema);
    add_endpoint(schema_command, s)->required();
    add_contract(schema_command, s);
    schema_command
        .add_option_function<std::string>(
            "--draft",
            [&s](std::string const& v) {
                s.schema.dialect = v == "4" ? es::schema_dialect::draft4 : es::schema_dialect::draft2020_12;
            },
            "2020-12 (default) or 4 (draft-04, for RapidJSON)")
        ->check(CLI::IsMember({"2020-12", "4"}));
    auto const schema_policy = "error forbids unknown members (additionalProperties false);\n"
                               "warn (default) and ignore allow them";
    add_choice(schema_command, "--unknown-keys", s.schema.unknown_keys, schema_policy);

    auto& openapi_command = add_command("openapi", "Print the OpenAPI 3.1 document of the endpoints.", &openapi);
    add_contract(openapi_command, s);
    add_choice(openapi_command, "--unknown-keys", s.schema.unknown_keys, schema_policy);

    auto& diff_command = add_command(
        "diff-contracts",
        "Print, field by field, where the blockscout contract differs from the spec's for an endpoint's response.",
        &diff_contracts);
    add_endpoint(diff_command, s)->required();

    add_command("reference", "Print the field reference (Markdown) of every object of both contracts.",
                &reference);
    add_command("releases",
                "Print the table (Markdown) of the Blockscout releases that send each member of each object of the "
                "blockscout contract.",
                &releases);

    auto const add_count_and_seed = [&s](CLI::App& command, std::string const& what) {
        command.add_option("--count", s.count, what + " (default 10)");
        command.add_option("--seed", s.seed, "the same seed gives the same output (default 0)");
    };
    auto& generate_command = add_command(
        "generate", "Print random valid response bodies of an endpoint, one per line (NDJSON): every\n"
                    "null, absence and value the contract allows, numbers at their limits, strings\n"
                    "that break consumers (long, non-ASCII, escapes, markup). For fuzzing and\n"
                    "contract-testing a consumer of the API, in any language.",
        &generate);
    add_endpoint(generate_command, s)->required();
    add_contract(generate_command, s);
    add_count_and_seed(generate_command, "the number of bodies");

    auto& mutate_command = add_command(
        "mutate", "Write single-point mutations of a valid response body (a member dropped, set to\n"
                  "null or to another JSON type, a value corrupted, an array emptied) to DIR as\n"
                  "N.json, each with N.expected.json beside it: {\"kind\", \"pointer\", \"valid\",\n"
                  "\"issues\"}, what the contract says of it. Secrets in the body are redacted\n"
                  "before it is mutated. The body may be up to 4 MiB.",
        &mutate);
    add_endpoint(mutate_command, s)->required();
    add_contract(mutate_command, s);
    add_count_and_seed(mutate_command, "the number of mutations, drawn from all of them");
    mutate_command.add_option("--out", s.out, "the folder to write to (made if absent)")->required();
    add_inputs(mutate_command, s, 1);

    // The parser sees the arguments before --; those after are input files,
    // whatever they look like.
    auto const end = argv + argc;
    auto const dashes = std::find(argv + std::min(argc, 1), end, std::string_view("--"));
    std::vector<std::string> args(std::make_reverse_iterator(dashes), std::make_reverse_iterator(argv + std::min(argc, 1)));
    try {
        app.parse(args); // from the last argument to the first
    } catch (CLI::CallForHelp const&) {
        std::cout << app.help(); // of the command asked about
        return 0;
    }
    auto const* command = app.get_subcommands().front();
    if (dashes != end) {
        s.inputs.insert(s.inputs.end(), dashes + 1, end);
        auto const* files = command->get_option_no_throw("FILE");
        if (files == nullptr && dashes + 1 != end)
            throw usage_error(command->get_name() + " takes no input file");
        if (files != nullptr && s.inputs.size() > static_cast<std::size_t>(files->get_items_expected_max()))
            throw usage_error("more than one input file");
    }
    if (s.inputs.empty())
        s.inputs.emplace_back("-");
    return std::find_if(commands.begin(), commands.end(), [&](auto const& c) { return c.first == command; })->second(s);
}

/// Everything written to standard output reached it, or this throws: a
/// full disk, a closed descriptor or a broken pipe is an output error.
void flush_standard_output()
{
    int const error_before = errno;
    errno = 0;
    std::cout.flush();
    bool const failed = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout) != 0;
    int const error = errno != 0 ? errno : error_before;
    if (failed)
        throw std::runtime_error(std::string("cannot write to standard output: ") +
                                 (error != 0 ? std::strerror(error) : "write error"));
}

} // namespace

int main(int argc, char** argv)
{
    try {
        int const status = run(argc, argv);
        flush_standard_output();
        return status;
    } catch (CLI::ParseError const& e) {
        std::cerr << "explorer-schema: " << es::escape_controls(e.what()) << "\nRun explorer-schema --help for usage.\n";
    } catch (usage_error const& e) {
        std::cerr << "explorer-schema: " << es::escape_controls(e.what()) << "\nRun explorer-schema --help for usage.\n";
    } catch (std::exception const& e) {
        std::cerr << "explorer-schema: " << es::escape_controls(e.what()) << '\n';
    }
    return 2;
}
