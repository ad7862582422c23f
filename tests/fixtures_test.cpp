// The project's own fixtures: valid ones decode clean and encode back to the
// same JSON; broken ones give exactly the output written beside them.

#include "support.hpp"

#include <explorer_schema/reports/writers.hpp>
#include <explorer_schema/testing/boost_test.hpp>

#include <boost/describe/enum_from_string.hpp>

#include <set>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

struct decoded {
    std::vector<es::issue> issues;
    json::value encoded; ///< in the newest release the document fits
    es::release_set releases;
    es::chain_set chains;
};

/// A body of endpoint `E` decoded under contract `C`, as validate judges it:
/// under Blockscout's, in the releases that serve the endpoint.
template <class E, class C>
decoded decode_as(std::string const& text, es::decode_options const& decode = {})
{
    auto r = es::parse<es::response_t<E, C>>(text, decode);
    es::verdict v{std::move(r.issues), r.releases, r.chains};
    if constexpr (std::same_as<C, es::contracts::blockscout>) {
        v = es::narrow_to_endpoint<E>(std::move(v));
        es::locate(text, v.issues);
    }
    es::encode_options options;
    if (!v.releases.empty())
        options.release = v.releases.newest();
    return {std::move(v.issues), es::to_json(r.value, options), v.releases, v.chains};
}

} // namespace

BOOST_AUTO_TEST_SUITE(fixtures)

BOOST_AUTO_TEST_CASE(valid_fixtures_are_valid)
{
    for (auto const& file : json_files(fixtures_dir / "main-page-transactions/valid"))
        EXPLORER_SCHEMA_CHECK_VALID(es::main_page_transactions_response, read_file(file));
    for (auto const& file : json_files(fixtures_dir / "transaction-summary/valid"))
        EXPLORER_SCHEMA_CHECK_VALID(es::transaction_summary_response, read_file(file));
    for (auto const& file : json_files(fixtures_dir / "networks/valid"))
        EXPLORER_SCHEMA_CHECK_VALID(es::network_list, read_file(file));
}

BOOST_AUTO_TEST_CASE(valid_fixtures_of_each_contract_decode_clean_and_encode_back_to_the_same_json)
{
    for_each_fixture_folder([](auto e, auto c, fs::path const& folder) {
        auto const files = json_files(folder / "valid");
        BOOST_TEST(!files.empty(), folder);
        for (auto const& file : files) {
            BOOST_TEST_CONTEXT(file)
            {
                auto const text = read_file(file);
                auto const [issues, encoded, releases, chains] =
                    decode_as<decltype(e), decltype(c)>(text);
                BOOST_TEST(brief(issues) == std::vector<std::string>{},
                           boost::test_tools::per_element());
                BOOST_TEST(encoded == parse_text(text));
            }
        }
    });
}

// fixtures/<contract>/<endpoint>/chain-types/<chain>.json: a body with the
// members, values and kinds that chain type adds, valid under it; under
// none, each of them is a chain_type_member warning, and the body fits the
// chain types whose builds send them, the one of its name among them.
BOOST_AUTO_TEST_CASE(chain_type_fixtures_are_valid_under_their_chain_type_alone)
{
    std::size_t found = 0;
    for_each_fixture_folder([&](auto e, auto c, fs::path const& folder) {
        if (!fs::exists(folder / "chain-types"))
            return;
        for (auto const& file : json_files(folder / "chain-types")) {
            BOOST_TEST_CONTEXT(file)
            {
                using response = es::response_t<decltype(e), decltype(c)>;
                auto const found_chain = es::find_chain_type(file.stem().string());
                BOOST_TEST_REQUIRE(found_chain.has_value());
                auto const chain = *found_chain;
                auto const text = read_file(file);
                auto const [issues, encoded, releases, chains] =
                    decode_as<decltype(e), decltype(c)>(text, {.chain = chain});
                BOOST_TEST(brief(issues) == std::vector<std::string>{}, boost::test_tools::per_element());
                BOOST_TEST(encoded == parse_text(text));
                auto const unchained = es::parse<response>(text);
                BOOST_TEST(!unchained.issues.empty());
                for (auto const& i : unchained.issues)
                    BOOST_TEST((i.severity == es::severity::warning && i.code == es::issue_code::chain_type_member), i);
                BOOST_TEST(unchained.chains.contains(chain));
                BOOST_TEST(unchained.chains != es::chain_set::all());
                ++found;
            }
        }
    });
    BOOST_TEST(found >= 4u);
}

