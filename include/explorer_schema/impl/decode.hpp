#ifndef EXPLORER_SCHEMA_IMPL_DECODE_HPP
#define EXPLORER_SCHEMA_IMPL_DECODE_HPP

// The definitions of decode, parse, identify and validate, declared in
// <explorer_schema/operations/decode.hpp>: the decoding engine. Included by that header,
// except with the compiled library, whose static library holds them for
// every endpoint's response under every contract.

#include <explorer_schema/operations/decode.hpp>
#include <explorer_schema/detail/direct_decoder.hpp>
#include <explorer_schema/operations/locate.hpp>

namespace explorer_schema {

template <class T>
result<T> decode(boost::json::value const& json, decode_options const& options)
{
    result<T> out;
    if (auto const fit =
            detail::narrow_to_served(detail::decode_json(out.value, json, options, out.issues), out.issues, options))
        out.releases = fit->releases, out.chains = fit->chains;
    else
        out.value = T{}, out.releases = {}, out.chains = {};
    return out;
}

template <class T>
result<T> parse(std::string_view text, decode_options const& options)
{
    result<T> out;
    if (auto const fit = detail::narrow_to_served(detail::decode_text(out.value, text, options, out.issues),
                                                  out.issues, options))
        out.releases = fit->releases, out.chains = fit->chains;
    else
        out.value = T{}, out.releases = {}, out.chains = {};
    if (!out.issues.empty())
        locate(text, out.issues, options.origin);
    return out;
}

template <class T>
verdict identify(std::string_view text, decode_options const& options)
{
    verdict out;
    T scratch{};
    auto const fit = detail::narrow_to_served(detail::decode_text(scratch, text, options, out.issues, false),
                                              out.issues, options)
                         .value_or(builds{{}, {}});
    out.releases = fit.releases, out.chains = fit.chains;
    if (!out.issues.empty())
        locate(text, out.issues, options.origin);
    return out;
}

template <class T>
std::vector<issue> validate(std::string_view text, decode_options const& options)
{
    return identify<T>(text, options).issues;
}

} // namespace explorer_schema

// With the compiled library, what it holds of decode, parse, identify,
// validate and the engine's reading of text is declared extern here or at
// the end of the registry, whichever comes second
// (<explorer_schema/detail/compiled.hpp>).
#define EXPLORER_SCHEMA_DEFINES_DECODE
#ifdef EXPLORER_SCHEMA_COMPILED
#include <explorer_schema/detail/compiled_declarations.hpp>
#endif

#endif
