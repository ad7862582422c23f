// Endpoint descriptors: method, path, response type, authorization.

#include "../endpoint_listing.hpp"
#include "../support.hpp"

#include <boost/core/demangle.hpp>
#include <boost/describe/bases.hpp>

#include <cstdint>
#include <map>
#include <set>
#include <typeindex>
#include <typeinfo>
#include <utility>

namespace es = explorer_schema;
namespace ep = explorer_schema::endpoints;

// A member is written in its struct and again in its BOOST_DESCRIBE_STRUCT
// list; one left out of the list is neither decoded nor encoded, without a
// word. An aggregate has as many elements (bases, then members) as it can
// be initialized from values, and no more: a value that converts to any
// type counts them. Its conversion is declared, never defined, so it is
// not in an unnamed namespace (clang's -Wundefined-internal).
namespace element_count {
struct any_element {
    template <class U>
    operator U() const; // never called: only asked whether it converts
};
template <std::size_t>
using any_element_t = any_element;
} // namespace element_count

namespace {

using element_count::any_element_t;

template <class T, std::size_t... I>
constexpr bool initializable_from(std::index_sequence<I...>)
{
    return requires { T{any_element_t<I>{}...}; };
}

/// Whether the aggregate `T` has exactly the elements its description
/// gives, its described bases and then its described members, and each of
/// its bases likewise.
template <class T>
constexpr bool describes_every_element()
{
    using bases = boost::describe::describe_bases<T, boost::describe::mod_any_access>;
    constexpr std::size_t described =
        boost::mp11::mp_size<bases>::value +
        boost::mp11::mp_size<boost::describe::describe_members<T, boost::describe::mod_any_access>>::value;
    bool bases_described = true;
    boost::mp11::mp_for_each<bases>(
        [&](auto b) { bases_described = bases_described && describes_every_element<typename decltype(b)::type>(); });
    return std::is_aggregate_v<T> && bases_described &&
           initializable_from<T>(std::make_index_sequence<described>{}) &&
           !initializable_from<T>(std::make_index_sequence<described + 1>{});
}

struct described_in_full {
    std::uint64_t amount = 0;
    std::optional<std::string> memo;
    es::omittable<bool> refunded;
};
BOOST_DESCRIBE_STRUCT(described_in_full, (), (amount, memo, refunded))

// `disputed` fits in the padding after `settled`: comparing sizes would not
// see it left out.
struct member_left_out {
    std::uint64_t amount = 0;
    bool settled = false;
    bool disputed = false;
};
BOOST_DESCRIBE_STRUCT(member_left_out, (), (amount, settled))

struct base_member_left_out : member_left_out {
    bool refunded = false;
};
BOOST_DESCRIBE_STRUCT(base_member_left_out, (member_left_out), (refunded))

struct base_left_out : described_in_full {
    bool settled = false;
};
BOOST_DESCRIBE_STRUCT(base_left_out, (), (settled))

} // namespace

BOOST_AUTO_TEST_SUITE(endpoints)

BOOST_AUTO_TEST_CASE(each_endpoint_says_how_it_is_called)
{
    BOOST_TEST(ep::get_main_page_transactions::method == "GET");
    BOOST_TEST(ep::get_main_page_transactions::path_template == "/api/v2/main-page/transactions");
    BOOST_TEST(ep::get_main_page_transactions::path() == "/api/v2/main-page/transactions");
    BOOST_TEST(ep::get_main_page_transactions::base_url == "base_url");
    BOOST_TEST(!ep::get_main_page_transactions::requires_authorization);

    BOOST_TEST(ep::get_transaction_summary::method == "GET");
    BOOST_TEST(ep::get_transaction_summary::path_template ==
               "/api/v2/transactions/{transaction_hash}/summary");
    BOOST_TEST(ep::get_transaction_summary::base_url == "base_url");
    BOOST_TEST(!ep::get_transaction_summary::requires_authorization);

    BOOST_TEST(ep::get_networks::method == "GET");
    BOOST_TEST(ep::get_networks::path_template == "/admin/api/v1/networks");
    BOOST_TEST(ep::get_networks::path() == "/admin/api/v1/networks");
    BOOST_TEST(ep::get_networks::base_url == "merits_url");
    BOOST_TEST(ep::get_networks::requires_authorization);
}

