#ifndef EXPLORER_SCHEMA_DETAIL_DECODER_HPP
#define EXPLORER_SCHEMA_DETAIL_DECODER_HPP

// The one decoder: a walk over the Boost.Describe descriptions of the model
// that fills a value and reports every issue of the document on the way.

#include <explorer_schema/decode_options.hpp>
#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/detail/traits.hpp>
#include <explorer_schema/issue.hpp>
#include <explorer_schema/member_rules.hpp>

#include <boost/container/small_vector.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <optional>
#include <limits>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace explorer_schema::detail {

/// Appends `/` and `key` to a JSON Pointer, escaping `~` and `/` (RFC 6901).
inline void append_pointer_token(std::string& pointer, std::string_view key)
{
    pointer += '/';
    bool plain = true;
    for (char c : key)
        plain &= c != '~' && c != '/';
    if (plain) {
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

/// One step of the path to the value being decoded. The path is kept as
/// these steps and written out as a JSON Pointer only when an issue needs it.
struct path_segment {
    enum class kind : unsigned char {
        none,    ///< no step: the container itself, between its values
        key,     ///< a member name, escaped when written
        index,   ///< an array index
        escaped, ///< a JSON Pointer already escaped, such as "/summary_template"
    };
    kind what = kind::none;
    std::string_view text; ///< key or escaped; must outlive the segment
    std::size_t index = 0;
};

/// A member name or a string as a JSON string for a message: its first 64
/// bytes, then "...", when longer.
inline std::string quoted_key(std::string_view s)
{
    auto const shown = utf8_prefix(s, 64);
    return boost::json::serialize(boost::json::string_view(shown.data(), shown.size())) +
           (shown.size() < s.size() ? "..." : "");
}

class decode_context {
public:
    /// Objects are judged against release `judged` when given (see
    /// check_releases): the release the options pin, or the one most
    /// objects of the document fit.
    decode_context(decode_options const& options, std::vector<issue>& issues,
                   std::optional<std::size_t> judged = std::nullopt)
        : options_(options), issues_(issues), judged_(judged ? judged : options.release)
    {
    }

    /// An object fits the releases `fits`: the document's releases are
    /// narrowed to them, and each other release is counted as one more
    /// object that release does not send.
    void object_fits(release_set fits) noexcept
    {
        auto carry = (~fits).bits();
        for (std::size_t plane = 0; carry != 0 && plane < misfits_.size(); ++plane) {
            auto const next = misfits_[plane] & carry;
            misfits_[plane] ^= carry;
            carry = next;
        }
        releases_ = releases_ & fits; // empty once no release sends every object so far
    }

    /// The release objects are judged against, if any.
    std::optional<std::size_t> judged_release() const noexcept { return judged_; }
    /// An object differs from the release it is judged against.
    void object_differs() noexcept { differs_ = true; }

    /// Whether no release sends every object: the document must then be
    /// read again, judged against closest_release().
    bool needs_judging() const noexcept { return !judged_ && releases_.empty(); }

    /// The release that sends the most objects of the document, the newest
    /// of those that send as many.
    std::size_t closest_release() const noexcept
    {
        std::size_t best = 0;
        std::uint64_t best_misfits = std::numeric_limits<std::uint64_t>::max();
        for (std::size_t r = 0; r < blockscout_releases.size(); ++r) {
            std::uint64_t n = 0;
            for (std::size_t plane = 0; plane < misfits_.size(); ++plane)
                n |= std::uint64_t{(misfits_[plane] >> r) & 1u} << plane;
            if (n <= best_misfits) {
                best = r;
                best_misfits = n;
            }
        }
        return best;
    }

    /// The releases the document matches.
    release_set matching_releases() const noexcept
    {
        if (judged_)
            return differs_ ? release_set{} : release_set::only(*judged_);
        return releases_;
    }

    decode_options const& options() const noexcept { return options_; }

    /// The JSON Pointer of the value being decoded.
    std::string path() const
    {
        std::string p;
        for (auto const& s : segments_) {
            switch (s.what) {
            case path_segment::kind::none: break;
            case path_segment::kind::key: append_pointer_token(p, s.text); break;
            case path_segment::kind::escaped: p += s.text; break;
            case path_segment::kind::index: {
                char digits[24];
                auto const end = std::to_chars(digits, digits + sizeof digits, s.index).ptr;
                p += '/';
                p.append(digits, end);
                break;
            }
            }
        }
        return p;
    }

    /// Records an issue at the current path, or at `at` when given.
    void report(issue_code code, severity sev, std::string message,
                std::optional<std::string_view> at = std::nullopt)
    {
        errors_ += sev == severity::error;
        auto const fits = [&](std::size_t path_size) {
            return issues_.empty() || issue_bytes_ + path_size + message.size() <= options_.max_issues_size;
        };
        if (issues_.size() >= options_.max_issues || !fits(at ? at->size() : path_size_at_least()))
            return suppress(sev);
        auto p = at ? std::string(*at) : path();
        if (!fits(p.size()))
            return suppress(sev);
        issue_bytes_ += p.size() + message.size();
        issues_.push_back({std::move(p), code, sev, std::move(message)});
    }

    void suppress(severity sev) noexcept
    {
        ++suppressed_;
        suppressed_errors_ += sev == severity::error;
    }

    /// Ends the document: says how many issues were left out, if any.
    void finish()
    {
        if (suppressed_ == 0)
            return;
        issues_.push_back({"", issue_code::too_many_issues,
                           suppressed_errors_ > 0 ? severity::error : severity::warning,
                           std::to_string(suppressed_) + " more issues (" + std::to_string(suppressed_errors_) +
                               " of them errors) after the first " + std::to_string(issues_.size()) +
                               (issues_.size() < options_.max_issues
                                    ? ", whose paths and messages fill the limit of " +
                                          std::to_string(options_.max_issues_size) + " bytes"
                                    : "")});
    }

    /// Errors reported so far.
    std::size_t error_count() const noexcept { return errors_; }
    void error(issue_code code, std::string message)
    {
        report(code, severity::error, std::move(message));
    }

    /// True while the value being decoded must not be quoted: a secret, or
    /// everything when the options say so.
    bool hides_values() const noexcept { return secret_depth_ > 0 || options_.hide_input_values; }

    /// `s` as a JSON string for a message, shortened when long.
    std::string quote(std::string_view s) const { return hides_values() ? "the value" : quoted_key(s); }

    /// A number for a message: as written when the decoder has its text.
    std::string quote_number(boost::json::value const& number) const
    {
        if (hides_values())
            return "the value";
        if (!number_text_.empty())
            return std::string(number_text_);
        if (!number.is_double())
            return boost::json::serialize(number);
        char buffer[32];
        auto const end = std::to_chars(buffer, buffer + sizeof buffer, number.get_double()).ptr;
        return std::string(buffer, end);
    }

    /// No more than path().size(), without writing the path out.
    std::size_t path_size_at_least() const noexcept
    {
        std::size_t n = 0;
        for (auto const& s : segments_)
            n += s.what == path_segment::kind::none ? 0 : s.what == path_segment::kind::escaped ? s.text.size()
                                                      : s.what == path_segment::kind::key     ? 1 + s.text.size()
                                                                                               : 2;
        return n;
    }

    /// The path's steps, for a decoder that moves through the document one
    /// event at a time: it opens a step per container and rewrites it.
    path_segment& open_segment() { return segments_.emplace_back(); }
    path_segment& last_segment() noexcept { return segments_.back(); }
    void close_segment() noexcept { segments_.pop_back(); }

    /// A JSON Pointer already escaped, such as "/summary_template".
    struct escaped_pointer {
        std::string_view text;
    };

    /// Extends the path for the guard's lifetime: by one member name or
    /// array index, or by an escaped pointer. What it names must outlive it.
    class segment {
    public:
        segment(decode_context& cx, escaped_pointer p) : cx_(cx)
        {
            cx_.segments_.push_back({path_segment::kind::escaped, p.text});
        }
        segment(decode_context& cx, std::string_view key) : cx_(cx)
        {
            cx_.segments_.push_back({path_segment::kind::key, key});
        }
        segment(decode_context& cx, std::size_t index) : cx_(cx)
        {
            cx_.segments_.push_back({path_segment::kind::index, {}, index});
        }
        ~segment() { cx_.segments_.pop_back(); }
        segment(segment const&) = delete;
        segment& operator=(segment const&) = delete;

    private:
        decode_context& cx_;
    };

    /// The text of the integer beyond 64 bits being decoded, which the
    /// parser gives as a rounded double: a decoder that reads text has it.
    class number_text_scope {
    public:
        number_text_scope(decode_context& cx, std::string_view text) : cx_(cx) { cx_.number_text_ = text; }
        ~number_text_scope() { cx_.number_text_ = {}; }
        number_text_scope(number_text_scope const&) = delete;
        number_text_scope& operator=(number_text_scope const&) = delete;

    private:
        decode_context& cx_;
    };

    class secret_scope {
    public:
        explicit secret_scope(decode_context& cx) : cx_(cx) { ++cx_.secret_depth_; }
        ~secret_scope() { --cx_.secret_depth_; }
        secret_scope(secret_scope const&) = delete;
        secret_scope& operator=(secret_scope const&) = delete;

    private:
        decode_context& cx_;
    };

private:
    decode_options const& options_;
    std::vector<issue>& issues_;
    boost::container::small_vector<path_segment, 12> segments_; // deeper is rare
    std::size_t errors_ = 0;
    std::size_t suppressed_ = 0;
    std::size_t suppressed_errors_ = 0;
    std::size_t issue_bytes_ = 0; // of the paths and messages kept
    int secret_depth_ = 0;
    std::string_view number_text_;
    std::optional<std::size_t> judged_;
    release_set releases_ = release_set::all(); // those every object so far fits
    // Per release, the count of objects that do not fit it, bit-sliced:
    // bit r of plane i is bit i of release r's count.
    std::array<release_set::bits_type, 48> misfits_{};
    bool differs_ = false;
};

class member_rules_at final : public member_rules {
public:
    explicit member_rules_at(decode_context& cx) : cx_(cx) {}

    void error(std::string_view member, issue_code code, std::string message) override
    {
        decode_context::segment at(cx_, decode_context::escaped_pointer{member});
        cx_.error(code, std::move(message));
    }
    bool hides_values() const override { return cx_.hides_values(); }

private:
    decode_context& cx_;
};

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

/// Reports a value of JSON kind `found` where a `T` belongs.
template <class T>
void wrong_type(decode_context& cx, boost::json::kind found)
{
    if (found == boost::json::kind::null)
        cx.error(issue_code::null_not_allowed,
                 "null is not allowed here; expected " + expected_name<T>());
    else
        cx.error(issue_code::wrong_type,
                 "expected " + expected_name<T>() + ", found " + std::string(kind_name(found)));
}

template <class E>
std::string const& enumerator_list()
{
    static std::string const list = [] {
        std::string s;
        boost::mp11::mp_for_each<boost::describe::describe_enumerators<E>>([&](auto d) {
            s += s.empty() ? "" : ", ";
            s += d.name;
        });
        return s;
    }();
    return list;
}

// A value reaches the decoder either as a DOM value or, from the text
// decoder, as the text of a JSON string: both take the same path through the
// wrappers (optional, omittable, secret) to the same checks.
inline bool is_null(boost::json::value const& v) noexcept { return v.is_null(); }
inline bool is_null(std::string_view) noexcept { return false; }

template <class T, class Json>
void decode_value(T& out, Json const& v, decode_context& cx);

// The parser reads a number beyond a double's range (1e400) as infinity.
inline void too_large_a_number(decode_context& cx)
{
    cx.error(issue_code::out_of_range, "the number is beyond the range of a double (about 1.8e308)");
}

template <integer I>
void decode_integer(I& out, boost::json::value const& v, decode_context& cx)
{
    auto out_of_range = [&] {
        cx.error(issue_code::out_of_range,
                 cx.quote_number(v) + " is out of range; expected an integer from " +
                     std::to_string(std::numeric_limits<I>::min()) + " to " +
                     std::to_string(std::numeric_limits<I>::max()));
    };
    auto store = [&](auto x) {
        if (std::in_range<I>(x))
            out = static_cast<I>(x);
        else
            out_of_range();
    };
    switch (v.kind()) {
    case boost::json::kind::int64: return store(v.get_int64());
    case boost::json::kind::uint64: return store(v.get_uint64());
    case boost::json::kind::double_: {
        // The parser makes a double of anything written with a fraction or an
        // exponent, and of integers beyond 64 bits, which it rounds: below
        // -2^63 may round to -2^63 itself, so that is out of range too.
        double const d = v.get_double();
        if (!std::isfinite(d))
            return too_large_a_number(cx);
        constexpr double two_to_63 = 9223372036854775808.0;
        bool const whole = d == std::trunc(d);
        bool const fits = whole && d > -two_to_63 && d < 2 * two_to_63 &&
                          (d < 0 ? std::in_range<I>(static_cast<std::int64_t>(d))
                                 : std::in_range<I>(static_cast<std::uint64_t>(d)));
        if (whole && !fits)
            return out_of_range();
        cx.error(issue_code::not_an_integer,
                 "expected an integer, found " +
                     (whole ? cx.quote_number(v) + " written with a fraction or exponent"
                            : cx.quote_number(v)));
        return;
    }
    default: return wrong_type<I>(cx, v.kind());
    }
}

/// Decodes a member value into member `i` of `out`.
template <described_struct T, std::size_t I, class Json>
void decode_member_at(T& out, Json const& value, decode_context& cx)
{
    using D = boost::mp11::mp_at_c<members_of<T>, I>;
    decode_value(out.*D::pointer, value, cx);
}

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
                  "unknown member " + quoted_key(key));
}

