#ifndef EXPLORER_SCHEMA_CONTRACTS_COMMON_HPP
#define EXPLORER_SCHEMA_CONTRACTS_COMMON_HPP

// What both contracts share: the structs they hold alike, the parts every
// summary is made of, and the hooks a model type has by argument-dependent
// lookup (comparison, printing, Boost.JSON conversion), which each contract's
// namespace takes by the same using-declarations at the end of this header.

#include <explorer_schema/model/hooks.hpp>
#include <explorer_schema/model/member_rules.hpp>
#include <explorer_schema/model/members.hpp>
#include <explorer_schema/model/summary_template.hpp>
#include <explorer_schema/model/vocabulary.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>
#include <boost/describe/operators.hpp>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace explorer_schema {

/// An element of `private_tags` and `public_tags`.
struct address_tag {
    explorer_schema::address_hash address_hash;
    std::string display_name;
    std::string label;
};
BOOST_DESCRIBE_STRUCT(address_tag, (), (address_hash, display_name, label))

/// An element of `watchlist_names`.
struct watchlist_name {
    std::string display_name;
    std::string label;
};
BOOST_DESCRIBE_STRUCT(watchlist_name, (), (display_name, label))

/// Outcome of a mined transaction.
enum class transaction_status { ok, error };
BOOST_DESCRIBE_ENUM(transaction_status, ok, error)

/// Whether `fee.value` is the fee paid or the most the sender could pay.
enum class fee_type { maximum, actual };
BOOST_DESCRIBE_ENUM(fee_type, maximum, actual)

struct fee {
    fee_type type = fee_type::actual;
    std::optional<integer_string> value; ///< wei
};
BOOST_DESCRIBE_STRUCT(fee, (), (type, value))

/// A decentralised exchange a summary names.
struct dex_tag {
    std::string name;
    std::string icon;
    std::string url;
    omittable<std::string> app_id;
    omittable<std::string> app_icon;
};
BOOST_DESCRIBE_STRUCT(dex_tag, (), (name, icon, url, app_id, app_icon))

struct external_link {
    std::string name;
    std::string link;
};
BOOST_DESCRIBE_STRUCT(external_link, (), (name, link))

struct web_link {
    std::string name;
    std::string url;
};
BOOST_DESCRIBE_STRUCT(web_link, (), (name, url))

/// A summary variable `{"type": Type, "value": Value}`; its type tag says
/// what the value is.
template <fixed_string Type, class Value>
struct typed_variable {
    literal<Type> type;
    Value value;

    BOOST_DESCRIBE_CLASS(typed_variable, (), (type, value), (), ())
};

using string_variable = typed_variable<"string", std::string>;
using currency_variable = typed_variable<"currency", decimal_string>;
using timestamp_variable = typed_variable<"timestamp", integer_string>; ///< unix seconds
using domain_variable = typed_variable<"domain", std::string>;
using method_variable = typed_variable<"method", std::string>;
using dex_tag_variable = typed_variable<"dexTag", dex_tag>;
using external_link_variable = typed_variable<"external_link", external_link>;
using link_variable = typed_variable<"link", web_link>;

/// A variable of a type this library does not know: kept as it came, and
/// reported as a warning.
struct unknown_variable {
    std::string type;
    json_value value;
};
BOOST_DESCRIBE_STRUCT(unknown_variable, (), (type, value))

/// The variables a summary may hold, given the token and address objects of
/// a contract.
template <class Token, class Address>
using basic_summary_variable =
    std::variant<string_variable, currency_variable, typed_variable<"token", Token>,
                 timestamp_variable, typed_variable<"address", Address>, domain_variable,
                 method_variable, dex_tag_variable, external_link_variable, link_variable,
                 unknown_variable>;

/// One readable sentence about a transaction: a template with `{name}`
/// placeholders and the variables they name.
template <class Variable>
struct basic_summary {
    std::string summary_template;
    std::map<std::string, Variable> summary_template_variables;

    BOOST_DESCRIBE_CLASS(basic_summary, (), (summary_template, summary_template_variables), (), ())
};

