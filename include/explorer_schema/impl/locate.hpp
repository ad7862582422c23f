#ifndef EXPLORER_SCHEMA_IMPL_LOCATE_HPP
#define EXPLORER_SCHEMA_IMPL_LOCATE_HPP

// The definition of locate, declared in <explorer_schema/operations/locate.hpp>:
// included by that header, except with the compiled library, whose engine
// object (src/engine.cpp) holds it.

#include <explorer_schema/operations/locate.hpp>

namespace explorer_schema {

namespace detail {

/// The reference tokens of a JSON Pointer, `~1` and `~0` decoded.
inline std::vector<std::string> tokens_of(std::string_view pointer)
{
    std::vector<std::string> tokens;
    while (!pointer.empty()) {
        pointer.remove_prefix(1); // the '/'
        auto const end = std::min(pointer.find('/'), pointer.size());
        std::string token;
        for (std::size_t i = 0; i < end; ++i) {
            if (pointer[i] == '~' && i + 1 < end && (pointer[i + 1] == '0' || pointer[i + 1] == '1'))
                token += pointer[++i] == '0' ? '~' : '/';
            else
                token += pointer[i];
        }
        tokens.push_back(std::move(token));
        pointer.remove_prefix(end);
    }
    return tokens;
}

/// The paths looked for, as a tree of their tokens; each node keeps the
/// offsets where its value starts, as many occurrences as are looked for.
struct path_tree {
    struct node {
        /// Its children by token: a member's name, or an array index.
        std::map<std::string, std::size_t, std::less<>> children;
        /// The children whose token is an index as an array counts them
        /// (0, 1, ... without a leading zero), in order of index: an array
        /// is read in that order, so that a cursor finds each element's
        /// node without turning its index into text.
        std::vector<std::pair<std::size_t, std::size_t>> elements;
        /// Where each occurrence of its value starts, the first one first.
        std::vector<std::size_t> offsets;
        /// The occurrences looked for: the first, and one more for each
        /// duplicate_member issue at its path.
        std::size_t wanted = 1;
    };
    std::vector<node> nodes{node{}};
    /// Occurrences looked for and not found yet: the scanner stops at 0.
    std::size_t unplaced = 1;

    std::size_t add(std::vector<std::string> const& tokens)
    {
        std::size_t at = 0;
        for (auto const& t : tokens) {
            auto const found = nodes[at].children.find(t);
            if (found != nodes[at].children.end()) {
                at = found->second;
                continue;
            }
            auto const child = nodes.size();
            nodes[at].children.emplace(t, child);
            if (auto const index = array_index(t); index != npos)
                nodes[at].elements.emplace_back(index, child);
            nodes.emplace_back();
            ++unplaced;
            at = child;
        }
        return at;
    }

    /// Sorts each node's elements by index, once every path is added.
    void index_elements()
    {
        for (auto& n : nodes)
            std::sort(n.elements.begin(), n.elements.end());
    }

    /// Looks for one more occurrence of node `at`'s value.
    void want_another(std::size_t at)
    {
        ++nodes[at].wanted;
        ++unplaced;
    }

    /// The container of node `at` has ended: what of its children is not
    /// found yet never will be, nor what lies under them.
    void close_children(std::size_t at)
    {
        for (auto const& [token, c] : nodes[at].children) {
            auto& n = nodes[c];
            unplaced -= n.wanted - n.offsets.size();
            n.wanted = n.offsets.size();
            close_children(c);
        }
    }

    /// Records that an occurrence of node `at`'s value starts at `offset`.
    void found(std::size_t at, std::size_t offset)
    {
        auto& n = nodes[at];
        if (n.offsets.size() < n.wanted) {
            n.offsets.push_back(offset);
            --unplaced;
        }
    }

    /// The child of `at` named `token`, or npos.
    std::size_t child(std::size_t at, std::string_view token) const
    {
        if (at == npos)
            return npos;
        auto const found = nodes[at].children.find(token);
        return found == nodes[at].children.end() ? npos : found->second;
    }

    /// Where the value along `tokens` starts, its `occurrence`th occurrence
    /// (0: the first); when it was not found, where the deepest container
    /// found on the way, the one that lacks it, starts.
    std::size_t deepest_found(std::vector<std::string> const& tokens, std::size_t occurrence = 0) const
    {
        std::size_t at = 0, offset = nodes[0].offsets.empty() ? npos : nodes[0].offsets.front();
        for (auto const& t : tokens) {
            at = child(at, t);
            if (at == npos || nodes[at].offsets.empty())
                return offset;
            offset = nodes[at].offsets.front();
        }
        auto const& offsets = nodes[at].offsets;
        return occurrence < offsets.size() ? offsets[occurrence] : offset;
    }

