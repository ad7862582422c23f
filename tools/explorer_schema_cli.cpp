// explorer-schema: checks explorer API responses against the contract and
// renders transaction summaries.

#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/json_schema.hpp>
#include <explorer_schema/openapi.hpp>
#include <explorer_schema/reference.hpp>
#include <explorer_schema/release_table.hpp>

#include <boost/describe/enum_from_string.hpp>
#include <boost/json/serialize.hpp>

#include <boost/mp11/algorithm.hpp>

#include <algorithm>
#include <charconv>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <limits>
#include <optional>
#include <functional>
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

constexpr std::string_view usage = R"usage(usage: explorer-schema validate --endpoint NAME [options] [FILE|-]...
       explorer-schema identify [--endpoint NAME] [--chain-type NAME] [FILE|-]...
       explorer-schema render [options] [FILE|-]
       explorer-schema schema --endpoint NAME [--contract NAME] [--draft 2020-12|4] [--unknown-keys POLICY]
       explorer-schema openapi [--contract NAME] [--unknown-keys POLICY]
       explorer-schema diff-contracts --endpoint NAME
       explorer-schema reference
       explorer-schema releases
       explorer-schema --help

Commands:
  validate    Check response bodies (JSON) against the contract of an
              endpoint and print every issue found.
  identify    Print the Blockscout releases that send a body of that shape
              ("FILE: Blockscout v8.0–v9.0"), under the endpoint given or
              the one whose contract the body fits.
  render      Print the transaction summary of a summary response (the
              first one, or every one with --all, one per line) as the
              explorer shows it.
  schema      Print the JSON Schema of an endpoint's response.
  openapi     Print the OpenAPI 3.1 document of the three endpoints.
  diff-contracts
              Print, field by field, where the blockscout contract differs
              from the spec's for an endpoint's response.
  reference   Print the field reference (Markdown) of every object of the
              spec's contract.
  releases    Print the table (Markdown) of the Blockscout releases that
              send each member of each object of the blockscout contract.
FILE is read, or standard input when FILE is - or absent; after --, every
argument is a FILE, even one that starts with -.

Options of validate, render, schema and openapi:
  --contract NAME        spec (default): the contract as the spec writes it;
                         blockscout: the wire format of every Blockscout
                         release from v6.0 on, and of the Merits service; a
                         body must have the shape of one release
                         (chain-specific members are unknown keys)

Options of validate:
  --endpoint NAME        main-page-transactions  GET /api/v2/main-page/transactions
                         transaction-summary     GET /api/v2/transactions/{hash}/summary
                         networks                GET /admin/api/v1/networks
                         transaction             GET /api/v2/transactions/{hash}
                         transactions            GET /api/v2/transactions
                         address-transactions    GET /api/v2/addresses/{hash}/transactions
  --unknown-keys POLICY  what a member the contract does not know is:
                         error, warn (default: a warning, the document stays
                         valid) or ignore
  --blockscout-release vX.Y
                         with --contract blockscout: the body must be exactly
                         what release vX.Y sends (v6.0 to v11.2)
  --chain-type NAME      with --contract blockscout: the members that chain
                         type adds are typed and checked (optimism, arbitrum,
                         scroll, ethereum); without it they are unknown keys
  --format FORMAT        text (default): one line per issue, "path: message",
                         then a verdict line per document (under the
                         blockscout contract with the releases it matches:
                         "valid (Blockscout v8.1; 0 errors, 0 warnings)"),
                         and a last line "N documents, N valid, N invalid";
                         json: one line per document, the object {"valid":
                         bool, "releases": ["v8.1"] (blockscout contract),
                         "issues": [{"path", "code", "severity", "message"}]}
                         (the last line goes to standard error)
  --ndjson               each input holds one document per line (blank lines
                         are skipped), read one line at a time; issue paths
                         start with the line number: "12:/0/hash"

Options of schema and openapi:
  --draft DIALECT        2020-12 (default) or 4 (draft-04, for RapidJSON)
  --unknown-keys POLICY  error forbids unknown members (additionalProperties
                         false); warn (default) and ignore allow them

