#ifndef EXPLORER_SCHEMA_OPERATIONS_WIDE_NUMBERS_HPP
#define EXPLORER_SCHEMA_OPERATIONS_WIDE_NUMBERS_HPP

// Numbers a DOM cannot write back, kept as written: integers too wide for
// 64 bits and numbers beyond a double's range. Boost.JSON 1.81 reads such an
// integer as the nearest double (its parse_options have no number precision
// before 1.83, and a value has no kind for it) and writes that double back
// in other digits: 123456789012345678901234567890 comes out as
// 1.2345678901234568E29; it reads 1e400 as infinity and writes `Infinity`,
// which is not JSON. A DOM that went through free-form members (kept as
// boost::json::value) or a tool's edits thus changes numbers nobody touched.
// wide_numbers_in reads the text once more for each such number's text, by
// its JSON Pointer; serialize writes a DOM with them, wherever the value
// there is still the double they were read as.

#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/detail/parser_handler.hpp>
#include <explorer_schema/model/json_pointer.hpp>

#include <boost/json/basic_parser_impl.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <cmath>
#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace explorer_schema {

/// The numbers of a JSON document a DOM cannot write back (integers too
/// wide for 64 bits, numbers beyond a double's range), by the JSON Pointer
/// of each: the text it was written as, and the double a DOM holds for it.
class wide_numbers {
public:
    struct integer {
        std::string text;
        double as_double = 0;
    };

    bool empty() const noexcept { return by_pointer_.empty(); }
    std::size_t size() const noexcept { return by_pointer_.size(); }

    /// The integer at `pointer`, when one is there.
    integer const* find(std::string_view pointer) const
    {
        auto const found = by_pointer_.find(pointer);
        return found == by_pointer_.end() ? nullptr : &found->second;
    }

    void add(std::string pointer, integer i) { by_pointer_.insert_or_assign(std::move(pointer), std::move(i)); }

private:
    std::map<std::string, integer, std::less<>> by_pointer_;
};

namespace detail {

/// A handler of Boost.JSON's parser that finds the wide numbers of a text:
/// the parser gives each as a double with the text it read: a wide integer
/// has neither fraction nor exponent, a number beyond range is infinite. It knows where it is by the keys and the
/// indexes of the containers open.
class wide_number_finder : public parser_handler {
public:
    explicit wide_number_finder(wide_numbers& out) : out_(out) {}

    bool on_object_begin(boost::json::error_code&) { return open(true); }
    bool on_array_begin(boost::json::error_code&) { return open(false); }
    bool on_object_end(std::size_t, boost::json::error_code&) { return close(); }
    bool on_array_end(std::size_t, boost::json::error_code&) { return close(); }
    bool on_key_part(boost::json::string_view s, std::size_t, boost::json::error_code&)
    {
        key_.append(s.data(), s.size());
        return true;
    }
    bool on_key(boost::json::string_view s, std::size_t, boost::json::error_code&)
    {
        key_.append(s.data(), s.size());
        frames_.back().key = std::move(key_);
        key_.clear();
        return true;
    }
    bool on_string_part(boost::json::string_view, std::size_t, boost::json::error_code&) { return true; }
    bool on_string(boost::json::string_view, std::size_t, boost::json::error_code&) { return value_done(); }
    bool on_number_part(boost::json::string_view s, boost::json::error_code&)
    {
        number_.append(s.data(), s.size());
        return true;
    }
    bool on_int64(std::int64_t, boost::json::string_view, boost::json::error_code&) { return number_done(); }
    bool on_uint64(std::uint64_t, boost::json::string_view, boost::json::error_code&) { return number_done(); }
    bool on_double(double d, boost::json::string_view last, boost::json::error_code&)
    {
        number_.append(last.data(), last.size());
        if (number_.find_first_of(".eE") == std::string::npos || !std::isfinite(d))
            out_.add(pointer(), {number_, d});
        return number_done();
    }
    bool on_bool(bool, boost::json::error_code&) { return value_done(); }
    bool on_null(boost::json::error_code&) { return value_done(); }

private:
    struct frame {
        bool object = false;
        std::size_t index = 0; // of the element being read, in an array
        std::string key;       // of the member being read, in an object
    };

    bool open(bool object)
    {
        frames_.push_back({object, 0, {}});
        return true;
    }
    bool close()
    {
        frames_.pop_back();
        return value_done();
    }
    bool value_done()
    {
        if (!frames_.empty() && !frames_.back().object)
            ++frames_.back().index;
        return true;
    }
    bool number_done()
    {
        number_.clear();
        return value_done();
    }
    std::string pointer() const
    {
        std::string p;
        for (auto const& f : frames_) {
            if (f.object)
                json_pointer::append_key(p, f.key);
            else
                json_pointer::append_index(p, f.index);
        }
        return p;
    }

    wide_numbers& out_;
    std::vector<frame> frames_;
    std::string key_, number_;
};

inline void serialize_with(std::string& out, boost::json::value const& json, std::string& pointer,
                           wide_numbers const& wide)
{
    if (auto const* o = json.if_object()) {
        out += '{';
        bool first = true;
        for (auto const& kv : *o) {
            out += first ? "" : ",";
            first = false;
            out += boost::json::serialize(kv.key());
            out += ':';
            auto const size = pointer.size();
            json_pointer::append_key(pointer, kv.key());
            serialize_with(out, kv.value(), pointer, wide);
            pointer.resize(size);
        }
        out += '}';
    } else if (auto const* a = json.if_array()) {
        out += '[';
        for (std::size_t i = 0; i < a->size(); ++i) {
            out += i ? "," : "";
            auto const size = pointer.size();
            json_pointer::append_index(pointer, i);
            serialize_with(out, (*a)[i], pointer, wide);
            pointer.resize(size);
        }
        out += ']';
    } else if (auto const* i = json.is_double() ? wide.find(pointer) : nullptr;
               i != nullptr && i->as_double == json.get_double()) {
        out += i->text;
    } else {
        out += boost::json::serialize(json);
    }
}

} // namespace detail

/// The numbers of the JSON text `text` a DOM cannot write back; none when
/// the text is not JSON, or nests deeper than `options` allow.
inline wide_numbers wide_numbers_in(std::string_view text, decode_options const& options = {})
{
    wide_numbers out;
    boost::json::parse_options po;
    po.max_depth = options.depth_limit();
    boost::json::basic_parser<detail::wide_number_finder> parser(po, out);
    boost::json::error_code ec;
    parser.write_some(false, text.data(), text.size(), ec);
    if (ec)
        return {};
    return out;
}

/// `json` as compact JSON text, as boost::json::serialize writes it, but for
/// each number of `wide` (wide_numbers_in the text `json` was parsed from):
/// where the value at its pointer is still the double it was read as, it is
/// written as it came. A value changed there is written as it is now.
inline std::string serialize(boost::json::value const& json, wide_numbers const& wide)
{
    if (wide.empty())
        return boost::json::serialize(json);
    std::string out, pointer;
    detail::serialize_with(out, json, pointer, wide);
    return out;
}

} // namespace explorer_schema

#endif
