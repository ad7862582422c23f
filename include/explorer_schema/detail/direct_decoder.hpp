#ifndef EXPLORER_SCHEMA_DETAIL_DIRECT_DECODER_HPP
#define EXPLORER_SCHEMA_DETAIL_DIRECT_DECODER_HPP

// The direct decoder: the engine's rules, compiled into one reader per
// model type. A described struct's members are a switch on the perfect
// hash's index, each member's rule inlined there; a string goes from the
// text straight to its member; nothing is called through a table. It reads
// a document that keeps its contract, and only such a one: at the first
// thing that would be an issue (an error or a warning), or any JSON it does
// not read plainly (text_reader.hpp), it gives up, and the engine
// (engine.hpp) reads the document again from the start and reports it.
// Both apply the same rules (rules.hpp) to the same values, and a document
// the direct decoder accepts is one the engine finds no issue in: the
// agreement suites hold them equal, issue for issue and value for value.

#include <explorer_schema/detail/dom_parser.hpp>
#include <explorer_schema/detail/engine.hpp>
#include <explorer_schema/detail/text_reader.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>
#include <variant>

namespace explorer_schema::detail {

/// What the direct decoder reads with: the text, where it is, the context
/// the rules report to, and whether plain strings are kept when no value
/// is: within a struct whose rules across its members may read them.
struct direct_reading {
    text_reader text;
    decode_context& cx;
    bool keep_strings = false;
};

template <class T>
inline bool read_value(T& out, direct_reading& in, bool keep);

// What each category does with an array or object, its bracket next:
// nothing, but for the categories that hold one.

template <class T>
bool read_container(category::any, T&, direct_reading&, bool, bool)
{
    return false;
}

template <class T, class C>
    requires std::same_as<C, category::optional> || std::same_as<C, category::omittable>
bool read_container(C, T& out, direct_reading& in, bool keep, bool object)
{
    return read_container(category_t<typename T::value_type>{}, held(out), in, keep, object);
}

template <class T>
bool read_container(category::kind_variant, T& out, direct_reading& in, bool keep, bool object)
{
    bool read = false;
    return with_alternative(out, object ? boost::json::kind::object : boost::json::kind::array,
                            [&](auto& a) {
                                using A = std::remove_cvref_t<decltype(a)>;
                                read = read_container(category_t<A>{}, a, in, keep, object);
                            }) &&
           read;
}

/// Reads the elements of an array, its bracket taken, each where
/// `element(i)` says (none: no room for it), then its end.
template <class Element>
bool read_elements(direct_reading& in, bool keep, std::size_t& count, Element const& element)
{
    count = 0;
    if (in.text.close(']'))
        return true;
    do {
        auto const slot = element(count++);
        if (slot == nullptr || !read_value(*slot, in, keep))
            return false;
    } while (in.text.take(','));
    return in.text.close(']');
}

/// The fewest bytes of text an `E` of the contract takes: for an object,
/// its braces and, for each member every release sends, its shortest name
/// quoted, a colon, a value and a comma between two; one for any other.
template <class E>
constexpr std::size_t shortest_text() noexcept
{
    if constexpr (described_struct<E>) {
        std::array<std::size_t, member_count<E>> name{};
        for (std::size_t k = 0; k < key_count<E>; ++k) {
            auto& n = name[member_of_key<E>(k)];
            n = n == 0 ? key_names<E>[k].size() : std::min(n, key_names<E>[k].size());
        }
        std::size_t bytes = 1; // the braces, less the comma after the last member
        for (std::size_t m = 0; m < member_count<E>; ++m)
            if (!is_extras_member<E>[m] && key_releases_of<E>[m].required == release_set::all())
                bytes += name[m] + 5;
        return std::max<std::size_t>(bytes, 2);
    } else {
        return 1;
    }
}

/// How many elements the last array of `E`s with any whose value this
/// thread kept had. At the first element of the next, room is made for as
/// many, so that an array as long as the one before costs one allocation
/// and moves no element: the arrays of one page, and the pages of one
/// server, tend to be alike. Never room for more elements than the text
/// left could hold, so a document makes the decoder hold no more than its
/// own elements would.
template <class E>
struct sequence_length {
    static constinit inline thread_local std::size_t last = 0;

