// What the commands of explorer-schema share: the settings the command line
// gives, reading inputs, writing to standard output, and the options the
// commands take. Each command is a file of its own, which adds itself and
// its options to the command line (`add_<command>`, called by main.cpp).
// Only command_line.cpp sees CLI11: the header-only parser emits its
// validators and formatters in every file that includes it.
#ifndef EXPLORER_SCHEMA_TOOLS_CLI_HPP
#define EXPLORER_SCHEMA_TOOLS_CLI_HPP

#include <explorer_schema/bodies.hpp>
#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/operations/json_schema.hpp>
#include <explorer_schema/operations/locate.hpp>
#include <explorer_schema/operations/render.hpp>
#include <explorer_schema/reports/writers.hpp>

#include <boost/describe/enum_from_string.hpp>
#include <boost/describe/enumerators.hpp>
#include <boost/json/fwd.hpp>
#include <boost/mp11/algorithm.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace CLI {
class App;
}

namespace explorer_schema::cli {

struct usage_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// An input that cannot be opened or read: reported as such, and the other
/// inputs are still read.
struct input_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// What probe's options say.
struct probe_settings {
    std::string url;
    std::string ca_file;
    std::string capture;
    std::string api_key_file;
    std::size_t max_requests = 300;
    std::size_t rate = 4;
    std::size_t timeout = 30;
    std::size_t time_limit = 600;
};

/// What the command line says, for each command.
struct settings {
    std::string endpoint;
    unsigned status = 200; ///< the HTTP status the bodies came with
    /// Unless --contract names one: the first the endpoint has (the spec's
    /// when the spec has it), else the spec.
    std::string contract;
    std::string only_contract;       ///< endpoints: list only this contract's
    std::vector<std::string> inputs; ///< none: standard input
    decode_options decode;
    report_format format = report_format::text;
    bool locations = false; ///< validate --format text: FILE:LINE:COLUMN: before each issue
    std::size_t max_report_size = report_options{}.max_output_size; ///< validate --max-output-size
    bool ndjson = false;
    schema_options schema;
    render_options render;
    bool all = false;
    std::size_t count = 10; ///< generate, mutate: documents written
    std::uint64_t seed = 0; ///< generate, mutate: the same output for the same seed
    std::string out;        ///< mutate: the folder written to
    bool overwrite = false; ///< mutate: replace the files of an earlier run
    bool to_ndjson = false; ///< mutate: one line per mutation on standard output, not files
    std::string pointer;    ///< mutate: only the mutations at or under this JSON Pointer
    probe_settings probe;
};

/// The command line: the settings its options write to, the program's
/// parser, and each command with the function that runs it.
struct command_line {
    using runner = int (*)(settings const&);

    settings s;
    std::unique_ptr<CLI::App> app;
    std::vector<std::pair<CLI::App const*, runner>> commands;

    command_line();
    ~command_line();

    /// Adds a command, which `run` runs.
    CLI::App& add(std::string name, std::string description, runner run);

    /// Runs the command the arguments name, with the options they give
    /// (after --, every argument is an input file); its exit status.
    /// Throws usage_error when they name none or give a wrong option.
    int run(int argc, char** argv);
};

// Each command adds itself, its options and the function that runs it.
void add_validate(command_line&);
void add_identify(command_line&);
void add_render(command_line&);
void add_schema(command_line&);
void add_openapi(command_line&);
void add_diff_contracts(command_line&);
void add_endpoints(command_line&);
void add_reference(command_line&);
void add_releases(command_line&);
void add_issue_codes(command_line&);
void add_generate(command_line&);
void add_mutate(command_line&);
void add_probe(command_line&);

// ---- reading inputs (input.cpp)

/// The text of an input (`-`: standard input), or the issue that it is
/// longer than `limit` bytes, known before reading more than `limit` + 1
/// bytes of it. Throws input_error when it cannot be opened or read.
class input_text {
public:
    input_text(std::string const& path, std::size_t limit);

