// Credentials hidden in a JSON document as it is: the models' secrets, under
// every name a release gave them, and untyped members named as
// credentials.

#include "../support.hpp"

#include <explorer_schema/operations/redact.hpp>

#include <algorithm>
#include <map>
#include <span>
#include <variant>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace redact_model {
struct keyed {
    es::secret<std::string> api_key;
    std::string name;

    static constexpr es::key_history release_history[]{{"api_key", {7, 0, 0}}, {"key", {6, 0, 0}, {6, 9, 2}, "api_key"}};
};
BOOST_DESCRIBE_STRUCT(keyed, (), (api_key, name))
struct with_token {
    es::literal<"token"> type;
    std::optional<es::secret<std::string>> token;
};
BOOST_DESCRIBE_STRUCT(with_token, (), (type, token))
struct without_token {
    es::literal<"plain"> type;
    std::string token;
};
BOOST_DESCRIBE_STRUCT(without_token, (), (type, token))
struct holder {
    std::vector<keyed> items;
    std::map<std::string, std::variant<with_token, without_token>> by_name;
};
BOOST_DESCRIBE_STRUCT(holder, (), (items, by_name))
} // namespace redact_model

namespace secret_names_model {
struct keyed {
    std::optional<std::vector<es::secret<std::string>>> signing_keys;
    es::omittable<std::map<std::string, es::secret<std::string>>> vault;
    std::string label;

    static constexpr es::key_history release_history[]{{"signing_keys", {7, 0, 0}},
                                                       {"keys", {6, 0, 0}, {6, 9, 2}, "signing_keys"}};
};
BOOST_DESCRIBE_STRUCT(keyed, (), (signing_keys, vault, label))
struct holder {
    std::vector<keyed> items;
    keyed first;
    es::secret<std::string> pin;
};
BOOST_DESCRIBE_STRUCT(holder, (), (items, first, pin))
} // namespace secret_names_model

BOOST_AUTO_TEST_SUITE(redact)

// Rule: redact_secrets finds, in a body as given, a secret under a member's
// former names, in every alternative of a variant, and in a member the model
// does not type whose name is a credential's, and leaves everything else as
// it is.
BOOST_AUTO_TEST_CASE(redact_secrets_finds_former_names_every_alternative_and_credential_names)
{
    auto doc = json::parse(R"({"by_name": {"a": {"type": "token", "token": "t1"}, "b": {"token": null, "type": "token"},
        "c": {"type": "plain", "token": "t2"}}, "items": [{"name": "x", "key": "k1"}, {"api_key": {"k": 2}, "key": "k3"},
        {"api_key": null}], "extra": {"api_key": "kept"}})");
    es::redact_secrets<redact_model::holder>(doc);
    BOOST_TEST(json::serialize(doc) ==
               R"({"by_name":{"a":{"type":"token","token":"<redacted>"},"b":{"token":null,"type":"token"},)"
               R"("c":{"type":"plain","token":"<redacted>"}},"items":[{"name":"x","key":"<redacted>"},)"
               R"({"api_key":"<redacted>","key":"<redacted>"},{"api_key":null}],"extra":{"api_key":"<redacted>"}})");
}

