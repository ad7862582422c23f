// The build's program that lists what the static library of
// explorer_schema::compiled holds, from the registry as the compiler knows
// it (detail/compiled.hpp): run before the library is compiled, it writes
//
//   - <include>/explorer_schema/detail/compiled_declarations.hpp: each operation
//     the library holds, declared extern, one line per response type and
//     per struct; installed with the library;
//   - <objects>/operations_<I>.cpp for I below the number of objects: the
//     definitions object I holds, those of the responses and of the
//     structs whose index is I modulo that number;
//   - <objects>/endpoint_names.txt: the endpoints' names, one a line, for
//     the fuzz targets (fuzz/CMakeLists.txt).
//
//   list_compiled <include> <objects> <number of objects> <src/operations.cpp>
//
// A file is written only when its text changes, so that what includes it
// is compiled again only then.

#include <explorer_schema/detail/compiled.hpp>
#include <explorer_schema/contracts/endpoints.hpp>

#include <boost/core/demangle.hpp>
#include <boost/mp11/algorithm.hpp>

#include <cstddef>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <type_traits>
#include <string_view>
#include <typeindex>
#include <typeinfo>
#include <vector>

namespace es = explorer_schema;
namespace mp = boost::mp11;

namespace {

/// A type the library holds: how the declarations name it, and its name
/// for the reader.
struct place {
    std::string type;
    std::string name;
};

/// The name of `T` as the declarations can spell it, when the ABI's name
/// of it is C++ that names it: not when it has a template argument of a
/// class type (fixed_string), which it spells in braces.
template <class T>
std::optional<std::string> spelling()
{
    std::string const name = boost::core::demangle(typeid(T).name());
    if (name.find_first_of("{}") != std::string::npos || name.find("(anonymous") != std::string::npos ||
        name.find("lambda") != std::string::npos)
        return std::nullopt;
    // A fundamental type (a count's bare number) has no scope to name.
    if constexpr (std::is_arithmetic_v<T>)
        return name;
    else
        return "::" + name;
}

/// How the declarations name `T`: by its spelling, else by where the walk
/// met it, `path` from the type the declarations call `from`.
template <class T>
place place_of(std::string const& from, std::string const& path)
{
    auto const name = boost::core::demangle(typeid(T).name());
    if (auto const spelled = spelling<T>())
        return {*spelled, name};
    return {"type_at<" + from + path + ">", name};
}

/// Appends to `structs` each described struct `T` holds, itself first, then
/// depth first, each once: the order of every struct as structs_in lists
/// them. `T` is reached by `path` from the type the declarations call `from`.
template <class T>
void walk(std::string const& from, std::string const& path, std::set<std::type_index>& seen,
          std::vector<place>& structs)
{
    std::string here = from, rest = path;
    if constexpr (es::of_category<T, es::category::described_struct>) {
        if (!seen.insert(typeid(T)).second)
            return;
        structs.push_back(place_of<T>(from, path));
        here = "s" + std::to_string(structs.size() - 1);
        rest.clear();
    }
    using held = es::detail::held_types_t<T>;
    mp::mp_for_each<mp::mp_iota<mp::mp_size<held>>>(
        [&](auto i) { walk<mp::mp_at_c<held, i>>(here, rest + ", " + std::to_string(i), seen, structs); });
}

/// An operation the library holds, as its explicit instantiation spells it
/// for `@`, the type (prefixed by `extern` to declare it); the marker a header defines
/// once it has declared the operation's template; the marker the declarations
/// define once they are made.
struct operation {
    std::string_view form;
    std::string_view needs;
    std::string_view done;
};

constexpr std::string_view struct_form = "template struct ::explorer_schema::detail::struct_operations<@>;";

constexpr operation response_operations[]{
    {"template ::explorer_schema::result<@> explorer_schema::decode<@>(::boost::json::value const&, "
     "::explorer_schema::decode_options const&);\n"
     "template ::explorer_schema::result<@> explorer_schema::parse<@>(::std::string_view, "
     "::explorer_schema::decode_options const&);\n"
     "template ::explorer_schema::verdict explorer_schema::identify<@>(::std::string_view, "
     "::explorer_schema::decode_options const&);\n"
     "template ::std::vector<::explorer_schema::issue> explorer_schema::validate<@>(::std::string_view, "
     "::explorer_schema::decode_options const&);",
     "EXPLORER_SCHEMA_DEFINES_DECODE", "EXPLORER_SCHEMA_COMPILED_DECODE_DECLARED"},
    {"template ::std::optional<::explorer_schema::builds> explorer_schema::detail::engine_decode_text<@>(@&, "
     "::std::string_view, ::explorer_schema::decode_options const&, ::std::vector<::explorer_schema::issue>&, bool, "
     "::std::optional<::explorer_schema::release_index>);",
     "EXPLORER_SCHEMA_DEFINES_DECODE", "EXPLORER_SCHEMA_COMPILED_ENGINE_DECLARED"},
    {"template ::boost::json::object explorer_schema::json_schema<@>(::explorer_schema::schema_options const&, "
     "::std::string_view);",
     "EXPLORER_SCHEMA_DEFINES_JSON_SCHEMA", "EXPLORER_SCHEMA_COMPILED_JSON_SCHEMA_DECLARED"},
    {"template ::boost::json::value explorer_schema::fuzzing::generate<@>(::std::uint64_t, "
     "::explorer_schema::fuzzing::generate_options const&);",
     "EXPLORER_SCHEMA_DEFINES_GENERATE", "EXPLORER_SCHEMA_COMPILED_GENERATE_DECLARED"},
    {"template ::std::size_t explorer_schema::fuzzing::for_each_mutation<@>(::boost::json::value const&, "
     "::std::uint64_t, ::std::size_t, ::explorer_schema::decode_options const&, "
     "::explorer_schema::fuzzing::mutation_sink const&, ::std::string_view);",
     "EXPLORER_SCHEMA_DEFINES_MUTATIONS", "EXPLORER_SCHEMA_COMPILED_MUTATIONS_DECLARED"},
};

/// `form` for the type `alias` of the library's list, each line prefixed.
std::string spelled(std::string_view form, std::string const& prefix, std::string const& alias)
{
    std::string const type = "::explorer_schema::detail::compiled::" + alias;
    std::string out;
    std::string_view rest = form;
    while (!rest.empty()) {
        auto const end = rest.find('\n');
        std::string_view const line = rest.substr(0, end);
        out += prefix;
        for (char c : line) {
            if (c == '@')
                out += type;
            else
                out += c;
        }
        out += '\n';
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
    }
    return out;
}

void write_if_changed(std::filesystem::path const& file, std::string const& text)
{
    {
        std::ifstream in(file, std::ios::binary);
        std::ostringstream old;
        old << in.rdbuf();
        if (in && old.str() == text)
            return;
    }
    std::filesystem::create_directories(file.parent_path());
    std::ofstream out(file, std::ios::binary);
    out << text;
    if (!out.flush()) {
        std::cerr << "list_compiled: cannot write " << file << "\n";
        std::exit(1);
    }
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 5) {
        std::cerr << "usage: list_compiled <include> <objects> <number of objects> <src/operations.cpp>\n";
        return 2;
    }
    std::filesystem::path const include = argv[1];
    std::filesystem::path const objects_dir = argv[2];
    std::size_t const objects = std::stoul(argv[3]);
    std::string const operations_source = argv[4];
    if (objects == 0) {
        std::cerr << "list_compiled: the library needs at least one object\n";
        return 2;
    }

