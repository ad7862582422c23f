// JSON Schema export: generated from the model, saying what the decoder
// checks (the OpenAPI document that holds it: openapi_test.cpp).

#include "../support.hpp"

#include <explorer_schema/operations/json_schema.hpp>

#include <regex>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

template <class T>
json::value schema_of(es::schema_options options = {})
{
    es::schema_builder builder(options);
    return builder.schema_of<T>();
}

json::value definition(json::object const& doc, std::string_view name)
{
    return doc.at("$defs").at(name);
}

} // namespace

BOOST_AUTO_TEST_SUITE(json_schema)

BOOST_AUTO_TEST_CASE(vocabulary_types_export_their_pattern)
{
    BOOST_TEST(schema_of<es::address_hash>() == json::parse(R"({"type": "string",
        "pattern": "^0x[0-9a-fA-F]{40}$", "description": "an address hash",
        "examples": ["0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5"]})"));
    BOOST_TEST(schema_of<es::full_hash>().at("pattern") == json::value("^0x[0-9a-fA-F]{64}$"));
    BOOST_TEST(schema_of<es::hex_data>().at("pattern") == json::value("^0x([0-9a-fA-F]{2})*$"));
    BOOST_TEST(schema_of<es::method_id>().at("pattern") == json::value("^[0-9a-fA-F]{8}$"));
    BOOST_TEST(schema_of<es::integer_string>().at("pattern") == json::value("^-?(0|[1-9][0-9]*)$"));
    BOOST_TEST(schema_of<es::decimal_string>().at("pattern") == json::value("^(0|[1-9][0-9]*)(\\.[0-9]+)?(E[+-](0|[1-9][0-9]*))?$"));
    BOOST_TEST(schema_of<es::timestamp>().at("format") == json::value("date-time"));
}

BOOST_AUTO_TEST_CASE(enums_integers_and_arrays_export_their_rules)
{
    BOOST_TEST(schema_of<es::transaction_status>() ==
               json::parse(R"({"type": "string", "enum": ["ok", "error"]})"));
    BOOST_TEST(schema_of<std::uint32_t>() ==
               json::parse(R"({"type": "integer", "minimum": 0, "maximum": 4294967295})"));
    BOOST_TEST(schema_of<std::int32_t>() ==
               json::parse(R"({"type": "integer", "minimum": -2147483648, "maximum": 2147483647})"));
    using duration = std::array<double, 2>;
    BOOST_TEST(schema_of<duration>() ==
               json::parse(R"({"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2})"));
}

// An integer that Blockscout wrote as a string of its digits: the string's
// pattern takes exactly the strings the decoder takes, those of an integer
// the type holds (every one of them for 16-bit types, the edges for 64-bit).
BOOST_AUTO_TEST_CASE(a_quoted_integer_string_is_bounded_as_its_type)
{
    using block_number = es::quoted_until<std::uint64_t, es::version{6, 8, 1}>;
    BOOST_TEST(schema_of<block_number>().at_pointer("/anyOf/1") ==
               json::parse(R"({"type": "string", "pattern": "^(0|[1-9][0-9]{0,18}|1[0-7][0-9]{18}|)"
                           R"(18[0-3][0-9]{17}|184[0-3][0-9]{16}|1844[0-5][0-9]{15}|18446[0-6][0-9]{14}|)"
                           R"(184467[0-3][0-9]{13}|1844674[0-3][0-9]{12}|184467440[0-6][0-9]{10}|)"
                           R"(1844674407[0-2][0-9]{9}|18446744073[0-6][0-9]{8}|1844674407370[0-8][0-9]{6}|)"
                           R"(18446744073709[0-4][0-9]{5}|184467440737095[0-4][0-9]{4}|18446744073709550[0-9]{3}|)"
                           R"(18446744073709551[0-5][0-9]{2}|1844674407370955160[0-9]|1844674407370955161[0-4]|)"
                           R"(18446744073709551615)$"})"));
    // The strings on which the pattern and the decoder disagree.
    std::vector<std::string> differ;
    auto const agree = [&](auto type, std::string const& digits) {
        using I = typename decltype(type)::type;
        static std::regex const pattern(es::detail::digits_of<I>());
        bool const decoded = es::decode<es::quoted_until<I, es::version{6, 8, 1}>>(json::value(digits)).ok();
        if (std::regex_match(digits, pattern) != decoded)
            differ.push_back(digits);
    };
    for (int i = -40000; i < 100000; ++i) {
        agree(std::type_identity<std::uint16_t>{}, std::to_string(i));
        agree(std::type_identity<std::int16_t>{}, std::to_string(i));
    }
    for (auto const* digits : {"0", "00", "01", "-0", "18446744073709551615", "18446744073709551616",
                               "18446744073709551610", "18446744073709551620", "9999999999999999999",
                               "99999999999999999999", "184467440737095516150", "10000000000000000000"})
        agree(std::type_identity<std::uint64_t>{}, digits);
    for (auto const* digits : {"9223372036854775807", "9223372036854775808", "-9223372036854775808",
                               "-9223372036854775809", "-0", "-01"})
        agree(std::type_identity<std::int64_t>{}, digits);
    BOOST_TEST(differ.empty(), differ.size() << " strings, the first " << (differ.empty() ? "" : differ[0]));
}

