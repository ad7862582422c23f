// Payloads from public sources (../shared/fixtures/captured, see its
// SOURCES.md). They deviate from the spec in the ways REFERENCE.md section 2
// lists, so each one must give exactly the issues listed for it in
// tests/captured/<name>.issues ("severity code path" per line). Skipped when
// the folder is absent.

#include "support.hpp"

#include <functional>
#include <map>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

/// The list view of token transfers, which the contracts do not cover: a
/// contract of one's own is a described struct over the library's types.
template <class TokenTransfer>
struct token_transfer_page {
    std::vector<TokenTransfer> items;
    json::value next_page_params;
    BOOST_DESCRIBE_CLASS(token_transfer_page, (), (items, next_page_params), (), ())
};

using decoder = std::function<std::vector<es::issue>(std::string const&)>;

/// How a capture is decoded under each contract.
struct decoders {
    decoder spec;
    decoder blockscout;
};

/// A capture that is a `Spec` under the spec's contract and a `Blockscout`
/// under Blockscout's.
template <class Spec, class Blockscout>
decoders body_of()
{
    return {[](std::string const& text) { return es::parse<Spec>(text).issues; },
            [](std::string const& text) { return es::parse<Blockscout>(text).issues; }};
}

template <class Endpoint>
decoders response_of()
{
    return body_of<es::response_t<Endpoint, es::contracts::spec>,
                   es::response_t<Endpoint, es::contracts::blockscout>>();
}

decoders const transaction = body_of<es::transaction, es::blockscout::transaction>();
decoders const summary = response_of<es::endpoints::get_transaction_summary>();

// What each capture is a body of.
std::map<std::string, decoders> const captures{
    {"main_page_transactions_frontend_latesttxs_pw.json",
     response_of<es::endpoints::get_main_page_transactions>()},
    {"summary_error_response_blockscout_docs.json", summary},
    {"summary_frontend_mock_transfer_token_address_timestamp.json", summary},
    {"summary_frontend_stub_wrap_two_summaries.json", summary},
    {"summary_microservice_raw_swap_dextag_backend_test.json", summary},
    {"summary_usdc_transfer_with_debug_data_blockscout_docs.json", summary},
    {"token_transfers_frontend_mock_mix_tokens.json",
     body_of<token_transfer_page<es::token_transfer>,
             token_transfer_page<es::blockscout::token_transfer>>()},
    {"transaction_base_mainnet_v6_legacy_names_crypto_x_action.json", transaction},
    {"transaction_frontend_mock_actions_uniswap.json", transaction},
    {"transaction_frontend_mock_arbitrum.json", transaction},
    {"transaction_frontend_mock_blob_eip4844.json", transaction},
    {"transaction_frontend_mock_decoded_revert_reason.json", transaction},
    {"transaction_frontend_mock_legacy_tx_burnt_fee.json", transaction},
    {"transaction_frontend_mock_metadata_name_tag.json", transaction},
    {"transaction_frontend_mock_optimism_l1_fields.json", transaction},
    {"transaction_frontend_mock_pending.json", transaction},
    {"transaction_frontend_mock_raw_revert_reason.json", transaction},
    {"transaction_frontend_stub_legacy_type0.json", transaction},
    {"transaction_maschain_single_tx_token_minting_v6_masverse_docs.json", transaction},
};

/// The issues listed for a capture in `folder` (tests/captured for the
/// spec's contract, tests/captured/blockscout for Blockscout's).
std::vector<std::string> expected_for(std::string const& capture, fs::path const& folder)
{
    auto const stem = fs::path(capture).stem().string();
    std::istringstream in(read_file(folder / (stem + ".issues")));
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && !line.starts_with('#'))
            lines.push_back(line);
    return lines;
}

/// Writes `issues` as the listed issues of a capture, after the comments
/// that describe it (scripts/regenerate.sh).
void write_expected(std::string const& capture, fs::path const& folder, std::vector<es::issue> const& issues)
{
    auto const path = folder / (fs::path(capture).stem().string() + ".issues");
    std::istringstream in(fs::exists(path) ? read_file(path) : "");
    std::string text;
    for (std::string line; std::getline(in, line) && line.starts_with('#');)
        text += line + "\n";
    for (auto const& line : brief(issues))
        text += line + "\n";
    std::ofstream(path, std::ios::binary) << text;
}

} // namespace

BOOST_AUTO_TEST_SUITE(captured, *boost::unit_test::precondition(captured_folder_exists))

BOOST_AUTO_TEST_CASE(each_capture_gives_exactly_its_listed_issues_under_each_contract)
{
    for (auto const& [name, decode] : captures) {
        auto const text = read_file(captured_dir / name);
        if (regenerating()) {
            write_expected(name, tests_dir / "captured", decode.spec(text));
            write_expected(name, tests_dir / "captured/blockscout", decode.blockscout(text));
            continue;
        }
        BOOST_TEST_CONTEXT(name << " under the spec")
        BOOST_TEST(brief(decode.spec(text)) == expected_for(name, tests_dir / "captured"),
                   boost::test_tools::per_element());
        BOOST_TEST_CONTEXT(name << " under blockscout")
        BOOST_TEST(brief(decode.blockscout(text)) == expected_for(name, tests_dir / "captured/blockscout"),
                   boost::test_tools::per_element());
    }
}

BOOST_AUTO_TEST_CASE(captured_summaries_render_as_the_frontend_shows_them)
{
    // These break the contracts only in members the renderer does not read
    // (see their .issues), so the decoded value is complete where it
    // matters. The microservice's raw token has neither symbol nor name yet.
    std::map<std::string, std::vector<std::string>> const expected{
        {"summary_frontend_mock_transfer_token_address_timestamp.json",
         {"Transfer 100 DUCK to 0xd789a607CEac2f0E14867de4EB15b15C9FFB5859 on Jun 17 2023"}},
        {"summary_frontend_stub_wrap_two_summaries.json",
         {"Wrap 0.7 Ether into 0.7 STUB", "Wrap 0.7 Ether into 0.7 STUB"}},
        {"summary_microservice_raw_swap_dextag_backend_test.json",
         {"Swap 0.3 ETH for 9,694 Unnamed token on Uniswap V3"}},
        {"summary_usdc_transfer_with_debug_data_blockscout_docs.json",
         {"Transfer 7,800 USDC to 0x242ba6d68FfEb4a098B591B32d370F973FF882B7"}},
        {"summary_error_response_blockscout_docs.json", {}}};
    for (auto const& [name, lines] : expected) {
        BOOST_TEST_CONTEXT(name)
        {
            auto const text = read_file(captured_dir / name);
            auto const doc = es::parse<es::transaction_summary_response>(text);
            std::vector<std::string> actual;
            for (auto const& s : doc.value.data.summaries) {
                auto const r = es::render(s);
                BOOST_TEST(r.issues.empty());
                actual.push_back(r.value);
            }
            BOOST_TEST(actual == lines, boost::test_tools::per_element());

            // The same sentences from the objects of Blockscout's contract.
            auto const real = es::parse<es::blockscout::transaction_summary_response>(text);
            std::vector<std::string> from_real;
            if (auto const* summaries = es::blockscout::summaries_in(real.value))
                for (auto const& s : *summaries)
                    from_real.push_back(es::render(s).value);
            BOOST_TEST(from_real == lines, boost::test_tools::per_element());
        }
    }
}

BOOST_AUTO_TEST_CASE(every_capture_is_listed)
{
    for (auto const& file : json_files(captured_dir))
        BOOST_TEST(captures.contains(file.filename().string()),
                   file << " is not listed in this test");
}

BOOST_AUTO_TEST_SUITE_END()
