// explorer-schema reference: the field reference of both contracts.

#include "cli.hpp"

#include "reference.hpp"

#include <iostream>

namespace explorer_schema::cli {
namespace {

int run_reference(settings const&)
{
    std::cout << field_reference();
    return 0;
}

} // namespace

void add_reference(command_line& line)
{
    line.add("reference", "Print the field reference (Markdown) of every object of both contracts.", &run_reference);
}

} // namespace explorer_schema::cli