// Rule: redact_secrets hides, in a body as given, the other contract's
// secret too, and every member the model does not type whose name says key,
// token or secret, at any depth and whatever its value; a null stays null,
// and a name that only begins with such a word is data.
BOOST_AUTO_TEST_CASE(redact_secrets_hides_every_credential_the_model_does_not_type)
{
    auto spec = json::parse(R"({"items":[{"chain_id":"1","name":"n","domain":"d","active":true,"rpc_url":null,)"
                            R"("explorer_api_key":"esk_1","blockscout_api_key":"bsk_1","block_timestamp_skew":null,)"
                            R"("sent_transactions_activity_enabled":true,"verified_contracts_activity_enabled":true,)"
                            R"("explorer_usage_activity_enabled":true,"apiKey":{"k":1},"token_id":"7",)"
                            R"("meta":{"list":[{"access_token":"t","keep":"yes"},["client_secret"]],"Client_Secret":null}}],)"
                            R"("X-API-KEY":123})");
    es::redact_secrets<es::spec::networks_response>(spec);
    BOOST_TEST(json::serialize(spec) ==
               R"({"items":[{"chain_id":"1","name":"n","domain":"d","active":true,"rpc_url":null,)"
               R"("explorer_api_key":"<redacted>","blockscout_api_key":"<redacted>","block_timestamp_skew":null,)"
               R"("sent_transactions_activity_enabled":true,"verified_contracts_activity_enabled":true,)"
               R"("explorer_usage_activity_enabled":true,"apiKey":"<redacted>","token_id":"7",)"
               R"("meta":{"list":[{"access_token":"<redacted>","keep":"yes"},["client_secret"]],"Client_Secret":null}}],)"
               R"("X-API-KEY":"<redacted>"})");

    auto blockscout = json::parse(R"({"items":[{"chain_id":"1","name":"n","domain":"d","active":true,"rpc_url":null,)"
                                  R"("blockscout_api_key":null,"explorer_api_key":["esk_2"],"block_timestamp_skew":null,)"
                                  R"("sent_transactions_activity_enabled":true,"verified_contracts_activity_enabled":true,)"
                                  R"("blockscout_usage_activity_enabled":true,)"
                                  R"("details":{"logo":"l","secret_sauce":2,"nested":[{"refresh_token":{"v":"r"}}]}}]})");
    es::redact_secrets<es::blockscout::networks_response>(blockscout);
    BOOST_TEST(json::serialize(blockscout) ==
               R"({"items":[{"chain_id":"1","name":"n","domain":"d","active":true,"rpc_url":null,)"
               R"("blockscout_api_key":null,"explorer_api_key":"<redacted>","block_timestamp_skew":null,)"
               R"("sent_transactions_activity_enabled":true,"verified_contracts_activity_enabled":true,)"
               R"("blockscout_usage_activity_enabled":true,)"
               R"("details":{"logo":"l","secret_sauce":"<redacted>","nested":[{"refresh_token":"<redacted>"}]}}]})");
}

// Rule: the names of the models' secrets are derived from the models: each
// member that holds a secret<...> (maybe null, absent, in an array or a map),
// under its name and its former names, each once; the registry's are the two
// API keys.
BOOST_AUTO_TEST_CASE(the_models_secret_names_are_derived_from_the_models)
{
    auto const names = [](auto span) { return std::vector<std::string_view>(span.begin(), span.end()); };
    BOOST_TEST(names(es::model_secret_names<es::every_response>()) ==
                   (std::vector<std::string_view>{"explorer_api_key", "blockscout_api_key"}),
               boost::test_tools::per_element());
    BOOST_TEST(names(es::model_secret_names<boost::mp11::mp_list<secret_names_model::holder>>()) ==
                   (std::vector<std::string_view>{"pin", "signing_keys", "keys", "vault"}),
               boost::test_tools::per_element());
    // "pin" says nothing, yet is a secret's name in that model.
    BOOST_TEST(es::is_secret_name<boost::mp11::mp_list<secret_names_model::holder>>("pin"));
    BOOST_TEST(!es::is_secret_name("pin"));
}

// Rule: every secret of the registry's models, under either contract, is
// named as a credential's, so that the name rule alone (is_secret_name
// without a model) hides it in a body read under the other contract, where
// no model types it: redact.hpp needs no registry.
BOOST_AUTO_TEST_CASE(every_secret_of_the_registry_is_named_as_a_credential)
{
    static_assert(std::ranges::all_of(es::model_secret_names<es::every_response>(),
                                      [](std::string_view name) { return es::is_secret_name(name); }));
    for (auto const name : es::model_secret_names<es::every_response>())
        BOOST_TEST(es::is_secret_name(name), name);
    BOOST_TEST(es::model_secret_names<es::every_response>().size() == 2u);
}

// Rule: a name the models do not give a secret is a credential's when, read
// without regard to ASCII case, it ends with key, keys, token or tokens, or
// holds secret or password; a name that only begins with such a word, or says
// nothing of it, is data.
BOOST_AUTO_TEST_CASE(a_name_is_a_credentials_by_its_ending_or_the_word_it_holds)
{
    for (std::string_view const name :
         {"explorer_api_key", "blockscout_api_key", "api_key", "apiKey", "APIKEY", "X-Api-Key", "key", "keys",
          "private_keys", "access_token", "accessToken", "REFRESH_TOKEN", "token", "tokens", "secret",
          "client_secret", "secretValue", "SECRETS", "password", "db_Password", "passwords_list"})
        BOOST_TEST(es::is_secret_name(name), name);
    for (std::string_view const name :
         {"", "token_id", "token_type", "keyset", "key_id", "api_key_2", "tokenize", "credentials", "auth",
          "authorization", "hash", "value", "name", "k\xC3\x89Y", "pass"})
        BOOST_TEST(!es::is_secret_name(name), name);
}

BOOST_AUTO_TEST_SUITE_END()