Options of render:
  --format FORMAT        text (default), html (escaped, http(s) links) or
                         markdown (escaped, http(s) links)
  --native SYMBOL        the text of {native} (default ETH)
  --currency STYLE       compact (default: 0.012, 1,234.57, 12.35K, 2.50M) or
                         exact (every digit, grouped)
  --explorer-url URL     link tokens and addresses to URL/token/HASH and
                         URL/address/HASH (http and https only)
  --max-output-size BYTES
                         the longest summary printed (default 1048576); a
                         longer one is the error output_too_large
  --all                  print every summary, not only the first
  The document is validated first: its errors, and a summary that cannot be
  rendered, are printed on standard error. Under the blockscout contract, a
  null body or an error body has no summary: why is printed on standard
  error.

  --help                 print this text

Paths are JSON Pointers (RFC 6901) into the document; "(document)" in text
output is the document itself. Issue codes are listed in the README.

Exit status:
  0  no document has errors (warnings allowed); render: every summary asked for was printed;
     diff-contracts: the contracts agree
  1  a document has errors (malformed JSON included); render: or a summary cannot be rendered
     or the response has none; diff-contracts: the contracts differ
  2  usage or input/output error (message on standard error)
)usage";

struct usage_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// --help or -h where an option may stand.
struct help_requested {};

/// An option of a command: `--name VALUE` (or `--name=VALUE`), or a flag.
struct option {
    std::string_view name;
    std::function<void(std::string_view)> set_value; ///< empty for a flag
    std::function<void()> set_flag = {};
};

/// Applies `options` to `args` and returns the input files: at most
/// `max_inputs`, and "-" (standard input) when there is none.
std::vector<std::string> parse_arguments(std::vector<std::string_view> const& args,
                                         std::vector<option> const& options,
                                         std::size_t max_inputs = 1)
{
    std::vector<std::string> inputs;
    bool only_inputs = false; // after "--"
    for (std::size_t i = 0; i < args.size(); ++i) {
        auto arg = args[i];
        if (!only_inputs && arg == "--") {
            only_inputs = true;
            continue;
        }
        if (!only_inputs && (arg == "--help" || arg == "-h"))
            throw help_requested{};
        if (only_inputs || !arg.starts_with("-") || arg == "-") {
            if (inputs.size() == max_inputs)
                throw usage_error(max_inputs == 0 ? "takes no input file" : "more than one input file");
            inputs.emplace_back(arg);
            continue;
        }
        std::optional<std::string_view> inline_value;
        if (auto const eq = arg.find('='); eq != std::string_view::npos) {
            inline_value = arg.substr(eq + 1);
            arg = arg.substr(0, eq);
        }
        auto const o = std::find_if(options.begin(), options.end(),
                                    [&](option const& o) { return o.name == arg; });
        if (o == options.end())
            throw usage_error("unknown option " + std::string(arg));
        if (!o->set_value) {
            if (inline_value)
                throw usage_error(std::string(arg) + " takes no value");
            o->set_flag();
        } else if (inline_value) {
            o->set_value(*inline_value);
        } else if (i + 1 < args.size()) {
            o->set_value(args[++i]);
        } else {
            throw usage_error(std::string(arg) + " needs a value");
        }
    }
    if (inputs.empty())
        inputs.emplace_back("-");
    return inputs;
}

/// Sets `target` from the name of one of its enumerators.
template <class Enum>
std::function<void(std::string_view)> choice(std::string_view option, Enum& target)
{
    return [option, &target](std::string_view value) {
        if (!boost::describe::enum_from_string(std::string(value).c_str(), target))
            throw usage_error("invalid value for " + std::string(option) + ": " +
                              std::string(value));
    };
}

std::function<void(std::string_view)> text(std::string& target)
{
    return [&target](std::string_view value) { target = value; };
}

/// Sets `target` from a count of bytes.
std::function<void(std::string_view)> size(std::size_t& target)
{
    return [&target](std::string_view value) {
        auto const [end, error] = std::from_chars(value.data(), value.data() + value.size(), target);
        if (error != std::errc{} || end != value.data() + value.size())
            throw usage_error("invalid byte count: " + std::string(value));
    };
}