    /// The room to make for an array whose first element starts `left`
    /// bytes before the end of the text.
    static std::size_t room(std::size_t left) noexcept
    {
        constexpr std::size_t shortest = shortest_text<E>();
        return std::min(last, (left + 1) / (shortest + 1));
    }
};

template <class T>
bool read_container(category::array_form, T& out, direct_reading& in, bool keep, bool object)
{
    if (object || !in.text.take('[') || !in.text.enter())
        return false;
    using E = typename T::value_type;
    constexpr bool sequence = of_category<T, category::sequence>;
    // As the engine begins the array (begin_value) and places each element (element_of).
    if constexpr (sequence) {
        if (keep || needs_fresh<E>())
            out.clear();
    } else if constexpr (!of_category<T, category::fixed_array>) {
        out.clear();
    }
    std::size_t count = 0;
    bool const read = read_elements(in, keep, count, [&](std::size_t i) {
        if constexpr (sequence)
            if (keep && i == 0)
                out.reserve(sequence_length<E>::room(in.text.left()));
        return static_cast<E*>(element_of(category_t<T>{}, out, i, keep).target);
    });
    if (!read)
        return false;
    if constexpr (sequence)
        if (keep && count > 0) // an empty array (a transaction without token transfers) says nothing of the next
            sequence_length<E>::last = count;
    check_array_length(category_t<T>{}, out, count, in.cx);
    in.text.leave();
    return true;
}

template <class T>
bool read_container(category::string_map, T& out, direct_reading& in, bool keep, bool object)
{
    if (!object || !in.text.take('{') || !in.text.enter())
        return false;
    if (!in.text.close('}')) {
        do {
            std::string_view key;
            if (!in.text.string(key, true) || !in.text.take(':'))
                return false;
            auto [at, fresh] = out.try_emplace(std::string(key));
            if (!fresh || !read_value(at->second, in, keep))
                return false;
        } while (in.text.take(','));
        if (!in.text.close('}'))
            return false;
    }
    in.text.leave();
    return true;
}

template <class T>
bool read_container(category::described_struct, T& out, direct_reading& in, bool keep, bool object)
{
    if (!object || !in.text.take('{') || !in.text.enter())
        return false;
    if (!struct_operations<T>::read(out, in, keep))
        return false;
    in.text.leave();
    return true;
}

/// The members of the object that starts where the reader is, for a
/// variant to choose its alternative by: `visit(key, reader)` for each,
/// the reader at the value, until it returns true. The reader is back at
/// the object's start after, and at its depth.
template <class Visit>
bool scan_members(direct_reading& in, Visit const& visit)
{
    auto& text = in.text;
    char const* const start = text.position();
    if (!text.take('{') || !text.enter())
        return false;
    bool read = true;
    if (!text.close('}')) {
        do {
            std::string_view key;
            read = text.string(key, true) && text.take(':');
            if (!read || visit(key, text))
                break;
            read = text.skip(false); // the alternative's own reading finds a name given twice
        } while (read && text.take(','));
    }
    text.leave();
    text.rewind(start);
    return read;
}

// A variant: which alternative the object is, as the engine chooses it
// (choose_by_tag, choose_by_keys), then the object read as that one.

template <class T>
bool read_container(category::tagged_variant, T& out, direct_reading& in, bool keep, bool object)
{
    if (!object)
        return false;
    constexpr std::string_view tag_key = literal_member_name<std::variant_alternative_t<0, T>>();
    constexpr std::size_t count = std::variant_size_v<T>;
    std::string_view tag;
    bool found = false;
    if (!scan_members(in, [&](std::string_view key, text_reader& text) {
            if (key != tag_key)
                return false;
            found = text.string(tag, true);
            return true;
        }) ||
        !found)
        return false;
    std::size_t matched = count;
    boost::mp11::mp_for_each<boost::mp11::mp_iota_c<count>>([&](auto i) {
        constexpr auto value = literal_member_value<std::variant_alternative_t<i, T>>();
        if (matched == count && !value.empty() && tag == value)
            matched = i;
    });
    if (matched == count) // an error, or a warning where an alternative takes any other tag
        return false;
    return boost::mp11::mp_with_index<count>(matched, [&](auto i) {
        // An alternative of another chain type: the engine tells it.
        using A = std::variant_alternative_t<i, T>;
        if (!chain_sends_alternative<A>(in.cx.options().chain))
            return false;
        return read_container(category::described_struct{}, out.template emplace<i>(), in, keep, true);
    });
}

template <class T>
bool read_container(category::untagged_variant, T& out, direct_reading& in, bool keep, bool object)
{
    if (!object)
        return false;
    bool scanned = false;
    auto const best = alternative_knowing_most<T>([&](auto&& count_key) {
        scanned = scan_members(in, [&](std::string_view key, text_reader&) {
            count_key(key);
            return false;
        });
    });
    if (!scanned)
        return false;
    return boost::mp11::mp_with_index<std::variant_size_v<T>>(best, [&](auto i) {
        return read_container(category::described_struct{}, out.template emplace<i>(), in, keep, true);
    });
}

// Free-form values: passed over, or, when the value is kept, parsed again
// from their text (dom_parser.hpp), as the engine gathers them.

template <class T>
bool read_free_form(T& out, direct_reading& in, bool keep)
{
    char const* const start = in.text.position();
    if (!in.text.skip())
        return false;
    if (!keep)
        return true;
    boost::json::parse_options po;
    po.max_depth = in.cx.options().depth_limit();
    boost::json::error_code ec;
    boost::json::value v;
    parse_dom(std::string_view(start, static_cast<std::size_t>(in.text.position() - start)), po, v, ec);
    if (ec)
        return false;
    take_gathered(category_t<T>{}, out, std::move(v));
    return true;
}

template <class T>
bool read_container(category::free_object, T& out, direct_reading& in, bool keep, bool object)
{
    return object && read_free_form(out, in, keep);
}

template <class T>
bool read_container(category::raw_json, T& out, direct_reading& in, bool keep, bool)
{
    return read_free_form(out, in, keep);
}

/// The character a value of a `T` starts with, when it is a string, an
/// object or an array; NUL for a scalar or any JSON value.
template <class T>
constexpr char first_character()
{
    using C = category_t<T>;
    if constexpr (std::derived_from<C, category::wrapper>)
        return first_character<typename T::value_type>();
    else if constexpr (std::derived_from<C, category::string_form>)
        return '"';
    else if constexpr (std::derived_from<C, category::object_form>)
        return '{';
    else if constexpr (std::derived_from<C, category::array_form>)
        return '[';
    else
        return '\0';
}

/// The type a `T` holds a string as, past any optional: a string as the
/// text gives it, whose checks (UTF-8, length) are the reader's, a
/// vocabulary type, whose rule is its check, or another.
template <class T>
struct string_held {
    using type = T;
};
template <class T>
    requires of_category<T, category::optional>
struct string_held<T> : string_held<typename T::value_type> {};

/// Reads the next value into `out`: its rules as the engine applies them,
/// inlined into the struct that holds it. The kind of value a `T` takes is
/// tried first, so that a document of the contract costs one predictable
/// branch per value. A string whose value is not kept is checked and not
/// copied, but where rules across members may read it. Its opening quote
/// is the one read_value has just seen.
template <class T>
inline bool read_string(T& out, direct_reading& in, bool keep)
{
    std::string_view s;
    if (!in.text.string_at_quote(s))
        return false;
    using S = typename string_held<T>::type;
    constexpr bool checked_in_place = of_category<S, category::string> || of_category<S, category::vocabulary>;
    if (!checked_in_place || keep || in.keep_strings)
        decode_string(out, s, in.cx);
    else if constexpr (of_category<S, category::vocabulary>)
        check_vocabulary<S>(s, in.cx);
    return true;
}

template <class T>
inline bool read_value(T& out, direct_reading& in, bool keep)
{
    constexpr char expected = first_character<T>();
    auto const c = in.text.peek();
    if constexpr (expected == '"') {
        if (c == '"') [[likely]]
            return read_string(out, in, keep);
    } else if constexpr (expected == '{' || expected == '[') {
        if (c == expected) [[likely]]
            return read_container(category_t<T>{}, out, in, keep, expected == '{');
    }
    switch (c) {
    case '"': return read_string(out, in, keep);
    case '{': return read_container(category_t<T>{}, out, in, keep, true);
    case '[': return read_container(category_t<T>{}, out, in, keep, false);
    default: {
        json_scalar v;
        if (!in.text.scalar(v, c))
            return false;
        decode_scalar(out, v, in.cx);
        return true;
    }
    }
}

/// A key no member of `out` takes, as the engine has it: the value of a
/// catch-all member (extra_members), or, when unknown keys are ignored,
/// passed over. Anything else is an issue.
template <described_struct T>
bool read_other(T& out, std::string_view key, direct_reading& in, bool keep, object_names& others)
{
    if (auto* extras = extra_members_of(out)) {
        auto& members = unboxed(*extras);
        boost::json::string_view const name(key.data(), key.size());
        if (!keep)
            return others.first_time(key) && in.text.skip();
        return !members.contains(name) && read_value(members[name], in, keep);
    }
    return in.cx.options().unknown_keys == unknown_keys_policy::ignore && others.first_time(key) && in.text.skip();
}

/// The order in which the last object of a `T` this thread read gave its
/// members: after member `m`, the member that came next, and at
/// `member_count<T>` the first; the struct's own order at the start. The
/// reader tries that name first and checks it against the text, so a wrong
/// guess costs one comparison and changes nothing it reads. The objects of
/// one page come from one server and list their members in one order,
/// which need not be the struct's (Blockscout's is its maps' own order).
template <described_struct T>
struct member_order {
    using index = std::conditional_t<(member_count<T> < 255), std::uint8_t, std::uint16_t>;
    // The struct's order, past any extra_members member, which no name is
    // guessed for (nor learned: find_key_index never gives it).
    static constexpr std::array<index, member_count<T> + 1> declared = [] {
        std::array<index, member_count<T> + 1> order{};
        std::size_t next = member_count<T>;
        for (std::size_t m = member_count<T>; m-- > 0;) {
            order[m] = static_cast<index>(next);
            if (!is_extras_member<T>[m])
                next = m;
        }
        order[member_count<T>] = static_cast<index>(next);
        return order;
    }();
    static constinit inline thread_local std::array<index, member_count<T> + 1> next = declared;
};

/// The members of an object of a `T`, its brace taken, to its end.
template <described_struct T>
bool read_members(T& out, direct_reading& in, bool keep)
{
    constexpr std::size_t count = member_count<T>;
    std::array<member_set::word, member_set::words_for(key_count<T>)> words{};
    member_set seen{words};
    object_names others; // the names no member takes
    boost::container::small_vector<alias_value, 2> aliases; // of the members given under two names
    auto& text = in.text;
    auto& cx = in.cx;
    auto const errors_before = cx.error_count();
    // The rules across the members (finish_struct) may read any string
    // within the object. Left as it is when the reading gives up: the
    // document is then the engine's.
    bool const outer_keeps_strings = in.keep_strings;
    in.keep_strings = outer_keeps_strings || has_member_rules<T>;
    if (!text.close('}')) {
        auto& order = member_order<T>::next;
        std::size_t last = count; // the member before this one
        std::size_t k = key_count<T>; // the key of the member read, and how it is used
        auto use = key_use::value;
        // Reads member `i`'s value. Made once, not for each member: the
        // compiler would store each of its references again each time.
        auto const read_member = [&](auto i) {
            using D = boost::mp11::mp_at_c<members_of<T>, i>;
            using M = member_type<D>;
            if constexpr (std::same_as<M, extra_members>) {
                return false;
            } else if constexpr (is_aliased<T>[i]) {
                // As the engine: a member with other names is kept
                // whole; under a second name, beside it, to compare
                // once the object ends (finish_struct); else afresh
                // when the object is not kept.
                if (use == key_use::alias) {
                    aliases.push_back(make_alias_value<T>(k));
                    return read_value(*static_cast<M*>(aliases.back().value.get()), in, true);
                }
                if (!keep)
                    out.*D::pointer = M{};
                return read_value(out.*D::pointer, in, true);
            } else {
                return read_value(out.*D::pointer, in, keep);
            }
        };
        do {
            std::string_view key;
            k = key_count<T>;
            if (std::size_t const guess = order[last];
                guess < count && text.take_name(member_names<T>[guess])) {
                key = member_names<T>[guess];
                k = guess;
            } else if (text.string(key, true) && text.take(':')) {
                k = find_key_index<T>(key);
                if (k < count)
                    order[last] = static_cast<typename member_order<T>::index>(k);
            } else {
                return false;
            }
            if (k == key_count<T> || !chain_sends<T>(k, cx.options().chain)) {
                if (!read_other(out, key, in, keep, others))
                    return false;
                continue;
            }
            use = use_key<T>(seen, k);
            if (use == key_use::duplicate)
                return false;
            if (k < count)
                last = k;
            if (!boost::mp11::mp_with_index<count>(member_of_key<T>(k), read_member))
                return false;
        } while (text.take(','));
        if (!text.close('}'))
            return false;
    }
    in.keep_strings = outer_keeps_strings;
    finish_struct(out, seen, std::span<alias_value const>(aliases), errors_before, cx);
    return cx.clean();
}

template <class T>
BOOST_NOINLINE bool struct_operations<T>::read(T& out, direct_reading& in, bool keep)
{
    return read_members(out, in, keep);
}

/// Decodes `text` into `out` if it keeps its contract: false, with `out`
/// partly written and `cx` holding what was found, when it may not.
template <class T>
bool read_document(T& out, std::string_view text, decode_context& cx, bool keep)
{
    direct_reading in{text_reader(text, cx.options()), cx};
    // As the engine: no value is kept where no issue may be (max_issues 0).
    return in.text.guarded() && read_value(out, in, keep && cx.keeps_issues()) && in.text.at_end() && cx.clean();
}

/// Parses and decodes `text` into `out` as engine_decode_text does: by the
/// direct decoder when the document keeps its contract, else by the engine.
template <class T>
std::optional<builds> decode_text(T& out, std::string_view text, decode_options const& options,
                                       std::vector<issue>& issues, bool keep = true)
{
    if (text.size() <= options.max_document_size && issues.empty()) {
        decode_context cx(options, issues);
        if (read_document(out, text, cx, keep))
            return conclude(cx, out, issues, [&](release_index release) {
                // No release sends every object: the engine tells where they differ.
                return engine_decode_text(out, text, options, issues, keep, release);
            });
        issues.clear();
        out = T{};
    }
    return engine_decode_text(out, text, options, issues, keep);
}

} // namespace explorer_schema::detail

#endif
