// The command line of explorer-schema, its parsing and the options its
// commands take, declared with CLI11 (Debian libcli11-dev, header-only), so
// that parsing and help come from the same declarations.

#include "cli.hpp"

#include <CLI/CLI.hpp>

#include <explorer_schema/model/releases.hpp>
#include <explorer_schema/version.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <limits>

namespace explorer_schema::cli {

namespace {

constexpr char const* footer = R"footer(FILE is read, or standard input when FILE is - or absent; after --, every
argument is a FILE, even one that starts with -.

Paths are JSON Pointers (RFC 6901) into the document; "(document)" in text
output is the document itself. Issue codes: explorer-schema issue-codes.

Exit status:
  0  no document has errors (warnings allowed); render: every summary asked
     for was printed; diff-contracts: the contracts agree
  1  a document has errors (malformed JSON included; probe: a body the
     instance answered), or an input holds no document; render: or a
     summary cannot be rendered, the response has none, or the output would
     pass --max-output-size; diff-contracts: the contracts differ
  2  usage or input/output error (message on standard error); validate and
     identify report every input they can read first; probe: the instance
     could not be probed, or a request got no body to judge)footer";

} // namespace

command_line::command_line()
    : app(std::make_unique<CLI::App>(
          "Checks explorer API responses against the contract and renders transaction summaries.", "explorer-schema"))
{
    app->footer(footer);
    app->require_subcommand(1);
    app->fallthrough(false);
    app->set_version_flag("--version", "explorer-schema " EXPLORER_SCHEMA_VERSION_STRING,
                          "Print the version of explorer-schema and exit");
}

command_line::~command_line() = default;

CLI::App& command_line::add(std::string name, std::string description, runner run)
{
    auto* command = app->add_subcommand(std::move(name), std::move(description));
    command->footer(footer);
    commands.emplace_back(command, run);
    return *command;
}

int command_line::run(int argc, char** argv)
{
    // The parser sees the arguments before --; those after are input files,
    // whatever they look like.
    auto const end = argv + argc;
    auto const dashes = std::find(argv + std::min(argc, 1), end, std::string_view("--"));
    // The first word that is not an option names the command.
    auto const word = std::find_if(argv + std::min(argc, 1), dashes, [](char const* a) { return a[0] != '-'; });
    if (word != dashes &&
        std::none_of(commands.begin(), commands.end(), [&](auto const& c) { return c.first->get_name() == *word; })) {
        std::string names;
        for (auto const& c : commands)
            names += (names.empty() ? "" : ", ") + c.first->get_name();
        throw usage_error("unknown command " + std::string(*word) + "; commands: " + names);
    }
    std::vector<std::string> args(std::make_reverse_iterator(dashes),
                                  std::make_reverse_iterator(argv + std::min(argc, 1)));
    try {
        app->parse(args); // from the last argument to the first
    } catch (CLI::CallForHelp const&) {
        std::cout << app->help(); // of the command asked about
        return 0;
    } catch (CLI::CallForVersion const& e) {
        std::cout << e.what() << '\n';
        return 0;
    } catch (CLI::ParseError const& e) {
        throw usage_error(e.what());
    }
    auto const* command = app->get_subcommands().front();
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
    if (s.contract.empty()) {
        s.contract = contracts::spec::name;
        endpoints::visit_by_name(s.endpoint, [&](auto e) {
            using E = decltype(e);
            s.contract = boost::mp11::mp_front<typename E::responses>::contract::name;
        });
    }
    return std::find_if(commands.begin(), commands.end(), [&](auto const& c) { return c.first == command; })->second(s);
}

void check_release_and_chain(settings const& s)
{
    auto const& options = s.decode;
    if ((options.release || options.chain) && s.contract != contracts::blockscout::name)
        throw usage_error(std::string(options.release ? "--blockscout-release" : "--chain-type") +
                          " needs --contract blockscout");
    if (options.release)
        endpoints::visit_by_name(s.endpoint, [&](auto e) {
            using E = decltype(e);
            if constexpr (has_response<E, contracts::blockscout>)
                if (!served_by<E>.contains(*options.release))
                    throw usage_error("--blockscout-release " + (*options.release)->name() + ": Blockscout " +
                                      (*options.release)->name() + " does not serve " + std::string(E::method) +
                                      " " + std::string(E::path_template) + "; " + served_by<E>.to_string() +
                                      " do");
        });
}

std::vector<std::string> contract_names()
{
    std::vector<std::string> names;
    boost::mp11::mp_for_each<contracts::all>([&](auto c) { names.emplace_back(decltype(c)::name); });
    return names;
}

