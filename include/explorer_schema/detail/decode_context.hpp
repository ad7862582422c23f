#ifndef EXPLORER_SCHEMA_DETAIL_DECODE_CONTEXT_HPP
#define EXPLORER_SCHEMA_DETAIL_DECODE_CONTEXT_HPP

// What the decoder knows of the document while it decodes: the path to the
// value at hand, the issues so far and their bounds, the releases the
// objects fit, and whether values may be quoted.

#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/model/issue.hpp>
#include <explorer_schema/model/json_pointer.hpp>
#include <explorer_schema/model/member_rules.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/config.hpp>
#include <boost/container/small_vector.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/kind.hpp>

#include <array>
#include <charconv>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace explorer_schema::detail {

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

/// A JSON value that is neither a container nor a string, as the parser
/// gives it.
struct json_scalar {
    boost::json::kind kind = boost::json::kind::null;
    union {
        bool boolean = false;
        std::int64_t int64;
        std::uint64_t uint64;
        double number;
    };
    /// An integer beyond 64 bits as written, which the parser gives as a
    /// rounded double; empty when the decoder reads no text.
    std::string_view text;

    // Setters that write a scalar in place, for the readers that fill one
    // they hold: a new scalar assigned is written by parts and copied whole,
    // and the copy waits for the parts to reach memory, at every number.
    void set_null() noexcept { set(boost::json::kind::null).boolean = false; }
    void set_bool(bool b) noexcept { set(boost::json::kind::bool_).boolean = b; }
    void set_int64(std::int64_t i) noexcept { set(boost::json::kind::int64).int64 = i; }
    void set_uint64(std::uint64_t u) noexcept { set(boost::json::kind::uint64).uint64 = u; }
    void set_double(double d, std::string_view as_written = {}) noexcept
    {
        set(boost::json::kind::double_, as_written).number = d;
    }

    static json_scalar null() noexcept { return {}; }
    static json_scalar of(bool b) noexcept
    {
        json_scalar s;
        s.set_bool(b);
        return s;
    }
    static json_scalar of(std::int64_t i) noexcept
    {
        json_scalar s;
        s.set_int64(i);
        return s;
    }
    static json_scalar of(std::uint64_t u) noexcept
    {
        json_scalar s;
        s.set_uint64(u);
        return s;
    }
    static json_scalar of(double d, std::string_view as_written = {}) noexcept
    {
        json_scalar s;
        s.set_double(d, as_written);
        return s;
    }

private:
    json_scalar& set(boost::json::kind k, std::string_view as_written = {}) noexcept
    {
        kind = k;
        text = as_written;
        return *this;
    }
};

class decode_context {
public:
    /// Objects are judged against release `judged` when given (see
    /// check_releases): the release the options pin, or the one most
    /// objects of the document fit.
    decode_context(decode_options const& options, std::vector<issue>& issues,
                   std::optional<release_index> judged = std::nullopt)
        : options_(options), issues_(issues), judged_(judged ? judged : options.release)
    {
    }

    /// An object fits the releases `fits`: the document's releases are
    /// narrowed to them, and each other release is counted as one more
    /// object that release does not send.
    void object_fits(release_set fits) noexcept
    {
        auto carry = ~fits;
        for (std::size_t plane = 0; !carry.empty() && plane < misfits_.size(); ++plane) {
            auto const next = misfits_[plane] & carry;
            misfits_[plane] = misfits_[plane] ^ carry;
            carry = next;
        }
        releases_ = releases_ & fits; // empty once no release sends every object so far
    }

    /// The release objects are judged against, if any.
    std::optional<release_index> judged_release() const noexcept { return judged_; }
    /// An object differs from the release it is judged against.
    void object_differs() noexcept { differs_ = true; }

    /// Whether no release sends every object: the document must then be
    /// read again, judged against closest_release().
    bool needs_judging() const noexcept { return !judged_ && releases_.empty(); }

    /// The release that sends the most objects of the document, the newest
    /// of those that send as many.
    release_index closest_release() const noexcept
    {
        std::size_t best = 0;
        std::uint64_t best_misfits = std::numeric_limits<std::uint64_t>::max();
        for (std::size_t r = 0; r < blockscout_releases.size(); ++r) {
            std::uint64_t n = 0;
            for (std::size_t plane = 0; plane < misfits_.size(); ++plane)
                n |= std::uint64_t{misfits_[plane].contains(r)} << plane;
            if (n <= best_misfits) {
                best = r;
                best_misfits = n;
            }
        }
        return release_index(best);
    }

    /// The releases the document matches.
    release_set matching_releases() const noexcept
    {
        if (judged_)
            return differs_ ? release_set{} : release_set::only(*judged_);
        return releases_;
    }

    /// A value only the builds for the chain types `builds` send: the
    /// document's chain types are narrowed to them.
    void narrow_chains(chain_set builds) noexcept { chains_ = chains_ & builds; }

