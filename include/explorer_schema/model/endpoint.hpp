#ifndef EXPLORER_SCHEMA_MODEL_ENDPOINT_HPP
#define EXPLORER_SCHEMA_MODEL_ENDPOINT_HPP

// What an endpoint is: its name, method and path template, the service that
// serves it, and its response type under each contract that has it
// (endpoint<...>), with the parameters a path template may name. The
// registry of Blockscout's endpoints, <explorer_schema/contracts/endpoints.hpp>,
// is a list of them; an operation on endpoints (openapi_document) takes such
// a list, so that it needs no registry.

#include <explorer_schema/detail/hex.hpp>
#include <explorer_schema/model/contracts.hpp>
#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/model/members.hpp>
#include <explorer_schema/model/releases.hpp>
#include <explorer_schema/model/result.hpp>
#include <explorer_schema/model/vocabulary.hpp>

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include <algorithm>
#include <array>
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

/// A block as a request names it by its number alone: decimal digits, at
/// most those of the largest 64-bit number.
class block_number : public checked_string<block_number> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "a block number";
    static constexpr std::string_view zero = "0";
    static constexpr std::string_view pattern = "^(0|[1-9][0-9]{0,19})$";
    static constexpr std::string_view example = "24000000";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        auto const n = detail::unsigned_integer_prefix(s);
        if (n == 0 || n != s.size() || n > 20 || (n == 20 && s > "18446744073709551615"))
            return violation{issue_code::invalid_integer_string, "expected a block number of at most 20 digits"};
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

/// A UUID as a request names it (an asynchronous CSV export's id): 32
/// hexadecimal digits, either case, in groups of 8-4-4-4-12 joined by `-`.
class uuid : public checked_string<uuid, 36> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "a UUID";
    static constexpr std::string_view zero = "00000000-0000-0000-0000-000000000000";
    static constexpr std::string_view pattern =
        "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";
    static constexpr std::string_view example = "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        bool ok = s.size() == 36;
        for (std::size_t i = 0; ok && i < s.size(); ++i) {
            char const c = s[i];
            bool const hex = detail::is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
            ok = (i == 8 || i == 13 || i == 18 || i == 23) ? c == '-' : hex;
        }
        if (ok)
            return std::nullopt;
        return violation{issue_code::invalid_hex_data,
                         "expected a UUID: 32 hexadecimal digits in groups of 8-4-4-4-12 joined by -"};
    }
};

namespace detail {
/// `Parts` joined, in static storage.
template <fixed_string... Parts>
struct joined_text {
    static constexpr auto chars = [] {
        std::array<char, (0 + ... + Parts.view().size())> out{};
        std::size_t at = 0;
        ((std::copy_n(Parts.view().data(), Parts.view().size(), out.data() + at), at += Parts.view().size()), ...);
        return out;
    }();
    static constexpr std::string_view view{chars.data(), chars.size()};
};
} // namespace detail

/// A path parameter that is one of a few words: `Words`, joined by `|`, the
/// first its zero; `Name` says which they are, as the message of any other
/// text does ("expected before or after").
template <fixed_string Name, fixed_string Words>
class one_of_words : public checked_string<one_of_words<Name, Words>> {
    static constexpr std::string_view words = Words.view();

public:
    using checked_string<one_of_words>::checked_string;
    static constexpr std::string_view name = Name.view();
    static constexpr std::string_view zero = words.substr(0, words.find('|'));
    static constexpr std::string_view pattern = detail::joined_text<"^(", Words, ")$">::view;
    static constexpr std::string_view example = zero;

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        for (std::size_t at = 0; at <= words.size();) {
            auto const end = std::min(words.find('|', at), words.size());
            if (words.substr(at, end - at) == s)
                return std::nullopt;
            at = end + 1;
        }
        return violation{issue_code::out_of_range, detail::joined_text<"expected ", Name>::view};
    }
};

/// Which side of a time the RPC API's getblocknobytime looks for the
/// nearest block on.
using block_closest = one_of_words<"before or after", "before|after">;

/// A block as the RPC API's getlogs bounds a range: its number in decimal
/// digits, or `latest`.
class block_number_or_latest : public checked_string<block_number_or_latest> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "a block number or latest";
    static constexpr std::string_view zero = "0";
    static constexpr std::string_view pattern = "^(latest|0|[1-9][0-9]{0,19})$";
    static constexpr std::string_view example = "19000000";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (s == "latest")
            return std::nullopt;
        auto const n = detail::unsigned_integer_prefix(s);
        if (n == 0 || n != s.size() || n > 20 || (n == 20 && s > "18446744073709551615"))
            return violation{issue_code::invalid_integer_string,
                             "expected latest, or a block number of at most 20 digits"};
        return std::nullopt;
    }
};

/// Which way an Arbitrum cross-chain message goes, as the path of its list
/// names it: from the parent chain or to it.
using rollup_message_direction = one_of_words<"to-rollup or from-rollup", "to-rollup|from-rollup">;

/// The kind of Celo election reward a path asks for: its name, or the one
/// its URLs gave it before v9.0 (ElectionReward's type_enum_with_legacy,
/// v9.0.0).
using celo_reward_type =
    one_of_words<"voter, validator, group or delegated_payment (or its former spelling)",
                 "voter|validator|group|delegated_payment|voter-reward|validator-reward|group-reward|delegated-payment">;