BOOST_AUTO_TEST_CASE(broken_fixtures_of_each_contract_give_exactly_their_expected_output)
{
    for_each_fixture_folder([](auto e, auto c, fs::path const& folder) {
        auto const files = json_files(folder / "issues");
        BOOST_TEST(!files.empty(), folder);
        for (auto const& file : files) {
            BOOST_TEST_CONTEXT(file)
            {
                auto const expected = regenerating() ? json::value() : read_json(folder / "expected" / file.filename());
                auto const [issues, encoded, releases, chains] =
                    decode_as<decltype(e), decltype(c)>(read_file(file));
                // What explorer-schema validate --format json prints.
                auto const actual = es::verdict_json(
                    {issues, releases, chains}, std::same_as<decltype(c), es::contracts::blockscout>);
                if (regenerating())
                    write_pretty(folder / "expected" / file.filename(), actual);
                else
                    BOOST_TEST(actual == expected, "actual: " << actual << " (scripts/regenerate.sh writes it)");
            }
        }
        for (auto const& file : json_files(folder / "expected"))
            BOOST_TEST(fs::exists(folder / "issues" / file.filename()),
                       file << " expects the output of a fixture that does not exist");
    });
}

BOOST_AUTO_TEST_CASE(valid_fixtures_use_every_enum_value_and_variable_type)
{
    auto const txs = es::decode<es::main_page_transactions_response>(valid_main_page()).value;
    std::set<std::string> seen;
    for (auto const& tx : txs) {
        seen.insert(tx.status ? std::string(boost::describe::enum_to_string(*tx.status, ""))
                              : "status null");
        seen.insert(boost::describe::enum_to_string(tx.fee.type, ""));
        for (auto t : tx.transaction_types)
            seen.insert(boost::describe::enum_to_string(t, ""));
        if (!tx.to)
            seen.insert("contract creation");
        if (tx.revert_reason)
            seen.insert("revert reason");
        if (tx.decoded_input)
            seen.insert("decoded input");
        if (!tx.actions.empty())
            seen.insert("actions");
        if (tx.token_transfers)
            for (auto const& t : *tx.token_transfers)
                seen.insert(t.token.type.value_or("no token type"));
    }
    auto const summary = es::decode<es::transaction_summary_response>(valid_summary()).value;
    for (auto const& [name, variable] : summary.data.summaries.at(0).summary_template_variables)
        seen.insert("variable " + std::string(es::to_json(variable).at("type").as_string()));

    std::set<std::string> const required{
        "ok", "error", "status null", "maximum", "actual", "token_transfer",
        "contract_creation", "contract_call", "token_creation", "coin_transfer",
        "contract creation", "revert reason", "decoded input", "actions", "ERC-20", "ERC-721",
        "ERC-1155", "variable string", "variable currency", "variable token",
        "variable timestamp", "variable address", "variable domain", "variable method",
        "variable dexTag", "variable external_link", "variable link"};
    for (auto const& r : required)
        BOOST_TEST(seen.contains(r), "no valid fixture shows " << r);
}

// fixtures/blockscout/errors/<status>/: bodies Blockscout's API v2 answers
// with that status, whichever endpoint is asked. Valid ones decode clean
// under the status and encode back to the same JSON; broken ones give
// exactly the output beside them (validate --status STATUS --format json).
BOOST_AUTO_TEST_CASE(error_fixtures_of_each_status_are_judged_as_that_status)
{
    std::set<unsigned> seen;
    boost::mp11::mp_for_each<es::endpoints::api_v2_errors::bodies>([&](auto b) {
        using body = typename decltype(b)::body;
        auto const folder = fixtures_dir / "blockscout/errors" / std::to_string(decltype(b)::status);
        seen.insert(decltype(b)::status);
        for (auto const& file : json_files(folder / "valid")) {
            BOOST_TEST_CONTEXT(file)
            {
                auto const text = read_file(file);
                auto const r = es::parse<body>(text);
                BOOST_TEST(brief(r.issues) == std::vector<std::string>{}, boost::test_tools::per_element());
                BOOST_TEST(es::to_json(r.value) == parse_text(text));
            }
        }
        if (!fs::exists(folder / "issues"))
            return;
        for (auto const& file : json_files(folder / "issues")) {
            BOOST_TEST_CONTEXT(file)
            {
                auto const text = read_file(file);
                auto v = es::identify<body>(text);
                es::locate(text, v.issues);
                auto const actual = es::verdict_json(v, true);
                if (regenerating())
                    write_pretty(folder / "expected" / file.filename(), actual);
                else
                    BOOST_TEST(actual == read_json(folder / "expected" / file.filename()),
                               "actual: " << actual << " (scripts/regenerate.sh writes it)");
            }
        }
    });
    BOOST_TEST(seen == (std::set<unsigned>{400, 403, 404, 422, 429, 500, 501}));
    for (auto const& status : fs::directory_iterator(fixtures_dir / "blockscout/errors"))
        BOOST_TEST(seen.contains(static_cast<unsigned>(std::stoul(status.path().filename().string()))), status.path());
}

BOOST_AUTO_TEST_SUITE_END()
