#ifndef EXPLORER_SCHEMA_DETAIL_RULES_HPP
#define EXPLORER_SCHEMA_DETAIL_RULES_HPP

// Every rule of the contract on a value, and the message it gives: what
// each category of model type accepts of a scalar or a string, and what an
// object of a described struct must hold once it ends. The engine
// (engine.hpp) moves through the document and calls them.

#include <explorer_schema/model/category.hpp>
#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/detail/decode_context.hpp>
#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/detail/names.hpp>
#include <explorer_schema/model/issue.hpp>
#include <explorer_schema/model/member_rules.hpp>

#include <boost/describe/enum_to_string.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>

namespace explorer_schema::detail {

inline std::string_view kind_name(boost::json::kind k) noexcept
{
    switch (k) {
    case boost::json::kind::null: return "null";
    case boost::json::kind::bool_: return "a boolean";
    case boost::json::kind::int64:
    case boost::json::kind::uint64:
    case boost::json::kind::double_: return "a number";
    case boost::json::kind::string: return "a string";
    case boost::json::kind::array: return "an array";
    case boost::json::kind::object: return "an object";
    }
    return "a value";
}

/// Reports a value of JSON kind `found` where a value `expected` names
/// belongs.
inline void report_wrong_type(decode_context& cx, boost::json::kind found, std::string (*expected)())
{
    if (found == boost::json::kind::null)
        cx.error(issue_code::null_not_allowed, [&] { return "null is not allowed here; expected " + expected(); });
    else
        cx.error(issue_code::wrong_type,
                 [&] { return "expected " + expected() + ", found " + std::string(kind_name(found)); });
}

/// Reports a value of JSON kind `found` where a `T` belongs.
template <class T>
void wrong_type(decode_context& cx, boost::json::kind found)
{
    report_wrong_type(cx, found, &expected_name<T>);
}

// The parser reads a number beyond a double's range (1e400) as infinity.
inline void too_large_a_number(decode_context& cx)
{
    cx.error(issue_code::out_of_range, "the number is beyond the range of a double (about 1.8e308)");
}

// What each category takes of a scalar (null, a boolean, a number) and of a
// string. A category takes neither unless it says so.

template <class T>
void decode_scalar(T& out, json_scalar const& v, decode_context& cx);
template <class T>
void decode_string(T& out, std::string_view s, decode_context& cx);

template <class T>
void decode_scalar(category::any, T&, json_scalar const& v, decode_context& cx)
{
    wrong_type<T>(cx, v.kind);
}
template <class T>
void decode_string(category::any, T&, std::string_view, decode_context& cx)
{
    wrong_type<T>(cx, boost::json::kind::string);
}

/// The value an optional or omittable `out` is to hold: the one it holds,
/// whose memory a value decoded in the place of the one before reuses, or a
/// new one. What is decoded into it is the whole of it.
template <class T>
typename T::value_type& held(T& out)
{
    return out ? *out : out.emplace();
}

template <class T>
void decode_scalar(category::optional, T& out, json_scalar const& v, decode_context& cx)
{
    if (v.kind == boost::json::kind::null)
        out.reset();
    else
        decode_scalar(held(out), v, cx);
}
template <class T, class C>
    requires std::same_as<C, category::optional> || std::same_as<C, category::omittable>
void decode_string(C, T& out, std::string_view s, decode_context& cx)
{
    decode_string(held(out), s, cx);
}
template <class T>
void decode_scalar(category::omittable, T& out, json_scalar const& v, decode_context& cx)
{
    decode_scalar(held(out), v, cx); // present, so it holds a value
}

/// Calls `f` with the alternative of the kind_variant `out` that takes JSON
/// values of the kind `kind`, made the one `out` holds (kept when it already
/// is, so that its memory is reused); false when no alternative takes that
/// kind.
template <class T, class F>
bool with_alternative(T& out, boost::json::kind kind, F&& f)
{
    constexpr std::size_t count = std::variant_size_v<T>;
    auto const i = alternative_taking<T>(kind);
    if (i == count)
        return false;
    boost::mp11::mp_with_index<count>(i, [&](auto a) {
        f(out.index() == a ? std::get<a>(out) : out.template emplace<a>());
    });
    return true;
}

template <class T>
void decode_scalar(category::kind_variant, T& out, json_scalar const& v, decode_context& cx)
{
    if (!with_alternative(out, v.kind, [&](auto& a) { decode_scalar(a, v, cx); }))
        wrong_type<T>(cx, v.kind);
}
template <class T>
void decode_string(category::kind_variant, T& out, std::string_view s, decode_context& cx)
{
    if (!with_alternative(out, boost::json::kind::string, [&](auto& a) { decode_string(a, s, cx); }))
        wrong_type<T>(cx, boost::json::kind::string);
}

/// A secret's value is decoded where nothing may quote it.
template <class T, class Value>
void decode_secret(T& out, Value const& v, decode_context& cx)
{
    decode_context::secret_scope hidden(cx);
    typename T::value_type inner{};
    if constexpr (std::same_as<Value, std::string_view>)
        decode_string(inner, v, cx);
    else
        decode_scalar(inner, v, cx);
    out = T(std::move(inner));
}
template <class T>
void decode_scalar(category::secret, T& out, json_scalar const& v, decode_context& cx)
{
    decode_secret(out, v, cx);
}
template <class T>
void decode_string(category::secret, T& out, std::string_view s, decode_context& cx)
{
    decode_secret(out, s, cx);
}

template <class T>
void decode_scalar(category::raw_json, T& out, json_scalar const& v, decode_context&)
{
    auto& value = unboxed(out);
    switch (v.kind) {
    case boost::json::kind::bool_: value = v.boolean; break;
    case boost::json::kind::int64: value = v.int64; break;
    case boost::json::kind::uint64: value = v.uint64; break;
    case boost::json::kind::double_: value = v.number; break;
    default: value = nullptr; break;
    }
}
template <class T>
void decode_string(category::raw_json, T& out, std::string_view s, decode_context&)
{
    unboxed(out) = boost::json::string(s.data(), s.size());
}

template <class T>
void decode_scalar(category::boolean, T& out, json_scalar const& v, decode_context& cx)
{
    if (v.kind == boost::json::kind::bool_)
        out = v.boolean;
    else
        wrong_type<T>(cx, v.kind);
}

/// The integer the body wrote, `written()` as the message quotes it, is
/// beyond an `I`.
template <class I, class Written>
void integer_out_of_range(decode_context& cx, Written const& written)
{
    cx.error(issue_code::out_of_range, [&] {
        return written() + " is out of range; expected an integer from " +
               std::to_string(std::numeric_limits<I>::min()) + " to " + std::to_string(std::numeric_limits<I>::max());
    });
}

template <class I>
void decode_scalar(category::integer, I& out, json_scalar const& v, decode_context& cx)
{
    auto out_of_range = [&] { integer_out_of_range<I>(cx, [&] { return cx.quote_number(v); }); };
    auto store = [&](auto x) {
        if (std::in_range<I>(x))
            out = static_cast<I>(x);
        else
            out_of_range();
    };
    switch (v.kind) {
    case boost::json::kind::int64: return store(v.int64);
    case boost::json::kind::uint64: return store(v.uint64);
    case boost::json::kind::double_: {
        // The parser makes a double of anything written with a fraction or an
        // exponent, and of integers beyond 64 bits, which it rounds: below
        // -2^63 may round to -2^63 itself, so that is out of range too.
        double const d = v.number;
        if (!std::isfinite(d))
            return too_large_a_number(cx);
        constexpr double two_to_63 = 9223372036854775808.0;
        bool const whole = d == std::trunc(d);
        bool const fits = whole && d > -two_to_63 && d < 2 * two_to_63 &&
                          (d < 0 ? std::in_range<I>(static_cast<std::int64_t>(d))
                                 : std::in_range<I>(static_cast<std::uint64_t>(d)));
        if (whole && !fits)
            return out_of_range();
        cx.error(issue_code::not_an_integer, [&] {
            return "expected an integer, found " +
                   (whole ? cx.quote_number(v) + " written with a fraction or exponent" : cx.quote_number(v));
        });
        return;
    }
    default: return wrong_type<I>(cx, v.kind);
    }
}

/// Narrows the releases of the object being read to `sent`, those that send
/// what the current place holds. When the object is judged against a
/// release that `sent` lacks, says which: the caller tells it.
inline std::optional<release_index> release_differing(release_set sent, decode_context& cx)
{
    auto const judged = cx.judged_release();
    if (!judged) {
        cx.object_fits(sent);
        return std::nullopt;
    }
    if (sent.contains(*judged))
        return std::nullopt;
    cx.object_differs();
    return judged;
}

/// Says which releases send an integer of the quoted_until `T` in the form
/// found (`quoted`: a string of its digits), as check_value_releases does
/// for an enumeration's value.
template <class T>
void check_quoting(bool quoted, decode_context& cx)
{
    auto const sent = quoted ? T::quoted_by() : T::unquoted_by();
    auto const judged = release_differing(sent, cx);
    if (!judged)
        return;
    auto const release = blockscout_releases[*judged].name();
    std::string_view const found = quoted ? "a string of digits" : "a number";
    if (cx.options().release)
        cx.error(issue_code::wrong_type, [&] {
            return std::string("expected ") + (quoted ? "a number" : "a string of digits") + ", as Blockscout " +
                   release + " sends it here, found " + std::string(found);
        });
    else
        cx.error(issue_code::no_matching_release, [&] {
            return std::string(found) + " here is sent only by Blockscout " + sent.to_string() +
                   ", but most of the document is " + release;
        });
}

template <class T>
void decode_scalar(category::quoted_integer, T& out, json_scalar const& v, decode_context& cx)
{
    auto const kind = v.kind;
    if (kind != boost::json::kind::int64 && kind != boost::json::kind::uint64 && kind != boost::json::kind::double_)
        return wrong_type<T>(cx, kind);
    auto const errors = cx.error_count();
    decode_scalar(category::integer{}, out.value, v, cx);
    if (cx.error_count() == errors)
        check_quoting<T>(false, cx);
}

/// The digits as `std::to_string` writes them: -?(0|[1-9][0-9]*).
template <class T>
void decode_string(category::quoted_integer, T& out, std::string_view s, decode_context& cx)
{
    using I = typename T::value_type;
    bool const canonical = !integer_digits(s).empty();
    I value{};
    auto const [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (!canonical || (ec != std::errc{} && ec != std::errc::result_out_of_range) || end != s.data() + s.size())
        return cx.error(issue_code::invalid_integer_string,
                        [&] { return "expected " + expected_name<T>() + ", found " + cx.quote(s); });
    if (ec == std::errc::result_out_of_range)
        return integer_out_of_range<I>(cx, [&] { return cx.quote(s); });
    out.value = value;
    check_quoting<T>(true, cx);
}

template <class F>
void decode_scalar(category::floating, F& out, json_scalar const& v, decode_context& cx)
{
    double d = 0;
    switch (v.kind) {
    case boost::json::kind::int64: d = static_cast<double>(v.int64); break;
    case boost::json::kind::uint64: d = static_cast<double>(v.uint64); break;
    case boost::json::kind::double_: d = v.number; break;
    default: return wrong_type<F>(cx, v.kind);
    }
    if (!std::isfinite(d))
        return too_large_a_number(cx);
    out = static_cast<F>(d);
}

template <class T>
void decode_string(category::string, T& out, std::string_view s, decode_context&)
{
    out.assign(s.data(), s.size());
}

/// `what` (a member, an enumerator, a variant's tag) that only the builds
/// for the chain types `builds` send, met where no chain type was given or
/// under another. With none given, the body is of one of them: a
/// `chain_type_member` warning, and true (take it). Under another chain type
/// it is as an unknown key is, `code` with the severity
/// decode_options::unknown_keys gives, and false. `more` ends the message.
inline bool report_chain_only(issue_code code, std::string const& what, chain_set builds, std::string_view more,
                              decode_context& cx)
{
    auto const chain = cx.options().chain;
    if (!chain) {
        cx.narrow_chains(builds);
        cx.report(issue_code::chain_type_member, severity::warning, [&] {
            return what + " is sent only by Blockscout built for " + builds.to_string() + std::string(more);
        });
        return true;
    }
    auto const policy = cx.options().unknown_keys;
    if (policy != unknown_keys_policy::ignore)
        cx.report(code, policy == unknown_keys_policy::error ? severity::error : severity::warning, [&] {
            return what + " is sent only by Blockscout built for " + builds.to_string() + ", not for " +
                   std::string(chain_type_name(*chain)) + std::string(more);
        });
    return false;
}

/// Says which releases send the value `s` of an enumeration whose values
/// have the history `history`, as check_releases does for keys: the
/// document's releases are narrowed to those that send it, and when it is
/// judged against a release that does not, it is told. A value only one
/// chain type sends is, under another, as an unknown key is.
inline void check_value_releases(std::span<value_history const> history, std::string_view s, decode_context& cx)
{
    for (auto const& h : history) {
        if (h.value != s)
            continue;
        auto const& options = cx.options();
        if (h.chain && !builds_send(options.chain, *h.chain) &&
            !report_chain_only(issue_code::invalid_enum_value, "value " + cx.quote(s), builds_sending(*h.chain),
                               ", from " + h.sent_by().to_string(), cx))
            return;
        auto const sent = h.sent_by();
        auto const judged = release_differing(sent, cx);
        if (!judged)
            return;
        auto const release = blockscout_releases[*judged].name();
        if (options.release)
            cx.error(issue_code::invalid_enum_value, [&] {
                return cx.quote(s) + " is not sent by Blockscout " + release + ", only by " + sent.to_string();
            });
        else
            cx.error(issue_code::no_matching_release, [&] {
                return "value " + cx.quote(s) + " is sent only by Blockscout " + sent.to_string() +
                       ", but most of the document is " + release;
            });
        return;
    }
}

template <class E>
void decode_string(category::described_enum, E& out, std::string_view s, decode_context& cx)
{
    bool found = false;
    boost::mp11::mp_for_each<boost::describe::describe_enumerators<E>>([&](auto d) {
        if (!found && same_name(s, d.name)) {
            found = true;
            out = d.value;
        }
    });
    if (!found)
        cx.error(issue_code::invalid_enum_value, [&] { return cx.quote(s) + " is not one of: " + enumerator_list<E>(); });
    else if constexpr (!value_history_of<E>().empty())
        check_value_releases(value_history_of<E>(), s, cx);
}

/// Whether `s` is a value of the vocabulary type `T`; if not, says why.
template <class T>
bool check_vocabulary(std::string_view s, decode_context& cx)
{
    auto const bad = T::check(s);
    if (bad)
        cx.error(bad->code,
                 [&] { return cx.quote(s) + " is not " + std::string(T::name) + ": " + std::string(bad->reason); });
    return !bad;
}

template <class T>
void decode_string(category::vocabulary, T& out, std::string_view s, decode_context& cx)
{
    if (check_vocabulary<T>(s, cx))
        out.assign(s, already_checked);
}

template <class T>
void decode_string(category::literal, T&, std::string_view s, decode_context& cx)
{
    if (!same_name(s, T::value))
        cx.error(issue_code::invalid_enum_value, [&] { return cx.quote(s) + " is not " + cx.quote(T::value); });
}

template <class T>
void decode_scalar(T& out, json_scalar const& v, decode_context& cx)
{
    decode_scalar(category_t<T>{}, out, v, cx);
}
template <class T>
void decode_string(T& out, std::string_view s, decode_context& cx)
{
    decode_string(category_t<T>{}, out, s, cx);
}

// What an array of each category must hold once its `found` elements are
// read: the engine knows the length only at the end.

template <class T>
void check_array_length(category::array_form, T const&, std::size_t, decode_context&)
{
}
template <class T>
void check_array_length(category::fixed_array, T const& out, std::size_t found, decode_context& cx)
{
    if (found != out.size())
        cx.error(issue_code::wrong_array_length, [&] {
            return "expected an array of " + std::to_string(out.size()) + " elements, found " + std::to_string(found);
        });
}
template <class T>
void check_array_length(category::bounded_sequence, T const& out, std::size_t found, decode_context& cx)
{
    if (found > out.capacity())
        cx.error(issue_code::wrong_array_length, [&] {
            return "expected an array of at most " + std::to_string(out.capacity()) + " elements, found " +
                   std::to_string(found);
        });
}

// What an object of a described struct must hold.

template <described_struct T>
extra_members* extra_members_of(T& out) noexcept
{
    extra_members* extras = nullptr;
    boost::mp11::mp_for_each<members_of<T>>([&](auto d) {
        if constexpr (std::same_as<member_type<decltype(d)>, extra_members>)
            extras = &(out.*d.pointer);
    });
    return extras;
}

/// A key no member of a `T` takes, reported as the options say.
template <class T>
void report_unknown_member(decode_context& cx, std::string_view key)
{
    auto const policy = cx.options().unknown_keys;
    if (policy != unknown_keys_policy::ignore)
        cx.report(issue_code::unknown_member,
                  policy == unknown_keys_policy::error ? severity::error : severity::warning,
                  [&] { return "unknown member " + quoted_key(key); });
}

/// What a key of an object is for, once seen.
enum class key_use {
    value,     ///< its member's value
    alias,     ///< its member's value under a second name: kept to compare
    duplicate, ///< given before in the object
};

/// Marks key `k` of a `T` seen (a member, or a former name of one). Inlined
/// where it is used: it is one bit test for a struct without former names.
template <described_struct T>
[[gnu::always_inline]] inline key_use use_key(member_set seen, std::size_t k) noexcept
{
    if (!seen.insert(k))
        return key_use::duplicate;
    auto const member = member_of_key<T>(k);
    if (k != member && seen.contains(member))
        return key_use::alias;
    for (std::size_t j = 0; j < former_keys<T>.size(); ++j)
        if (member_count<T> + j != k && former_keys<T>[j].member == member &&
            seen.contains(member_count<T> + j))
            return key_use::alias;
    return key_use::value;
}

/// A member's value given under a second of its names, kept to compare with
/// the first once the object ends.
struct alias_value {
    std::size_t key = 0; ///< the key it was given under
    std::unique_ptr<void, void (*)(void*)> value{nullptr, nullptr};
    bool (*same)(void const* object, void const* value) = nullptr;
};

/// A place for the value of key `k` of a `T`, which names a member that
/// already has one.
template <described_struct T>
alias_value make_alias_value(std::size_t k)
{
    if constexpr (former_keys<T>.empty()) {
        return alias_value{k}; // a struct without former names has no second names
    } else {
        auto const member = member_of_key<T>(k);
        std::size_t former = 0;
        while (former_keys<T>[former].member != member)
            ++former;
        return boost::mp11::mp_with_index<former_keys<T>.size()>(former, [&](auto j) {
            using D = boost::mp11::mp_at_c<members_of<T>, former_keys<T>[j].member>;
            using M = member_type<D>;
            return alias_value{k, {new M{}, [](void* p) { delete static_cast<M*>(p); }},
                               [](void const* object, void const* value) {
                                   return static_cast<T const*>(object)->*D::pointer ==
                                          *static_cast<M const*>(value);
                               }};
        });
    }
}

/// Values given under two names of one member must be the same. An alias
/// is the name given second; the message names it and the name given
/// before it.
template <described_struct T>
void check_aliases(T const& out, member_set seen, std::span<alias_value const> aliases, decode_context& cx)
{
    for (auto const& a : aliases) {
        if (a.same(&out, a.value.get()))
            continue;
        auto const member = member_of_key<T>(a.key);
        std::size_t before = member;
        for (std::size_t k = key_count<T>; k-- > 0;)
            if (k != a.key && member_of_key<T>(k) == member && seen.contains(k))
                before = k;
        decode_context::segment at(cx, key_name<T>(a.key));
        cx.error(issue_code::alias_mismatch, [&] {
            return "member " + quoted_key(key_name<T>(a.key)) + " differs from " + quoted_key(key_name<T>(before)) +
                   ", given before: two names of one member";
        });
    }
}

/// How a missing member names what belongs there.
template <described_struct T>
std::string expected_name_of_key(std::size_t k)
{
    auto const member = member_of_key<T>(k);
    return boost::mp11::mp_with_index<member_count<T>>(member, [](auto i) {
        return expected_name<member_type<boost::mp11::mp_at_c<members_of<T>, i>>>();
    });
}

/// What check_releases needs of a struct, without its type: one function
/// serves every struct.
struct struct_keys {
    std::span<versioned_key const> versioned;
    std::span<std::string_view const> names; ///< key_names
    std::size_t member_count;
    std::size_t (*member_of)(std::size_t) noexcept;
    std::string (*expected_name)(std::size_t key);
    std::string_view tag_key; ///< the literal member that tells a variant's alternatives apart, if any
    std::string_view tag;     ///< its value
};

/// Says which releases send an object with the keys of this one. Objects
/// judged against a release (the one the options pin, or after a first
/// reading found no release that sends every object, the one that sends
/// most) are told apart from it where they differ: each key it does not
/// send, and each it always sends that is missing. A variant's tag that the
/// release does not send is told as the alternative's, not as a key's.
inline void check_releases(struct_keys const& t, member_set seen, decode_context& cx)
{
    auto const keys = t.versioned;
    auto const judged = cx.judged_release();
    if (!judged) {
        release_set fits = release_set::all();
        for (auto const& v : keys)
            fits = fits & (seen.contains(v.key) ? v.releases.sent : ~v.releases.required);
        cx.object_fits(fits);
        return;
    }
    auto const r = *judged;
    auto const differs = [&](versioned_key const& v) {
        return seen.contains(v.key) ? !v.releases.sent.contains(r) : v.releases.required.contains(r);
    };
    if (!cx.keeps_issues()) { // past the bounds: only counted
        std::size_t n = 0;
        for (auto const& v : keys)
            n += differs(v);
        if (n > 0) {
            cx.object_differs();
            cx.count_unkept(severity::error, n);
        }
        return;
    }
    bool const pinned = cx.options().release.has_value();
    auto const release_name = [r] { return "Blockscout " + blockscout_releases[r].name(); };
    for (auto const& v : keys) {
        if (!differs(v))
            continue;
        // Named, not bound: clang 14 lambdas cannot capture structured bindings.
        auto const k = v.key;
        auto const& sent = v.releases;
        bool const present = seen.contains(k);
        cx.object_differs();
        auto const name = t.names[k];
        decode_context::segment at(cx, name);
        if (!present) {
            cx.error(issue_code::missing_member, [&] {
                return "missing member " + quoted_key(name) + " (" + t.expected_name(k) + "), which " +
                       release_name() + " sends";
            });
        } else if (name == t.tag_key) {
            if (pinned)
                cx.error(issue_code::unknown_discriminator, [&] {
                    return cx.quote(t.tag) + " is not sent by " + release_name() + ", only by " + sent.sent.to_string();
                });
            else
                cx.error(issue_code::no_matching_release, [&] {
                    return cx.quote(t.tag) + " is sent only by Blockscout " + sent.sent.to_string() +
                           ", but most of the document is " + blockscout_releases[r].name();
                });
        } else if (pinned) {
            bool const former = k >= t.member_count;
            if (former && sent.sent.newest() < r)
                cx.error(issue_code::legacy_member, [&] {
                    return "legacy member " + quoted_key(name) + ": " + release_name() + " sends it as " +
                           quoted_key(t.names[t.member_of(k)]);
                });
            else
                cx.error(issue_code::unknown_member, [&] {
                    return "member " + quoted_key(name) + " is not sent by " + release_name() + ", only by " +
                           sent.sent.to_string();
                });
        } else {
            cx.error(issue_code::no_matching_release, [&] {
                // Another key of this object that no release sends with it.
                versioned_key const* other = nullptr;
                for (auto const& q : keys)
                    if (other == nullptr && seen.contains(q.key) && (q.releases.sent & sent.sent).empty())
                        other = &q;
                if (other == nullptr)
                    return "member " + quoted_key(name) + " is sent only by Blockscout " + sent.sent.to_string() +
                           ", but most of the document is " + blockscout_releases[r].name();
                return "members " + quoted_key(name) + " (Blockscout " + sent.sent.to_string() + ") and " +
                       quoted_key(t.names[other->key]) + " (" + other->releases.sent.to_string() +
                       ") are never sent together";
            });
        }
    }
}

template <described_struct T>
void check_releases(member_set seen, decode_context& cx)
{
    if constexpr (!versioned_keys<T>.empty())
        check_releases(struct_keys{versioned_keys<T>, key_names<T>, member_count<T>, &member_of_key<T>,
                                   &expected_name_of_key<T>, literal_member_name<T>(), literal_member_value<T>()},
                       seen, cx);
}

/// A member that is not given: one function for every member of every struct.
inline void report_missing_member(decode_context& cx, std::string_view name, std::string (*expected)())
{
    decode_context::segment at(cx, name);
    cx.error(issue_code::missing_member,
             [&] { return "missing member \"" + std::string(name) + "\" (" + expected() + ")"; });
}

/// The members of `out` that `seen` lacks and that every release sends, in
/// the order the struct declares them.
template <described_struct T>
void report_missing(T const&, member_set seen, decode_context& cx)
{
    boost::mp11::mp_for_each<boost::mp11::mp_iota_c<member_count<T>>>([&](auto i) {
        using D = boost::mp11::mp_at_c<members_of<T>, i>;
        using M = member_type<D>;
        if constexpr (key_releases_of<T>[i].required == release_set::all()) {
            if (!seen.contains(i))
                report_missing_member(cx, D::name, &expected_name<M>);
        }
    });
}

/// Whether a `T` has rules across its members (check_member_rules, see
/// <explorer_schema/model/member_rules.hpp>), which read their values.
template <class T>
inline constexpr bool has_member_rules = requires(T const& x, member_rules& rules) { check_member_rules(x, rules); };

/// The keys every release of a `T` sends, as a set of as many words as a
/// set of the keys an object gives.
template <described_struct T>
inline constexpr auto required_keys = [] {
    std::array<member_set::word, member_set::words_for(key_count<T>)> words{};
    member_set r{words};
    for (std::size_t i = 0; i < member_count<T>; ++i)
        if (key_releases_of<T>[i].required == release_set::all())
            r.insert(i);
    return words;
}();

/// The end of an object decoded into `out`: the values given under two names,
/// the members it lacks and the releases it fits, then the rules across
/// members, which only mean something once the members are right.
template <described_struct T>
BOOST_NOINLINE void finish_object(T const& out, member_set seen, std::span<alias_value const> aliases,
                                  std::size_t errors_before, decode_context& cx)
{
    if (!aliases.empty() && cx.error_count() == errors_before)
        check_aliases(out, seen, aliases, cx);
    if (!seen.includes(required_keys<T>)) {
        if (cx.keeps_issues())
            report_missing(out, seen, cx);
        else
            cx.count_unkept(severity::error, seen.count_missing(required_keys<T>));
    }
    check_releases<T>(seen, cx);
    if constexpr (has_member_rules<T>) {
        if (cx.error_count() == errors_before) {
            member_rules_at rules(cx);
            check_member_rules(out, rules);
        }
    }
}

/// finish_object, but where there is nothing to do: a struct of one
/// contract for every release and no rules across its members, each key
/// it requires given once. Inlined, it costs most objects no call.
template <described_struct T>
[[gnu::always_inline]] inline void finish_struct(T const& out, member_set seen, std::span<alias_value const> aliases,
                                                 std::size_t errors_before, decode_context& cx)
{
    if constexpr (versioned_keys<T>.empty() && !has_member_rules<T>)
        if (aliases.empty() && seen.includes(required_keys<T>))
            return;
    finish_object(out, seen, aliases, errors_before, cx);
}

/// The index of the key of `T` named `key`, a member or a former name;
/// key_count<T> when none is.
template <described_struct T>
std::size_t find_key_index(std::string_view key) noexcept
{
    auto const i = find_member<T>(key);
    return i < member_count<T> ? i : find_former_key<T>(key);
}

} // namespace explorer_schema::detail

#endif
