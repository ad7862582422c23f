#ifndef EXPLORER_SCHEMA_CONTRACTS_ENDPOINTS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_ENDPOINTS_HPP

// The registry of endpoints. Each endpoint is declared once, in the list
// below: its name, method and path template, the service that serves it,
// and its response type under each contract that has it. The program's
// choices and help, the OpenAPI document, the field reference, the compiled
// library, the fuzz targets and the scripts derive from that list.

#include <explorer_schema/model/contracts.hpp>
#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/detail/hex.hpp>
#include <explorer_schema/model/members.hpp>
#include <explorer_schema/contracts/blockscout/address_details.hpp>
#include <explorer_schema/contracts/blockscout/block.hpp>
#include <explorer_schema/contracts/blockscout/internal_transaction.hpp>
#include <explorer_schema/contracts/blockscout/log.hpp>
#include <explorer_schema/contracts/blockscout/network.hpp>
#include <explorer_schema/contracts/blockscout/search.hpp>
#include <explorer_schema/contracts/blockscout/smart_contract.hpp>
#include <explorer_schema/contracts/blockscout/stats.hpp>
#include <explorer_schema/contracts/blockscout/summary.hpp>
#include <explorer_schema/contracts/blockscout/token.hpp>
#include <explorer_schema/contracts/blockscout/transaction.hpp>
#include <explorer_schema/contracts/spec/network.hpp>
#include <explorer_schema/model/result.hpp>
#include <explorer_schema/contracts/spec/summary.hpp>
#include <explorer_schema/contracts/spec/transaction.hpp>
#include <explorer_schema/model/vocabulary.hpp>

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace explorer_schema {

/// Who serves an endpoint: the OpenAPI server variable of its base URL, an
/// example of that URL, and whether a request carries the API key.
namespace services {

/// A Blockscout instance's API.
struct blockscout {
    static constexpr std::string_view base_url = "base_url";
    static constexpr std::string_view base_url_example = "https://eth.blockscout.com";
    static constexpr bool requires_authorization = false;
};

/// The rewards service's administration API: the `Authorization` header
/// carries the API key.
struct merits_admin {
    static constexpr std::string_view base_url = "merits_url";
    static constexpr std::string_view base_url_example = "https://merits.blockscout.com";
    static constexpr bool requires_authorization = true;
};

} // namespace services

/// A parameter of path templates, `{Name}`, and the vocabulary type its
/// value must be.
template <fixed_string Name, class Type>
struct path_parameter {
    static constexpr std::string_view name = Name.view();
    using type = Type;
};

/// A block as a request names it: its hash, or its number in decimal digits.
class block_hash_or_number : public checked_string<block_hash_or_number> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "a block hash or number";
    static constexpr std::string_view zero = "0";
    static constexpr std::string_view pattern = "^(0x[0-9a-fA-F]{64}|0|[1-9][0-9]{0,19})$";
    static constexpr std::string_view example = "12345";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (s.starts_with("0x"))
            return full_hash::check(s);
        auto const n = detail::unsigned_integer_prefix(s);
        if (n == 0 || n != s.size() || n > 20 || (n == 20 && s > "18446744073709551615"))
            return violation{issue_code::invalid_integer_string,
                             "expected a block hash, or a block number of at most 20 digits"};
        return std::nullopt;
    }
};

/// What a search asks for: any text that is not empty. A path written with
/// it percent-encodes it.
class search_text : public checked_string<search_text> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "a search text";
    static constexpr std::string_view zero = "0";
    static constexpr std::string_view pattern = "^[\\s\\S]+$";
    static constexpr std::string_view example = "USDT";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (s.empty())
            return violation{issue_code::out_of_range, "expected a text that is not empty"};
        return std::nullopt;
    }
};

/// Every parameter a path template may name: in its path, `/{name}`, or in
/// its query, `?name={name}`.
using path_parameters = boost::mp11::mp_list<
    path_parameter<"transaction_hash", full_hash>, path_parameter<"address_hash", address_hash>,
    path_parameter<"block_hash_or_number", block_hash_or_number>, path_parameter<"id", integer_string>,
    path_parameter<"q", search_text>>;

