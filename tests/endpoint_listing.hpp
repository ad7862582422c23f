#ifndef EXPLORER_SCHEMA_TESTS_ENDPOINT_LISTING_HPP
#define EXPLORER_SCHEMA_TESTS_ENDPOINT_LISTING_HPP

// The golden listing of the registry: docs/endpoints.md, which
// scripts/regenerate.sh writes from what `explorer-schema endpoints`
// prints. The tests that list endpoints compare against it, so that adding
// an endpoint is its model, its entry in endpoints.hpp and its fixtures,
// then a regeneration whose diff is reviewed.

#include <filesystem>
#include <set>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace test_support {

/// What a test that finds the listing stale says.
inline constexpr char const* stale_listing = "docs/endpoints.md is out of date; regenerate it with scripts/regenerate.sh";

/// The lines of the listing: one per endpoint, "NAME\tMETHOD PATH\tCONTRACT,CONTRACT\n".
inline std::string endpoint_listing()
{
    auto const page = std::filesystem::path(EXPLORER_SCHEMA_FIXTURES_DIR).parent_path() / "docs" / "endpoints.md";
    std::ifstream in(page, std::ios::binary);
    std::string const text{std::istreambuf_iterator<char>(in), {}};
    std::string_view const command = "$ explorer-schema endpoints\n";
    auto const begin = text.find(command);
    auto const end = text.find("```", begin);
    if (begin == std::string::npos || end == std::string::npos)
        throw std::runtime_error(page.string() + " holds no listing; " + stale_listing);
    return text.substr(begin + command.size(), end - begin - command.size());
}

/// The lines of `listing` whose contracts name `contract`, in its order:
/// what `explorer-schema endpoints --contract CONTRACT` prints.
inline std::string listed_under(std::string const& listing, std::string_view contract)
{
    std::istringstream lines(listing);
    std::string out;
    for (std::string line; std::getline(lines, line);) {
        std::string const contracts = "," + line.substr(line.rfind('\t') + 1) + ",";
        if (contracts.find("," + std::string(contract) + ",") != std::string::npos)
            out.append(line).append(1, '\n');
    }
    return out;
}

/// The name of an endpoint's line of the listing.
inline std::string listed_name(std::string const& line) { return line.substr(0, line.find('\t')); }

/// The names of the endpoints of `listing`, in its order: the program's
/// choices of `--endpoint`.
inline std::vector<std::string> listed_names(std::string const& listing)
{
    std::istringstream lines(listing);
    std::vector<std::string> out;
    for (std::string line; std::getline(lines, line);)
        out.push_back(listed_name(line));
    return out;
}

/// The path templates of the lines of `listing` whose contracts name
/// `contract`, each stopped before its query (`?`): the paths an OpenAPI
/// document of that contract describes.
inline std::set<std::string> listed_paths(std::string const& listing, std::string_view contract)
{
    std::istringstream lines(listed_under(listing, contract));
    std::set<std::string> out;
    for (std::string line; std::getline(lines, line);) {
        auto const request = line.substr(0, line.rfind('\t')).substr(line.find('\t') + 1);
        auto const path = request.substr(request.find(' ') + 1);
        out.insert(path.substr(0, path.find('?')));
    }
    return out;
}

} // namespace test_support

#endif
