#ifndef EXPLORER_SCHEMA_MODEL_FREE_FORM_HPP
#define EXPLORER_SCHEMA_MODEL_FREE_FORM_HPP

// Free-form JSON in a model: a member whose value the contract leaves open
// (an address's metadata, a decoded parameter's value), kept as it came.
// Boost.JSON's value.hpp costs more to compile than a whole model header,
// so the models hold it through free_form, which <boost/json/fwd.hpp>
// declares: a header that only names a model does not pay for Boost.JSON; a
// file that reads the value includes <boost/json/value.hpp>.

#include <boost/json/fwd.hpp>

#include <utility>

namespace explorer_schema {

namespace detail {
/// How a free_form copies, compares and destroys what it holds: taken where
/// the value's type is complete, so that the free_form itself never needs it.
struct free_form_operations {
    void* (*copy)(void const* value);
    void (*destroy)(void* value) noexcept;
    bool (*equal)(void const* a, void const* b) noexcept;
    bool (*empty)(void const* value) noexcept;
};

template <class Json>
inline constexpr free_form_operations free_form_operations_of{
    [](void const* value) -> void* { return new Json(*static_cast<Json const*>(value)); },
    [](void* value) noexcept { delete static_cast<Json*>(value); },
    [](void const* a, void const* b) noexcept { return *static_cast<Json const*>(a) == *static_cast<Json const*>(b); },
    [](void const* value) noexcept { return *static_cast<Json const*>(value) == Json(); }};
} // namespace detail

/// A `Json` (boost::json::object or boost::json::value) held out of line.
/// It reads like a std::optional that always has a value: `*x` and `x->`
/// reach it, and one never given a value holds an empty object, or null.
template <class Json>
class free_form {
public:
    using value_type = Json;

    free_form() noexcept = default;
    free_form(Json value) : value_(new Json(std::move(value))), operations_(&detail::free_form_operations_of<Json>) {}

    free_form(free_form const& other)
        : value_(other.value_ ? other.operations_->copy(other.value_) : nullptr), operations_(other.operations_)
    {
    }
    free_form(free_form&& other) noexcept
        : value_(std::exchange(other.value_, nullptr)), operations_(other.operations_)
    {
    }
    free_form& operator=(free_form other) noexcept
    {
        std::swap(value_, other.value_);
        std::swap(operations_, other.operations_);
        return *this;
    }
    ~free_form()
    {
        if (value_)
            operations_->destroy(value_);
    }

    Json& operator*()
    {
        if (!value_)
            *this = Json();
        return *static_cast<Json*>(value_);
    }
    Json const& operator*() const
    {
        static Json const none;
        return value_ ? *static_cast<Json const*>(value_) : none;
    }
    Json* operator->() { return &**this; }
    Json const* operator->() const { return &**this; }
    operator Json const&() const { return **this; }

    /// Equal when they hold equal values; one never given a value equals one
    /// given an empty object, or null.
    friend bool operator==(free_form const& a, free_form const& b) noexcept
    {
        if (a.value_ && b.value_)
            return a.operations_->equal(a.value_, b.value_);
        if (a.value_)
            return a.operations_->empty(a.value_);
        return !b.value_ || b.operations_->empty(b.value_);
    }
    friend bool operator==(free_form const& a, Json const& b) { return *a == b; }

private:
    void* value_ = nullptr;
    detail::free_form_operations const* operations_ = nullptr;
};

/// Any JSON object, kept as it came.
using json_object = free_form<boost::json::object>;
/// Any JSON value, kept as it came.
using json_value = free_form<boost::json::value>;

namespace detail {
/// The Boost.JSON value a free-form member holds, whether held out of line
/// or not.
template <class Json>
Json& unboxed(free_form<Json>& x)
{
    return *x;
}
template <class Json>
Json const& unboxed(free_form<Json> const& x)
{
    return *x;
}
inline boost::json::value& unboxed(boost::json::value& x) { return x; }
inline boost::json::value const& unboxed(boost::json::value const& x) { return x; }
inline boost::json::object& unboxed(boost::json::object& x) { return x; }
inline boost::json::object const& unboxed(boost::json::object const& x) { return x; }
} // namespace detail

} // namespace explorer_schema

#endif
