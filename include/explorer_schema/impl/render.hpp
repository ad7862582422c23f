#ifndef EXPLORER_SCHEMA_IMPL_RENDER_HPP
#define EXPLORER_SCHEMA_IMPL_RENDER_HPP

// The definitions behind <explorer_schema/operations/render.hpp>, which declares them:
// the frontend's number and date formats, what each kind of variable shows,
// and the HTML and Markdown writers.

#include <explorer_schema/detail/markdown.hpp>
#include <explorer_schema/model/json_pointer.hpp>
#include <explorer_schema/operations/render.hpp>
#include <explorer_schema/model/summary_template.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace explorer_schema {

inline bool is_web_url(std::string_view url) noexcept
{
    auto starts_with_ci = [&](std::string_view prefix) {
        if (url.size() <= prefix.size())
            return false;
        for (std::size_t i = 0; i < prefix.size(); ++i) {
            char const c = url[i] >= 'A' && url[i] <= 'Z' ? static_cast<char>(url[i] + 32) : url[i];
            if (c != prefix[i])
                return false;
        }
        return true;
    };
    if (!starts_with_ci("http://") && !starts_with_ci("https://"))
        return false;
    for (unsigned char c : url)
        if (c <= 0x20 || c == 0x7F)
            return false;
    return true;
}

namespace detail {

/// A non-negative decimal as its digits before and after the point.
struct decimal_digits {
    std::string integer; ///< no leading zeros; "0" for zero
    std::string fraction;

    /// Rounds half up to `places` fraction digits.
    void round_half_up(std::size_t places)
    {
        if (fraction.size() <= places)
            return;
        bool const up = fraction[places] >= '5';
        fraction.resize(places);
        if (!up)
            return;
        std::string all = integer + fraction;
        auto i = all.size();
        while (i > 0 && all[i - 1] == '9')
            all[--i] = '0';
        if (i == 0)
            all.insert(all.begin(), '1');
        else
            ++all[i - 1];
        integer = all.substr(0, all.size() - places);
        fraction = all.substr(all.size() - places);
    }

    /// Divides by 10^`n`.
    void shift_right(std::size_t n)
    {
        if (integer.size() <= n)
            integer.insert(0, n - integer.size() + 1, '0');
        fraction.insert(0, integer.substr(integer.size() - n));
        integer.resize(integer.size() - n);
        auto const first = integer.find_first_not_of('0');
        integer.erase(0, first == std::string::npos ? integer.size() - 1 : first);
    }

    std::string grouped_integer() const
    {
        std::string out;
        for (std::size_t i = 0; i < integer.size(); ++i) {
            if (i > 0 && (integer.size() - i) % 3 == 0)
                out += ',';
            out += integer[i];
        }
        return out;
    }

    std::string grouped() const
    {
        return fraction.empty() ? grouped_integer() : grouped_integer() + "." + fraction;
    }
};

// A value below 0.1 as bignumber.js's toPrecision(2) writes it, exponent
// form included (for an exponent of -7 or less).
inline std::string two_significant_digits(std::string_view fraction)
{
    auto const first = fraction.find_first_not_of('0');
    if (first == std::string_view::npos)
        return "0.0";
    int exponent = -static_cast<int>(first) - 1;
    decimal_digits sig{std::string(fraction.substr(first, 2)),
                       std::string(fraction.substr(std::min(fraction.size(), first + 2)))};
    sig.integer.resize(2, '0');
    sig.round_half_up(0);
    if (sig.integer.size() == 3) { // 99 rounded up to 100
        sig.integer.pop_back();
        ++exponent;
    }
    if (exponent <= -7)
        return sig.integer.substr(0, 1) + "." + sig.integer.substr(1) + "e" + std::to_string(exponent);
    return "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + sig.integer;
}

} // namespace detail

inline std::string format_currency(decimal_string const& amount, currency_style style)
{
    // A value past what any display shows in digits is shown as written.
    auto digits = amount.positional();
    if (!digits)
        return std::string(amount.str());
    detail::decimal_digits d{std::move(digits->first), std::move(digits->second)};
    if (style == currency_style::exact)
        return d.grouped();
    if (d.integer == "0" && (d.fraction.empty() || d.fraction[0] == '0'))
        return detail::two_significant_digits(d.fraction);
    if (d.integer.size() <= 4) {
        d.round_half_up(2);
        while (!d.fraction.empty() && d.fraction.back() == '0')
            d.fraction.pop_back();
        return d.grouped();
    }
    bool const thousands = d.integer.size() <= 6;
    d.shift_right(thousands ? 3 : 6);
    d.round_half_up(2);
    d.fraction.resize(2, '0');
    return d.grouped() + (thousands ? "K" : "M");
}