/// Calls `f(E{})` for the endpoint named, which `command` needs.
template <class F>
void with_endpoint(std::string_view command, std::string const& endpoint, F&& f)
{
    if (endpoint.empty())
        throw usage_error(std::string(command) + " needs --endpoint");
    if (!es::endpoints::visit_by_name(endpoint, f))
        throw usage_error("unknown endpoint " + endpoint);
}

/// Calls `f(C{})` for the contract named.
template <class F>
void with_contract(std::string const& contract, F&& f)
{
    if (!es::contracts::visit_by_name(contract, f))
        throw usage_error("unknown contract " + contract);
}

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

enum class validate_format { text, json };
BOOST_DESCRIBE_ENUM(validate_format, text, json)

std::string counted(std::size_t n, std::string_view word)
{
    return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "s");
}

/// "Blockscout v8.0–v9.0", or "no Blockscout release".
std::string releases_text(es::release_set releases)
{
    return releases.empty() ? "no Blockscout release" : "Blockscout " + releases.to_string();
}

/// Sets `target` to the release named.
std::function<void(std::string_view)> release_choice(std::optional<std::size_t>& target)
{
    return [&target](std::string_view value) {
        target = es::find_release(value);
        if (!target)
            throw usage_error("unknown Blockscout release " + std::string(value) + "; known: " +
                              es::release_set::all().to_string());
    };
}