/// What a key of an object is for, once seen.
enum class key_use {
    value,     ///< its member's value
    alias,     ///< its member's value under a second name: kept to compare
    duplicate, ///< given before in the object
};

/// Marks key `k` of a `T` seen (a member, or a former name of one).
template <described_struct T>
key_use use_key(member_set& seen, std::size_t k) noexcept
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

/// Values given under two names of one member must be the same.
template <described_struct T>
void check_aliases(T const& out, std::span<alias_value const> aliases, decode_context& cx)
{
    for (auto const& a : aliases) {
        if (a.same(&out, a.value.get()))
            continue;
        auto const member = member_of_key<T>(a.key);
        decode_context::segment at(cx, key_name<T>(a.key));
        cx.error(issue_code::alias_mismatch,
                 "member " + quoted_key(key_name<T>(a.key)) + " differs from the value given before for " +
                     quoted_key(member_names<T>[member]) + " under another of its names");
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

/// Says which releases send an object with the keys of this one. Objects
/// judged against a release (the one the options pin, or after a first
/// reading found no release that sends every object, the one that sends
/// most) are told apart from it where they differ: each key it does not
/// send, and each it always sends that is missing.
template <described_struct T>
void check_releases(member_set seen, decode_context& cx)
{
    constexpr auto& keys = versioned_keys<T>;
    if constexpr (!keys.empty()) {
        auto const judged = cx.judged_release();
        if (!judged) {
            release_set fits = release_set::all();
            for (auto const& v : keys)
                fits = fits & (seen.contains(v.key) ? v.releases.sent : ~v.releases.required);
            cx.object_fits(fits);
            return;
        }
        auto const r = *judged;
        bool const pinned = cx.options().release.has_value();
        auto const release_name = "Blockscout " + blockscout_releases[r].name();
        for (auto const& [k, sent] : keys) {
            bool const present = seen.contains(k);
            if (present ? sent.sent.contains(r) : !sent.required.contains(r))
                continue;
            cx.object_differs();
            auto const name = key_name<T>(k);
            decode_context::segment at(cx, name);
            if (!present) {
                cx.error(issue_code::missing_member, "missing member " + quoted_key(name) + " (" +
                                                         expected_name_of_key<T>(k) + "), which " +
                                                         release_name + " sends");
            } else if (pinned) {
                bool const former = k >= member_count<T>;
                if (former && sent.sent.newest() < r)
                    cx.error(issue_code::legacy_member, "legacy member " + quoted_key(name) + ": " +
                                                            release_name + " sends it as " +
                                                            quoted_key(member_names<T>[member_of_key<T>(k)]));
                else
                    cx.error(issue_code::unknown_member, "member " + quoted_key(name) + " is not sent by " +
                                                             release_name + ", only by " +
                                                             sent.sent.to_string());
            } else {
                // Another key of this object that no release sends with it.
                versioned_key const* other = nullptr;
                for (auto const& q : keys)
                    if (other == nullptr && seen.contains(q.key) && (q.releases.sent & sent.sent).empty())
                        other = &q;
                std::string message = "member";
                if (other != nullptr)
                    message.append("s");
                message.append(" ").append(quoted_key(name)).append(" ");
                if (other == nullptr)
                    message.append("is sent only by Blockscout ")
                        .append(sent.sent.to_string())
                        .append(", but most of the document is ")
                        .append(blockscout_releases[r].name());
                else
                    message.append("(Blockscout ")
                        .append(sent.sent.to_string())
                        .append(") and ")
                        .append(quoted_key(key_name<T>(other->key)))
                        .append(" (")
                        .append(other->releases.sent.to_string())
                        .append(") are never sent together");
                cx.error(issue_code::no_matching_release, std::move(message));
            }
        }
    }
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
            if (!seen.contains(i)) {
                decode_context::segment at(cx, D::name);
                cx.error(issue_code::missing_member, "missing member \"" + std::string(D::name) +
                                                         "\" (" + expected_name<M>() + ")");
            }
        }
    });
}