    static constexpr std::size_t npos = std::size_t(-1);

private:
    /// The index `token` names in an array, or npos.
    static std::size_t array_index(std::string_view token) noexcept
    {
        if (token.empty() || token.size() > 18 || (token.size() > 1 && token[0] == '0'))
            return npos;
        std::size_t index = 0;
        for (char const c : token) {
            if (c < '0' || c > '9')
                return npos;
            index = index * 10 + static_cast<std::size_t>(c - '0');
        }
        return index;
    }
};

/// A scanner over JSON text that records where the values of `tree` start.
/// It trusts nothing: on text that is not JSON it stops where it is.
class scanner {
public:
    scanner(std::string_view text, path_tree& tree) : text_(text), tree_(tree) {}

    void run()
    {
        struct frame {
            std::size_t node;
            bool object;
            std::size_t index;  // of the next element or member
            std::size_t cursor; // the node's next element looked for
        };
        std::vector<frame> stack;
        std::size_t node = 0;
        skip_space();
        for (;;) {
            // At the start of a value that `node` names (npos: none looked for).
            if (at_end())
                return;
            if (node != path_tree::npos) {
                tree_.found(node, i_);
                if (tree_.unplaced == 0)
                    return; // every issue has its place: the rest is not read
            }
            char const c = text_[i_];
            if ((c == '{' || c == '[') && node != path_tree::npos && !tree_.nodes[node].children.empty()) {
                stack.push_back({node, c == '{', 0, 0});
                ++i_;
                skip_space();
                if (!at_end() && text_[i_] == (c == '{' ? '}' : ']')) {
                    ++i_;
                    close(stack);
                } else if (!next_item(stack.back(), node)) {
                    return;
                } else {
                    continue;
                }
            } else if (!skip_value()) {
                return;
            }
            // After a value: the next member or element, or the end of containers.
            for (;;) {
                if (stack.empty())
                    return;
                skip_space();
                if (at_end())
                    return;
                auto& f = stack.back();
                if (text_[i_] == ',') {
                    ++i_;
                    if (!next_item(f, node))
                        return;
                    break;
                }
                if (text_[i_] != (f.object ? '}' : ']'))
                    return;
                ++i_;
                close(stack);
                if (tree_.unplaced == 0)
                    return;
            }
        }
    }

private:
    bool at_end() const noexcept { return i_ >= text_.size(); }

    /// Leaves the container on top of `stack`.
    template <class Stack>
    void close(Stack& stack)
    {
        tree_.close_children(stack.back().node);
        stack.pop_back();
    }

    void skip_space() noexcept
    {
        while (!at_end() && detail::json_space(text_[i_]))
            ++i_;
    }

    /// Moves to the value of the next member (reading its key) or element
    /// of the container `f`, and names it in `node`; false on text that is
    /// not JSON.
    template <class Frame>
    bool next_item(Frame& f, std::size_t& node)
    {
        skip_space();
        if (f.object) {
            std::string_view key;
            if (!read_string(&key))
                return false;
            skip_space();
            if (at_end() || text_[i_] != ':')
                return false;
            ++i_;
            node = tree_.child(f.node, key);
        } else {
            auto const& elements = tree_.nodes[f.node].elements;
            node = path_tree::npos;
            if (f.cursor < elements.size() && elements[f.cursor].first == f.index)
                node = elements[f.cursor++].second;
        }
        ++f.index;
        skip_space();
        return true;
    }

    /// Reads the string at i_, and when `out` is given, its value: the
    /// text as written, or, when it has escapes, decoded into a buffer that
    /// the next string read replaces.
    bool read_string(std::string_view* out)
    {
        if (at_end() || text_[i_] != '"')
            return false;
        std::size_t const start = ++i_;
        std::size_t run = start; // where the text not yet decoded starts
        bool escaped = false;
        while (!at_end()) {
            i_ = static_cast<std::size_t>(plain_bytes_end(text_.data() + i_, text_.data() + text_.size()) -
                                          text_.data());
            if (at_end())
                break;
            char const c = text_[i_++];
            if (c == '"') {
                if (out)
                    *out = escaped ? std::string_view(decoded_.append(text_.substr(run, i_ - 1 - run)))
                                   : text_.substr(start, i_ - 1 - start);
                return true;
            }
            if (c != '\\')
                continue; // a control character or a byte of a longer character: kept as it is
            if (out) {
                if (!escaped)
                    decoded_.clear();
                decoded_.append(text_.substr(run, i_ - 1 - run));
            }
            escaped = true;
            if (at_end())
                return false;
            char const e = text_[i_++];
            if (e != 'u') {
                if (out) {
                    static constexpr std::string_view from = "\"\\/bfnrt", to = "\"\\/\b\f\n\r\t";
                    auto const k = from.find(e);
                    decoded_ += k == std::string_view::npos ? e : to[k];
                }
            } else {
                unsigned cp = 0;
                if (!read_hex4(cp))
                    return false;
                if (cp >= 0xD800 && cp <= 0xDBFF && text_.substr(i_, 2) == "\\u") {
                    i_ += 2;
                    unsigned low = 0;
                    if (!read_hex4(low))
                        return false;
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                }
                if (out)
                    append_utf8(decoded_, cp);
            }
            run = i_;
        }
        return false;
    }

