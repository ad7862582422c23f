#ifndef EXPLORER_SCHEMA_SUMMARY_HPP
#define EXPLORER_SCHEMA_SUMMARY_HPP

#include <explorer_schema/address.hpp>
#include <explorer_schema/member_rules.hpp>
#include <explorer_schema/members.hpp>
#include <explorer_schema/summary_template.hpp>
#include <explorer_schema/token_transfer.hpp>
#include <explorer_schema/vocabulary.hpp>

#include <boost/describe/class.hpp>
#include <boost/json/value.hpp>

#include <map>
#include <set>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace explorer_schema {

/// A token as a summary variable gives it: a token plus its 24-hour volume.
struct summary_token : token {
    std::optional<decimal_string> volume_24h;
};
BOOST_DESCRIBE_STRUCT(summary_token, (token), (volume_24h))

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
    boost::json::value value;
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

using token_variable = typed_variable<"token", summary_token>;
using address_variable = typed_variable<"address", address>;
using summary_variable = basic_summary_variable<summary_token, address>;

/// A summary of the spec's contract.
struct summary : basic_summary<summary_variable> {};
BOOST_DESCRIBE_STRUCT(summary, (basic_summary<summary_variable>), ())

struct summary_data {
    std::vector<summary> summaries;
};
BOOST_DESCRIBE_STRUCT(summary_data, (), (summaries))

/// Body of GET /api/v2/transactions/{transaction_hash}/summary (spec 2.7).
struct transaction_summary_response {
    bool success = true;
    summary_data data;
};
BOOST_DESCRIBE_STRUCT(transaction_summary_response, (), (success, data))

/// The summaries of a summary response. (Blockscout's contract has responses
/// without any: its summaries_in then says why.)
inline std::vector<summary> const* summaries_in(transaction_summary_response const& response,
                                                std::string* = nullptr) noexcept
{
    return &response.data.summaries;
}

} // namespace explorer_schema

#endif
