#ifndef EXPLORER_SCHEMA_MODEL_JSON_POINTER_HPP
#define EXPLORER_SCHEMA_MODEL_JSON_POINTER_HPP

// JSON Pointers (RFC 6901), the paths of issues.

#include <charconv>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

namespace explorer_schema {

/// A JSON Pointer, kept as it is written: each token after a `/`, with `~`
/// escaped as `~0` and `/` as `~1`. The empty pointer is the whole document.
class json_pointer {
public:
    json_pointer() = default;
    /// A pointer already written, such as an issue's path.
    explicit json_pointer(std::string written) : text_(std::move(written)) {}

    /// Appends `/` and `key`, escaped, to `pointer`.
    static void append_key(std::string& pointer, std::string_view key)
    {
        pointer += '/';
        if (key.find_first_of("~/") == std::string_view::npos) {
            pointer += key;
            return;
        }
        for (char c : key) {
            if (c == '~')
                pointer += "~0";
            else if (c == '/')
                pointer += "~1";
            else
                pointer += c;
        }
    }

    /// Appends `/` and the decimal `index` to `pointer`.
    static void append_index(std::string& pointer, std::size_t index)
    {
        char digits[24];
        auto const end = std::to_chars(digits, digits + sizeof digits, index).ptr;
        pointer += '/';
        pointer.append(digits, end);
    }

    /// This pointer and one more token: a member name.
    json_pointer& push_back(std::string_view key)
    {
        append_key(text_, key);
        return *this;
    }
    /// This pointer and one more token: an array index.
    json_pointer& push_back(std::size_t index)
    {
        append_index(text_, index);
        return *this;
    }

    /// The pointer of the value that holds this one; itself when empty.
    json_pointer parent() const { return json_pointer(text_.substr(0, last_slash())); }

    /// The last token, unescaped: a member name or an array index.
    std::string back() const
    {
        std::string key;
        for (auto token = std::string_view(text_).substr(last_slash() + 1); !token.empty(); token.remove_prefix(1)) {
            if (token.starts_with("~0") || token.starts_with("~1")) {
                key += token[1] == '0' ? '~' : '/';
                token.remove_prefix(1);
            } else {
                key += token[0];
            }
        }
        return key;
    }

    bool empty() const noexcept { return text_.empty(); }
    std::string const& str() const noexcept { return text_; }

    friend bool operator==(json_pointer const&, json_pointer const&) = default;

private:
    std::size_t last_slash() const noexcept
    {
        auto const slash = text_.rfind('/');
        return slash == std::string::npos ? 0 : slash;
    }

    std::string text_;
};

} // namespace explorer_schema

#endif