    bool read_hex4(unsigned& cp)
    {
        for (int k = 0; k < 4; ++k, ++i_) {
            if (at_end())
                return false;
            char const h = text_[i_];
            unsigned const digit = h >= '0' && h <= '9'   ? unsigned(h - '0')
                                   : h >= 'a' && h <= 'f' ? unsigned(h - 'a' + 10)
                                   : h >= 'A' && h <= 'F' ? unsigned(h - 'A' + 10)
                                                          : 16u;
            if (digit == 16)
                return false;
            cp = cp * 16 + digit;
        }
        return true;
    }

    static void append_utf8(std::string& out, unsigned cp)
    {
        if (cp < 0x80) {
            out += char(cp);
        } else if (cp < 0x800) {
            out += char(0xC0 | (cp >> 6));
            out += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += char(0xE0 | (cp >> 12));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        } else {
            out += char(0xF0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3F));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        }
    }

    /// Moves to the next quote or bracket, eight bytes at a time while
    /// that many are left.
    void skip_to_quote_or_bracket() noexcept
    {
        if constexpr (std::endian::native == std::endian::little) {
            while (text_.size() - i_ >= 8) {
                auto const w = load_word(text_.data() + i_);
                if (auto const m = bytes_equal(w, '"') | bytes_equal(w, '{') | bytes_equal(w, '}') |
                                   bytes_equal(w, '[') | bytes_equal(w, ']')) {
                    i_ += static_cast<std::size_t>(std::countr_zero(m)) / 8;
                    return;
                }
                i_ += 8;
            }
        }
    }

    /// Skips the value at i_, containers by counting their brackets.
    bool skip_value()
    {
        if (at_end())
            return false;
        char const c = text_[i_];
        if (c == '"')
            return read_string(nullptr);
        if (c != '{' && c != '[') {
            while (!at_end() && std::string_view(",}] \t\n\r").find(text_[i_]) == std::string_view::npos)
                ++i_;
            return true;
        }
        std::size_t depth = 0;
        while (!at_end()) {
            skip_to_quote_or_bracket();
            if (at_end())
                break;
            char const d = text_[i_];
            if (d == '"') {
                if (!read_string(nullptr))
                    return false;
                continue;
            }
            ++i_;
            if (d == '{' || d == '[')
                ++depth;
            else if ((d == '}' || d == ']') && --depth == 0)
                return true;
        }
        return false;
    }

    std::string_view text_;
    path_tree& tree_;
    std::size_t i_ = 0;
    std::string decoded_; // the last string read that had escapes
};

} // namespace detail

EXPLORER_SCHEMA_LOCATE_DECL void locate(std::string_view text, std::vector<issue>& issues, text_position origin)
{
    using namespace detail;
    path_tree tree;
    struct wanted_place {
        std::size_t issue;
        std::size_t occurrence; // 0: the first; a duplicate's, from 1
        std::vector<std::string> tokens;
    };
    std::vector<wanted_place> places;
    for (std::size_t k = 0; k < issues.size(); ++k) {
        if (issues[k].line != 0)
            continue;
        auto tokens = tokens_of(issues[k].path);
        auto const node = tree.add(tokens);
        std::size_t occurrence = 0;
        if (issues[k].code == issue_code::duplicate_member) {
            tree.want_another(node);
            occurrence = tree.nodes[node].wanted - 1;
        }
        places.push_back({k, occurrence, std::move(tokens)});
    }
    if (places.empty())
        return;
    tree.index_elements();
    scanner(text, tree).run();
    // Offsets to lines and columns in one pass, in order of offset.
    std::vector<std::pair<std::size_t, std::size_t>> wanted; // offset, issue
    for (auto const& place : places)
        if (auto const offset = tree.deepest_found(place.tokens, place.occurrence); offset != std::string_view::npos)
            wanted.emplace_back(offset, place.issue);
    std::sort(wanted.begin(), wanted.end());
    text_position p = origin;
    std::size_t at = 0;
    for (auto const& [offset, k] : wanted) {
        p = advance(p, text.substr(at, offset - at));
        at = offset;
        issues[k].line = p.line;
        issues[k].column = p.column;
    }
}

} // namespace explorer_schema

#endif