namespace {

/// Checks that an option's value is a whole number from 0 to `most`.
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

} // namespace

void add_endpoint(CLI::App& command, settings& s, bool required)
{
    std::vector<std::string> names;
    std::string description = "the endpoint whose response the body is:";
    boost::mp11::mp_for_each<endpoints::all>([&](auto e) {
        using E = decltype(e);
        names.emplace_back(E::name);
        description.append("\n  ").append(E::name);
        description.append(std::string(24 - std::min<std::size_t>(22, E::name.size()), ' '));
        description.append(E::method).append(" ").append(E::path_template);
    });
    command.add_option("--endpoint", s.endpoint, description)->check(CLI::IsMember(names))->required(required);
}

void add_contract(CLI::App& command, settings& s)
{
    command
        .add_option("--contract", s.contract,
                    "spec: the contract as the spec writes it (the default when\n"
                    "the endpoint has it, else blockscout);\n"
                    "blockscout: the wire format of every Blockscout release from\n"
                    "v6.0 on, and of the Merits service; a body must have the\n"
                    "shape of one release (chain-specific members are unknown keys)")
        ->check(CLI::IsMember(contract_names()));
}

body_operations const& body_named(std::string const& endpoint, std::string const& contract, unsigned status)
{
    try {
        return body_of(endpoint, contract, status);
    } catch (std::invalid_argument const& e) {
        // An endpoint with a response under the contract has its 200 body:
        // then only --status names no body.
        throw usage_error((find_body(endpoint, contract) ? "--status: " : "") + std::string(e.what()));
    }
}

void add_status(CLI::App& command, settings& s)
{
    command
        .add_option("--status", s.status,
                    "the HTTP status the body came with (default 200, the\n"
                    "endpoint's response); under the blockscout contract an\n"
                    "endpoint of Blockscout's API v2 has a body for 400, 403, 404,\n"
                    "422, 429, 500 and 501 too (docs/contracts.md, Error bodies)")
        ->check(CLI::Range(100u, 599u));
}

void add_inputs(CLI::App& command, settings& s, int most)
{
    command.add_option("FILE", s.inputs, "a response body (JSON); - or none: standard input")->expected(0, most);
}

void add_release_and_chain(CLI::App& command, settings& s)
{
    command
        .add_option_function<std::string>(
            "--blockscout-release", [&s](std::string const& v) { s.decode.release = find_release(v); },
            "with --contract blockscout: the body must be exactly what\n"
            "release vX.Y sends (" +
                blockscout_releases.front().name() + " to " + release_index::newest()->name() + ")")
        ->check(CLI::Validator(
            [](std::string& v) {
                return find_release(v)
                           ? std::string()
                           : "unknown Blockscout release " + v + "; known: " + release_set::all().to_string();
            },
            "vX.Y"));
    add_chain_type(command, s.decode.chain,
                   "with --contract blockscout: the build the body comes from:\n"
                   "the members that chain type adds are typed and checked,\n"
                   "other chain types' are unknown keys; without it, a member\n"
                   "of some chain types is a warning that names them");
}

void add_chain_type(CLI::App& command, std::optional<chain_type>& target, std::string const& description)
{
    std::vector<std::string> names;
    for (auto const& c : blockscout_chain_types)
        names.emplace_back(c.name);
    add_choice(command, "--chain-type", std::move(names),
               [&target](std::string const& v) { target = find_chain_type(v); }, description);
}

void add_count_and_seed(CLI::App& command, settings& s, std::string const& what)
{
    command.add_option("--count", s.count, what + " (default 10)")->check(whole_number());
    command.add_option("--seed", s.seed, "the same seed gives the same output (default 0)")->check(whole_number());
}

void add_flag(CLI::App& command, std::string const& name, bool& target, std::string const& description)
{
    command.add_flag(name, target, description)->disable_flag_override();
}

void add_text(CLI::App& command, std::string const& name, std::string& target, std::string const& description,
              bool required)
{
    command.add_option(name, target, description)->required(required);
}

void add_size(CLI::App& command, std::string const& name, std::size_t& target, std::string const& description)
{
    command.add_option(name, target, description)->check(whole_number());
}

void add_choice(CLI::App& command, std::string const& name, std::vector<std::string> names,
                std::function<void(std::string const&)> set, std::string const& description)
{
    command.add_option_function<std::string>(name, std::move(set), description)->check(CLI::IsMember(std::move(names)));
}

} // namespace explorer_schema::cli