/// The end of an object decoded into `out`: the values given under two names,
/// the members it lacks and the releases it fits, then the rules across
/// members, which only mean something once the members are right.
template <described_struct T>
void finish_struct(T const& out, member_set seen, std::span<alias_value const> aliases,
                   std::size_t errors_before, decode_context& cx)
{
    static_assert(key_count<T> <= member_set::capacity);
    constexpr member_set required = [] {
        member_set r;
        for (std::size_t i = 0; i < member_count<T>; ++i)
            if (key_releases_of<T>[i].required == release_set::all())
                r.insert(i);
        return r;
    }();
    if (!aliases.empty() && cx.error_count() == errors_before)
        check_aliases(out, aliases, cx);
    if (!seen.includes(required))
        report_missing(out, seen, cx);
    check_releases<T>(seen, cx);
    if constexpr (requires(member_rules& rules) { check_member_rules(out, rules); }) {
        if (cx.error_count() == errors_before) {
            member_rules_at rules(cx);
            check_member_rules(out, rules);
        }
    }
}

/// The index of the key of `T` named `key`, a member or a former name;
/// key_count<T> when none is.
template <described_struct T>
std::size_t find_key_index(std::string_view key) noexcept
{
    auto const i = find_member<T>(key);
    return i < member_count<T> ? i : find_former_key<T>(key);
}

