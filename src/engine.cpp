// What the decoder does whatever the model's types, for the static library
// of explorer_schema::compiled: the parser with the engine as its handler,
// the walk of a parsed value, the parser of DOM values, and the search of
// the text for each issue's place, compiled once rather than in every
// object that decodes (detail/engine.hpp, detail/dom_parser.hpp, locate.hpp).

#define EXPLORER_SCHEMA_ENGINE_SOURCE
#include <explorer_schema/detail/dom_parser.hpp>
#include <explorer_schema/detail/engine.hpp>
#include <explorer_schema/operations/locate.hpp>

template class boost::json::basic_parser<explorer_schema::detail::engine>;