inline std::optional<std::string> format_unix_date(integer_string const& seconds)
{
    using namespace std::chrono;
    constexpr std::int64_t first = -62167219200; // 0000-01-01T00:00:00Z
    constexpr std::int64_t last = 253402300799;  // 9999-12-31T23:59:59Z
    auto const s = seconds.to<std::int64_t>();
    if (!s || *s < first || *s > last)
        return std::nullopt;
    year_month_day const date{floor<days>(sys_seconds{std::chrono::seconds{*s}})};
    static constexpr std::array<std::string_view, 12> months{
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    auto const day = static_cast<unsigned>(date.day());
    auto year = std::to_string(static_cast<int>(date.year()));
    year.insert(0, 4 - year.size(), '0');
    return std::string(months[static_cast<unsigned>(date.month()) - 1]) + " " +
           static_cast<char>('0' + day / 10) + static_cast<char>('0' + day % 10) + " " + year;
}

namespace detail {

inline std::string const& non_empty_or(std::optional<std::string> const& s,
                                       std::string const& otherwise)
{
    return s && !s->empty() ? *s : otherwise;
}

/// The same for a string that may also be absent from its object.
inline std::string const& non_empty_or(omittable<std::optional<std::string>> const& s,
                                       std::string const& otherwise)
{
    return s ? non_empty_or(*s, otherwise) : otherwise;
}

/// What a variable shows and where it links, or why it cannot be shown.
struct shown {
    std::string text;
    std::string url;
    std::string_view failure; ///< empty when the variable can be shown
};

inline std::string explorer_link(render_options const& options, std::string_view kind,
                                 std::string_view hash)
{
    if (!is_web_url(options.explorer_url))
        return {};
    std::string url = options.explorer_url;
    while (!url.empty() && url.back() == '/')
        url.pop_back();
    return url.append("/").append(kind).append("/").append(hash);
}

/// What an address shows: its name tag, else its ENS name, else its
/// contract name, else its hash.
template <class Address>
std::string address_text(Address const& a)
{
    if (auto const tag = name_tag(a); !tag.empty())
        return std::string(tag);
    static std::string const none;
    auto const& ens = non_empty_or(a.ens_domain_name, none);
    if (!ens.empty())
        return ens;
    return a.name && !a.name->empty() ? *a.name : std::string(a.hash.str());
}

/// The type tag of a summary variable; empty for an unknown one.
template <class V>
constexpr std::string_view type_tag() noexcept
{
    if constexpr (requires { decltype(V::type)::value; })
        return decltype(V::type)::value;
    else
        return {};
}

template <class Variable>
shown show(Variable const& variable, render_options const& options)
{
    auto web = [](std::string const& url) { return is_web_url(url) ? url : std::string(); };
    return std::visit(
        [&](auto const& v) -> shown {
            constexpr auto tag = type_tag<std::decay_t<decltype(v)>>();
            if constexpr (tag == "currency") {
                return shown{format_currency(v.value, options.currency), {}, {}};
            } else if constexpr (tag == "timestamp") {
                if (auto date = format_unix_date(v.value))
                    return shown{std::move(*date), {}, {}};
                return shown{{}, {}, "its date is outside the years 0000-9999"};
            } else if constexpr (tag == "token") {
                static std::string const unnamed = "Unnamed token";
                return shown{non_empty_or(v.value.symbol, non_empty_or(v.value.name, unnamed)),
                             explorer_link(options, "token", v.value.address_hash.str()), {}};
            } else if constexpr (tag == "address") {
                return shown{address_text(v.value),
                             explorer_link(options, "address", v.value.hash.str()), {}};
            } else if constexpr (tag == "dexTag" || tag == "link") {
                return shown{v.value.name, web(v.value.url), {}};
            } else if constexpr (tag == "external_link") {
                return shown{v.value.name, web(v.value.link), {}};
            } else if constexpr (tag.empty()) {
                return shown{{}, {}, "its type is unknown"};
            } else { // string, domain, method
                return shown{v.value, {}, {}};
            }
        },
        variable);
}

inline std::string too_large(render_options const& options)
{
    return "the rendered summary would be longer than " + std::to_string(options.max_output_size) +
           " bytes, the limit (render_options::max_output_size)";
}

inline void append_html(std::string& out, std::string_view s)
{
    for (char c : s) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out += c;
        }
    }
}

} // namespace detail

