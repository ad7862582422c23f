// The network's explorer_api_key is a credential: it never reaches an issue
// message or any printing of a network.

#include "support.hpp"

#include <explorer_schema/operations/redact.hpp>
#include <explorer_schema/testing/boost_test.hpp>

#include <algorithm>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;


namespace {

constexpr std::string_view key = "esk_live_4f9a1c2b7d3e8f60";

bool mentions_key(std::vector<es::issue> const& issues, std::string_view needle)
{
    for (auto const& i : issues)
        if (i.message.find(needle) != std::string::npos || i.path.find(needle) != std::string::npos)
            return true;
    return false;
}

} // namespace

BOOST_AUTO_TEST_SUITE(secrets)

BOOST_AUTO_TEST_CASE(the_key_is_kept_and_read_only_through_reveal)
{
    auto const r = es::decode<es::network_list>(valid_networks());
    BOOST_TEST_REQUIRE(r.ok());
    BOOST_TEST(r.value.items[0].explorer_api_key->reveal() == key);
    BOOST_TEST(!r.value.items[1].explorer_api_key.has_value());
}

BOOST_AUTO_TEST_CASE(a_key_of_the_wrong_json_type_is_not_quoted_in_issues)
{
    for (auto const& [bad, needle] :
         std::vector<std::pair<json::value, std::string>>{
             {json::value(83021657721), "83021657721"},
             {json::value(830216.57721), "830216"},
             {json::value(true), "true"},
             {json::object{{"token", key}}, std::string(key)},
             {json::array{key}, std::string(key)}}) {
        auto const doc = with(valid_networks(), "/items/0/explorer_api_key", bad);
        auto const r = es::decode<es::network_list>(doc);
        BOOST_TEST_CONTEXT(bad)
        {
            BOOST_TEST(brief(r.issues) ==
                       std::vector<std::string>{"error wrong_type /items/0/explorer_api_key"});
            BOOST_TEST(!mentions_key(r.issues, needle));
        }
    }
}

BOOST_AUTO_TEST_CASE(a_secret_of_a_checked_type_is_not_quoted_either)
{
    auto const r = es::decode<es::secret<es::integer_string>>(json::value("12ab-secret"));
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"error invalid_integer_string "});
    BOOST_TEST(r.issues.at(0).message ==
               "the value is not an integer string: expected a base-10 integer: an optional -, "
               "then digits without leading zeros");
    auto const n = es::decode<es::secret<std::uint32_t>>(json::value(-98765));
    BOOST_TEST(!mentions_key(n.issues, "98765"));
}