// Members are decoded in the document's order, so issues come in that order.
template <described_struct T>
void decode_struct(T& out, boost::json::object const& obj, decode_context& cx)
{
    auto const errors_before = cx.error_count();
    member_set seen;
    boost::container::small_vector<alias_value, 2> aliases;
    auto* const extras = extra_members_of(out);
    for (auto const& kv : obj) {
        decode_context::segment at(cx, kv.key());
        auto const k = find_key_index<T>(kv.key());
        if (k < key_count<T> && chain_sends<T>(k, cx.options().chain)) {
            auto const member = member_of_key<T>(k);
            switch (use_key<T>(seen, k)) {
            case key_use::duplicate: break; // Boost.JSON keeps one of them: not seen here
            case key_use::alias:
                aliases.push_back(make_alias_value<T>(k));
                boost::mp11::mp_with_index<member_count<T>>(member, [&](auto i) {
                    using M = member_type<boost::mp11::mp_at_c<members_of<T>, i>>;
                    decode_value(*static_cast<M*>(aliases.back().value.get()), kv.value(), cx);
                });
                break;
            case key_use::value:
                boost::mp11::mp_with_index<member_count<T>>(
                    member, [&](auto i) { decode_member_at<T, i>(out, kv.value(), cx); });
                break;
            }
        } else if (extras != nullptr) {
            extras->emplace(kv.key(), kv.value());
        } else {
            report_unknown_member<T>(cx, kv.key());
        }
    }
    finish_struct(out, seen, aliases, errors_before, cx);
}