BOOST_AUTO_TEST_CASE(each_endpoint_names_its_response_type)
{
    static_assert(std::is_same_v<ep::get_main_page_transactions::response, std::vector<es::transaction>>);
    static_assert(std::is_same_v<ep::get_transaction_summary::response, es::transaction_summary_response>);
    static_assert(std::is_same_v<ep::get_networks::response, es::network_list>);
    std::vector<std::string> names;
    for (auto name : {"main-page-transactions", "transaction-summary", "networks", "nope"})
        ep::visit_by_name(name, [&](auto e) { names.emplace_back(decltype(e)::name); });
    BOOST_TEST(names == (std::vector<std::string>{"main-page-transactions", "transaction-summary",
                                                  "networks"}));
}

BOOST_AUTO_TEST_CASE(the_transaction_endpoints_build_their_paths_from_hashes)
{
    static_assert(std::is_same_v<ep::get_transaction::response, es::transaction>);
    static_assert(std::is_same_v<ep::get_transactions::response, es::page<es::transaction>>);
    static_assert(std::is_same_v<ep::get_address_transactions::response, es::page<es::transaction>>);
    static_assert(std::is_same_v<es::response_t<ep::get_transactions, es::contracts::blockscout>,
                                 es::page<es::blockscout::transaction>>);
    auto constexpr hash = "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18";
    BOOST_TEST(*ep::get_transaction::path(hash) == std::string("/api/v2/transactions/") + hash);
    BOOST_TEST(!ep::get_transaction::path("0x5d5b"));
    BOOST_TEST(ep::get_transactions::path() == "/api/v2/transactions");
    BOOST_TEST(*ep::get_address_transactions::path("0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045") ==
               "/api/v2/addresses/0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045/transactions");
    BOOST_TEST(!ep::get_address_transactions::path(hash));
    BOOST_TEST(ep::get_address_transactions::path_template == "/api/v2/addresses/{address_hash}/transactions");
    BOOST_TEST(!ep::get_address_transactions::requires_authorization);
}

BOOST_AUTO_TEST_CASE(the_summary_path_takes_only_a_transaction_hash)
{
    auto const hash = "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18";
    BOOST_TEST(*ep::get_transaction_summary::path(hash) ==
               std::string("/api/v2/transactions/") + hash + "/summary");
    BOOST_TEST(ep::get_transaction_summary::path(es::full_hash(hash)) ==
               std::string("/api/v2/transactions/") + hash + "/summary");
    for (auto bad : {"", "0x5d5bf5ba", "5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18",
                     "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be1g",
                     "0x../../admin/api/v1/networks?x=00000000000000000000000000000000000000",
                     "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18/"})
        BOOST_TEST(!ep::get_transaction_summary::path(std::string_view(bad)).has_value(), bad);
}