/// Every parameter a path template may name: in its path, `/{name}`, or in
/// its query, `?name={name}`.
using path_parameters = boost::mp11::mp_list<
    path_parameter<"transaction_hash", full_hash>, path_parameter<"address_hash", address_hash>,
    path_parameter<"block_hash_or_number", block_hash_or_number>, path_parameter<"id", integer_string>,
    path_parameter<"q", search_text>, path_parameter<"block_number", block_number>, path_parameter<"uuid", uuid>,
    path_parameter<"operation_hash", full_hash>, path_parameter<"timestamp", integer_string>,
    path_parameter<"closest", block_closest>, path_parameter<"fromBlock", block_number_or_latest>,
    path_parameter<"toBlock", block_number_or_latest>, path_parameter<"address", address_hash>,
    // The paths of chain types' own endpoints.
    path_parameter<"batch_number", block_number>, path_parameter<"number", block_number>,
    path_parameter<"height", block_number>, path_parameter<"data_hash", full_hash>,
    path_parameter<"transaction_commitment", full_hash>, path_parameter<"commitment", hex_data>,
    path_parameter<"message_id", unsigned_integer_string>, path_parameter<"direction", rollup_message_direction>,
    path_parameter<"type", celo_reward_type>, path_parameter<"world", address_hash>,
    path_parameter<"system", address_hash>, path_parameter<"table_id", full_hash>,
    path_parameter<"record_id", hex_data>, path_parameter<"blob_hash", full_hash>,
    path_parameter<"bls_public_key", hex_data>, path_parameter<"execution_node_hash", address_hash>>;

/// An endpoint's response type under `Contract`, and, under Blockscout's,
/// the tag whose router first serves it (the first release the library
/// models, v6.0, unless given) and the chain types whose builds serve it
/// (with those that send what they send: builds_sending), every one unless
/// given.
template <class Contract, class Response, version Since = blockscout_releases.front().first(),
          chain_set Chains = chain_set::all()>
struct response_in {
    using contract = Contract;
    using response = Response;
    static constexpr version since = Since;
    static constexpr chain_set chains = Chains;
};

/// A body an endpoint answers with HTTP status `Status`, of type `Body`.
template <unsigned Status, class Body>
struct status_body {
    static constexpr unsigned status = Status;
    using body = Body;
};

/// What an endpoint answers under `Contract` with statuses other than 200:
/// a status_body for each.
template <class Contract, class... StatusBodies>
struct errors_in {
    using contract = Contract;
    using bodies = boost::mp11::mp_list<StatusBodies...>;
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
/// Response>`, one for each contract that has the endpoint, and for a
/// contract that says what its error statuses send, an `errors_in<Contract,
/// ...>`.
namespace detail {
template <class T>
struct is_errors_in : std::false_type {};
template <class Contract, class... StatusBodies>
struct is_errors_in<errors_in<Contract, StatusBodies...>> : std::true_type {};
} // namespace detail

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
    using responses = boost::mp11::mp_remove_if<boost::mp11::mp_list<Responses...>, detail::is_errors_in>;
    using errors = boost::mp11::mp_copy_if<boost::mp11::mp_list<Responses...>, detail::is_errors_in>;
    /// The first response listed: the spec's, when the spec has the endpoint.
    using response = typename boost::mp11::mp_front<responses>::response;
};

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

namespace detail {
template <class Errors, class Contract>
struct error_bodies_under {
    using type = boost::mp11::mp_list<>;
};
template <class Contract, class... StatusBodies, class... Rest>
struct error_bodies_under<boost::mp11::mp_list<errors_in<Contract, StatusBodies...>, Rest...>, Contract> {
    using type = boost::mp11::mp_list<StatusBodies...>;
};
template <class Other, class... StatusBodies, class... Rest, class Contract>
struct error_bodies_under<boost::mp11::mp_list<errors_in<Other, StatusBodies...>, Rest...>, Contract>
    : error_bodies_under<boost::mp11::mp_list<Rest...>, Contract> {};
} // namespace detail

/// The bodies endpoint `Endpoint` answers under contract `Contract`, a
/// status_body for each status: 200's, its response, first, then those of
/// its `errors_in` for that contract.
template <class Endpoint, class Contract>
using bodies_of = boost::mp11::mp_push_front<
    typename detail::error_bodies_under<typename Endpoint::errors, Contract>::type,
    status_body<200, response_t<Endpoint, Contract>>>;

/// The Blockscout releases that serve endpoint `Endpoint`: from the one
/// whose router first has its route.
template <class Endpoint>
    requires has_response<Endpoint, contracts::blockscout>
inline constexpr release_set served_by = release_set::any_patch(
    boost::mp11::mp_at<typename Endpoint::responses, detail::response_entry<Endpoint, contracts::blockscout>>::since,
    still_sent);

/// The chain types whose builds serve endpoint `Endpoint`: every one but
/// for a path only some chain types have.
template <class Endpoint>
    requires has_response<Endpoint, contracts::blockscout>
inline constexpr chain_set served_on = builds_sending(
    boost::mp11::mp_at<typename Endpoint::responses, detail::response_entry<Endpoint, contracts::blockscout>>::chains);

namespace endpoints {
/// The releases and chain types that serve endpoint `Endpoint`, with its
/// request.
template <class Endpoint>
    requires has_response<Endpoint, contracts::blockscout>
constexpr endpoint_service service_of() noexcept
{
    return {served_by<Endpoint>, Endpoint::method, Endpoint::path_template, served_on<Endpoint>};
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
    auto const fit = detail::narrow_to_served(builds{v.releases, v.chains}, v.issues, options).value_or(builds{{}, {}});
    v.releases = fit.releases, v.chains = fit.chains;
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

/// The endpoints of the list `Endpoints` that have a response under
/// `Contract`.
template <class Endpoints, class Contract>
using under = boost::mp11::mp_copy_if_q<Endpoints, detail::under<Contract>>;

} // namespace endpoints

} // namespace explorer_schema

#endif
