#ifndef EXPLORER_SCHEMA_DETAIL_STRUCT_OPERATIONS_HPP
#define EXPLORER_SCHEMA_DETAIL_STRUCT_OPERATIONS_HPP

// What every operation does with one described struct, gathered in one
// class template, so that the compiled library can hold it once per struct
// (compiled.hpp): a response that holds a struct held by another, as the
// transaction lists hold the transaction, reaches it through these
// functions and compiles none of it again. Each header that defines an
// operation defines its member here: decoding (engine.hpp, direct_decoder.hpp),
// encoding (encode.hpp), generating (fuzzing/generate.hpp), mutating
// (fuzzing/mutations.hpp), JSON Schema (json_schema.hpp) and the field list
// (contract_diff.hpp).

#include <boost/json/fwd.hpp>

#include <string>
#include <vector>

namespace explorer_schema {

class schema_builder;
struct contract_field;
struct encode_options;

namespace fuzzing::generate_detail {
class generator;
}
namespace fuzzing::mutations_detail {
class generator;
}

namespace detail {

struct struct_sink;
struct direct_reading;

template <class T>
struct struct_operations {
    /// How the decoder fills a `T` from an object's members.
    static struct_sink const& sink();
    /// Reads the members of an object that keeps the contract, as the
    /// direct decoder does (direct_decoder.hpp): false when it may not.
    static bool read(T& out, direct_reading& in, bool keep);
    /// The members of `x` as the release of `options` sends them.
    static boost::json::object encode(T const& x, encode_options const& options, boost::json::storage_ptr const& sp);
    /// The members of a random valid `T`; one that may be absent at random
    /// when `may_omit`.
    static boost::json::object generate(fuzzing::generate_detail::generator& g, bool may_omit);
    /// The mutations of `o`, a valid `T` at `pointer`, and inside it.
    static void mutate(fuzzing::mutations_detail::generator& g, boost::json::object const& o,
                       std::string const& pointer);
    /// The schema of an object that is a `T`.
    static boost::json::value schema(schema_builder& b);
    /// The fields of a `T` at `path`, and those of the structs it holds.
    static void fields(std::string const& path, std::vector<contract_field>& out);
};

} // namespace detail
} // namespace explorer_schema

#endif
