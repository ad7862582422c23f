// explorer-schema: checks explorer API responses against the contract and
// renders transaction summaries. Each command is a file of this folder;
// command_line.cpp parses the arguments.

#include "cli.hpp"

#include <iostream>

int main(int argc, char** argv)
{
    namespace cli = explorer_schema::cli;
    using explorer_schema::escape_controls;
    try {
        cli::command_line line;
        for (auto add : {cli::add_validate, cli::add_identify, cli::add_render, cli::add_schema, cli::add_openapi,
                         cli::add_diff_contracts, cli::add_endpoints, cli::add_reference, cli::add_releases, cli::add_issue_codes,
                         cli::add_generate, cli::add_mutate, cli::add_probe})
            add(line);
        int const status = line.run(argc, argv);
        cli::flush_standard_output();
        return status;
    } catch (cli::usage_error const& e) {
        std::cerr << "explorer-schema: " << escape_controls(e.what()) << "\nRun explorer-schema --help for usage.\n";
    } catch (std::exception const& e) {
        std::cerr << "explorer-schema: " << escape_controls(e.what()) << '\n';
    }
    return 2;
}