/// An endpoint's response type under `Contract`, and, under Blockscout's,
/// the tag whose router first serves it (the first release the library
/// models, v6.0, unless given).
template <class Contract, class Response, version Since = blockscout_releases.front().first()>
struct response_in {
    using contract = Contract;
    using response = Response;
    static constexpr version since = Since;
};

namespace detail {

/// The name in the `i`th `{...}` of `path`.
constexpr std::string_view path_parameter_name(std::string_view path, std::size_t i)
{
    auto open = path.find('{');
    for (; i > 0; --i)
        open = path.find('{', open + 1);
    return path.substr(open + 1, path.find('}', open) - open - 1);
}

/// The path_parameter named by the `I`th `{...}` of `Path`.
template <fixed_string Path, std::size_t I>
struct parameter_at {
    static constexpr std::size_t found = [] {
        std::size_t index = 0, at = boost::mp11::mp_size<path_parameters>::value;
        boost::mp11::mp_for_each<path_parameters>([&](auto p) {
            if (decltype(p)::name == path_parameter_name(Path.view(), I) && at > index)
                at = index;
            ++index;
        });
        return at;
    }();
    static_assert(found < boost::mp11::mp_size<path_parameters>::value,
                  "explorer_schema: a path template names a parameter that "
                  "explorer_schema::path_parameters does not have");
    using type = boost::mp11::mp_at_c<path_parameters, found>;
};

template <fixed_string Path, class Indices>
struct parameters_of;
template <fixed_string Path, std::size_t... I>
struct parameters_of<Path, std::index_sequence<I...>> {
    using type = boost::mp11::mp_list<typename parameter_at<Path, I>::type...>;
};

template <class>
using as_text = std::string_view;

/// The paths of an endpoint whose template is `Path` and whose parameters
/// are `Parameters`.
template <fixed_string Path, class Parameters>
struct path_builder;

template <fixed_string Path, class... Parameters>
struct path_builder<Path, boost::mp11::mp_list<Parameters...>> {
    /// The parameters of the path template, in order.
    using parameters = boost::mp11::mp_list<Parameters...>;

    /// The path with each parameter's value in its place, percent-encoded
    /// (RFC 3986: every byte but the unreserved ones).
    static std::string path(typename Parameters::type const&... values)
    {
        std::string_view const texts[] = {values.str()..., std::string_view()};
        auto const t = Path.view();
        std::string out;
        std::size_t next = 0, at = 0;
        for (auto open = t.find('{'); open != std::string_view::npos; open = t.find('{', at)) {
            out.append(t.substr(at, open - at));
            for (char const c : texts[next++]) {
                auto const u = static_cast<unsigned char>(c);
                auto const letter = static_cast<unsigned char>((u | 0x20u) - 'a');
                if (detail::is_digit(c) || letter < 26 || c == '-' || c == '.' || c == '_' || c == '~')
                    out += c;
                else
                    detail::append_hex(out += '%', u, 2);
            }
            at = t.find('}', open) + 1;
        }
        return out.append(t.substr(at));
    }

    /// The path from each parameter's value written as text; nothing when
    /// one is not a value of its type.
    static std::optional<std::string> path(as_text<Parameters>... texts)
        requires(sizeof...(Parameters) > 0)
    {
        auto const checked = [](auto const&... values) -> std::optional<std::string> {
            if (!(values && ...))
                return std::nullopt;
            return path(*values...);
        };
        return checked(Parameters::type::parse(texts)...);
    }
};

template <fixed_string Path>
using path_builder_of = path_builder<
    Path, typename parameters_of<Path, std::make_index_sequence<static_cast<std::size_t>(
                                           std::ranges::count(Path.view(), '{'))>>::type>;

} // namespace detail

/// An endpoint: what the registry says of it. `Responses` are `response_in<Contract,
/// Response>`, one for each contract that has the endpoint.
template <fixed_string Name, fixed_string Method, fixed_string Path, class Service, fixed_string Title,
          class... Responses>
