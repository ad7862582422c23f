// What an endpoint is (<explorer_schema/model/endpoint.hpp>), shown on
// endpoints of the test's own, outside the registry: the parameters its path
// template names and their types, the paths it builds, its responses under
// each contract, and the releases that serve it.

#include "../support.hpp"

#include <explorer_schema/model/endpoint.hpp>

#include <string>
#include <type_traits>

namespace es = explorer_schema;

namespace own_endpoints {

struct holder {
    es::address_hash hash;
};
BOOST_DESCRIBE_STRUCT(holder, (), (hash))

struct spec_holder {
    es::address_hash address;
};
BOOST_DESCRIBE_STRUCT(spec_holder, (), (address))

/// Under both contracts; served by Blockscout from v6.9.
struct get_holder
    : es::endpoint<"holder", "GET", "/api/v2/blocks/{block_hash_or_number}/holders/{address_hash}",
                   es::services::blockscout, "A holder at a block",
                   es::response_in<es::contracts::spec, spec_holder>,
                   es::response_in<es::contracts::blockscout, holder, es::version{6, 9, 0}>> {};

/// Under Blockscout's contract only, from the first release modelled; its
/// one parameter is in the query.
struct get_holders : es::endpoint<"holders", "GET", "/api/v2/holders?q={q}", es::services::merits_admin,
                                  "Holders by name", es::response_in<es::contracts::blockscout, holder>> {};

} // namespace own_endpoints

BOOST_AUTO_TEST_SUITE(endpoint)

using own_endpoints::get_holder;
using own_endpoints::get_holders;

// Rule: an endpoint's parameters are the path_parameters its template names,
// in the template's order, each with the vocabulary type of its name.
BOOST_AUTO_TEST_CASE(a_template_names_its_parameters_in_order_with_their_types)
{
    using parameters = get_holder::parameters;
    static_assert(boost::mp11::mp_size<parameters>::value == 2);
    static_assert(std::is_same_v<boost::mp11::mp_at_c<parameters, 0>::type, es::block_hash_or_number>);
    static_assert(std::is_same_v<boost::mp11::mp_at_c<parameters, 1>::type, es::address_hash>);
    using first = boost::mp11::mp_at_c<parameters, 0>;
    using second = boost::mp11::mp_at_c<parameters, 1>;
    BOOST_TEST(first::name == "block_hash_or_number");
    BOOST_TEST(second::name == "address_hash");
    static_assert(std::is_same_v<boost::mp11::mp_front<get_holders::parameters>::type, es::search_text>);
}

// Rule: a path is built from values of the parameters' types, each
// percent-encoded (every byte but RFC 3986's unreserved ones); from texts,
// it is built only when each text is a value of its type.
BOOST_AUTO_TEST_CASE(a_path_is_built_from_checked_values_percent_encoded)
{
    auto constexpr address = "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045";
    BOOST_TEST(*get_holder::path("12345", address) ==
               "/api/v2/blocks/12345/holders/0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045");
    BOOST_TEST(!get_holder::path("12345", "0xd8dA"));
    BOOST_TEST(!get_holder::path("-1", address));
    BOOST_TEST(*get_holders::path("a b/é~") == "/api/v2/holders?q=a%20b%2F%C3%A9~");
    BOOST_TEST(!get_holders::path(""));
}

// Rule: an endpoint says how it is called, from its entry and its service.
BOOST_AUTO_TEST_CASE(an_endpoint_says_how_it_is_called)
{
    BOOST_TEST(get_holder::name == "holder");
    BOOST_TEST(get_holder::method == "GET");
    BOOST_TEST(get_holder::title == "A holder at a block");
    BOOST_TEST(get_holder::base_url == "base_url");
    BOOST_TEST(!get_holder::requires_authorization);
    BOOST_TEST(get_holders::base_url == "merits_url");
    BOOST_TEST(get_holders::requires_authorization);
}

// Rule: response_t picks the response under a contract; has_response says
// whether there is one; E::response is the first listed.
BOOST_AUTO_TEST_CASE(each_contract_has_its_own_response)
{
    static_assert(std::is_same_v<es::response_t<get_holder, es::contracts::spec>, own_endpoints::spec_holder>);
    static_assert(std::is_same_v<es::response_t<get_holder, es::contracts::blockscout>, own_endpoints::holder>);
    static_assert(std::is_same_v<get_holder::response, own_endpoints::spec_holder>);
    static_assert(es::has_response<get_holder, es::contracts::spec>);
    static_assert(!es::has_response<get_holders, es::contracts::spec>);
    using both = boost::mp11::mp_list<get_holder, get_holders>;
    static_assert(std::is_same_v<es::endpoints::under<both, es::contracts::spec>, boost::mp11::mp_list<get_holder>>);
    static_assert(std::is_same_v<es::endpoints::under<both, es::contracts::blockscout>, both>);
}

// Rule: an endpoint is served from the release its response_in gives (the
// first release modelled by default) to the newest; a verdict of a body
// of it is narrowed to those releases, with a no_matching_release at ""
// when none is left.
BOOST_AUTO_TEST_CASE(an_endpoint_is_served_from_its_release_on)
{
    BOOST_TEST(es::served_by<get_holders> == es::release_set::all());
    BOOST_TEST(es::served_by<get_holder>.to_string() == test_support::with_newest("v6.9\u2013{newest}"));
    auto const service = es::endpoints::service_of<get_holder>();
    BOOST_TEST(service.path == get_holder::path_template);
    auto const under_blockscout = es::endpoints::options_for<get_holder, es::contracts::blockscout>({});
    BOOST_TEST_REQUIRE(under_blockscout.endpoint.has_value());
    BOOST_TEST(under_blockscout.endpoint->releases == es::served_by<get_holder>);
    BOOST_TEST(!(es::endpoints::options_for<get_holder, es::contracts::spec>({}).endpoint.has_value()));
    auto const six_eight = *es::find_release("v6.8");
    auto const narrowed = es::narrow_to_endpoint<get_holder>({{}, es::release_set::only(six_eight)});
    BOOST_TEST(narrowed.releases.empty());
    BOOST_TEST_REQUIRE(narrowed.issues.size() == 1u);
    BOOST_TEST(narrowed.issues[0].path == "");
    BOOST_TEST(narrowed.issues[0].code == es::issue_code::no_matching_release);
}

BOOST_AUTO_TEST_SUITE_END()
