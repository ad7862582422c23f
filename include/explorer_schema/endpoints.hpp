#ifndef EXPLORER_SCHEMA_ENDPOINTS_HPP
#define EXPLORER_SCHEMA_ENDPOINTS_HPP

#include <explorer_schema/contracts.hpp>
#include <explorer_schema/vocabulary.hpp>

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema {

namespace detail {

/// The path `path` builds from a path parameter written as text; nothing when
/// the text is not a `Parameter`.
template <class Parameter, class Path>
std::optional<std::string> path_of_text(std::string_view text, Path path)
{
    if (auto const parameter = Parameter::parse(text))
        return path(*parameter);
    return std::nullopt;
}

} // namespace detail

/// The operations. Each descriptor names its response type in each
/// contract: `parse<response_t<E, C>>(text)` validates a body of endpoint `E`
/// under contract `C`, and `E::response` is the spec's.
namespace endpoints {

struct main_page_transactions {
    template <class Contract>
    using response_in = typename Contract::main_page_transactions;
    using response = response_in<contracts::spec>;
    static constexpr std::string_view name = "main-page-transactions";
    static constexpr std::string_view summary = "The latest transactions, for the main page";
    static constexpr std::string_view method = "GET";
    static constexpr std::string_view base_url = "base_url";
    static constexpr std::string_view base_url_example = "https://eth.blockscout.com";
    static constexpr std::string_view path_template = "/api/v2/main-page/transactions";
    static constexpr bool requires_authorization = false;

    static std::string path() { return std::string(path_template); }
};

struct transaction_summary {
    template <class Contract>
    using response_in = typename Contract::transaction_summary;
    using response = response_in<contracts::spec>;
    static constexpr std::string_view name = "transaction-summary";
    static constexpr std::string_view summary = "A human-readable summary of one transaction";
    /// The path's one parameter: its name in path_template, and its type.
    static constexpr std::string_view path_parameter_name = "transaction_hash";
    using path_parameter = full_hash;
    static constexpr std::string_view method = "GET";
    static constexpr std::string_view base_url = "base_url";
    static constexpr std::string_view base_url_example = "https://eth.blockscout.com";
    static constexpr std::string_view path_template =
        "/api/v2/transactions/{transaction_hash}/summary";
    static constexpr bool requires_authorization = false;

    static std::string path(full_hash const& transaction_hash)
    {
        return "/api/v2/transactions/" + std::string(transaction_hash.str()) + "/summary";
    }

    /// Nothing when `transaction_hash` is not a 32-byte hash.
    static std::optional<std::string> path(std::string_view transaction_hash)
    {
        return detail::path_of_text<path_parameter>(transaction_hash, [](auto const& h) { return path(h); });
    }
};

struct networks {
    template <class Contract>
    using response_in = typename Contract::networks;
    using response = response_in<contracts::spec>;
    static constexpr std::string_view name = "networks";
    static constexpr std::string_view summary = "The networks configured in the rewards service";
    static constexpr std::string_view method = "GET";
    static constexpr std::string_view base_url = "merits_url";
    static constexpr std::string_view base_url_example = "https://merits.blockscout.com";
    static constexpr std::string_view path_template = "/admin/api/v1/networks";
    /// The `Authorization` header carries the API key.
    static constexpr bool requires_authorization = true;

    static std::string path() { return std::string(path_template); }
};

struct transaction {
    template <class Contract>
    using response_in = typename Contract::transaction;
    using response = response_in<contracts::spec>;
    static constexpr std::string_view name = "transaction";
    static constexpr std::string_view summary = "One transaction, with its token transfers";
    static constexpr std::string_view path_parameter_name = "transaction_hash";
    using path_parameter = full_hash;
    static constexpr std::string_view method = "GET";
    static constexpr std::string_view base_url = "base_url";
    static constexpr std::string_view base_url_example = "https://eth.blockscout.com";
    static constexpr std::string_view path_template = "/api/v2/transactions/{transaction_hash}";
    static constexpr bool requires_authorization = false;

    static std::string path(full_hash const& transaction_hash)
    {
        return "/api/v2/transactions/" + std::string(transaction_hash.str());
    }

    /// Nothing when `transaction_hash` is not a 32-byte hash.
    static std::optional<std::string> path(std::string_view transaction_hash)
    {
        return detail::path_of_text<path_parameter>(transaction_hash, [](auto const& h) { return path(h); });
    }
};

struct transactions {
    template <class Contract>
    using response_in = typename Contract::transactions;
    using response = response_in<contracts::spec>;
    static constexpr std::string_view name = "transactions";
    static constexpr std::string_view summary = "The latest transactions, a page at a time";
    static constexpr std::string_view method = "GET";
    static constexpr std::string_view base_url = "base_url";
    static constexpr std::string_view base_url_example = "https://eth.blockscout.com";
    static constexpr std::string_view path_template = "/api/v2/transactions";
    static constexpr bool requires_authorization = false;

    static std::string path() { return std::string(path_template); }
};

struct address_transactions {
    template <class Contract>
    using response_in = typename Contract::transactions;
    using response = response_in<contracts::spec>;
    static constexpr std::string_view name = "address-transactions";
    static constexpr std::string_view summary = "The transactions of one address, a page at a time";
    static constexpr std::string_view path_parameter_name = "address_hash";
    using path_parameter = explorer_schema::address_hash;
    static constexpr std::string_view method = "GET";
    static constexpr std::string_view base_url = "base_url";
    static constexpr std::string_view base_url_example = "https://eth.blockscout.com";
    static constexpr std::string_view path_template = "/api/v2/addresses/{address_hash}/transactions";
    static constexpr bool requires_authorization = false;

    static std::string path(explorer_schema::address_hash const& address_hash)
    {
        return "/api/v2/addresses/" + std::string(address_hash.str()) + "/transactions";
    }

    /// Nothing when `address_hash` is not a 20-byte address.
    static std::optional<std::string> path(std::string_view address_hash)
    {
        return detail::path_of_text<path_parameter>(address_hash, [](auto const& h) { return path(h); });
    }
};

using all = boost::mp11::mp_list<main_page_transactions, transaction_summary, networks, transaction,
                                 transactions, address_transactions>;

/// Calls `f(E{})` for the endpoint `E` named `name`; false when none is.
template <class F>
bool visit_by_name(std::string_view name, F&& f)
{
    return detail::visit_named<all>(name, f);
}

} // namespace endpoints

/// The response type of endpoint `Endpoint` under contract `Contract`.
template <class Endpoint, class Contract = contracts::spec>
using response_t = typename Endpoint::template response_in<Contract>;

} // namespace explorer_schema

#endif
