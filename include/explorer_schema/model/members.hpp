#ifndef EXPLORER_SCHEMA_MODEL_MEMBERS_HPP
#define EXPLORER_SCHEMA_MODEL_MEMBERS_HPP

// Member types that say how a field appears in JSON beyond its value type:
// whether it may be absent, whether it is a fixed tag, where unknown keys go,
// and whether it is a secret. Nullability is plain std::optional; a JSON
// array of at most N elements is a boost::container::static_vector<T, N>.

#include <explorer_schema/model/free_form.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/operators.hpp>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema {

/// A string usable as a template argument.
template <std::size_t N>
struct fixed_string {
    char chars[N]{};

    constexpr fixed_string(char const (&s)[N]) { std::copy_n(s, N, chars); }
    constexpr std::string_view view() const noexcept { return {chars, N - 1}; }
};

/// A member whose value is always the string `Value`. A std::variant of
/// described structs that share a literal member is decoded by that member:
/// it says which alternative the object is.
template <fixed_string Value>
struct literal {
    static constexpr std::string_view value = Value.view();
    friend bool operator==(literal, literal) noexcept { return true; }
};

/// A member that may be absent from its object. Absent and null differ:
/// `omittable<T>` accepts absence, `std::optional<T>` accepts null, and a
/// member that may be both is `omittable<std::optional<T>>`.
template <class T>
struct omittable : std::optional<T> {
    using std::optional<T>::optional;
    using std::optional<T>::operator=;

    friend bool operator==(omittable const& a, omittable const& b)
    {
        return static_cast<std::optional<T> const&>(a) == static_cast<std::optional<T> const&>(b);
    }
};

/// A member that receives the object's other keys, kept as free-form JSON.
/// An object with such a member has no unknown keys.
struct extra_members : json_object {
    using json_object::json_object;
};

/// A credential. It is kept, compared and encoded as JSON (a server needs
/// it), but never printed, and never quoted in an issue: streams, to_string
/// and debug output show `redacted`.
template <class T = std::string>
class secret {
public:
    using value_type = T;
    static constexpr std::string_view redacted = "<redacted>";

    secret() = default;
    explicit secret(T value) : value_(std::move(value)) {}

    /// The credential itself; the only way to read it.
    T const& reveal() const noexcept { return value_; }

    friend bool operator==(secret const&, secret const&) = default;
    friend std::ostream& operator<<(std::ostream& os, secret const&) { return os << redacted; }

private:
    T value_{};
};

/// A page of a list: its items, and the values that ask for the next page
/// (the backend's keyset: block number, index, ...), null on the last page.
template <class Item>
struct page {
    std::vector<Item> items;
    std::optional<json_object> next_page_params;

    BOOST_DESCRIBE_CLASS(page, (), (items, next_page_params), (), ())
};

/// Every described struct of the model compares member by member.
using boost::describe::operators::operator==;
using boost::describe::operators::operator!=;

} // namespace explorer_schema

#endif