BOOST_AUTO_TEST_CASE(null_is_allowed_exactly_where_the_model_allows_it)
{
    BOOST_TEST(schema_of<std::optional<std::string>>() ==
               json::parse(R"({"anyOf": [{"type": "string"}, {"type": "null"}]})"));
    auto const doc = es::json_schema<es::main_page_transactions_response>();
    auto const tx = definition(doc, "transaction").at("properties").as_object();
    BOOST_TEST(tx.at("to") == json::parse(R"({"anyOf": [{"$ref": "#/$defs/address"}, {"type": "null"}]})"));
    BOOST_TEST(tx.at("from") == json::parse(R"({"$ref": "#/$defs/address"})"));
}

BOOST_AUTO_TEST_CASE(every_member_is_required_unless_it_may_be_absent)
{
    auto const doc = es::json_schema<es::main_page_transactions_response>();
    auto const tx = definition(doc, "transaction");
    BOOST_TEST(tx.at("required").as_array().size() == tx.at("properties").as_object().size());
    BOOST_TEST(tx.at("required").as_array().size() == 34u);
    auto const data = definition(doc, "action_data");
    BOOST_TEST(!data.as_object().contains("required"), "action data fields may be absent");
    BOOST_TEST(data.at("additionalProperties") == json::value(true), "other keys are kept");
}

BOOST_AUTO_TEST_CASE(additional_properties_follow_the_unknown_key_policy)
{
    for (auto policy : {es::unknown_keys_policy::warn, es::unknown_keys_policy::ignore})
        BOOST_TEST(definition(es::json_schema<es::network_list>({.unknown_keys = policy}), "network")
                       .at("additionalProperties") == json::value(true));
    auto const strict = es::json_schema<es::main_page_transactions_response>(
        {.unknown_keys = es::unknown_keys_policy::error});
    BOOST_TEST(definition(strict, "transaction").at("additionalProperties") == json::value(false));
    BOOST_TEST(definition(strict, "action_data").at("additionalProperties") == json::value(true));
}

BOOST_AUTO_TEST_CASE(summary_variables_are_one_of_their_types)
{
    auto const doc = es::json_schema<es::transaction_summary_response>();
    auto const shapes = definition(doc, "summary")
                            .at_pointer("/properties/summary_template_variables/additionalProperties/oneOf")
                            .as_array();
    BOOST_TEST_REQUIRE(shapes.size() == 11u);
    BOOST_TEST(shapes[1] == json::parse(R"({"type": "object", "properties": {"type": {"const": "currency"},
        "value": {"type": "string", "pattern": "^(0|[1-9][0-9]*)(\\.[0-9]+)?(E[+-](0|[1-9][0-9]*))?$", "description": "a decimal string",
        "examples": ["2501.37"]}}, "required": ["type", "value"], "additionalProperties": true})"));
    BOOST_TEST(shapes[10].at_pointer("/properties/type") ==
               json::parse(R"({"type": "string", "not": {"enum": ["string", "currency", "token", "timestamp",
                   "address", "domain", "method", "dexTag", "external_link", "link"]}})"));
}

BOOST_AUTO_TEST_CASE(a_schema_document_names_its_dialect_and_shares_objects)
{
    auto const doc = es::json_schema<es::network_list>({}, "networks");
    BOOST_TEST(doc.at("$schema") == json::value("https://json-schema.org/draft/2020-12/schema"));
    BOOST_TEST(doc.at("title") == json::value("networks"));
    BOOST_TEST(doc.at("$ref") == json::value("#/$defs/network_list"));
    BOOST_TEST(doc.at("$defs").as_object().size() == 2u);
    BOOST_TEST(definition(doc, "network").at_pointer("/properties/explorer_api_key/anyOf/0") ==
               json::parse(R"({"type": "string", "description": "a credential"})"));
}

BOOST_AUTO_TEST_CASE(draft_4_uses_definitions_and_enum_for_constants)
{
    auto const doc = es::json_schema<es::transaction_summary_response>({.dialect = es::schema_dialect::draft4});
    BOOST_TEST(doc.at("$schema") == json::value("http://json-schema.org/draft-04/schema#"));
    BOOST_TEST(doc.at("$ref") == json::value("#/definitions/transaction_summary_response"));
    BOOST_TEST(!doc.contains("$defs"));
    auto const shapes = json::value(doc).at_pointer("/definitions/summary/properties/"
                                                    "summary_template_variables/additionalProperties/oneOf")
                            .as_array();
    BOOST_TEST(shapes[1].at_pointer("/properties/type") == json::parse(R"({"enum": ["currency"]})"));
    BOOST_TEST(!shapes[1].at_pointer("/properties/value").as_object().contains("examples"));
}

BOOST_AUTO_TEST_SUITE_END()
