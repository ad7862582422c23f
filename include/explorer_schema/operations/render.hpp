#ifndef EXPLORER_SCHEMA_OPERATIONS_RENDER_HPP
#define EXPLORER_SCHEMA_OPERATIONS_RENDER_HPP

// Turns a transaction summary into the sentence the explorer's frontend
// shows, as plain text, HTML, Markdown or segments for a program's own UI.
// Variable values are inserted once and never read as templates again.
// The definitions are in <explorer_schema/impl/render.hpp>.

#include <explorer_schema/model/result.hpp>
#include <explorer_schema/contracts/spec/summary.hpp>

#include <boost/describe/enum.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace explorer_schema {

enum class render_format { text, html, markdown };
BOOST_DESCRIBE_ENUM(render_format, text, html, markdown)

/// How `currency` variables are written: as the frontend abbreviates them,
/// or in full.
enum class currency_style { compact, exact };
BOOST_DESCRIBE_ENUM(currency_style, compact, exact)

struct render_options {
    render_format format = render_format::text;
    currency_style currency = currency_style::compact;
    std::string native_symbol = "ETH"; ///< the text of {native}
    std::string wei_symbol = "wei";    ///< the text of {wei}
    /// When an http(s) URL, tokens link to `<explorer_url>/token/<hash>` and
    /// addresses to `<explorer_url>/address/<hash>`.
    std::string explorer_url{};
    /// Longest output made, in bytes, in the format asked for; a summary
    /// that would render longer gives the issue `output_too_large` and no
    /// text. Values repeat as often as the template names them, so a short
    /// document can otherwise ask for any length.
    std::size_t max_output_size = std::size_t{1} << 20;
};

/// Literal text of the template, or the text of a reserved placeholder.
struct text_segment {
    std::string text;
    friend bool operator==(text_segment const&, text_segment const&) = default;
};

/// A placeholder filled from a variable.
template <class Variable>
struct basic_variable_segment {
    std::string name;         ///< the placeholder's name
    Variable const* variable; ///< never null; points into the rendered summary
    std::string text;         ///< what the variable shows, unescaped
    std::string url;          ///< an http(s) link for it; empty when it has none
    friend bool operator==(basic_variable_segment const&, basic_variable_segment const&) = default;
};

template <class Variable>
using basic_summary_segment = std::variant<text_segment, basic_variable_segment<Variable>>;

using variable_segment = basic_variable_segment<summary_variable>;
using summary_segment = basic_summary_segment<summary_variable>;

/// Whether `url` may be shown as a link: http or https, with no whitespace
/// or control characters. Anything else (javascript:, data:, relative) is not.
inline bool is_web_url(std::string_view url) noexcept;

/// A currency amount as the frontend writes it (compact: below 0.1, two
/// significant digits; below 10 000, at most two decimals; below a million,
/// thousands with two decimals and K; otherwise millions with two decimals and
/// M; rounding half up, `,` grouping), or in full with grouping (exact).
/// Decimal arithmetic on the digits: no precision is lost.
inline std::string format_currency(decimal_string const& amount,
                                   currency_style style = currency_style::compact);

/// Unix seconds as the UTC date `MMM DD YYYY` ("Jan 05 2024"); nothing for
/// an instant outside the years 0000-9999.
inline std::optional<std::string> format_unix_date(integer_string const& seconds);

/// The summary as literal text and filled placeholders, or an issue for each
/// placeholder that cannot be filled (at paths under `path`, the summary's
/// JSON Pointer in its document).
template <class Variable>
result<std::vector<basic_summary_segment<Variable>>>
render_segments(basic_summary<Variable> const& s, render_options const& options = {},
                std::string_view path = "");

/// The summary as one string in `options.format`. HTML and Markdown escape
/// every literal and value, and link only http(s) URLs.
template <class Variable>
result<std::string> render(basic_summary<Variable> const& s, render_options const& options = {},
                           std::string_view path = "");

} // namespace explorer_schema

#include <explorer_schema/impl/render.hpp>

#endif
