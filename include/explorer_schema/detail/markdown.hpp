#ifndef EXPLORER_SCHEMA_DETAIL_MARKDOWN_HPP
#define EXPLORER_SCHEMA_DETAIL_MARKDOWN_HPP

// Inert Markdown: text written so that a Markdown parser shows it as it is.
// The summary renderer writes Markdown with it, and the report of
// validate's documents its table (report.hpp).

#include <explorer_schema/detail/hex.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace explorer_schema::detail {

// Markdown that means exactly its text and the links made, for CommonMark
// and for the common extensions (GFM autolinks, markdown-it's linkify):
// - no line break is ever written: tab, line feed, form feed and carriage
//   return are character references, so no value starts a block (heading,
//   list, code, quote); other control characters, which references may not
//   name, stay as they are;
// - what marks up anywhere is backslash-escaped: emphasis, code, links and
//   images (`!` too), raw HTML, entities, strikethrough, tables;
// - at the start, where blocks begin: whitespace is a reference (no
//   indented code), `#+-=` are escaped, and so is the `.` or `)` after
//   leading digits ("1." starts a list), across segments;
// - what a linkifier takes for a link is cut by an escape: every `@`, a
//   `.` between a word and what follows (not between two digits), a `:` or
//   `/` that may begin "//";
// - whitespace at the end, which a paragraph drops, is references.
// NUL, which CommonMark cannot hold, becomes U+FFFD; a vertical tab at the
// very start or end is dropped by parsers that trim paragraphs as
// JavaScript's trim() does.
class markdown_writer {
public:
    explicit markdown_writer(std::string& out) : out_(out) {}

    void escaped(std::string_view s)
    {
        for (std::size_t i = 0; i < s.size(); ++i) {
            auto const c = static_cast<unsigned char>(s[i]);
            int const next = i + 1 < s.size() ? static_cast<unsigned char>(s[i + 1]) : -1; // -1: unknown
            if (c == '\t' || c == '\n' || c == '\f' || c == '\r') {
                reference(c);
            } else if (c == 0) {
                out_ += "\xEF\xBF\xBD"; // U+FFFD
            } else if (place_ == place::start && (c == ' ' || space_at(s.substr(i)) != 0)) {
                auto const length = c == ' ' ? 1 : space_at(s.substr(i));
                reference(code_point(s.substr(i, length)));
                i += length - 1;
            } else if (place_ == place::start && std::string_view("#+-=").find(char(c)) != std::string_view::npos) {
                escape(c);
            } else if ((place_ == place::start || place_ == place::leading_digits) && c >= '0' && c <= '9') {
                out_ += char(c);
                place_ = place::leading_digits;
                previous_ = c;
                continue;
            } else if (place_ == place::leading_digits && (c == '.' || c == ')')) {
                escape(c);
            } else if (std::string_view("\\`*_[]<>&~|!@").find(char(c)) != std::string_view::npos ||
                       (c == '.' && is_word(previous_) && (next == -1 || is_word(next)) &&
                        !(is_digit(previous_) && is_digit(next))) ||
                       (c == ':' && (next == -1 || next == '/')) || (c == '/' && previous_ == '/')) {
                escape(c);
            } else {
                out_ += char(c);
            }
            place_ = place::inside;
            previous_ = c;
        }
    }

    /// Markup of our own: `[`, `](`, `)`.
    void markup(std::string_view s)
    {
        out_ += s;
        place_ = place::inside;
        previous_ = 0;
    }

    /// A link destination that cannot end early, break out of the link, or
    /// have a reference decoded in it.
    void destination(std::string_view url)
    {
        for (unsigned char c : url) {
            if (c <= ' ' || c == 0x7F || std::string_view("()<>\\\"`").find(static_cast<char>(c)) != std::string_view::npos) {
                append_hex(out_ += '%', c, 2);
            } else {
                if (c == '&')
                    out_ += '\\';
                out_ += static_cast<char>(c);
            }
        }
        previous_ = 0;
    }

    /// Ends the text: whitespace at its end becomes references.
    void finish()
    {
        std::string trailing;
        for (;;) {
            std::size_t length = 0;
            if (!out_.empty() && out_.back() == ' ')
                length = 1;
            for (std::size_t n = 2; length == 0 && n <= 3 && n <= out_.size(); ++n)
                if (space_at(std::string_view(out_).substr(out_.size() - n)) == n)
                    length = n;
            if (length == 0)
                break;
            auto const at = out_.size() - length;
            trailing.insert(0, "&#" + std::to_string(code_point(std::string_view(out_).substr(at))) + ";");
            out_.resize(at);
        }
        out_ += trailing;
    }

private:
    static bool is_digit(int c) noexcept { return c >= '0' && c <= '9'; }

    static bool is_word(int c) noexcept
    {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '_' ||
               c >= 0x80;
    }

    /// The length of the Unicode whitespace other than ASCII that `s` starts
    /// with (what a paragraph trims), or 0.
    static std::size_t space_at(std::string_view s) noexcept
    {
        static constexpr std::string_view spaces[] = {
            "\xC2\xA0",     "\xE1\x9A\x80", "\xE2\x80\xA8", "\xE2\x80\xA9", "\xE2\x80\xAF",
            "\xE2\x81\x9F", "\xE3\x80\x80", "\xEF\xBB\xBF"};
        for (auto space : spaces)
            if (s.starts_with(space))
                return space.size();
        // U+2000 to U+200A
        if (s.size() >= 3 && s[0] == '\xE2' && s[1] == '\x80' && static_cast<unsigned char>(s[2]) <= 0x8A)
            return 3;
        return 0;
    }

    /// The code point of the UTF-8 character `s` starts with.
    static unsigned code_point(std::string_view s) noexcept
    {
        auto const lead = static_cast<unsigned char>(s[0]);
        if (lead < 0x80)
            return lead;
        std::size_t const length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
        unsigned c = lead & (0x7F >> length);
        for (std::size_t k = 1; k < length && k < s.size(); ++k)
            c = (c << 6) | (static_cast<unsigned char>(s[k]) & 0x3F);
        return c;
    }

    void reference(unsigned c)
    {
        out_ += "&#" + std::to_string(c) + ";";
    }

    void escape(unsigned char c)
    {
        out_ += '\\';
        out_ += char(c);
    }

    enum class place : unsigned char { start, leading_digits, inside };
    std::string& out_;
    place place_ = place::start;
    int previous_ = 0; // the last text byte written; 0 after markup
};

} // namespace explorer_schema::detail

#endif