    std::vector<place> responses;
    std::vector<place> structs;
    std::set<std::type_index> seen;
    mp::mp_for_each<mp::mp_iota<mp::mp_size<es::every_response>>>([&](auto i) {
        using R = mp::mp_at_c<es::every_response, i>;
        responses.push_back(place_of<R>("every_response", ", " + std::to_string(i)));
        walk<R>("r" + std::to_string(i), "", seen, structs);
    });

    // A part is declared where the definitions it declares are visible: a
    // translation unit that has only the declarations (decode.hpp with
    // the compiled library) instantiates nothing, and pays for no line.
    std::string const any_defined = "defined(EXPLORER_SCHEMA_DEFINES_DECODE) || defined(EXPLORER_SCHEMA_DEFINES_ENCODE) "
                                    "|| defined(EXPLORER_SCHEMA_DEFINES_FIELDS) || "
                                    "defined(EXPLORER_SCHEMA_DEFINES_GENERATE) || "
                                    "defined(EXPLORER_SCHEMA_DEFINES_JSON_SCHEMA) || "
                                    "defined(EXPLORER_SCHEMA_DEFINES_MUTATIONS)";
    std::string const r = "r", s = "s";
    std::ostringstream h;
    h << "// Generated by the build (src/list_compiled.cpp) from the registry: what the\n"
         "// static library of explorer_schema::compiled holds, declared extern (see\n"
         "// <explorer_schema/detail/compiled.hpp>). Included, with EXPLORER_SCHEMA_COMPILED, at\n"
         "// the end of the registry and of each header that defines an operation:\n"
         "// each part is declared once, when the registry and the definitions are\n"
         "// both there.\n"
         "// "
      << responses.size() << " response types, " << structs.size()
      << " structs.\n\n"
         "#if defined(EXPLORER_SCHEMA_REGISTRY_COMPLETE) && ("
      << any_defined
      << ")\n"
         "#if !defined(EXPLORER_SCHEMA_COMPILED_STRUCTS_DECLARED)\n"
         "#define EXPLORER_SCHEMA_COMPILED_STRUCTS_DECLARED\n"
         "#include <explorer_schema/detail/compiled.hpp>\n"
         "#include <explorer_schema/detail/struct_operations.hpp>\n\n"
         "namespace explorer_schema::detail::compiled {\n";
    auto alias = [&](std::string const& name, place const& p) {
        h << "using " << name << " = " << p.type << ";";
        if (p.type != "::" + p.name)
            h << " // " << p.name;
        h << "\n";
    };
    for (std::size_t i = 0; i < responses.size(); ++i)
        alias(r + std::to_string(i), responses[i]);
    for (std::size_t i = 0; i < structs.size(); ++i)
        alias(s + std::to_string(i), structs[i]);
    h << "} // namespace explorer_schema::detail::compiled\n\n";
    for (std::size_t i = 0; i < structs.size(); ++i)
        h << spelled(struct_form, "extern ", s + std::to_string(i));
    h << "#endif\n";
    for (auto const& op : response_operations) {
        h << "\n#if defined(" << op.needs << ") && !defined(" << op.done << ")\n#define " << op.done << "\n";
        for (std::size_t i = 0; i < responses.size(); ++i)
            h << spelled(op.form, "extern ", r + std::to_string(i));
        h << "#endif\n";
    }
    h << "#endif\n";
    write_if_changed(include / "explorer_schema" / "detail" / "compiled_declarations.hpp", h.str());

    for (std::size_t object = 0; object < objects; ++object) {
        std::ostringstream o;
        o << "// Generated by the build (src/list_compiled.cpp): object " << object << " of " << objects
          << " of the static library of explorer_schema::compiled.\n"
             "#include \""
          << operations_source << "\"\n\n";
        for (std::size_t i = object; i < responses.size(); i += objects) {
            o << "// " << responses[i].name << "\n";
            for (auto const& op : response_operations)
                o << spelled(op.form, "", r + std::to_string(i));
        }
        for (std::size_t i = object; i < structs.size(); i += objects)
            o << spelled(struct_form, "", s + std::to_string(i));
        write_if_changed(objects_dir / ("operations_" + std::to_string(object) + ".cpp"), o.str());
    }

    std::ostringstream names;
    mp::mp_for_each<mp::mp_transform<std::type_identity, es::endpoints::all>>(
        [&](auto e) { names << decltype(e)::type::name << "\n"; });
    write_if_changed(objects_dir / "endpoint_names.txt", names.str());
}