/// How many of the keys of `obj` a `T` has a member for.
template <described_struct T>
std::size_t known_key_count(boost::json::object const& obj)
{
    std::size_t n = 0;
    for (auto const& kv : obj)
        n += find_member<T>(kv.key()) < member_count<T>;
    return n;
}

// A variant without a literal member: the object is the alternative that
// knows most of its keys, the first of those that know as many.
template <class... Alternatives>
void decode_untagged_variant(std::variant<Alternatives...>& out, boost::json::object const& obj,
                             decode_context& cx)
{
    constexpr std::size_t count = sizeof...(Alternatives);
    std::array<std::size_t, count> const known{known_key_count<Alternatives>(obj)...};
    std::size_t best = 0;
    for (std::size_t i = 1; i < count; ++i)
        if (known[i] > known[best])
            best = i;
    boost::mp11::mp_with_index<count>(best,
                                      [&](auto i) { decode_struct(out.template emplace<i>(), obj, cx); });
}

// A variant whose alternatives share a literal member: that member says
// which one the object is.
template <class... Alternatives>
void decode_tagged_variant(std::variant<Alternatives...>& out, boost::json::object const& obj,
                           decode_context& cx)
{
    using variant = std::variant<Alternatives...>;
    constexpr std::string_view key = literal_member_name<std::variant_alternative_t<0, variant>>();
    constexpr std::size_t fallback = fallback_alternative<variant>();

    auto const* tag_value = obj.if_contains(key);
    auto const* tag = tag_value ? tag_value->if_string() : nullptr;
    if (tag == nullptr) {
        decode_context::segment at(cx, key);
        if (tag_value == nullptr)
            cx.error(issue_code::missing_member,
                     "missing member \"" + std::string(key) + "\" (a string)");
        else
            wrong_type<std::string>(cx, tag_value->kind());
        return;
    }
    bool matched = false;
    boost::mp11::mp_for_each<boost::mp11::mp_iota_c<sizeof...(Alternatives)>>([&](auto i) {
        using alternative = std::variant_alternative_t<i, variant>;
        constexpr auto value = literal_member_value<alternative>();
        if (!matched && !value.empty() && *tag == value) {
            matched = true;
            decode_struct(out.template emplace<i>(), obj, cx);
        }
    });
    if (matched)
        return;
    std::string known;
    boost::mp11::mp_for_each<boost::mp11::mp_list<Alternatives...>>([&](auto a) {
        constexpr auto value = literal_member_value<decltype(a)>();
        if (!value.empty())
            known.append(known.empty() ? "" : ", ").append(value);
    });
    if constexpr (fallback < sizeof...(Alternatives)) {
        {
            decode_context::segment at(cx, key);
            cx.report(issue_code::unknown_discriminator, severity::warning,
                      "unknown " + std::string(key) + " " + cx.quote(*tag) +
                          ", kept as it is; known: " + known);
        }
        decode_struct(out.template emplace<fallback>(), obj, cx);
    } else {
        decode_context::segment at(cx, key);
        cx.error(issue_code::unknown_discriminator,
                 cx.quote(*tag) + " is not one of: " + known);
    }
}

