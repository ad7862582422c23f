#ifndef EXPLORER_SCHEMA_MODEL_CONTRACTS_HPP
#define EXPLORER_SCHEMA_MODEL_CONTRACTS_HPP

// The contracts a response can be checked against. Each endpoint of the
// registry (endpoints.hpp) names its response type under each contract that
// has it; `response_t<E, C>` picks one.

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include <string_view>
#include <vector>

namespace explorer_schema {

namespace detail {

template <class X, class F>
[[gnu::noinline]] void call_apart(F& f)
{
    f(X{});
}

/// mp_for_each<List>(f), but each call `f(X{})` is a function of its own,
/// never inlined into the loop. Over the registry's responses (a hundred
/// and more) mp_for_each makes one function of every body of `f`, and the
/// optimizers' time grows faster than that function's size (what a suite
/// that visits every response costs to compile: docs/performance.md).
template <class List, class F>
void for_each_apart(F&& f)
{
    // An initializer list, not a fold: clang refuses a fold of more than
    // 256 operands, and the registry's lists grow past that.
    [&]<class... X>(boost::mp11::mp_list<X...>*) {
        [[maybe_unused]] int const each[] = {0, (call_apart<X>(f), 0)...};
    }(static_cast<boost::mp11::mp_rename<List, boost::mp11::mp_list>*>(nullptr));
}

/// Calls `f(X{})` for the type `X` of `List` whose `X::name` is `name`;
/// false when none is.
template <class List, class F>
bool visit_named(std::string_view name, F&& f)
{
    bool found = false;
    for_each_apart<List>([&](auto x) {
        if (!found && decltype(x)::name == name) {
            found = true;
            f(x);
        }
    });
    return found;
}

} // namespace detail

namespace contracts {

/// The contract as the spec writes it.
struct spec {
    static constexpr std::string_view name = "spec";
    static constexpr std::string_view title = "the spec's contract";
};

/// The wire format of every Blockscout release from v6.0 on, and of the
/// Merits service.
struct blockscout {
    static constexpr std::string_view name = "blockscout";
    static constexpr std::string_view title = "the Blockscout wire format";
};

using all = boost::mp11::mp_list<spec, blockscout>;

/// Calls `f(C{})` for the contract `C` named `name`; false when none is.
template <class F>
bool visit_by_name(std::string_view name, F&& f)
{
    return detail::visit_named<all>(name, f);
}

} // namespace contracts
} // namespace explorer_schema

#endif
