#ifndef EXPLORER_SCHEMA_MODEL_RESULT_HPP
#define EXPLORER_SCHEMA_MODEL_RESULT_HPP

#include <explorer_schema/model/issue.hpp>
#include <explorer_schema/model/releases.hpp>

#include <vector>

namespace explorer_schema {

/// What decoding a document, or rendering a summary, gives: the value and
/// every issue found. `value` is complete only when `ok()`; otherwise it holds
/// what could be made, with default values where the input was wrong.
template <class T>
struct result {
    T value{};
    std::vector<issue> issues;
    /// The Blockscout releases whose shape the document has: none when no
    /// single release sends it, every release when nothing in it tells them
    /// apart (any document of the spec's contract).
    release_set releases = release_set::all();
    /// The chain types whose builds send a document of its shape (see
    /// decode_options::chain): every one that its releases built when
    /// nothing in it tells them apart.
    chain_set chains = chain_set::all();

    /// No error (warnings allowed).
    bool ok() const noexcept { return !has_errors(issues); }
    explicit operator bool() const noexcept { return ok(); }
};

/// What checking a document without keeping its value gives: every issue,
/// and the releases and chain types it matches (as result::releases and
/// result::chains).
struct verdict {
    std::vector<issue> issues;
    release_set releases = release_set::all();
    chain_set chains = chain_set::all();

    /// No error (warnings allowed).
    bool ok() const noexcept { return !has_errors(issues); }
    explicit operator bool() const noexcept { return ok(); }
};

} // namespace explorer_schema

#endif