template <class Variable>
result<std::vector<basic_summary_segment<Variable>>>
render_segments(basic_summary<Variable> const& s, render_options const& options,
                std::string_view path)
{
    result<std::vector<basic_summary_segment<Variable>>> out;
    auto add_text = [&](std::string_view text) {
        if (out.value.empty() || !std::holds_alternative<text_segment>(out.value.back()))
            out.value.emplace_back(text_segment{});
        std::get<text_segment>(out.value.back()).text.append(text);
    };
    auto report = [&](std::string_view member, std::string_view variable, issue_code code,
                      std::string message) {
        std::string at(path);
        at += member;
        if (!variable.empty())
            json_pointer::append_key(at, variable);
        out.issues.push_back({std::move(at), code, severity::error, std::move(message)});
    };
    auto const compiled = compiled_template::compile(s.summary_template);
    for (auto const& i : compiled.issues)
        report("/summary_template", "", i.code, i.message);
    std::size_t size = 0; // of the text so far
    for (auto const& part : compiled.value.parts()) {
        if (size > options.max_output_size) {
            report("/summary_template", "", issue_code::output_too_large, detail::too_large(options));
            break;
        }
        if (auto const* l = std::get_if<compiled_template::literal>(&part)) {
            size += l->text.size();
            add_text(l->text);
            continue;
        }
        auto const& name = std::get<compiled_template::placeholder>(part).name;
        if (is_reserved_placeholder(name)) {
            auto const& symbol = name == "native" ? options.native_symbol : options.wei_symbol;
            size += symbol.size();
            add_text(symbol);
            continue;
        }
        auto const found = s.summary_template_variables.find(name);
        if (found == s.summary_template_variables.end()) {
            report("/summary_template", "", issue_code::undefined_placeholder, placeholder_names_no_variable(name));
            continue;
        }
        auto shown = detail::show(found->second, options);
        if (!shown.failure.empty()) {
            report("/summary_template_variables", name, issue_code::unrenderable_variable,
                   "variable " + name + " of placeholder {" + name + "} cannot be shown: " +
                       std::string(shown.failure));
            continue;
        }
        size += shown.text.size();
        out.value.emplace_back(basic_variable_segment<Variable>{
            name, &found->second, std::move(shown.text), std::move(shown.url)});
    }
    if (out.ok() && size > options.max_output_size)
        report("/summary_template", "", issue_code::output_too_large, detail::too_large(options));
    if (!out.ok())
        out.value.clear();
    return out;
}

template <class Variable>
result<std::string> render(basic_summary<Variable> const& s, render_options const& options,
                           std::string_view path)
{
    auto segments = render_segments(s, options, path);
    result<std::string> out{{}, std::move(segments.issues)};
    auto& text = out.value;
    detail::markdown_writer markdown(text);
    for (auto const& segment : segments.value) {
        auto const* variable = std::get_if<basic_variable_segment<Variable>>(&segment);
        auto const& shown = variable ? variable->text : std::get<text_segment>(segment).text;
        bool const linked = variable != nullptr && !variable->url.empty();
        switch (options.format) {
        case render_format::text:
            text += shown;
            break;
        case render_format::html:
            if (!linked) {
                detail::append_html(text, shown);
                break;
            }
            text += "<a href=\"";
            detail::append_html(text, variable->url);
            text += "\">";
            detail::append_html(text, shown);
            text += "</a>";
            break;
        case render_format::markdown:
            if (!linked) {
                markdown.escaped(shown);
                break;
            }
            markdown.markup("[");
            markdown.escaped(shown);
            markdown.markup("](");
            markdown.destination(variable->url);
            markdown.markup(")");
            break;
        }
        if (text.size() > options.max_output_size) // escaped, longer than the text
            break;
    }
    if (options.format == render_format::markdown)
        markdown.finish();
    if (text.size() > options.max_output_size) {
        text.clear();
        out.issues.push_back({std::string(path) + "/summary_template", issue_code::output_too_large, severity::error,
                              detail::too_large(options)});
    }
    return out;
}

} // namespace explorer_schema

#endif