// Rule: the registry is what its golden listing, docs/endpoints.md (written
// by scripts/regenerate.sh), lists: each endpoint in the order of
// endpoints::all, its request, and the contracts that have it; for_each_response
// gives them contract by contract, in that order.
BOOST_AUTO_TEST_CASE(the_registry_gives_each_endpoint_under_each_contract_that_has_it)
{
    auto const listing = test_support::endpoint_listing();
    std::string registry;
    boost::mp11::mp_for_each<ep::all>([&](auto e) {
        using E = decltype(e);
        std::string contracts;
        boost::mp11::mp_for_each<es::contracts::all>([&](auto c) {
            if (es::has_response<E, decltype(c)>)
                contracts.append(contracts.empty() ? "" : ",").append(decltype(c)::name);
        });
        registry.append(E::name).append("\t").append(E::method).append(" ").append(E::path_template);
        registry.append("\t").append(contracts).append("\n");
    });
    BOOST_TEST(registry == listing, test_support::stale_listing);
    std::vector<std::string> pairs;
    es::endpoints::for_each_response([&](auto e, auto c) {
        pairs.push_back(std::string(decltype(c)::name) + " " + std::string(decltype(e)::name));
    });
    std::vector<std::string> expected;
    std::size_t spec = 0;
    boost::mp11::mp_for_each<es::contracts::all>([&](auto c) {
        std::istringstream lines(test_support::listed_under(listing, decltype(c)::name));
        for (std::string line; std::getline(lines, line);) {
            expected.push_back(std::string(decltype(c)::name) + " " + test_support::listed_name(line));
            spec += std::is_same_v<decltype(c), es::contracts::spec>;
        }
    });
    BOOST_TEST(pairs == expected, boost::test_tools::per_element());
    static_assert(es::has_response<ep::get_networks, es::contracts::blockscout>);
    static_assert(!es::has_response<ep::get_blocks, es::contracts::spec>);
    BOOST_TEST(boost::mp11::mp_size<es::endpoints::of<es::contracts::spec>>::value == spec);
    // Endpoints that share a response type (the transaction lists, the token
    // transfer lists, ...): it is held once.
    // every_response holds each body type once, of every status.
    std::set<std::type_index> responses, bodies;
    es::endpoints::for_each_response([&](auto e, auto c) {
        responses.insert(typeid(es::response_t<decltype(e), decltype(c)>));
        boost::mp11::mp_for_each<es::bodies_of<decltype(e), decltype(c)>>(
            [&](auto b) { bodies.insert(typeid(typename decltype(b)::body)); });
    });
    BOOST_TEST(boost::mp11::mp_size<es::every_response>::value == bodies.size());
    BOOST_TEST(bodies.size() == responses.size() + 3u); // the three error body types
    BOOST_TEST(responses.size() < pairs.size());
    static_assert(std::is_same_v<es::response_t<ep::get_token_transfers_of_token, es::contracts::blockscout>,
                                 es::response_t<ep::get_address_token_transfers, es::contracts::blockscout>>);
    std::string found;
    BOOST_TEST(ep::visit_by_names("networks", "blockscout", [&](auto e, auto c) {
        found = std::string(decltype(e)::name) + " under " + std::string(decltype(c)::name);
    }));
    BOOST_TEST(found == "networks under blockscout");
    BOOST_TEST(!ep::visit_by_names("networks", "nope", [](auto, auto) {}));
    BOOST_TEST(!ep::visit_by_names("nope", "spec", [](auto, auto) {}));
}

// The routers of blockscout/blockscout at each tag: an endpoint whose
// route came after v6.0.0-beta is served from the release that added it,
// GET /api/v2/token-transfers from v6.9.0-beta (903cbe3901, #10801), the
// legacy RPC-style routes from v11.0.0 (d7c73af13c).
BOOST_AUTO_TEST_CASE(each_endpoint_is_served_from_the_release_that_added_its_route)
{
    std::map<std::string, std::string> served;
    boost::mp11::mp_for_each<es::endpoints::of<es::contracts::blockscout>>([&](auto e) {
        using E = decltype(e);
        if (es::served_by<E> != es::release_set::all())
            served[std::string(E::name)] = es::served_by<E>.to_string();
    });
    BOOST_TEST(served.at("token-transfers") == test_support::with_newest("v6.9\u2013{newest}"));
    BOOST_TEST(served.at("legacy-logs-get-logs") == test_support::with_newest("v11.0\u2013{newest}"));
    BOOST_TEST(served.at("block-countdown") == test_support::with_newest("v9.0\u2013{newest}"));
    BOOST_TEST(!served.contains("transactions"));
    auto const six_eight = *es::find_release("v6.8");
    auto const pinned = es::narrow_to_endpoint<ep::get_token_transfers>({{}, es::release_set::only(six_eight)});
    BOOST_TEST(pinned.releases.empty());
    BOOST_TEST_REQUIRE(pinned.issues.size() == 1u);
    BOOST_TEST(pinned.issues[0].path == "");
    BOOST_TEST(pinned.issues[0].code == es::issue_code::no_matching_release);
    BOOST_TEST(pinned.issues[0].message ==
               test_support::with_newest("a body of this shape comes from Blockscout v6.8, and GET /api/v2/token-transfers is "
                           "served by v6.9\u2013{newest} only"));
    // A verdict with no release already (an error elsewhere) gains nothing.
    BOOST_TEST(es::narrow_to_endpoint<ep::get_token_transfers>({{}, {}}).issues.empty());
    auto const kept = es::narrow_to_endpoint<ep::get_address_token_transfers>({{}, es::release_set::only(six_eight)});
    BOOST_TEST((kept.issues.empty() && kept.releases == es::release_set::only(six_eight)));
}