struct endpoint : detail::path_builder_of<Path> {
    static constexpr std::string_view name = Name.view();
    static constexpr std::string_view method = Method.view();
    static constexpr std::string_view path_template = Path.view();
    static constexpr std::string_view title = Title.view(); ///< a line that says what it answers
    using service = Service;
    static constexpr std::string_view base_url = Service::base_url;
    static constexpr std::string_view base_url_example = Service::base_url_example;
    static constexpr bool requires_authorization = Service::requires_authorization;
    using responses = boost::mp11::mp_list<Responses...>;
    /// The first response listed: the spec's, when the spec has the endpoint.
    using response = typename boost::mp11::mp_front<responses>::response;
};

/// The registry: every endpoint, and its response under each contract that
/// has it. Adding an endpoint is an entry here and its model header under
/// each of those contracts.
namespace endpoints {

struct get_main_page_transactions
    : endpoint<"main-page-transactions", "GET", "/api/v2/main-page/transactions", services::blockscout,
               "The latest transactions, for the main page",
               response_in<contracts::spec, spec::main_page_transactions_response>,
               response_in<contracts::blockscout, blockscout::main_page_transactions_response>> {};

struct get_transaction_summary
    : endpoint<"transaction-summary", "GET", "/api/v2/transactions/{transaction_hash}/summary",
               services::blockscout, "A human-readable summary of one transaction",
               response_in<contracts::spec, spec::transaction_summary_response>,
               response_in<contracts::blockscout, blockscout::transaction_summary_response>> {};

struct get_networks
    : endpoint<"networks", "GET", "/admin/api/v1/networks", services::merits_admin,
               "The networks configured in the rewards service", response_in<contracts::spec, spec::networks_response>,
               response_in<contracts::blockscout, blockscout::networks_response>> {};

struct get_transaction
    : endpoint<"transaction", "GET", "/api/v2/transactions/{transaction_hash}", services::blockscout,
               "One transaction, with its token transfers", response_in<contracts::spec, spec::transaction_response>,
               response_in<contracts::blockscout, blockscout::transaction_response>> {};

struct get_transactions
    : endpoint<"transactions", "GET", "/api/v2/transactions", services::blockscout,
               "The latest transactions, a page at a time", response_in<contracts::spec, spec::transactions_response>,
               response_in<contracts::blockscout, blockscout::transactions_response>> {};

struct get_address_transactions
    : endpoint<"address-transactions", "GET", "/api/v2/addresses/{address_hash}/transactions",
               services::blockscout, "The transactions of one address, a page at a time",
               response_in<contracts::spec, spec::transactions_response>,
               response_in<contracts::blockscout, blockscout::transactions_response>> {};

// The read API of Blockscout beyond its transactions: under its own
// contract alone.

struct get_blocks
    : endpoint<"blocks", "GET", "/api/v2/blocks", services::blockscout,
               "The latest blocks, a page at a time", response_in<contracts::blockscout, blockscout::blocks_response>> {};

struct get_block
    : endpoint<"block", "GET", "/api/v2/blocks/{block_hash_or_number}", services::blockscout,
               "One block", response_in<contracts::blockscout, blockscout::block_response>> {};

struct get_block_transactions
    : endpoint<"block-transactions", "GET", "/api/v2/blocks/{block_hash_or_number}/transactions", services::blockscout,
               "The transactions of one block, a page at a time", response_in<contracts::blockscout, blockscout::transactions_response>> {};

struct get_address
    : endpoint<"address", "GET", "/api/v2/addresses/{address_hash}", services::blockscout,
               "One address in detail", response_in<contracts::blockscout, blockscout::address_response>> {};

struct get_address_counters
    : endpoint<"address-counters", "GET", "/api/v2/addresses/{address_hash}/counters", services::blockscout,
               "How many transactions, token transfers, gas and validations one address counts", response_in<contracts::blockscout, blockscout::address_counters_response>> {};

struct get_address_token_balances
    : endpoint<"address-token-balances", "GET", "/api/v2/addresses/{address_hash}/token-balances", services::blockscout,
               "Every token balance of one address, in one array", response_in<contracts::blockscout, blockscout::address_token_balances_response>> {};

struct get_address_tokens
    : endpoint<"address-tokens", "GET", "/api/v2/addresses/{address_hash}/tokens", services::blockscout,
               "The token balances of one address, a page at a time", response_in<contracts::blockscout, blockscout::address_tokens_response>> {};

struct get_address_token_transfers
    : endpoint<"address-token-transfers", "GET", "/api/v2/addresses/{address_hash}/token-transfers", services::blockscout,
               "The token transfers of one address, a page at a time", response_in<contracts::blockscout, blockscout::token_transfers_response>> {};

struct get_address_internal_transactions
    : endpoint<"address-internal-transactions", "GET", "/api/v2/addresses/{address_hash}/internal-transactions", services::blockscout,
               "The internal transactions of one address, a page at a time", response_in<contracts::blockscout, blockscout::internal_transactions_response>> {};

struct get_address_logs
    : endpoint<"address-logs", "GET", "/api/v2/addresses/{address_hash}/logs", services::blockscout,
               "The event logs one address emitted, a page at a time", response_in<contracts::blockscout, blockscout::logs_response>> {};

struct get_address_blocks_validated
    : endpoint<"address-blocks-validated", "GET", "/api/v2/addresses/{address_hash}/blocks-validated", services::blockscout,
               "The blocks one address validated, a page at a time", response_in<contracts::blockscout, blockscout::blocks_response>> {};

struct get_address_nft_collections
    : endpoint<"address-nft-collections", "GET", "/api/v2/addresses/{address_hash}/nft/collections", services::blockscout,
               "The NFTs of one address by collection, a page at a time", response_in<contracts::blockscout, blockscout::address_nft_collections_response>> {};

struct get_tokens
    : endpoint<"tokens", "GET", "/api/v2/tokens", services::blockscout,
               "The tokens, a page at a time", response_in<contracts::blockscout, blockscout::tokens_response>> {};

struct get_token
    : endpoint<"token", "GET", "/api/v2/tokens/{address_hash}", services::blockscout,
               "One token", response_in<contracts::blockscout, blockscout::token_response>> {};

struct get_token_counters
    : endpoint<"token-counters", "GET", "/api/v2/tokens/{address_hash}/counters", services::blockscout,
               "How many hold one token and how many times it moved", response_in<contracts::blockscout, blockscout::token_counters_response>> {};

struct get_token_holders
    : endpoint<"token-holders", "GET", "/api/v2/tokens/{address_hash}/holders", services::blockscout,
               "The holders of one token, a page at a time", response_in<contracts::blockscout, blockscout::token_holders_response>> {};

struct get_token_transfers_of_token
    : endpoint<"token-transfers-of-token", "GET", "/api/v2/tokens/{address_hash}/transfers", services::blockscout,
               "The transfers of one token, a page at a time", response_in<contracts::blockscout, blockscout::token_transfers_response>> {};

struct get_token_instances
    : endpoint<"token-instances", "GET", "/api/v2/tokens/{address_hash}/instances", services::blockscout,
               "The NFT instances of one token, a page at a time", response_in<contracts::blockscout, blockscout::token_instances_response>> {};

struct get_token_instance
    : endpoint<"token-instance", "GET", "/api/v2/tokens/{address_hash}/instances/{id}", services::blockscout,
               "One NFT instance", response_in<contracts::blockscout, blockscout::token_instance_response>> {};

struct get_token_instance_holders
    : endpoint<"token-instance-holders", "GET", "/api/v2/tokens/{address_hash}/instances/{id}/holders", services::blockscout,
               "The holders of one NFT instance, a page at a time", response_in<contracts::blockscout, blockscout::token_holders_response>> {};

struct get_token_transfers
    : endpoint<"token-transfers", "GET", "/api/v2/token-transfers", services::blockscout,
               "The latest token transfers, a page at a time",
               // Its route came in v6.9.0-beta (blockscout/blockscout 903cbe3901, #10801).
               response_in<contracts::blockscout, blockscout::token_transfers_response, version{6, 9, 0}>> {};

struct get_transaction_token_transfers
    : endpoint<"transaction-token-transfers", "GET", "/api/v2/transactions/{transaction_hash}/token-transfers", services::blockscout,
               "The token transfers of one transaction, a page at a time", response_in<contracts::blockscout, blockscout::token_transfers_response>> {};

struct get_transaction_internal_transactions
    : endpoint<"transaction-internal-transactions", "GET", "/api/v2/transactions/{transaction_hash}/internal-transactions", services::blockscout,
               "The internal transactions of one transaction, a page at a time", response_in<contracts::blockscout, blockscout::internal_transactions_response>> {};

struct get_transaction_logs
    : endpoint<"transaction-logs", "GET", "/api/v2/transactions/{transaction_hash}/logs", services::blockscout,
               "The event logs of one transaction, a page at a time", response_in<contracts::blockscout, blockscout::logs_response>> {};

struct get_smart_contracts
    : endpoint<"smart-contracts", "GET", "/api/v2/smart-contracts", services::blockscout,
               "The verified contracts, a page at a time", response_in<contracts::blockscout, blockscout::smart_contracts_response>> {};

struct get_smart_contract
    : endpoint<"smart-contract", "GET", "/api/v2/smart-contracts/{address_hash}", services::blockscout,
               "One contract: its verified source, ABI and compiler settings", response_in<contracts::blockscout, blockscout::smart_contract_response>> {};

struct get_stats
    : endpoint<"stats", "GET", "/api/v2/stats", services::blockscout,
               "The chain's counters, its coin's market and its gas prices", response_in<contracts::blockscout, blockscout::stats_response>> {};

struct get_search
    : endpoint<"search", "GET", "/api/v2/search?q={q}", services::blockscout,
               "What a text names: addresses, tokens, blocks, transactions, ..., a page at a time", response_in<contracts::blockscout, blockscout::search_response>> {};

using all = boost::mp11::mp_list<get_main_page_transactions, get_transaction_summary, get_networks,
                                 get_transaction, get_transactions, get_address_transactions,
                                 get_blocks, get_block, get_block_transactions, get_address,
                                 get_address_counters, get_address_token_balances,
                                 get_address_tokens, get_address_token_transfers,
                                 get_address_internal_transactions, get_address_logs,
                                 get_address_blocks_validated, get_address_nft_collections,
                                 get_tokens, get_token, get_token_counters, get_token_holders,
                                 get_token_transfers_of_token, get_token_instances,
                                 get_token_instance, get_token_instance_holders,
                                 get_token_transfers, get_transaction_token_transfers,
                                 get_transaction_internal_transactions, get_transaction_logs,
                                 get_smart_contracts, get_smart_contract, get_stats, get_search>;

} // namespace endpoints