/// A summary's template must parse, and each of its placeholders other than
/// the reserved ones must name a variable: the frontend shows no summary
/// otherwise.
template <class Variable>
void check_member_rules(basic_summary<Variable> const& s, member_rules& rules)
{
    auto const compiled = compiled_template::compile(s.summary_template);
    for (auto const& i : compiled.issues)
        rules.error("/summary_template", i.code, i.message);
    std::set<std::string_view> reported;
    for (auto const& part : compiled.value.parts()) {
        auto const* p = std::get_if<compiled_template::placeholder>(&part);
        if (p != nullptr && !is_reserved_placeholder(p->name) &&
            !s.summary_template_variables.contains(p->name) && reported.insert(p->name).second)
            rules.error("/summary_template", issue_code::undefined_placeholder,
                        rules.hides_values() ? "a placeholder names no variable"
                                             : placeholder_names_no_variable(p->name));
    }
}

/// A generated summary keeps that rule (fuzzing/generate.hpp): its template
/// is random text without braces around placeholders that name its
/// variables or a reserved one.
template <class Variable, class Object, class Generator>
void keep_member_rules(basic_summary<Variable> const*, Object& members, Generator& g)
{
    std::vector<std::string_view> names;
    for (auto const& kv : members.at("summary_template_variables").as_object())
        if (kv.key().find('}') == std::string_view::npos)
            names.push_back(kv.key());
    std::string text;
    for (std::size_t parts = g.below(4); parts > 0; --parts) {
        for (char const c : g.text())
            if (c != '{' && c != '}')
                text += c;
        if (names.empty() || g.below(4) == 0)
            text.append("{").append(reserved_placeholders[g.below(reserved_placeholders.size())]).append("}");
        else
            text.append("{").append(names[g.below(names.size())]).append("}");
    }
    members["summary_template"] = text;
}

/// The first members of a network of the Merits service, alike under both
/// contracts. The spec's network and Blockscout's name their API key and
/// usage flag apart, and the members they share after the key cannot come
/// from a base: a base's members come first, and the order is the one
/// encoding writes.
struct network_head {
    std::string chain_id;
    std::string name;
    std::string domain;
    bool active = false;
    std::optional<std::string> rpc_url;
};
BOOST_DESCRIBE_STRUCT(network_head, (), (chain_id, name, domain, active, rpc_url))

/// `data` of a decoded action. Its shape depends on the action type: the
/// fields the spec lists are typed and checked when present, every other key
/// is kept in `other`.
struct action_data {
    omittable<decimal_string> debt_amount;
    omittable<std::string> debt_symbol;
    omittable<address_hash> debt_address;
    omittable<decimal_string> collateral_amount;
    omittable<std::string> collateral_symbol;
    omittable<address_hash> collateral_address;
    omittable<std::uint64_t> block_number;
    extra_members other;
};
BOOST_DESCRIBE_STRUCT(action_data, (),
                      (debt_amount, debt_symbol, debt_address, collateral_amount,
                       collateral_symbol, collateral_address, block_number, other))

/// An element of `actions` (spec 2.4).
struct action {
    std::string protocol; ///< e.g. uniswap_v3, aave_v3
    std::string type;     ///< e.g. mint, swap, borrow
    action_data data;
};
BOOST_DESCRIBE_STRUCT(action, (), (protocol, type, data))

} // namespace explorer_schema

// The shared types are found from either contract's namespace as names of
// the enclosing one; the hooks must be declared in each, where
// argument-dependent lookup looks for them.

namespace explorer_schema::spec {
using boost::describe::operators::operator==;
using boost::describe::operators::operator!=;
using explorer_schema::operator<<;
using explorer_schema::tag_invoke;
} // namespace explorer_schema::spec

namespace explorer_schema::blockscout {
using boost::describe::operators::operator==;
using boost::describe::operators::operator!=;
using explorer_schema::operator<<;
using explorer_schema::tag_invoke;
} // namespace explorer_schema::blockscout

#endif
