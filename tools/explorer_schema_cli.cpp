// explorer-schema: checks explorer API responses against the contract.

#include <explorer_schema/explorer_schema.hpp>

#include <boost/describe/enum_from_string.hpp>
#include <boost/json/serialize.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace es = explorer_schema;

namespace {

constexpr std::string_view usage = R"usage(usage: explorer-schema validate --endpoint NAME [options] [FILE|-]
       explorer-schema --help

Commands:
  validate    Check one response body (JSON) against the contract of an
              endpoint and print every issue found. FILE is read, or standard
              input when FILE is - or absent.

Options of validate:
  --endpoint NAME        main-page-transactions  GET /api/v2/main-page/transactions
                         transaction-summary     GET /api/v2/transactions/{hash}/summary
                         networks                GET /admin/api/v1/networks
  --unknown-keys POLICY  what a member the contract does not know is:
                         error, warn (default: a warning, the document stays
                         valid) or ignore
  --format FORMAT        text (default): one line per issue, "path: message",
                         then a verdict line;
                         json: one object {"valid": bool, "issues": [{"path",
                         "code", "severity", "message"}]}
  --help                 print this text

Paths are JSON Pointers (RFC 6901) into the document; "(document)" in text
output is the document itself. Issue codes are listed in the README.

Exit status:
  0  the document has no errors (warnings allowed)
  1  the document has errors (malformed JSON included)
  2  usage or input/output error (message on standard error)
)usage";

struct usage_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct validate_request {
    std::string endpoint;
    es::decode_options options;
    bool json_output = false;
    std::string input = "-";
};

template <class Enum>
Enum parse_choice(std::string_view option, std::string_view value)
{
    Enum e{};
    if (!boost::describe::enum_from_string(std::string(value).c_str(), e))
        throw usage_error("invalid value for " + std::string(option) + ": " + std::string(value));
    return e;
}

enum class output_format { text, json };
BOOST_DESCRIBE_ENUM(output_format, text, json)

validate_request parse_validate_arguments(std::vector<std::string_view> const& args)
{
    validate_request request;
    bool have_input = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        auto arg = args[i];
        std::optional<std::string_view> inline_value;
        if (arg.starts_with("--")) {
            if (auto const eq = arg.find('='); eq != std::string_view::npos) {
                inline_value = arg.substr(eq + 1);
                arg = arg.substr(0, eq);
            }
        }
        auto value = [&]() -> std::string_view {
            if (inline_value)
                return *inline_value;
            if (i + 1 >= args.size())
                throw usage_error(std::string(arg) + " needs a value");
            return args[++i];
        };
        if (arg == "--endpoint")
            request.endpoint = value();
        else if (arg == "--unknown-keys")
            request.options.unknown_keys = parse_choice<es::unknown_keys_policy>(arg, value());
        else if (arg == "--format")
            request.json_output = parse_choice<output_format>(arg, value()) == output_format::json;
        else if (arg.starts_with("-") && arg != "-")
            throw usage_error("unknown option " + std::string(arg));
        else if (have_input)
            throw usage_error("more than one input file");
        else {
            request.input = arg;
            have_input = true;
        }
    }
    if (request.endpoint.empty())
        throw usage_error("validate needs --endpoint");
    return request;
}

/// The whole content of `path` ("-" is standard input); throws
/// std::runtime_error naming the file on failure.
std::string read_all(std::string const& path)
{
    bool const is_stdin = path == "-";
    std::FILE* file = is_stdin ? stdin : std::fopen(path.c_str(), "rb");
    if (file == nullptr)
        throw std::runtime_error("cannot open " + path + ": " + std::strerror(errno));
    std::string content;
    char buffer[1 << 16];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0)
        content.append(buffer, n);
    bool const failed = std::ferror(file) != 0;
    int const error = errno;
    if (!is_stdin)
        std::fclose(file);
    if (failed)
        throw std::runtime_error("cannot read " + path + ": " + std::strerror(error));
    return content;
}

void print_json(std::vector<es::issue> const& issues)
{
    boost::json::object const out{{"valid", !es::has_errors(issues)}, {"issues", es::to_json(issues)}};
    std::cout << boost::json::serialize(out) << '\n';
}

void print_text(std::vector<es::issue> const& issues, std::string const& source)
{
    std::size_t errors = 0;
    for (auto const& i : issues) {
        std::cout << i << '\n';
        errors += i.severity == es::severity::error;
    }
    auto const warnings = issues.size() - errors;
    auto plural = [](std::size_t n, std::string_view word) {
        return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "s");
    };
    std::cout << (source == "-" ? "<stdin>" : source) << ": "
              << (errors == 0 ? "valid" : "invalid") << " (" << plural(errors, "error") << ", "
              << plural(warnings, "warning") << ")\n";
}

int validate(std::vector<std::string_view> const& args)
{
    auto const request = parse_validate_arguments(args);
    std::vector<es::issue> issues;
    bool const known = es::endpoints::visit_by_name(request.endpoint, [&](auto endpoint) {
        using response = typename decltype(endpoint)::response;
        issues = es::parse<response>(read_all(request.input), request.options).issues;
    });
    if (!known)
        throw usage_error("unknown endpoint " + request.endpoint);
    if (request.json_output)
        print_json(issues);
    else
        print_text(issues, request.input);
    return es::has_errors(issues) ? 1 : 0;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string_view> args(argv + 1, argv + argc);
    try {
        for (auto a : args)
            if (a == "--help" || a == "-h") {
                std::cout << usage;
                return 0;
            }
        if (args.empty())
            throw usage_error("no command");
        if (args[0] != "validate")
            throw usage_error("unknown command " + std::string(args[0]));
        return validate({args.begin() + 1, args.end()});
    } catch (usage_error const& e) {
        std::cerr << "explorer-schema: " << e.what() << "\nRun explorer-schema --help for usage.\n";
    } catch (std::exception const& e) {
        std::cerr << "explorer-schema: " << e.what() << '\n';
    }
    return 2;
}
