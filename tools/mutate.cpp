// explorer-schema mutate: single-point mutations of a valid body, each with what the contract says of it.

#include "cli.hpp"

#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/operations/locate.hpp>
#include <explorer_schema/reports/writers.hpp>
#include <explorer_schema/operations/wide_numbers.hpp>
#include <boost/json/serialize.hpp>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace explorer_schema::cli {
namespace {

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

/// What mutate says of a mutation: {"kind", "pointer", "valid", "issues"},
/// the issues as validate --format json writes them.
boost::json::object expectation(fuzzing::mutation const& m)
{
    return {{"kind", m.kind},
            {"pointer", m.pointer},
            {"valid", !has_errors(m.issues)},
            {"issues", verdict_json({m.issues, {}}, false).at("issues")}};
}

int run_mutate(settings const& s)
{
    check_release_and_chain(s);
    if (s.to_ndjson == !s.out.empty())
        throw usage_error(s.to_ndjson ? "--out writes files; --format ndjson writes to standard output"
                                      : "mutate writes files into --out DIR, or lines with --format ndjson");
    if (!s.pointer.empty() && s.pointer.front() != '/')
        throw usage_error("--pointer: " + s.pointer + " is not a JSON Pointer (it starts with /)");
    auto const input = s.inputs.front();
    auto const& as = body_named(s.endpoint, s.contract, s.status);
    // The body and each mutation judged as validate judges a body of
    // the endpoint.
    auto const options = as.options_for(s.decode);
    // Judging every place costs about a thousand times the size.
    auto const read = read_body(input, 4, "mutate");
    if (!read)
        return 1;
    auto const& text = *read;
    // Checked first without keeping a value: a body that breaks the
    // contract is refused before any model or tree of it is made.
    auto const issues = as.validate(text.view(), s.decode);
    if (has_errors(issues)) {
        print_issues(std::cerr, issues);
        std::cerr << "explorer-schema: " << display_name(input)
                  << " breaks the contract; mutate takes a valid document\n";
        return 1;
    }
    // The body as given, its keys, names and order, with its secrets
    // redacted, so that no file written holds the input's API keys.
    auto body = parse_json(text.view(), options).value;
    as.redact_secrets(body);
    // A mutation changes only what it says it changes: an integer too
    // wide for 64 bits, which the DOM holds as the nearest double, and a
    // number beyond a double's range, which it holds as infinity, are
    // written as they came wherever the mutation left them.
    auto const wide = wide_numbers_in(text.view(), options);
    if (as.mutation_count(body, options, s.pointer) == 0)
        throw usage_error("--pointer: " + escape_controls(s.pointer) + " is no place of " + display_name(input) +
                          " that a mutation changes");
    std::optional<output_folder> folder;
    if (!s.to_ndjson)
        folder.emplace(s.out, s.overwrite);
    auto const made = as.for_each_mutation(
        body, s.seed, s.count, options,
        [&](fuzzing::mutation&& m, std::size_t index, std::size_t total) {
            // The issues where validate finds them in the text written.
            auto const text = serialize(m.document, wide);
            locate(text, m.issues);
            if (s.to_ndjson) {
                // {"kind", "pointer", "valid", "issues", "document"}, the
                // document as the file would hold it.
                auto line = boost::json::serialize(expectation(m));
                line.pop_back();
                std::cout << line << ",\"document\":" << text << "}\n";
                check_standard_output();
                return;
            }
            auto name = std::to_string(index + 1);
            name.insert(0, std::to_string(total).size() - name.size(), '0');
            folder->create(name + ".json", text + "\n");
            folder->create(name + ".expected.json", boost::json::serialize(expectation(m)) + "\n");
        },
        s.pointer);
    (s.to_ndjson ? std::cerr : std::cout)
        << made << " mutations of " << display_name(input)
        << (s.to_ndjson ? std::string(" written to standard output") : " written to " + escape_controls(s.out))
        << '\n';
    return 0;
}

} // namespace

void add_mutate(command_line& line)
{
    auto& command = line.add("mutate",
                             "Write single-point mutations of a valid response body (a member dropped, set to\n"
                             "null or to another JSON type, a value corrupted, an array emptied) to DIR as\n"
                             "N.json, each with N.expected.json beside it: {\"kind\", \"pointer\", \"valid\",\n"
                             "\"issues\"}, what the contract says of it under the options given. The body is\n"
                             "mutated as given (its keys, names, order and the digits of integers beyond 64\n"
                             "bits), every credential redacted (docs/hostile-input.md, Secrets). It may be\n"
                             "up to 4 MiB. Each file is written as it is made, and created anew: a file or\n"
                             "symbolic link of that name in DIR is an error, never followed. With --format\n"
                             "ndjson, one line per mutation on standard output instead. Kinds: drop, null,\n"
                             "type_* (another JSON type), corrupt_* (a value of the right type that breaks its\n"
                             "rule), empty_array.",
                             &run_mutate);
    add_endpoint(command, line.s);
    add_contract(command, line.s);
    add_status(command, line.s);
    add_release_and_chain(command, line.s);
    add_count_and_seed(command, line.s, "the number of mutations, drawn from all of them");
    add_text(command, "--out", line.s.out,
             "the folder to write N.json and N.expected.json to: made if\n"
             "absent, refused if it holds anything, or if it is a symbolic\n"
             "link",
             false);
    add_choice(
        command, "--format", {"files", "ndjson"}, [&s = line.s](std::string const& v) { s.to_ndjson = v == "ndjson"; },
        "files (default): N.json and N.expected.json in --out DIR;\n"
        "ndjson: one line per mutation on standard output, {\"kind\",\n"
        "\"pointer\", \"valid\", \"issues\", \"document\"} (the count goes to\n"
        "standard error)");
    add_text(command, "--pointer", line.s.pointer,
             "mutate only the value at this JSON Pointer and what it holds\n"
             "(/items/0/hash; /items/0: the first item and its members)",
             false);
    add_flag(command, "--overwrite", line.s.overwrite,
             "write into a folder that holds files: remove the N.json and\n"
             "N.expected.json of an earlier run (a symbolic link among them\n"
             "is removed, not followed) and leave the rest");
    add_inputs(command, line.s, 1);
}

} // namespace explorer_schema::cli