BOOST_AUTO_TEST_CASE(a_path_template_gives_the_parameters_and_their_types)
{
    using summary_parameters = ep::get_transaction_summary::parameters;
    static_assert(boost::mp11::mp_size<summary_parameters>::value == 1);
    using parameter = boost::mp11::mp_front<summary_parameters>;
    static_assert(std::is_same_v<parameter::type, es::full_hash>);
    BOOST_TEST(parameter::name == "transaction_hash");
    static_assert(std::is_same_v<boost::mp11::mp_front<ep::get_address_transactions::parameters>::type, es::address_hash>);
    static_assert(boost::mp11::mp_empty<ep::get_networks::parameters>::value);
}

BOOST_AUTO_TEST_CASE(blocks_tokens_and_search_build_their_paths_from_their_parameters)
{
    auto constexpr hash = "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18";
    auto constexpr token = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
    // A block by number (at most 2^64 - 1) or by hash.
    BOOST_TEST(*ep::get_block::path("12345") == "/api/v2/blocks/12345");
    BOOST_TEST(*ep::get_block::path(hash) == std::string("/api/v2/blocks/") + hash);
    BOOST_TEST(*ep::get_block_transactions::path("18446744073709551615") ==
               "/api/v2/blocks/18446744073709551615/transactions");
    for (auto bad : {"", "18446744073709551616", "012", "-1", "0x12", "12a", "1/../../admin"})
        BOOST_TEST(!ep::get_block::path(std::string_view(bad)), bad);
    // A token instance by its id, a base-10 integer.
    BOOST_TEST(*ep::get_token_instance_holders::path(token, "25625468407840116393736812939389551247551040926951") ==
               std::string("/api/v2/tokens/") + token + "/instances/25625468407840116393736812939389551247551040926951/holders");
    BOOST_TEST(!ep::get_token_instance::path(token, "1e3"));
    BOOST_TEST(!ep::get_token_instance::path(hash, "1"));
    // Search: any text, percent-encoded into the query; OpenAPI has q in the query.
    BOOST_TEST(*ep::get_search::path("USDT") == "/api/v2/search?q=USDT");
    BOOST_TEST(*ep::get_search::path("a b&c=d/é#") == "/api/v2/search?q=a%20b%26c%3Dd%2F%C3%A9%23");
    BOOST_TEST(!ep::get_search::path(""));
    BOOST_TEST(ep::get_search::path_template == "/api/v2/search?q={q}");
}

// Rule: every struct the registry's responses hold lists each of its bases
// and data members in its BOOST_DESCRIBE_STRUCT (and so do its bases): the
// list is its JSON object's keys, and the check tells one left out.
BOOST_AUTO_TEST_CASE(every_struct_of_the_registry_describes_each_of_its_members)
{
    static_assert(describes_every_element<described_in_full>());
    static_assert(!describes_every_element<member_left_out>());
    static_assert(!describes_every_element<base_member_left_out>());
    static_assert(!describes_every_element<base_left_out>());

    using every_struct = boost::mp11::mp_unique<es::detail::structs_in_each<es::every_response>>;
    std::vector<std::string> undescribed;
    boost::mp11::mp_for_each<boost::mp11::mp_transform<boost::mp11::mp_identity, every_struct>>([&](auto t) {
        using T = typename decltype(t)::type;
        if (!describes_every_element<T>())
            undescribed.push_back(boost::core::demangle(typeid(T).name()));
    });
    BOOST_TEST(boost::mp11::mp_size<every_struct>::value > 100u);
    BOOST_TEST(undescribed == std::vector<std::string>{}, boost::test_tools::per_element());
}

