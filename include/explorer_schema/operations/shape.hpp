#ifndef EXPLORER_SCHEMA_OPERATIONS_SHAPE_HPP
#define EXPLORER_SCHEMA_OPERATIONS_SHAPE_HPP

// Which response a body is, when nobody says: the body's shape (the kind of
// its top value, its keys, the keys of its first item) is read once, each
// response type is ranked by how well its members fit that shape, and only
// the best few are read in full. What a body costs is a bounded number of
// readings, not one per response type, however many the registry holds.

#include <explorer_schema/model/category.hpp>
#include <explorer_schema/operations/decode.hpp>
#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/detail/parser_handler.hpp>

#include <boost/json/basic_parser_impl.hpp>
#include <boost/mp11/algorithm.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema {

/// What a body's text shows of its shape, read in one pass that keeps at
/// most `max_keys` keys of each kind, each cut after `max_key_length` + 1
/// bytes (so that a longer one is no member's name).
struct document_shape {
    static constexpr std::size_t max_keys = 64;
    static constexpr std::size_t max_key_length = 64;

    unsigned kind = 0; ///< a detail::kind_bits of the top value; 0: no JSON value
    bool json = false; ///< whether the text is one JSON value within the limits
    /// The top object's keys, in the order met.
    std::vector<std::string> keys;
    /// The keys of the first item: the first element of the top array, or
    /// of the top object's member "items"; empty when it is not an object.
    std::vector<std::string> item_keys;
    /// The kind of the first item (a detail::kind_bits); 0: no item.
    unsigned item_kind = 0;
};

namespace detail {

inline constexpr unsigned kind_null = 32; ///< beside kind_bits: the JSON null

/// The basic_parser handler that reads a document_shape.
class shape_reader : public parser_handler {
public:
    using error_code = boost::json::error_code;
    using string_view = boost::json::string_view;

    document_shape shape;

    bool on_object_begin(error_code&) { return begin(kind_object); }
    bool on_object_end(std::size_t, error_code&) { return end(); }
    bool on_array_begin(error_code&) { return begin(kind_array); }
    bool on_array_end(std::size_t, error_code&) { return end(); }
    bool on_key_part(string_view s, std::size_t, error_code&) { return key_part(s); }
    bool on_key(string_view s, std::size_t, error_code&)
    {
        key_part(s);
        if (depth_ == 1 && shape.kind == kind_object)
            keep(shape.keys);
        else if (item_ == item::reading && depth_ == item_depth_)
            keep(shape.item_keys);
        items_next_ = depth_ == 1 && key_ == "items";
        key_.clear();
        return true;
    }
    bool on_string_part(string_view, std::size_t, error_code&) { return true; }
    bool on_string(string_view, std::size_t, error_code&) { return scalar(kind_string); }
    bool on_number_part(string_view, error_code&) { return true; }
    bool on_int64(std::int64_t, string_view, error_code&) { return scalar(kind_number); }
    bool on_uint64(std::uint64_t, string_view, error_code&) { return scalar(kind_number); }
    bool on_double(double, string_view, error_code&) { return scalar(kind_number); }
    bool on_bool(bool, error_code&) { return scalar(kind_boolean); }
    bool on_null(error_code&) { return scalar(kind_null); }

private:
    enum class item { looking, reading, done };

    /// A value starts, of kind `k`, at depth_ (before entering it).
    void value(unsigned k)
    {
        if (depth_ == 0)
            shape.kind = k;
        if (item_ == item::looking && in_items_ && depth_ == item_depth_ - 1) {
            item_ = k == kind_object ? item::reading : item::done;
            shape.item_kind = k;
        }
        // The top array's elements are its items; so are those of the top
        // object's member "items".
        if (k == kind_array && item_ == item::looking &&
            ((depth_ == 0) || (depth_ == 1 && items_next_))) {
            in_items_ = true;
            item_depth_ = depth_ + 2;
        }
        if (depth_ == 1)
            items_next_ = false;
    }
    bool begin(unsigned k)
    {
        value(k);
        ++depth_;
        return true;
    }
    bool end()
    {
        if (item_ == item::reading && depth_ == item_depth_)
            item_ = item::done;
        if (in_items_ && depth_ == item_depth_ - 1)
            in_items_ = false, item_ = item_ == item::looking ? item::done : item_;
        --depth_;
        return true;
    }
    bool scalar(unsigned k)
    {
        value(k);
        return true;
    }
    bool key_part(string_view s)
    {
        auto const room = document_shape::max_key_length + 1 - std::min(key_.size(), document_shape::max_key_length + 1);
        key_.append(s.data(), std::min(s.size(), room));
        return true;
    }
    void keep(std::vector<std::string>& keys)
    {
        if (keys.size() < document_shape::max_keys)
            keys.push_back(key_);
    }