/// Sets `target` to the chain type named.
std::function<void(std::string_view)> chain_choice(std::optional<es::chain_type>& target)
{
    return [&target](std::string_view value) {
        es::chain_type chain{};
        if (!boost::describe::enum_from_string(std::string(value).c_str(), chain))
            throw usage_error("invalid value for --chain-type: " + std::string(value));
        target = chain;
    };
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

int validate(std::vector<std::string_view> const& args)
{
    std::string endpoint;
    std::string contract(es::contracts::spec::name);
    es::decode_options options;
    auto format = validate_format::text;
    bool ndjson = false;
    auto const inputs = parse_arguments(
        args,
        {{"--endpoint", text(endpoint)},
         {"--contract", text(contract)},
         {"--unknown-keys", choice("--unknown-keys", options.unknown_keys)},
         {"--blockscout-release", release_choice(options.release)},
         {"--chain-type", chain_choice(options.chain)},
         {"--format", choice("--format", format)},
         {"--ndjson", {}, [&] { ndjson = true; }}},
        std::numeric_limits<std::size_t>::max());
    bool const versioned = contract == es::contracts::blockscout::name;
    if ((options.release || options.chain) && !versioned)
        throw usage_error(std::string(options.release ? "--blockscout-release" : "--chain-type") +
                          " needs --contract blockscout");

    std::size_t documents = 0, valid_documents = 0;
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
        if (format == validate_format::json) {
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
        for (auto const& i : issues)
            std::cout << prefix << i << '\n';
        auto const errors = static_cast<std::size_t>(std::count_if(
            issues.begin(), issues.end(),
            [](es::issue const& i) { return i.severity == es::severity::error; }));
        std::cout << input_name(input) << (line ? ":" + std::to_string(line) : "")
                  << ": " << (valid ? "valid" : "invalid") << " ("
                  << (versioned ? releases_text(releases) + "; " : "") << counted(errors, "error")
                  << ", " << counted(issues.size() - errors, "warning") << ")\n";
    };
    with_contract(contract, [&](auto c) {
        with_endpoint("validate", endpoint, [&](auto e) {
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
    (format == validate_format::json ? std::cerr : std::cout)
        << counted(documents, "document") << ", " << valid_documents << " valid, "
        << documents - valid_documents << " invalid\n";
    return valid_documents == documents ? 0 : 1;
}

int identify(std::vector<std::string_view> const& args)
{
    std::string endpoint;
    es::decode_options options;
    auto const inputs = parse_arguments(args, {{"--endpoint", text(endpoint)}, {"--chain-type", chain_choice(options.chain)}},
                                        std::numeric_limits<std::size_t>::max());
    using contract = es::contracts::blockscout;
    if (!endpoint.empty() && !es::endpoints::visit_by_name(endpoint, [](auto) {}))
        throw usage_error("unknown endpoint " + endpoint);
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

int schema(std::vector<std::string_view> const& args)
{
    std::string endpoint;
    std::string contract(es::contracts::spec::name);
    es::schema_options options;
    parse_arguments(args,
                    {{"--endpoint", text(endpoint)},
                     {"--contract", text(contract)},
                     {"--draft",
                      [&](std::string_view value) {
                          if (value == "2020-12")
                              options.dialect = es::schema_dialect::draft2020_12;
                          else if (value == "4")
                              options.dialect = es::schema_dialect::draft4;
                          else
                              throw usage_error("invalid value for --draft: " + std::string(value));
                      }},
                     {"--unknown-keys", choice("--unknown-keys", options.unknown_keys)}},
                    0);
    with_contract(contract, [&](auto c) {
        with_endpoint("schema", endpoint, [&](auto e) {
            using E = decltype(e);
            print_pretty(std::cout, es::json_schema<es::response_t<E, decltype(c)>>(options, E::name));
        });
    });
    return 0;
}

int openapi(std::vector<std::string_view> const& args)
{
    auto policy = es::unknown_keys_policy::warn;
    std::string contract(es::contracts::spec::name);
    parse_arguments(args,
                    {{"--contract", text(contract)}, {"--unknown-keys", choice("--unknown-keys", policy)}},
                    0);
    with_contract(contract, [&](auto c) {
        print_pretty(std::cout, es::openapi_document<decltype(c)>(policy));
    });
    return 0;
}

int diff_contracts(std::vector<std::string_view> const& args)
{
    std::string endpoint;
    parse_arguments(args, {{"--endpoint", text(endpoint)}}, 0);
    using spec = es::contracts::spec;
    using blockscout = es::contracts::blockscout;
    std::vector<es::field_difference> differences;
    with_endpoint("diff-contracts", endpoint, [&](auto e) {
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

int reference(std::vector<std::string_view> const& args)
{
    parse_arguments(args, {}, 0);
    std::cout << es::field_reference();
    return 0;
}

int releases(std::vector<std::string_view> const& args)
{
    parse_arguments(args, {}, 0);
    std::cout << es::blockscout_release_table();
    return 0;
}

int render(std::vector<std::string_view> const& args)
{
    es::render_options options;
    std::string contract(es::contracts::spec::name);
    bool all = false;
    auto const input = parse_arguments(
        args, {{"--contract", text(contract)},
               {"--format", choice("--format", options.format)},
               {"--native", text(options.native_symbol)},
               {"--currency", choice("--currency", options.currency)},
               {"--explorer-url", text(options.explorer_url)},
               {"--max-output-size", size(options.max_output_size)},
               {"--all", {}, [&] { all = true; }}});

    int status = 0;
    with_contract(contract, [&](auto c) {
        using response = es::response_t<es::endpoints::transaction_summary, decltype(c)>;
        input_text const text(input.front(), es::decode_options{}.max_document_size);
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

int run(std::vector<std::string_view> const& args)
{
    if (args.empty())
        throw usage_error("no command");
    if (args[0] == "--help" || args[0] == "-h")
        throw help_requested{};
    std::vector<std::string_view> const rest(args.begin() + 1, args.end());
    if (args[0] == "validate")
        return validate(rest);
    if (args[0] == "render")
        return render(rest);
    if (args[0] == "identify")
        return identify(rest);
    if (args[0] == "schema")
        return schema(rest);
    if (args[0] == "openapi")
        return openapi(rest);
    if (args[0] == "diff-contracts")
        return diff_contracts(rest);
    if (args[0] == "reference")
        return reference(rest);
    if (args[0] == "releases")
        return releases(rest);
    throw usage_error("unknown command " + std::string(args[0]));
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
    std::vector<std::string_view> args(argv + 1, argv + argc);
    try {
        int const status = run(args);
        flush_standard_output();
        return status;
    } catch (help_requested) {
        std::cout << usage;
        try {
            flush_standard_output();
            return 0;
        } catch (std::exception const& e) {
            std::cerr << "explorer-schema: " << e.what() << '\n';
        }
    } catch (usage_error const& e) {
        std::cerr << "explorer-schema: " << es::escape_controls(e.what()) << "\nRun explorer-schema --help for usage.\n";
    } catch (std::exception const& e) {
        std::cerr << "explorer-schema: " << es::escape_controls(e.what()) << '\n';
    }
    return 2;
}