template <class... Alternatives>
void decode_variant(std::variant<Alternatives...>& out, boost::json::object const& obj,
                    decode_context& cx)
{
    using first = std::variant_alternative_t<0, std::variant<Alternatives...>>;
    if constexpr (literal_member_name<first>().empty())
        decode_untagged_variant(out, obj, cx);
    else
        decode_tagged_variant(out, obj, cx);
}

/// Whether the JSON form of a `T` is a string.
template <class T>
inline constexpr bool is_string_like_v =
    std::same_as<T, std::string> || described_enum<T> || vocabulary<T> || is_literal_v<T>;

// Members whose JSON form is a string.
template <class T>
void decode_string(T& out, std::string_view s, decode_context& cx)
{
    if constexpr (std::same_as<T, std::string>) {
        out.assign(s.data(), s.size());
    } else if constexpr (described_enum<T>) {
        bool found = false;
        boost::mp11::mp_for_each<boost::describe::describe_enumerators<T>>([&](auto d) {
            if (!found && s == d.name) {
                found = true;
                out = d.value;
            }
        });
        if (!found)
            cx.error(issue_code::invalid_enum_value,
                     cx.quote(s) + " is not one of: " + enumerator_list<T>());
    } else if constexpr (vocabulary<T>) {
        if (auto const bad = T::check(s))
            cx.error(bad->code, cx.quote(s) + " is not " + std::string(T::name) + ": " +
                                    std::string(bad->reason));
        else
            out.assign(s, already_checked);
    } else {
        static_assert(is_literal_v<T>);
        if (s != T::value)
            cx.error(issue_code::invalid_enum_value, cx.quote(s) + " is not " + cx.quote(T::value));
    }
}

