#ifndef EXPLORER_SCHEMA_CONTRACTS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_HPP

// The contracts a response can be checked against. A contract is a type that
// names the response type of each endpoint; `response_t<E, C>` (endpoints.hpp)
// picks one.

#include <explorer_schema/contracts/blockscout/network.hpp>
#include <explorer_schema/contracts/blockscout/summary.hpp>
#include <explorer_schema/contracts/blockscout/transaction.hpp>
#include <explorer_schema/contracts/spec/network.hpp>
#include <explorer_schema/contracts/spec/summary.hpp>
#include <explorer_schema/contracts/spec/transaction.hpp>
#include <explorer_schema/network.hpp>
#include <explorer_schema/summary.hpp>
#include <explorer_schema/transaction.hpp>

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include <string_view>
#include <vector>

namespace explorer_schema {

namespace detail {

/// Calls `f(X{})` for the type `X` of `List` whose `X::name` is `name`;
/// false when none is.
template <class List, class F>
bool visit_named(std::string_view name, F&& f)
{
    bool found = false;
    boost::mp11::mp_for_each<List>([&](auto x) {
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
    using main_page_transactions = explorer_schema::spec::main_page_transactions_response;
    using transaction_summary = explorer_schema::spec::transaction_summary_response;
    using networks = explorer_schema::spec::networks_response;
    using transaction = explorer_schema::spec::transaction_response;
    using transactions = explorer_schema::spec::transactions_response;
};

/// The wire format of every Blockscout release from v6.0 on, and of the
/// Merits service.
struct blockscout {
    static constexpr std::string_view name = "blockscout";
    static constexpr std::string_view title = "the Blockscout wire format";
    using main_page_transactions = explorer_schema::blockscout::main_page_transactions_response;
    using transaction_summary = explorer_schema::blockscout::transaction_summary_response;
    using networks = explorer_schema::blockscout::networks_response;
    using transaction = explorer_schema::blockscout::transaction_response;
    using transactions = explorer_schema::blockscout::transactions_response;
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