BOOST_AUTO_TEST_CASE(printing_a_network_redacts_the_key)
{
    auto const list = es::decode<es::network_list>(valid_networks()).value;
    std::ostringstream os;
    os << list << list.items[0] << *list.items[0].explorer_api_key;
    os << es::to_string(list) << es::to_string(list.items[2]);
    BOOST_TEST(os.str().find(key) == std::string::npos);
    BOOST_TEST(os.str().find("esk_live") == std::string::npos);
    BOOST_TEST(es::to_string(list.items[0]).find(R"("explorer_api_key":"<redacted>")") !=
               std::string::npos);
    BOOST_TEST(es::to_string(list.items[1]).find(R"("explorer_api_key":null)") !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_validation_error_does_not_carry_the_key)
{
    auto const doc = with(with(valid_networks(), "/items/0/explorer_api_key", json::array{key}),
                          "/items/0/active", "yes");
    try {
        es::decode_or_throw<es::network_list>(doc);
        BOOST_FAIL("expected validation_error");
    } catch (es::validation_error const& e) {
        BOOST_TEST(std::string(e.what()).find(key) == std::string::npos);
    }
}

BOOST_AUTO_TEST_CASE(encoding_for_the_wire_keeps_the_key)
{
    // A server answering the admin endpoint must send the key; only printing
    // hides it.
    auto const list = es::decode<es::network_list>(valid_networks()).value;
    BOOST_TEST(es::to_json(list) == valid_networks());
    BOOST_TEST(es::to_json(list, {.redact_secrets = true}).at_pointer("/items/0/explorer_api_key") ==
               json::value("<redacted>"));
}

BOOST_AUTO_TEST_SUITE_END()

// The rule of issue 45's first finding: a key is a key whatever contract is
// chosen. Every output hides the value of each member that a model of either
// contract holds as a secret, and of each member the model does not type
// whose name says it is a credential, at any depth.
namespace {

constexpr std::string_view secret_text = "SECRETVALUE123";
constexpr std::string_view secret_digits = "830216577211234";

/// The names a credential comes under: the secrets of both contracts'
/// models, and names the models do not know that say key, token or secret.
std::vector<std::string> credential_names()
{
    std::vector<std::string> names{"api_key", "apiKey", "access_token", "client_secret", "X-Api-Key", "token", "Secret"};
    for (auto const name : es::model_secret_names<es::every_response>())
        names.emplace_back(name);
    return names;
}

/// The forms a credential takes: a string, a number, an object, an array.
std::vector<json::value> credential_forms()
{
    json::value const text("bsk_live_" + std::string(secret_text));
    json::value const number(std::int64_t{830216577211234});
    return {text, number, json::object{{"value", text}, {"n", number}}, json::array{text, json::object{{"n", number}}}};
}

/// Whether `output` holds the credential in any of its forms.
bool holds_credential(std::string_view output)
{
    return output.find(secret_text) != std::string_view::npos || output.find(secret_digits) != std::string_view::npos;
}

/// The valid networks body of a contract, carrying `form` under `name` in
/// its first item, nested in an array of a member no model knows in its
/// second, and, under Blockscout's contract, in the free-form details of the
/// first: as a member the contract types (its own secret) or not.
template <class Contract>
json::value networks_carrying(std::string const& name, json::value const& form)
{
    auto doc = read_json(fixtures_of<Contract>() / "networks/valid/networks.json");
    auto& items = doc.at("items").as_array();
    items[0].as_object()[name] = form;
    items[1].as_object()["holder"] = json::object{{"deep", json::array{json::object{{name, form}}}}};
    if constexpr (std::same_as<Contract, es::contracts::blockscout>)
        items[0].as_object()["details"] = json::object{{name, form}, {"deep", json::array{json::object{{name, form}}}}};
    return doc;
}

/// The networks body carrying `form` under both contracts' names at once.
template <class Contract>
json::value networks_carrying_both(json::value const& form)
{
    auto doc = read_json(fixtures_of<Contract>() / "networks/valid/networks.json");
    for (auto const name : es::model_secret_names<es::every_response>())
        doc.at("items").as_array()[2].as_object()[name] = form;
    return doc;
}

/// A summary body of a contract carrying `form` under `name` where a
/// renderer might look: beside the data, in a summary, in a token variable
/// and in a variable of a type no model knows.
template <class Contract>
json::value summary_carrying(std::string const& name, json::value const& form)
{
    auto doc = read_json(fixtures_of<Contract>() / (std::same_as<Contract, es::contracts::spec>
                                                        ? "transaction-summary/valid/every_variable_type.json"
                                                        : "transaction-summary/valid/transfer_with_debug_data.json"));
    doc.as_object()[name] = form;
    auto& summary = doc.at_pointer("/data/summaries/0").as_object();
    summary[name] = form;
    auto& variables = summary.at("summary_template_variables").as_object();
    variables.at("token").at("value").as_object()[name] = form;
    variables["mystery"] = json::object{{"type", "mystery"}, {"value", json::object{{name, form}}}};
    return doc;
}

/// Every output of the library's entry points for `text` as a `R`, and of
/// the matchers: issue paths and messages, exceptions, printed values,
/// redacted JSON and the mutations of it.
template <class R>
std::string library_outputs(std::string const& text)
{
    std::ostringstream all;
    auto const write = [&](std::vector<es::issue> const& issues) {
        for (auto const& i : issues)
            all << i << '\n';
    };
    auto const parsed = es::parse<R>(text);
    write(parsed.issues);
    auto const json_value = json::parse(text);
    write(es::decode<R>(json_value).issues);
    write(es::validate<R>(text));
    write(es::identify<R>(text).issues);
    try {
        es::parse_or_throw<R>(text);
    } catch (es::validation_error const& e) {
        all << e.what() << '\n';
    }
    if constexpr (es::described_struct<R>)
        all << parsed.value << '\n';
    all << es::to_string(parsed.value) << '\n';
    all << json::serialize(es::to_json(parsed.value, {.redact_secrets = true})) << '\n';
    auto redacted = json_value;
    es::redact_secrets<R>(redacted);
    all << json::serialize(redacted) << '\n';
    if (parsed.ok())
        for (auto const& m : es::fuzzing::mutations_of<R>(redacted, 1, 200)) {
            all << json::serialize(m.document) << '\n';
            write(m.issues);
        }
    all << es::testing::is_valid<R>(text).message().str() << '\n';
    all << es::testing::has_issues<R>(text, {{"/nowhere", es::issue_code::wrong_type}}).message().str() << '\n';
    all << es::testing::has_issues<R>(json_value, {{"/nowhere", es::issue_code::wrong_type}}).message().str() << '\n';
    return all.str();
}

#ifdef EXPLORER_SCHEMA_CLI
/// Everything the program writes for a networks body under `Contract`: each
/// report of validate, identify's, and mutate's lines and files.
template <class Contract>
std::string program_outputs(std::string const& text, bool valid)
{
    std::string const contract(Contract::name);
    std::string all;
    auto const keep = [&](run_result const& r) { all += r.out + r.err; };
    for (std::string const format : {"text", "json", "junit", "github", "markdown"})
        keep(run({"validate", "--contract", contract, "--endpoint", "networks", "--format", format, "-"}, text));
    keep(run({"identify", "--endpoint", "networks", "-"}, text));
    auto const lines = run({"mutate", "--contract", contract, "--endpoint", "networks", "--format", "ndjson",
                            "--count", "100000", "-"},
                           text);
    BOOST_TEST(lines.status == (valid ? 0 : 1));
    BOOST_TEST((!valid || lines.out.find("<redacted>") != std::string::npos));
    keep(lines);
    auto const dir = fs::temp_directory_path() / ("explorer_schema_secrets_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    keep(run({"mutate", "--contract", contract, "--endpoint", "networks", "--count", "60", "--out", dir.string(), "-"},
             text));
    std::size_t files = 0;
    if (fs::is_directory(dir))
        for (auto const& entry : fs::directory_iterator(dir)) {
            all += read_file(entry.path());
            ++files;
        }
    fs::remove_all(dir);
    BOOST_TEST(files == (valid ? 120u : 0u));
    return all;
}
#endif

} // namespace

