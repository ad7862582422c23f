// explorer-schema: checks explorer API responses against the contract and
// renders transaction summaries.

#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/fuzzing.hpp>
#include <explorer_schema/json_schema.hpp>
#include <explorer_schema/openapi.hpp>
#include <explorer_schema/redact.hpp>
#include <explorer_schema/reference.hpp>
#include <explorer_schema/release_table.hpp>
#include <explorer_schema/report.hpp>

#include <CLI/CLI.hpp>

#include <boost/describe/enum_from_string.hpp>
#include <boost/json/serialize.hpp>

#include <boost/mp11/algorithm.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <limits>
#include <memory>
#include <optional>
#include <iostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace es = explorer_schema;

namespace {

struct usage_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// An input that cannot be opened or read: reported as such, and the other
/// inputs are still read.
struct input_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// An input opened once (`-`: standard input). Its kind and size are those
/// of the descriptor opened, and all that is read comes from it: a named
/// pipe is read once, a file replaced meanwhile is read as opened. Nothing
/// is mapped into memory, so a file truncated while it is read gives a
/// shorter text, not SIGBUS.
class input_file {
public:
    explicit input_file(std::string const& path) : name_(path == "-" ? "<stdin>" : path), owned_(path != "-")
    {
        fd_ = owned_ ? ::open(path.c_str(), O_RDONLY | O_CLOEXEC) : STDIN_FILENO;
        if (fd_ < 0)
            throw input_error("cannot open " + path + ": " + std::strerror(errno));
        struct stat info {};
        if (::fstat(fd_, &info) == 0 && S_ISREG(info.st_mode))
            size_ = static_cast<std::size_t>(info.st_size);
    }
    ~input_file()
    {
        if (owned_)
            ::close(fd_);
    }
    input_file(input_file const&) = delete;
    input_file& operator=(input_file const&) = delete;

    /// The size of a regular file when it was opened; none for anything else.
    std::optional<std::size_t> regular_size() const noexcept { return size_; }

    /// Reads at most `n` bytes into `to`: how many, 0 at the end.
    std::size_t read(char* to, std::size_t n)
    {
        for (;;) {
            auto const got = ::read(fd_, to, n);
            if (got >= 0)
                return static_cast<std::size_t>(got);
            if (errno != EINTR)
                throw input_error("cannot read " + name_ + ": " + std::strerror(errno));
        }
    }

private:
    std::string name_;
    bool owned_;
    int fd_ = -1;
    std::optional<std::size_t> size_;
};

/// The text of an input, or the issue that it is longer than `limit`
/// bytes, known before reading more than `limit` + 1 bytes of it. A regular
/// file's size is looked at first (a larger one is refused unread) and it
/// is read in one piece; anything else (standard input, a pipe, a device) is
/// read until its end or past the limit. Reading copies what mapping did
/// not (about 30 ms for 64 MB), the price of never being killed by a file
/// that shrinks while it is read.
class input_text {
public:
    input_text(std::string const& path, std::size_t limit)
    {
        input_file file(path);
        auto const regular = file.regular_size();
        if (regular && *regular > limit) {
            too_large_ = es::document_too_large(*regular, limit);
            return;
        }
        auto const most = limit == std::numeric_limits<std::size_t>::max() ? limit : limit + 1;
        // One byte more than a regular file's size, to see that it is whole.
        std::size_t capacity = std::min(most, regular ? *regular + 1 : std::size_t{1} << 16);
        data_.reset(new char[capacity]);
        while (size_ <= limit) {
            if (size_ == capacity) {
                auto const larger = std::min(most, capacity * 2);
                std::unique_ptr<char[]> grown(new char[larger]);
                std::memcpy(grown.get(), data_.get(), size_);
                data_ = std::move(grown);
                capacity = larger;
            }
            auto const got = file.read(data_.get() + size_, capacity - size_);
            if (got == 0)
                break;
            size_ += got;
        }
        if (size_ > limit) {
            too_large_ = es::document_too_large(std::nullopt, limit);
            data_.reset();
            size_ = 0;
        }
    }