    /// The builds the document matches: its releases, and the chain types
    /// given (decode_options::chain) or whose builds send every value of
    /// some chain types that it holds.
    builds matching_builds() const noexcept
    {
        return {matching_releases(), options_.chain ? chain_set{*options_.chain} : chains_};
    }

    decode_options const& options() const noexcept { return options_; }

    /// The JSON Pointer of the value being decoded.
    std::string path() const
    {
        std::string p;
        for (auto const& s : segments_) {
            switch (s.what) {
            case path_segment::kind::none: break;
            case path_segment::kind::key: json_pointer::append_key(p, s.text); break;
            case path_segment::kind::escaped: p += s.text; break;
            case path_segment::kind::index: json_pointer::append_index(p, s.index); break;
            }
        }
        return p;
    }

    /// Records an issue at the current path, or at `at` when given. The
    /// message is a string, or a function that makes one, called only when
    /// the issue is kept: once the issues fill max_issues or
    /// max_issues_size, an issue costs a count and formats nothing.
    template <class Message>
    void report(issue_code code, severity sev, Message&& message, std::optional<std::string_view> at = std::nullopt)
    {
        errors_ += sev == severity::error;
        if (!keeps_issues()) [[unlikely]]
            return suppress(sev);
        if constexpr (std::is_invocable_v<Message&>)
            keep(code, sev, message(), at);
        else
            keep(code, sev, std::string(std::forward<Message>(message)), at);
    }

    /// Keeps an issue that fits the bounds (decode_options::max_issues_size).
    /// Out of line: a report's own code at each of its many callers is the
    /// check above and its message.
    BOOST_NOINLINE void keep(issue_code code, severity sev, std::string text, std::optional<std::string_view> at)
    {
        auto const fits = [&](std::size_t path_size) {
            return issues_.empty() || issue_bytes_ + path_size + text.size() <= options_.max_issues_size;
        };
        if (!fits(at ? at->size() : path_size_at_least()))
            return fill(sev);
        auto p = at ? std::string(*at) : path();
        if (!fits(p.size()))
            return fill(sev);
        issue_bytes_ += p.size() + text.size();
        issues_.push_back({std::move(p), code, sev, std::move(text)});
    }

    void suppress(severity sev) noexcept
    {
        ++suppressed_;
        suppressed_errors_ += sev == severity::error;
    }

    /// Whether an issue reported now would be kept, rather than only
    /// counted: a rule with many issues to report may count them at once.
    bool keeps_issues() const noexcept { return !full_ && issues_.size() < options_.max_issues; }

    /// Counts `n` issues past the bounds, as that many reports would.
    void count_unkept(severity sev, std::size_t n) noexcept
    {
        errors_ += sev == severity::error ? n : 0;
        suppressed_ += n;
        suppressed_errors_ += sev == severity::error ? n : 0;
    }

    /// The issues kept fill max_issues_size: this one and every later one
    /// are only counted.
    void fill(severity sev) noexcept
    {
        full_ = true;
        suppress(sev);
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

    /// Whether nothing has been reported: no issue kept, none only counted.
    bool clean() const noexcept { return errors_ == 0 && suppressed_ == 0 && issues_.empty(); }

    /// Errors reported so far.
    std::size_t error_count() const noexcept { return errors_; }
    /// Reports an error; `message` as report takes it.
    template <class Message>
    void error(issue_code code, Message&& message)
    {
        report(code, severity::error, std::forward<Message>(message));
    }

    /// True while the value being decoded must not be quoted: a secret, or
    /// everything when the options say so.
    bool hides_values() const noexcept { return secret_depth_ > 0 || options_.hide_input_values; }

    /// `s` as a JSON string for a message, shortened when long.
    std::string quote(std::string_view s) const { return hides_values() ? "the value" : quoted_key(s); }

    /// A number for a message: as written when the decoder has its text.
    std::string quote_number(json_scalar const& number) const
    {
        if (hides_values())
            return "the value";
        if (!number.text.empty())
            return std::string(number.text);
        char buffer[32];
        auto const end = number.kind == boost::json::kind::int64  ? std::to_chars(buffer, buffer + sizeof buffer, number.int64).ptr
                         : number.kind == boost::json::kind::uint64 ? std::to_chars(buffer, buffer + sizeof buffer, number.uint64).ptr
                                                                    : std::to_chars(buffer, buffer + sizeof buffer, number.number).ptr;
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
    std::optional<release_index> judged_;
    release_set releases_ = release_set::all(); // those every object so far fits
    // Per release, the count of objects that do not fit it, bit-sliced:
    // bit r of plane i is bit i of release r's count.
    std::array<release_set, 48> misfits_{};
    bool differs_ = false;
    bool full_ = false; // the issues kept fill max_issues_size
    chain_set chains_ = chain_set::all(); // those whose builds send every member so far
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

} // namespace explorer_schema::detail

#endif
