#ifndef EXPLORER_SCHEMA_OPERATIONS_LOCATE_HPP
#define EXPLORER_SCHEMA_OPERATIONS_LOCATE_HPP

// Where in the JSON text each issue's value starts: its line and column, as
// an editor counts them. The decoder reports paths; locate finds them again
// in the text, in one pass that descends only where an issue's path leads.
// parse, identify and validate call it when a document has issues; call it
// for issues of a value decoded from text parsed otherwise.

#include <explorer_schema/detail/plain_bytes.hpp>
#include <explorer_schema/detail/text_position.hpp>
#include <explorer_schema/model/issue.hpp>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <map>
#include <string>
#include <string_view>
#include <vector>

// With explorer_schema::compiled, locate is compiled once, in the library's
// engine object (src/engine.cpp); its users see it declared.
#if !defined(EXPLORER_SCHEMA_COMPILED)
#define EXPLORER_SCHEMA_LOCATE_DEFINED 1
#define EXPLORER_SCHEMA_LOCATE_DECL inline
#elif defined(EXPLORER_SCHEMA_ENGINE_SOURCE)
#define EXPLORER_SCHEMA_LOCATE_DEFINED 1
#define EXPLORER_SCHEMA_LOCATE_DECL
#else
#define EXPLORER_SCHEMA_LOCATE_DEFINED 0
#define EXPLORER_SCHEMA_LOCATE_DECL
#endif

namespace explorer_schema {

/// Line and column of byte `offset` of `text`, both from 1.
inline text_position position_of(std::string_view text, std::size_t offset) noexcept
{
    return detail::advance({1, 1}, text.substr(0, std::min(offset, text.size())));
}

/// Gives each issue of `issues` that has none the position in `text` where
/// its value starts; for a member the object lacks, where the object
/// starts; for the document, where it starts; for a member named again
/// (duplicate_member), where that later value starts, the first such issue
/// of a path at the second occurrence, the next at the third. `origin` is
/// where the text starts in the input it came from (line N of an NDJSON
/// input: {N, 1}), so that every position is the input's.
EXPLORER_SCHEMA_LOCATE_DECL void locate(std::string_view text, std::vector<issue>& issues,
                                        text_position origin = {1, 1});

} // namespace explorer_schema

#if EXPLORER_SCHEMA_LOCATE_DEFINED
#include <explorer_schema/impl/locate.hpp>
#endif

#endif