    std::string_view view() const noexcept { return {data_.get(), size_}; }
    /// Set when the input is beyond the limit: then view() is empty.
    std::optional<es::issue> const& too_large() const noexcept { return too_large_; }

private:
    std::unique_ptr<char[]> data_;
    std::size_t size_ = 0;
    std::optional<es::issue> too_large_;
};

void print_issues(std::ostream& os, std::vector<es::issue> const& issues)
{
    for (auto const& i : issues)
        os << i << '\n';
}

/// Throws when a write to standard output has failed (a full disk, a closed
/// descriptor, a broken pipe): nothing after it would reach the reader, so
/// a command stops there rather than going on through its input.
void check_standard_output()
{
    if (std::cout && std::ferror(stdout) == 0)
        return;
    int const error = errno;
    throw std::runtime_error(std::string("cannot write to standard output: ") +
                             (error != 0 ? std::strerror(error) : "write error"));
}

std::string counted(std::size_t n, std::string_view word)
{
    return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "s");
}

/// Calls `f(line_number, line)` for each line of `path` that is not blank,
/// holding one line at a time, and `f(line_number, nullopt)` for a line
/// longer than `limit` bytes, which is skipped rather than held.
template <class F>
void for_each_line(std::string const& path, std::size_t limit, F&& f)
{
    input_file file(path);
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
    auto const buffer = std::make_unique<char[]>(std::size_t{1} << 16);
    while (auto const n = file.read(buffer.get(), std::size_t{1} << 16)) {
        std::string_view rest(buffer.get(), n);
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
}

/// What the command line says, for each command.
struct settings {
    std::string endpoint;
    std::string contract{es::contracts::spec::name};
    std::string only_contract; ///< endpoints: list only this contract's
    std::vector<std::string> inputs; ///< none: standard input
    es::decode_options decode;
    es::report_format format = es::report_format::text;
    bool ndjson = false;
    es::schema_options schema;
    es::render_options render;
    bool all = false;
    std::size_t count = 10;     ///< generate, mutate: documents written
    std::uint64_t seed = 0;     ///< generate, mutate: the same output for the same seed
    std::string out;            ///< mutate: the folder written to
    bool overwrite = false;     ///< mutate: replace the files of an earlier run
};

/// A Blockscout release and a chain type belong to Blockscout's contract.
void check_release_and_chain(settings const& s)
{
    auto const& options = s.decode;
    if ((options.release || options.chain) && s.contract != es::contracts::blockscout::name)
        throw usage_error(std::string(options.release ? "--blockscout-release" : "--chain-type") +
                          " needs --contract blockscout");
}

/// Calls `f(E{}, C{})` for the endpoint and the contract named; a usage
/// error when the endpoint has no response under the contract.
template <class F>
void visit_endpoint(std::string const& endpoint, std::string const& contract, F&& f)
{
    if (!es::endpoints::visit_by_names(endpoint, contract, f))
        throw usage_error("the endpoint " + endpoint + " has no response under the contract " + contract);
}

int validate(settings const& s)
{
    check_release_and_chain(s);
    auto const& endpoint = s.endpoint;
    auto const& contract = s.contract;
    auto const& options = s.decode;
    auto const writer = es::make_report_writer({.format = s.format,
                                                .releases = contract == es::contracts::blockscout::name,
                                                .suite = "explorer-schema validate " + contract + " " + endpoint,
                                                .classname = contract + "." + endpoint},
                                               std::cout, std::cerr);
    bool empty_input = false;
    visit_endpoint(endpoint, contract, [&](auto e, auto c) {
        using response = es::response_t<decltype(e), decltype(c)>;
        auto const limit = options.max_document_size;
        // Checks one document, unless it is too large, and reports it;
        // `line` is 0 unless the document is a line of an NDJSON input.
        auto check = [&](std::string const& input, std::size_t line, std::string_view text,
                         std::optional<es::issue> const& too_large) {
            writer->document({input, line}, too_large ? es::verdict{{*too_large}, {}}
                                                      : es::identify<response>(text, options));
            check_standard_output();
        };
        for (auto const& input : s.inputs) {
            auto const before = writer->counts().documents;
            try {
                if (s.ndjson) {
                    for_each_line(input, limit, [&](std::size_t n, std::optional<std::string_view> line) {
                        check(input, n, line.value_or(""),
                              line ? std::nullopt : std::optional(es::document_too_large(std::nullopt, limit)));
                    });
                } else {
                    input_text const text(input, limit);
                    check(input, 0, text.view(), text.too_large());
                }
            } catch (input_error const& error) {
                std::cerr << "explorer-schema: " << es::escape_controls(error.what()) << '\n';
                writer->unreadable({input, 0}, error.what());
                check_standard_output();
                continue;
            }
            // An empty capture must not pass for a valid one.
            if (writer->counts().documents == before) {
                std::cerr << "explorer-schema: " << es::display_name(input) << ": no document in the input\n";
                empty_input = true;
            }
        }
    });
    writer->finish();
    auto const& counts = writer->counts();
    return counts.unreadable != 0 ? 2 : counts.invalid() != 0 || empty_input ? 1 : 0;
}

int identify(settings const& s)
{
    auto const& endpoint = s.endpoint;
    auto const& options = s.decode;
    auto const& inputs = s.inputs;
    using contract = es::contracts::blockscout;
    bool all_matched = true, unreadable = false;
    for (auto const& input : inputs) {
        std::optional<input_text> text;
        try {
            text.emplace(input, options.max_document_size);
        } catch (input_error const& error) {
            std::cerr << "explorer-schema: " << es::escape_controls(error.what()) << '\n';
            unreadable = true;
            continue;
        }
        // The endpoint named, or the one whose contract the document breaks least.
        std::optional<es::verdict> best;
        auto consider = [&](auto e) {
            using E = decltype(e);
            if (!endpoint.empty() && E::name != endpoint)
                return;
            auto v = text->too_large() ? es::verdict{{*text->too_large()}, {}}
                                       : es::identify<es::response_t<E, contract>>(text->view(), options);
            auto errors = [](es::verdict const& x) {
                return std::count_if(x.issues.begin(), x.issues.end(),
                                     [](es::issue const& i) { return i.severity == es::severity::error; });
            };
            if (!best || errors(v) < errors(*best))
                best = std::move(v);
        };
        boost::mp11::mp_for_each<es::endpoints::of<contract>>(consider);
        bool const matched = best->ok() && !best->releases.empty();
        all_matched &= matched;
        if (!matched)
            print_issues(std::cerr, best->issues);
        std::cout << es::display_name(input) << ": " << es::releases_text(matched ? best->releases : es::release_set{})
                  << '\n';
        check_standard_output();
    }
    return unreadable ? 2 : all_matched ? 0 : 1;
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
    auto const& endpoint = s.endpoint;
    auto const& contract = s.contract;
    auto const& options = s.schema;
    visit_endpoint(endpoint, contract, [&](auto e, auto c) {
        using E = decltype(e);
        print_pretty(std::cout, es::json_schema<es::response_t<E, decltype(c)>>(options, E::name));
    });
    return 0;
}

int openapi(settings const& s)
{
    auto const& contract = s.contract;
    auto const& policy = s.schema.unknown_keys;
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
        using E = decltype(e);
        if constexpr (es::has_response<E, spec> && es::has_response<E, blockscout>)
            differences = es::compare_fields<es::response_t<E, spec>, es::response_t<E, blockscout>>();
        else
            throw usage_error("the endpoint " + endpoint + " is not under both contracts");
    });
    std::cout << endpoint << ": " << counted(differences.size(), "field") << " where "
              << blockscout::title << " (" << blockscout::name << ") differs from "
              << spec::title << " (" << spec::name << ")\n";
    std::string const absent(es::field_difference::absent);
    for (auto const& d : differences)
        std::cout << '\n'
                  << es::display_path(d.path) << "\n  " << spec::name << ":       "
                  << d.left.value_or(absent) << "\n  " << blockscout::name << ": "
                  << d.right.value_or(absent) << '\n';
    return differences.empty() ? 0 : 1;
}