// bodies_of: an endpoint's body for each status, 200's first; under
// Blockscout's contract every endpoint of its API v2 has api_v2_errors, and
// visit_body finds a body by the status's number.
BOOST_AUTO_TEST_CASE(an_endpoint_of_the_api_v2_has_a_body_for_each_error_status)
{
    std::size_t v2 = 0;
    boost::mp11::mp_for_each<ep::of<es::contracts::blockscout>>([&](auto e) {
        using E = decltype(e);
        using bodies = es::bodies_of<E, es::contracts::blockscout>;
        using first = typename boost::mp11::mp_front<bodies>::body;
        using response = es::response_t<E, es::contracts::blockscout>;
        BOOST_TEST((std::is_same_v<first, response>));
        if (E::path_template.starts_with("/api/v2/")) {
            ++v2;
            using errors = boost::mp11::mp_pop_front<bodies>;
            BOOST_TEST((std::is_same_v<errors, ep::api_v2_errors::bodies>), E::name);
        } else {
            BOOST_TEST(boost::mp11::mp_size<bodies>::value == 1u, E::name);
        }
    });
    BOOST_TEST(v2 > 0u);
    using spec_bodies = es::bodies_of<ep::get_transaction, es::contracts::spec>;
    BOOST_TEST(boost::mp11::mp_size<spec_bodies>::value == 1u);
    std::string found;
    BOOST_TEST(ep::visit_body("block", "blockscout", 422, [&](auto e, auto, auto body) {
        found = std::string(decltype(e)::name);
        using type = typename decltype(body)::type;
        BOOST_TEST((std::is_same_v<type, es::blockscout::unprocessable_response>));
    }));
    BOOST_TEST(found == "block");
    BOOST_TEST(!ep::visit_body("block", "blockscout", 418, [](auto...) {}));
    BOOST_TEST(!ep::visit_body("transaction", "spec", 404, [](auto...) {}));
}

// A path only some chain types' builds serve (blockscout_chain_types):
// without a chain type given, a body of it fits those alone; under another
// chain type, the endpoint is not there.
BOOST_AUTO_TEST_CASE(a_chain_types_own_path_is_served_by_its_builds_alone)
{
    using count = ep::get_arbitrum_batches_count;
    auto const under = [](std::optional<es::chain_type> chain) {
        es::decode_options options;
        options.chain = chain;
        return es::identify<es::response_t<count, es::contracts::blockscout>>(
            "42", ep::options_for<count, es::contracts::blockscout>(options));
    };
    auto const unnamed = under(std::nullopt);
    BOOST_TEST(unnamed.issues.empty());
    BOOST_TEST(unnamed.chains == es::chain_set{es::chain_type::arbitrum});
    BOOST_TEST(unnamed.releases.to_string() == test_support::through_newest("v6.7"));
    BOOST_TEST(under(es::chain_type::arbitrum).issues.empty());
    auto const other = under(es::chain_type::optimism);
    BOOST_TEST(other.issues == (std::vector<es::issue>{{"", es::issue_code::no_matching_chain_type, es::severity::error,
                                                        "Blockscout built for optimism, which has no GET "
                                                        "/api/v2/arbitrum/batches/count: only builds for arbitrum "
                                                        "serve it"}}),
               boost::test_tools::per_element());
    BOOST_TEST(other.releases.empty());
    // What optimism serves, its optimism-celo and mud builds serve too.
    BOOST_TEST(es::served_on<ep::get_optimism_deposits> ==
               (es::chain_set{es::chain_type::optimism, es::chain_type::optimism_celo, es::chain_type::mud}));
    BOOST_TEST(es::served_on<ep::get_transaction> == es::chain_set::all());
}

BOOST_AUTO_TEST_SUITE_END()