BOOST_AUTO_TEST_SUITE(secrets)

// Rule: no output of the library, its matchers or the program holds a
// credential that a body carries under a name a model of either contract
// holds as a secret, or under a name that says key, token or secret: as a
// string, a number, an object or in an array, in a member the contract types
// or not, nested in an array, in free-form JSON, or under both contracts'
// names at once.
template <class Contract>
void check_no_output_holds_a_credential()
{
    using networks = es::response_t<es::endpoints::get_networks, Contract>;
    using summary = es::response_t<es::endpoints::get_transaction_summary, Contract>;
    std::vector<std::pair<std::string, json::value>> bodies;
    for (auto const& form : credential_forms()) {
        for (auto const& name : credential_names())
            bodies.emplace_back(name, networks_carrying<Contract>(name, form));
        bodies.emplace_back("both contracts' names", networks_carrying_both<Contract>(form));
    }
    // The program runs on every body, but in the sanitized build, where a
    // run takes a second, on one in `sample` (a string and an array among
    // them); the library's outputs are checked on every body in both.
    std::size_t valid = 0, index = 0;
    for (auto const& [name, body] : bodies) {
        auto const text = json::serialize(body);
        BOOST_TEST_CONTEXT(Contract::name << " " << name)
        {
            bool const ok = es::parse<networks>(text).ok();
            valid += ok;
            BOOST_TEST(!holds_credential(library_outputs<networks>(text)));
#ifdef EXPLORER_SCHEMA_CLI
            if (index % sample == 0)
                BOOST_TEST(!holds_credential(program_outputs<Contract>(text, ok)));
#endif
        }
        ++index;
    }
    // The own secret holds a string only: the other forms break the contract.
    BOOST_TEST(valid == bodies.size() - 3 * 2);
    index = 0;
    for (auto const& form : credential_forms())
        for (auto const& name : credential_names()) {
            auto const text = json::serialize(summary_carrying<Contract>(name, form));
            BOOST_TEST_CONTEXT(Contract::name << " summary " << name)
            {
                BOOST_TEST(!holds_credential(library_outputs<summary>(text)));
#ifdef EXPLORER_SCHEMA_CLI
                if (index % sample == 0) // as above
                    for (std::string const format : {"text", "html", "markdown"}) {
                        auto const r = run({"render", "--contract", std::string(Contract::name), "--all", "--format",
                                            format, "-"},
                                           text);
                        BOOST_TEST(r.status == 0, r.err);
                        BOOST_TEST(!holds_credential(r.out + r.err));
                    }
#endif
            }
            ++index;
        }
}

BOOST_AUTO_TEST_CASE(no_output_holds_a_credential_under_the_spec_contract)
{
    check_no_output_holds_a_credential<es::contracts::spec>();
}

BOOST_AUTO_TEST_CASE(no_output_holds_a_credential_under_the_blockscout_contract)
{
    check_no_output_holds_a_credential<es::contracts::blockscout>();
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(secrets)

// Rule: printing a model hides the credentials in its free-form members as
// it hides its secrets; encoding for the wire keeps them.
BOOST_AUTO_TEST_CASE(printing_a_model_hides_credentials_in_its_free_form_members)
{
    auto const doc = json::parse(R"({"items":[{"chain_id":"1","name":"n","domain":"d","active":true,"rpc_url":null,)"
                                 R"("blockscout_api_key":"bsk_3","block_timestamp_skew":null,)"
                                 R"("sent_transactions_activity_enabled":true,"verified_contracts_activity_enabled":true,)"
                                 R"("blockscout_usage_activity_enabled":true,)"
                                 R"("details":{"apiKey":"bsk_4","list":[{"token":1}],"logo":"l"}}]})");
    auto const list = es::decode<es::blockscout::networks_response>(doc);
    BOOST_TEST_REQUIRE(list.ok());
    std::ostringstream printed;
    printed << list.value.items[0];
    BOOST_TEST(printed.str() ==
               R"({"chain_id":"1","name":"n","domain":"d","active":true,"rpc_url":null,)"
               R"("blockscout_api_key":"<redacted>","block_timestamp_skew":null,)"
               R"("sent_transactions_activity_enabled":true,"verified_contracts_activity_enabled":true,)"
               R"("blockscout_usage_activity_enabled":true,)"
               R"("details":{"apiKey":"<redacted>","list":[{"token":"<redacted>"}],"logo":"l"}})");
    BOOST_TEST(es::to_json(list.value) == doc);
}

BOOST_AUTO_TEST_SUITE_END()