namespace detail {

template <class Contract>
struct is_under {
    template <class In>
    using fn = std::is_same<typename In::contract, Contract>;
};

template <class Endpoint, class Contract>
using response_entry = boost::mp11::mp_find_if_q<typename Endpoint::responses, is_under<Contract>>;

} // namespace detail

/// Whether endpoint `Endpoint` has a response under contract `Contract`.
template <class Endpoint, class Contract>
inline constexpr bool has_response =
    detail::response_entry<Endpoint, Contract>::value < boost::mp11::mp_size<typename Endpoint::responses>::value;

namespace detail {
template <class Endpoint, class Contract>
struct response_of {
    static_assert(has_response<Endpoint, Contract>, "explorer_schema: this endpoint has no response under this "
                                                    "contract (see its entry in endpoints.hpp)");
    using type = typename boost::mp11::mp_at<typename Endpoint::responses, response_entry<Endpoint, Contract>>::response;
};
} // namespace detail

/// The response type of endpoint `Endpoint` under contract `Contract`.
template <class Endpoint, class Contract = contracts::spec>
using response_t = typename detail::response_of<Endpoint, Contract>::type;

/// The Blockscout releases that serve endpoint `Endpoint`: from the one
/// whose router first has its route.
template <class Endpoint>
    requires has_response<Endpoint, contracts::blockscout>