    std::size_t depth_ = 0;
    std::size_t item_depth_ = 0;
    item item_ = item::looking;
    bool in_items_ = false;
    bool items_next_ = false;
    std::string key_;
};

/// The keys an object of one described struct may have, and how many
/// members it has.
struct key_set {
    std::vector<std::string_view> keys;
    std::size_t members = 0;
};

/// What a response type says of the shape of its body.
struct response_shape {
    unsigned kinds = 0;
    std::vector<key_set> objects; ///< the top object's alternatives
    std::vector<key_set> items;   ///< the item's alternatives
    unsigned item_kinds = 0;      ///< the kinds an item may be
};

template <class T>
void add_shape(unsigned& kinds, std::vector<key_set>& objects, response_shape* items);

/// The element of the array type `A`, as the item of `items` (none: not at
/// the top of the body).
template <class A>
void add_items(response_shape* items)
{
    if (items != nullptr)
        add_shape<typename A::value_type>(items->item_kinds, items->items, nullptr);
}

template <class T>
void add_shape(unsigned& kinds, std::vector<key_set>& objects, response_shape* items)
{
    using C = category_t<T>;
    if constexpr (std::same_as<C, category::optional>) {
        kinds |= kind_null;
        add_shape<typename T::value_type>(kinds, objects, items);
    } else if constexpr (std::same_as<C, category::omittable> || std::same_as<C, category::secret>) {
        add_shape<typename T::value_type>(kinds, objects, items);
    } else if constexpr (std::same_as<C, category::described_struct>) {
        kinds |= kind_object;
        objects.push_back({{key_names<T>.begin(), key_names<T>.end()}, member_count<T>});
        boost::mp11::mp_for_each<members_of<T>>([&](auto d) {
            using M = member_type<decltype(d)>;
            if constexpr (std::derived_from<category_t<M>, category::array_form>)
                if (std::string_view(d.name) == "items")
                    add_items<M>(items);
        });
    } else if constexpr (variant_category<C>) {
        boost::mp11::mp_for_each<boost::mp11::mp_transform<std::type_identity, T>>(
            [&](auto alternative) { add_shape<typename decltype(alternative)::type>(kinds, objects, items); });
    } else if constexpr (std::derived_from<C, category::array_form>) {
        kinds |= kind_array;
        add_items<T>(items);
    } else if constexpr (std::same_as<C, category::raw_json>) {
        kinds |= kind_boolean | kind_number | kind_string | kind_object | kind_array | kind_null;
    } else {
        kinds |= kinds_of_category<C>();
    }
}

template <class T>
response_shape const& shape_of_response()
{
    static response_shape const shape = [] {
        response_shape s;
        add_shape<T>(s.kinds, s.objects, &s);
        return s;
    }();
    return shape;
}

/// How well `keys` fit the best of `alternatives`: the keys an alternative
/// knows, over the keys and members of both (1: the same; 0: nothing in
/// common, or no alternative).
inline double key_fit(std::vector<std::string> const& keys, std::vector<key_set> const& alternatives)
{
    double best = 0;
    for (auto const& a : alternatives) {
        std::size_t known = 0;
        for (auto const& k : keys)
            known += std::find(a.keys.begin(), a.keys.end(), k) != a.keys.end();
        auto const all = keys.size() + a.members - std::min(known, a.members);
        best = std::max(best, all == 0 ? 1.0 : static_cast<double>(known) / static_cast<double>(all));
    }
    return best;
}

} // namespace detail

/// The shape of `text`, read in one pass (within `options`' depth); of
/// text that is not JSON, what precedes the fault.
inline document_shape shape_of(std::string_view text, decode_options const& options = {})
{
    boost::json::parse_options po;
    po.max_depth = options.depth_limit();
    boost::json::basic_parser<detail::shape_reader> parser(po);
    boost::json::error_code ec;
    if (text.size() <= options.max_document_size)
        parser.write_some(false, text.data(), text.size(), ec);
    auto shape = std::move(parser.handler().shape);
    shape.json = text.size() <= options.max_document_size && !ec;
    return shape;
}

/// How well a body of shape `shape` fits response type `T`: below 0 when
/// its top value, or its first item, is of a kind `T` never takes there;
/// else the fit of its keys to `T`'s members plus that of its first item's
/// keys to the item's.
template <class T>
double shape_fit(document_shape const& shape)
{
    auto const& r = detail::shape_of_response<T>();
    bool const item_of_another_kind = shape.item_kind != 0 && r.item_kinds != 0 && (r.item_kinds & shape.item_kind) == 0;
    if ((r.kinds & shape.kind) == 0 || item_of_another_kind)
        return -1;
    return detail::key_fit(shape.keys, r.objects) + detail::key_fit(shape.item_keys, r.items);
}

/// What identify_among found: the response type's index in its list and
/// the verdict under it.
struct identification {
    std::size_t index = 0;
    verdict found;
};

/// The response of the list `Responses` whose contract a body fits: the
/// response types ranked by shape_fit (ties in list order) and read in
/// that order until one gives no error, at most `readings` of them, and
/// after the first none that knows none of the body's keys; else the one
/// read that gives the fewest errors. The body is read once for its shape
/// and at most `readings` times in full, whatever the list's length.
template <class Responses>
identification identify_among(std::string_view text, decode_options const& options = {}, std::size_t readings = 3)
{
    using namespace boost::mp11;
    constexpr std::size_t count = mp_size<Responses>::value;
    static_assert(count != 0, "identify_among needs at least one response type");
    auto const shape = shape_of(text, options);
    std::array<double, count> fit{};
    mp_for_each<mp_iota_c<count>>([&](auto k) { fit[k] = shape_fit<mp_at_c<Responses, k>>(shape); });
    std::array<std::size_t, count> order{};
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return fit[a] > fit[b] || (fit[a] == fit[b] && a < b); });
    // Text that is not JSON, or too large, is the same fault to every
    // response type: one reading says it.
    if (!shape.json)
        readings = 1;
    std::optional<identification> best;
    for (std::size_t n = 0; n < std::min(std::max<std::size_t>(readings, 1), count) && (n == 0 || fit[order[n]] > 0);
         ++n) {
        verdict v;
        mp_with_index<count>(order[n], [&](auto k) { v = identify<mp_at_c<Responses, k>>(text, options); });
        if (!best || error_count(v.issues) < error_count(best->found.issues))
            best = identification{order[n], std::move(v)};
        if (!has_errors(best->found.issues))
            break;
    }
    return std::move(*best);
}

} // namespace explorer_schema

#endif