int list_endpoints(settings const& s)
{
    boost::mp11::mp_for_each<es::endpoints::all>([&](auto e) {
        using E = decltype(e);
        std::string contracts;
        boost::mp11::mp_for_each<es::contracts::all>([&](auto c) {
            if constexpr (es::has_response<E, decltype(c)>)
                contracts.append(contracts.empty() ? "" : ",").append(decltype(c)::name);
        });
        if (!s.only_contract.empty() && !es::endpoints::visit_by_names(E::name, s.only_contract, [](auto, auto) {}))
            return;
        std::cout << E::name << '\t' << E::method << ' ' << E::path_template << '\t' << contracts << '\n';
    });
    return 0;
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

/// `line`, a rendered summary in `format`, such that no CI runner reads it
/// as a workflow command: the first ':' of a leading "::" escaped as the
/// format escapes a character (`\u003A`, `&#58;`, `\:`), which reads the same.
std::string inert(std::string line, es::render_format format)
{
    if (!es::starts_workflow_command(line))
        return line;
    auto const colon = line.find(':');
    line.replace(colon, 1, format == es::render_format::html       ? "&#58;"
                           : format == es::render_format::markdown ? "\\:"
                                                                   : "\\u003A");
    return line;
}

int render(settings const& s)
{
    auto const& contract = s.contract;
    auto const& options = s.render;
    auto const& all = s.all;
    auto const input = s.inputs.empty() ? std::string("-") : s.inputs.front();
    int status = 0;
    es::contracts::visit_by_name(contract, [&](auto c) {
        using response = es::response_t<es::endpoints::transaction_summary, decltype(c)>;
        // A summary response is a few kilobytes; the model of a valid body
        // takes up to about 20 times its text, so this bounds what parsing
        // one costs.
        constexpr std::size_t limit = std::size_t{16} << 20;
        input_text const text(input, limit);
        if (text.too_large()) {
            print_issues(std::cerr, {*text.too_large()});
            std::cerr << "explorer-schema: render takes bodies of at most 16 MiB\n";
            status = 1;
            return;
        }
        // Checked first without keeping a value, so that a body that breaks
        // the contract costs no model; only a valid one is parsed.
        auto const checked = es::identify<response>(text.view());
        print_issues(std::cerr, checked.issues);
        if (!checked.ok()) {
            status = 1;
            return;
        }
        auto const document = es::parse<response>(text.view());
        std::string why;
        auto const* summaries = summaries_in(document.value, &why);
        if (summaries == nullptr) {
            if (!why.empty())
                std::cerr << "explorer-schema: " << es::escape_controls(why) << '\n';
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
            auto shown = es::render((*summaries)[i], budget, path);
            auto const beyond = std::erase_if(
                shown.issues, [](es::issue const& issue) { return issue.code == es::issue_code::output_too_large; });
            print_issues(std::cerr, shown.issues);
            bool too_large = beyond != 0;
            if (shown.ok() && !too_large) {
                auto const line = inert(es::escape_controls(shown.value), options.format);
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
                std::cerr << es::issue{path + "/summary_template", es::issue_code::output_too_large,
                                       es::severity::error,
                                       "the output would be longer than " + std::to_string(most) +
                                           " bytes, the limit (--max-output-size)"}
                          << '\n';
                break;
            }
        }
    });
    return status;
}

int generate(settings const& s)
{
    visit_endpoint(s.endpoint, s.contract, [&](auto e, auto c) {
        using response = es::response_t<decltype(e), decltype(c)>;
        for (std::size_t i = 0; i < s.count; ++i) {
            std::cout << boost::json::serialize(es::fuzzing::generate<response>(s.seed + i)) << '\n';
            check_standard_output();
        }
    });
    return 0;
}

/// Whether `name` is one mutate writes: N.json or N.expected.json.
bool is_mutation_file(std::string_view name)
{
    auto const digits = name.find_first_not_of("0123456789");
    if (digits == 0 || digits == std::string_view::npos)
        return false;
    name.remove_prefix(digits);
    return name == ".json" || name == ".expected.json";
}

/// The folder mutate writes to, opened once, which may not itself be a
/// symbolic link. Each file is made in it by name, relative to that
/// descriptor, and created anew (O_CREAT | O_EXCL | O_NOFOLLOW): a name
/// that is there already, a symbolic link included, is an error, never
/// followed nor overwritten. A folder that holds anything is refused,
/// unless `overwrite`: then the N.json and N.expected.json of an earlier
/// run are removed first (a link among them is removed, not followed), and
/// whatever else is there is left alone.
class output_folder {
public:
    output_folder(std::string const& path, bool overwrite) : path_(path)
    {
        std::error_code ec;
        std::filesystem::create_directories(path, ec);
        if (ec)
            throw std::runtime_error("cannot make the folder " + path + ": " + ec.message());
        fd_ = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd_ < 0) {
            int const error = errno;
            struct stat info {};
            if (::lstat(path.c_str(), &info) == 0 && S_ISLNK(info.st_mode))
                throw std::runtime_error(path + " is a symbolic link; mutate writes only into a folder named as it is");
            throw std::runtime_error("cannot open the folder " + path + ": " + std::strerror(error));
        }
        std::vector<std::string> earlier;
        bool others = false;
        int const listing = ::dup(fd_);
        DIR* const entries = listing < 0 ? nullptr : ::fdopendir(listing);
        if (entries == nullptr) {
            int const error = errno;
            if (listing >= 0)
                ::close(listing);
            ::close(fd_);
            throw std::runtime_error("cannot list the folder " + path + ": " + std::strerror(error));
        }
        while (auto const* entry = ::readdir(entries)) {
            std::string_view const name(entry->d_name);
            if (name == "." || name == "..")
                continue;
            if (is_mutation_file(name))
                earlier.emplace_back(name);
            else
                others = true;
        }
        ::closedir(entries);
        if (!overwrite && (others || !earlier.empty())) {
            ::close(fd_);
            throw std::runtime_error(path + " is not empty; mutate writes into an empty folder (--overwrite: "
                                            "replace the N.json and N.expected.json files of an earlier run)");
        }
        for (auto const& name : earlier)
            if (::unlinkat(fd_, name.c_str(), 0) != 0) {
                int const error = errno;
                ::close(fd_);
                throw std::runtime_error("cannot remove " + path + "/" + name + ": " + std::strerror(error));
            }
    }
    ~output_folder() { ::close(fd_); }
    output_folder(output_folder const&) = delete;
    output_folder& operator=(output_folder const&) = delete;

    /// Writes `text` to the new file `name`; throws std::runtime_error
    /// naming it on failure.
    void create(std::string const& name, std::string_view text) const
    {
        auto const where = path_ + "/" + name;
        int const fd = ::openat(fd_, name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd < 0)
            throw std::runtime_error("cannot create " + where + ": " + std::strerror(errno));
        while (!text.empty()) {
            auto const n = ::write(fd, text.data(), text.size());
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                int const error = n < 0 ? errno : EIO;
                ::close(fd);
                throw std::runtime_error("cannot write " + where + ": " + std::strerror(error));
            }
            text.remove_prefix(static_cast<std::size_t>(n));
        }
        if (::close(fd) != 0)
            throw std::runtime_error("cannot write " + where + ": " + std::strerror(errno));
    }