inline constexpr release_set served_by = release_set::any_patch(
    boost::mp11::mp_at<typename Endpoint::responses, detail::response_entry<Endpoint, contracts::blockscout>>::since,
    still_sent);

namespace endpoints {
/// The releases that serve endpoint `Endpoint`, with its request.
template <class Endpoint>
    requires has_response<Endpoint, contracts::blockscout>
constexpr endpoint_service service_of() noexcept
{
    return {served_by<Endpoint>, Endpoint::method, Endpoint::path_template};
}

/// `options` for a body of endpoint `Endpoint` under contract `Contract`:
/// under Blockscout's, narrowed to the releases that serve the endpoint
/// (decode_options::endpoint), which every operation on such a body takes.
template <class Endpoint, class Contract>
decode_options options_for(decode_options options)
{
    if constexpr (std::is_same_v<Contract, contracts::blockscout>)
        options.endpoint = service_of<Endpoint>();
    return options;
}
} // namespace endpoints

/// The verdict `v` of a body of endpoint `Endpoint` under Blockscout's
/// contract, given without decode_options::endpoint (as `identify` gives it
/// for the endpoint's response type, which other endpoints may share),
/// narrowed to the releases that serve the endpoint as the entry points
/// narrow it with endpoints::options_for: when none of its releases does,
/// it gains a `no_matching_release` error at "".
template <class Endpoint>
    requires has_response<Endpoint, contracts::blockscout>