/// An array of fixed length whose JSON array had `found` elements.
template <class T>
void check_array_length(T const& out, std::size_t found, decode_context& cx)
{
    if constexpr (is_std_array_v<T>) {
        if (found != out.size())
            cx.error(issue_code::wrong_array_length,
                     "expected an array of " + std::to_string(out.size()) + " elements, found " +
                         std::to_string(found));
    } else if constexpr (is_static_vector_v<T>) {
        if (found > out.capacity())
            cx.error(issue_code::wrong_array_length,
                     "expected an array of at most " + std::to_string(out.capacity()) +
                         " elements, found " + std::to_string(found));
    }
}

// Members whose JSON form is an array. The elements come first, then the
// length: the text decoder knows the length only at the end.
template <class T>
void decode_array(T& out, boost::json::array const& a, decode_context& cx)
{
    if constexpr (is_vector_v<T>)
        out.resize(a.size());
    else if constexpr (is_static_vector_v<T>)
        out.resize(std::min(a.size(), out.capacity()));
    for (std::size_t i = 0; i < a.size() && i < out.size(); ++i) {
        decode_context::segment at(cx, i);
        decode_value(out[i], a[i], cx);
    }
    check_array_length(out, a.size(), cx);
}

// Members whose JSON form is an object.
template <class T>
void decode_object(T& out, boost::json::object const& o, decode_context& cx)
{
    if constexpr (std::same_as<T, boost::json::object> || std::same_as<T, extra_members>) {
        static_cast<boost::json::object&>(out) = o;
    } else if constexpr (is_string_map_v<T>) {
        for (auto const& kv : o) {
            decode_context::segment at(cx, kv.key());
            decode_value(out[std::string(kv.key())], kv.value(), cx);
        }
    } else if constexpr (is_variant_v<T>) {
        decode_variant(out, o, cx);
    } else {
        static_assert(described_struct<T>, "explorer_schema cannot decode this member type");
        decode_struct(out, o, cx);
    }
}

// A string from the text decoder, where no wrapper is left.
template <class T>
void decode_leaf(T& out, std::string_view s, decode_context& cx)
{
    if constexpr (std::same_as<T, boost::json::value>)
        out = boost::json::string(s.data(), s.size());
    else if constexpr (is_string_like_v<T>)
        decode_string(out, s, cx);
    else
        wrong_type<T>(cx, boost::json::kind::string);
}

// A DOM value, where no wrapper is left.
template <class T>
void decode_leaf(T& out, boost::json::value const& v, decode_context& cx)
{
    if constexpr (std::same_as<T, boost::json::value>) {
        out = v;
    } else if constexpr (std::same_as<T, bool>) {
        if (auto const* b = v.if_bool())
            out = *b;
        else
            wrong_type<T>(cx, v.kind());
    } else if constexpr (integer<T>) {
        decode_integer(out, v, cx);
    } else if constexpr (std::floating_point<T>) {
        if (!v.is_number())
            wrong_type<T>(cx, v.kind());
        else if (!std::isfinite(v.to_number<double>()))
            too_large_a_number(cx);
        else
            out = static_cast<T>(v.to_number<double>());
    } else if constexpr (is_string_like_v<T>) {
        if (auto const* s = v.if_string())
            decode_string(out, *s, cx);
        else
            wrong_type<T>(cx, v.kind());
    } else if constexpr (is_array_v<T>) {
        if (auto const* a = v.if_array())
            decode_array(out, *a, cx);
        else
            wrong_type<T>(cx, v.kind());
    } else {
        if (auto const* o = v.if_object())
            decode_object(out, *o, cx);
        else
            wrong_type<T>(cx, v.kind());
    }
}

template <class T, class Json>
void decode_value(T& out, Json const& v, decode_context& cx)
{
    if constexpr (is_optional_v<T>) {
        if (is_null(v))
            out.reset();
        else
            decode_value(out.emplace(), v, cx);
    } else if constexpr (is_omittable_v<T>) {
        decode_value(out.emplace(), v, cx); // present, so it holds a value
    } else if constexpr (is_secret_v<T>) {
        decode_context::secret_scope hidden(cx);
        std::remove_cvref_t<decltype(out.reveal())> inner{};
        decode_value(inner, v, cx);
        out = T(std::move(inner));
    } else {
        decode_leaf(out, v, cx);
    }
}

} // namespace explorer_schema::detail

#endif