private:
    std::string path_;
    int fd_ = -1;
};

int mutate(settings const& s)
{
    check_release_and_chain(s);
    auto const input = s.inputs.front();
    int status = 0;
    visit_endpoint(s.endpoint, s.contract, [&](auto e, auto c) {
        using response = es::response_t<decltype(e), decltype(c)>;
        // Judging every place costs about a thousand times the size.
        constexpr std::size_t limit = std::size_t{4} << 20;
        input_text const text(input, limit);
        if (text.too_large()) {
            print_issues(std::cerr, {*text.too_large()});
            std::cerr << "explorer-schema: mutate takes bodies of at most 4 MiB\n";
            status = 1;
            return;
        }
        // Checked first without keeping a value: a body that breaks the
        // contract is refused before any model or tree of it is made.
        auto const issues = es::validate<response>(text.view(), s.decode);
        if (es::has_errors(issues)) {
            print_issues(std::cerr, issues);
            std::cerr << "explorer-schema: " << es::display_name(input)
                      << " breaks the contract; mutate takes a valid document\n";
            status = 1;
            return;
        }
        // The body as given, its keys, names and order, with its secrets
        // redacted, so that no file written holds the input's API keys.
        auto body = es::parse_json(text.view(), s.decode).value;
        es::redact_secrets<response>(body);
        output_folder const folder(s.out, s.overwrite);
        auto const made = es::fuzzing::for_each_mutation<response>(
            body, s.seed, s.count, s.decode, [&](es::fuzzing::mutation&& m, std::size_t index, std::size_t total) {
                auto name = std::to_string(index + 1);
                name.insert(0, std::to_string(total).size() - name.size(), '0');
                folder.create(name + ".json", boost::json::serialize(m.document) + "\n");
                boost::json::object const expected{{"kind", m.kind},
                                                   {"pointer", m.pointer},
                                                   {"valid", !es::has_errors(m.issues)},
                                                   {"issues", es::to_json(m.issues)}};
                folder.create(name + ".expected.json", boost::json::serialize(expected) + "\n");
            });
        std::cout << made << " mutations of " << es::display_name(input) << " written to "
                  << es::escape_controls(s.out) << '\n';
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
  1  a document has errors (malformed JSON included), or an input holds no
     document; render: or a summary cannot be rendered, the response has
     none, or the output would pass --max-output-size; diff-contracts: the
     contracts differ
  2  usage or input/output error (message on standard error); validate and
     identify report every input they can read first)footer";

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

/// Checks that an option's value is a whole number from 0 to `most`, in
/// decimal digits alone: a count or a size that is negative, a fraction or
/// not a number is a usage error, where the parser would take -1 for the
/// largest number and 0x10 for 16.
CLI::Validator whole_number(std::uint64_t most = std::numeric_limits<std::uint64_t>::max())
{
    return CLI::Validator(
        [most](std::string& v) -> std::string {
            if (!v.empty() && v.size() <= 20 && v.find_first_not_of("0123456789") == std::string::npos) {
                errno = 0;
                auto const n = std::strtoull(v.c_str(), nullptr, 10);
                if (errno == 0 && n <= most)
                    return {};
            }
            return v + " is not a whole number from 0 to " + std::to_string(most);
        },
        "");
}

/// --blockscout-release and --chain-type, which Blockscout's contract takes.
void add_release_and_chain(CLI::App& command, settings& s)
{
    command
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
    add_choice(command, "--chain-type", s.decode.chain,
               "with --contract blockscout: the members that chain type adds\n"
               "are typed and checked; without it they are unknown keys");
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
    add_release_and_chain(validate_command, s);
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
               "\"::error file=F,title=code::path message\".\n"
               "An input that cannot be read is said on standard error and\n"
               "reported (text: \"FILE: unreadable\"; json: {\"valid\": false,\n"
               "\"error\": \"...\"}; junit: an <error>; github: an ::error), the\n"
               "others are still checked, and the exit status is 2. An input\n"
               "with no document is an error (exit status 1).");
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
                  "no summary: why is printed on standard error. The body may be up to 16 MiB.",
        &render);
    add_contract(render_command, s);
    add_choice(render_command, "--format", s.render.format,
               "text (default), html (escaped, http(s) links) or markdown\n(escaped, http(s) links)");
    render_command.add_option("--native", s.render.native_symbol, "the text of {native} (default ETH)");
    add_choice(render_command, "--currency", s.render.currency,
               "compact (default: 0.012, 1,234.57, 12.35K, 2.50M) or exact\n(every digit, grouped)");
    render_command.add_option("--explorer-url", s.render.explorer_url,
                              "link tokens and addresses to URL/token/HASH and\nURL/address/HASH (http and https only)");
    render_command
        .add_option("--max-output-size", s.render.max_output_size,
                    "the most bytes printed, all summaries and their line ends\n"
                    "together (default 1048576); where more would be, render\n"
                    "stops with the error output_too_large")
        ->check(whole_number());
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

    auto& endpoints_command = add_command(
        "endpoints",
        "Print the endpoints, one per line: the name, the request (\"GET /api/v2/...\") and the\n"
        "contracts that have it, separated by tabs.",
        &list_endpoints);
    endpoints_command.add_option("--contract", s.only_contract, "only the endpoints this contract has")
        ->check(CLI::IsMember(names_of<es::contracts::all>()));

    add_command("reference", "Print the field reference (Markdown) of every object of both contracts.",
                &reference);
    add_command("releases",
                "Print the table (Markdown) of the Blockscout releases that send each member of each object of the "
                "blockscout contract.",
                &releases);

    auto const add_count_and_seed = [&s](CLI::App& command, std::string const& what) {
        command.add_option("--count", s.count, what + " (default 10)")->check(whole_number());
        command.add_option("--seed", s.seed, "the same seed gives the same output (default 0)")->check(whole_number());
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
                  "\"issues\"}, what the contract says of it under the options given. The body is\n"
                  "mutated as given (its keys, names and order), its secrets redacted. It may be\n"
                  "up to 4 MiB. Each file is written as it is made, and created anew: a file or\n"
                  "symbolic link of that name in DIR is an error, never followed.",
        &mutate);
    add_endpoint(mutate_command, s)->required();
    add_contract(mutate_command, s);
    add_release_and_chain(mutate_command, s);
    add_count_and_seed(mutate_command, "the number of mutations, drawn from all of them");
    mutate_command
        .add_option("--out", s.out,
                    "the folder to write to: made if absent, refused if it holds\n"
                    "anything, or if it is a symbolic link")
        ->required();
    mutate_command.add_flag("--overwrite", s.overwrite,
                            "write into a folder that holds files: remove the N.json and\n"
                            "N.expected.json of an earlier run (a symbolic link among them\n"
                            "is removed, not followed) and leave the rest");
    add_inputs(mutate_command, s, 1);

    // The parser sees the arguments before --; those after are input files,
    // whatever they look like.
    auto const end = argv + argc;
    auto const dashes = std::find(argv + std::min(argc, 1), end, std::string_view("--"));
    // The first word that is not an option names the command.
    auto const word = std::find_if(argv + std::min(argc, 1), dashes, [](char const* a) { return a[0] != '-'; });
    if (word != dashes && std::none_of(commands.begin(), commands.end(),
                                       [&](auto const& c) { return c.first->get_name() == *word; })) {
        std::string names;
        for (auto const& c : commands)
            names += (names.empty() ? "" : ", ") + c.first->get_name();
        throw usage_error("unknown command " + std::string(*word) + "; commands: " + names);
    }
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