verdict narrow_to_endpoint(verdict v)
{
    decode_options options;
    options.endpoint = endpoints::service_of<Endpoint>();
    v.releases = detail::narrow_to_served(v.releases, v.issues, options).value_or(release_set{});
    return v;
}

namespace endpoints {

namespace detail {
template <class Contract>
struct under {
    template <class Endpoint>
    using fn = std::bool_constant<has_response<Endpoint, Contract>>;
};
} // namespace detail

/// The endpoints that have a response under `Contract`.
template <class Contract>
using of = boost::mp11::mp_copy_if_q<all, detail::under<Contract>>;

/// Calls `f(E{})` for the endpoint `E` named `name`; false when none is.
template <class F>
bool visit_by_name(std::string_view name, F&& f)
{
    return explorer_schema::detail::visit_named<all>(name, f);
}

/// Calls `f(E{}, C{})` for each endpoint `E` and each contract `C` it has a
/// response under, contract by contract.
template <class F>
void for_each_response(F&& f)
{
    boost::mp11::mp_for_each<contracts::all>([&](auto c) {
        boost::mp11::mp_for_each<of<decltype(c)>>([&](auto e) { f(e, c); });
    });
}

/// Calls `f(E{}, C{})` for the endpoint `E` named `endpoint` and the
/// contract `C` named `contract`; false when there is no such endpoint or
/// contract, or the endpoint has no response under the contract.
template <class F>
bool visit_by_names(std::string_view endpoint, std::string_view contract, F&& f)
{
    bool found = false;
    for_each_response([&](auto e, auto c) {
        if (!found && decltype(e)::name == endpoint && decltype(c)::name == contract) {
            found = true;
            f(e, c);
        }
    });
    return found;
}

} // namespace endpoints

namespace detail {
template <class Contract>
struct responses_under {
    template <class Endpoint>
    using fn = response_t<Endpoint, Contract>;
};
template <class Contract>
using responses_of = boost::mp11::mp_transform_q<responses_under<Contract>, endpoints::of<Contract>>;
} // namespace detail

/// Every response type, once: of each endpoint under each contract.
using every_response = boost::mp11::mp_unique<
    boost::mp11::mp_apply<boost::mp11::mp_append, boost::mp11::mp_transform<detail::responses_of, contracts::all>>>;

} // namespace explorer_schema

// With the compiled library, what it holds for the responses above is
// declared extern: each operation here or at the end of its header,
// whichever comes second (<explorer_schema/detail/compiled.hpp>).
#define EXPLORER_SCHEMA_REGISTRY_COMPLETE
#ifdef EXPLORER_SCHEMA_COMPILED
#include <explorer_schema/detail/compiled_declarations.hpp>
#endif

#endif