    std::string_view view() const noexcept { return {data_.get(), size_}; }
    /// Set when the input is beyond the limit: then view() is empty.
    std::optional<issue> const& too_large() const noexcept { return too_large_; }

private:
    std::unique_ptr<char[]> data_;
    std::size_t size_ = 0;
    std::optional<issue> too_large_;
};

/// The text of `path` for `command`, which takes one body of at most
/// `mebibytes` MiB; none when it is longer, which is said on standard
/// error with the issue. Throws input_error as input_text does.
std::optional<input_text> read_body(std::string const& path, std::size_t mebibytes, std::string_view command);

/// Calls `f(line_number, line)` for each line of `path` that is not blank,
/// holding one line at a time, and `f(line_number, nullopt)` for a line
/// longer than `limit` bytes, which is skipped rather than held.
void for_each_line(std::string const& path, std::size_t limit,
                   std::function<void(std::size_t, std::optional<std::string_view>)> const& f);

// ---- writing (output.cpp)

void print_issues(std::ostream& os, std::vector<issue> const& issues);

/// `json` indented by two spaces, for people to read.
void print_pretty(std::ostream& os, boost::json::value const& json, int indent = 0);

/// Throws when a write to standard output has failed (a full disk, a closed
/// descriptor, a broken pipe): nothing after it would reach the reader, so
/// a command stops there rather than going on through its input.
void check_standard_output();

/// Everything written to standard output reached it, or this throws.
void flush_standard_output();

/// "1 field", "2 fields".
std::string counted(std::size_t n, std::string_view word);

// ---- endpoints, contracts and options (command_line.cpp)

/// A Blockscout release and a chain type belong to Blockscout's contract.
void check_release_and_chain(settings const& s);

/// The body the endpoint named `endpoint` answers with HTTP status `status`
/// under the contract named `contract` (bodies.hpp); a usage error when the
/// endpoint has no response under the contract, or none of that status,
/// saying which statuses it has.
body_operations const& body_named(std::string const& endpoint, std::string const& contract, unsigned status);

/// The names of the contracts.
std::vector<std::string> contract_names();

// The options of a command, each written to the settings (command_line.cpp).

/// --endpoint, one of the registry's.
void add_endpoint(CLI::App& command, settings& s, bool required = true);

/// --contract, the one the body is judged under.
void add_contract(CLI::App& command, settings& s);

/// --status, the HTTP status the body came with.
void add_status(CLI::App& command, settings& s);

/// The input files, at most `most`.
void add_inputs(CLI::App& command, settings& s, int most);

/// --blockscout-release and --chain-type, which Blockscout's contract takes.
void add_release_and_chain(CLI::App& command, settings& s);

/// --count and --seed, of generate and mutate.
void add_count_and_seed(CLI::App& command, settings& s, std::string const& what);

/// A flag, which takes no value.
void add_flag(CLI::App& command, std::string const& name, bool& target, std::string const& description);

/// An option whose value is any text.
void add_text(CLI::App& command, std::string const& name, std::string& target, std::string const& description,
              bool required = false);

/// An option whose value is a whole number, in decimal digits alone: one
/// that is negative, a fraction or not a number is a usage error, where the
/// parser would take -1 for the largest number and 0x10 for 16.
void add_size(CLI::App& command, std::string const& name, std::size_t& target, std::string const& description);

/// --chain-type: a chain type as Blockscout's CHAIN_TYPE spells it.
void add_chain_type(CLI::App& command, std::optional<chain_type>& target, std::string const& description);

/// An option whose value is one of `names`, given to `set`.
void add_choice(CLI::App& command, std::string const& name, std::vector<std::string> names,
                std::function<void(std::string const&)> set, std::string const& description);

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
void add_choice(CLI::App& command, std::string const& name, Target& target, std::string const& description)
{
    using Enum = typename choice_of<Target>::type;
    std::vector<std::string> names;
    boost::mp11::mp_for_each<boost::describe::describe_enumerators<Enum>>([&](auto e) { names.emplace_back(e.name); });
    add_choice(
        command, name, std::move(names),
        [&target](std::string const& v) {
            Enum e{};
            boost::describe::enum_from_string(v.c_str(), e);
            target = e;
        },
        description);
}

/// What --unknown-keys means to schema and openapi.
inline constexpr char const* schema_policy = "error forbids unknown members (additionalProperties false);\n"
                                             "warn (default) and ignore allow them";

} // namespace explorer_schema::cli

#endif
