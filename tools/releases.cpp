// explorer-schema releases: which Blockscout release sends each member.

#include "cli.hpp"

#include "release_table.hpp"

#include <iostream>

namespace explorer_schema::cli {
namespace {

int run_releases(settings const&)
{
    std::cout << blockscout_release_table();
    return 0;
}

} // namespace

void add_releases(command_line& line)
{
    line.add("releases",
             "Print the table (Markdown) of the Blockscout releases that send each member of each object of the "
             "blockscout contract.",
             &run_releases);
}

} // namespace explorer_schema::cli
