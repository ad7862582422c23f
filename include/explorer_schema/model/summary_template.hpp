#ifndef EXPLORER_SCHEMA_MODEL_SUMMARY_TEMPLATE_HPP
#define EXPLORER_SCHEMA_MODEL_SUMMARY_TEMPLATE_HPP

#include <explorer_schema/model/issue.hpp>
#include <explorer_schema/model/result.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace explorer_schema {

/// Placeholders that need no variable: the chain's coin symbol and its
/// smallest unit.
inline constexpr std::array<std::string_view, 2> reserved_placeholders{"native", "wei"};

inline bool is_reserved_placeholder(std::string_view name) noexcept
{
    return std::find(reserved_placeholders.begin(), reserved_placeholders.end(), name) !=
           reserved_placeholders.end();
}

/// The message of a placeholder that names no variable, its name shortened
/// to 64 bytes.
inline std::string placeholder_names_no_variable(std::string_view name)
{
    auto const shown = detail::utf8_prefix(name, 64);
    return "placeholder {" + std::string(shown) + (shown.size() < name.size() ? "...}" : "}") +
           " names no variable";
}

/// A summary template parsed once into literal runs and placeholders. A
/// placeholder is `{`, one or more characters other than `}`, then `}`, so
/// `{a{b}` names `a{b` and `{}` is literal text; a `{` never closed is an
/// error.
class compiled_template {
public:
    struct literal {
        std::string text;
        friend bool operator==(literal const&, literal const&) = default;
    };
    struct placeholder {
        std::string name;
        friend bool operator==(placeholder const&, placeholder const&) = default;
    };
    using part = std::variant<literal, placeholder>;

    /// The parts of `text`, or one `unterminated_placeholder` issue (its path
    /// is "", the template itself).
    static result<compiled_template> compile(std::string_view text)
    {
        result<compiled_template> out;
        auto& parts = out.value.parts_;
        auto add_literal = [&](std::string_view s) {
            if (s.empty())
                return;
            if (parts.empty() || !std::holds_alternative<literal>(parts.back()))
                parts.emplace_back(literal{});
            std::get<literal>(parts.back()).text.append(s);
        };
        std::size_t pos = 0;
        while (pos < text.size()) {
            auto const open = text.find('{', pos);
            add_literal(text.substr(pos, open == std::string_view::npos ? open : open - pos));
            if (open == std::string_view::npos)
                break;
            auto const close = text.find('}', open + 1);
            if (close == std::string_view::npos) {
                parts.clear();
                out.issues.push_back({"", issue_code::unterminated_placeholder, severity::error,
                                      "the { at byte " + std::to_string(open + 1) +
                                          " of the template has no closing }"});
                break;
            }
            if (close == open + 1)
                add_literal("{}");
            else
                parts.emplace_back(placeholder{std::string(text.substr(open + 1, close - open - 1))});
            pos = close + 1;
        }
        return out;
    }

    std::vector<part> const& parts() const noexcept { return parts_; }

private:
    std::vector<part> parts_;
};

} // namespace explorer_schema

#endif
