#ifndef EXPLORER_SCHEMA_RESULT_HPP
#define EXPLORER_SCHEMA_RESULT_HPP

#include <explorer_schema/issue.hpp>

#include <vector>

namespace explorer_schema {

/// What decoding a document, or rendering a summary, gives: the value and
/// every issue found. `value` is complete only when `ok()`; otherwise it holds
/// what could be made, with default values where the input was wrong.
template <class T>
struct result {
    T value{};
    std::vector<issue> issues;

    /// No error (warnings allowed).
    bool ok() const noexcept { return !has_errors(issues); }
    explicit operator bool() const noexcept { return ok(); }
};

} // namespace explorer_schema

#endif
