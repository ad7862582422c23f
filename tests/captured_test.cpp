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

/// The list view of token transfers, which the spec does not cover: a
/// contract of one's own is a described struct over the library's types.
struct token_transfer_page {
    std::vector<es::token_transfer> items;
    json::value next_page_params;
};
BOOST_DESCRIBE_STRUCT(token_transfer_page, (), (items, next_page_params))

template <class T>
std::vector<es::issue> issues_as(std::string const& text)
{
    return es::parse<T>(text).issues;
}

using decoder = std::function<std::vector<es::issue>(std::string const&)>;

// What each capture is a body of.
std::map<std::string, decoder> const captures{
    {"main_page_transactions_frontend_latesttxs_pw.json",
     issues_as<es::main_page_transactions_response>},
    {"summary_error_response_blockscout_docs.json", issues_as<es::transaction_summary_response>},
    {"summary_frontend_mock_transfer_token_address_timestamp.json",
     issues_as<es::transaction_summary_response>},
    {"summary_frontend_stub_wrap_two_summaries.json", issues_as<es::transaction_summary_response>},
    {"summary_microservice_raw_swap_dextag_backend_test.json",
     issues_as<es::transaction_summary_response>},
    {"summary_usdc_transfer_with_debug_data_blockscout_docs.json",
     issues_as<es::transaction_summary_response>},
    {"token_transfers_frontend_mock_mix_tokens.json", issues_as<token_transfer_page>},
    {"transaction_base_mainnet_v6_legacy_names_crypto_x_action.json", issues_as<es::transaction>},
    {"transaction_frontend_mock_actions_uniswap.json", issues_as<es::transaction>},
    {"transaction_frontend_mock_arbitrum.json", issues_as<es::transaction>},
    {"transaction_frontend_mock_blob_eip4844.json", issues_as<es::transaction>},
    {"transaction_frontend_mock_decoded_revert_reason.json", issues_as<es::transaction>},
    {"transaction_frontend_mock_legacy_tx_burnt_fee.json", issues_as<es::transaction>},
    {"transaction_frontend_mock_metadata_name_tag.json", issues_as<es::transaction>},
    {"transaction_frontend_mock_optimism_l1_fields.json", issues_as<es::transaction>},
    {"transaction_frontend_mock_pending.json", issues_as<es::transaction>},
    {"transaction_frontend_mock_raw_revert_reason.json", issues_as<es::transaction>},
    {"transaction_frontend_stub_legacy_type0.json", issues_as<es::transaction>},
    {"transaction_maschain_single_tx_token_minting_v6_masverse_docs.json",
     issues_as<es::transaction>},
};

std::vector<std::string> expected_for(std::string const& capture)
{
    auto const stem = fs::path(capture).stem().string();
    std::istringstream in(read_file(tests_dir / "captured" / (stem + ".issues")));
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && !line.starts_with('#'))
            lines.push_back(line);
    return lines;
}

} // namespace

BOOST_AUTO_TEST_SUITE(captured, *boost::unit_test::precondition(captured_folder_exists{}))

BOOST_AUTO_TEST_CASE(each_capture_gives_exactly_its_listed_issues)
{
    for (auto const& [name, decode] : captures) {
        BOOST_TEST_CONTEXT(name)
        {
            auto const actual = brief(decode(read_file(captured_dir / name)));
            BOOST_TEST(actual == expected_for(name), boost::test_tools::per_element());
        }
    }
}

BOOST_AUTO_TEST_CASE(captured_summaries_render_as_the_frontend_shows_them)
{
    // These break the spec's contract only in members the renderer does not
    // read (see their .issues), so the decoded value is complete where it
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
            auto const doc = es::parse<es::transaction_summary_response>(read_file(captured_dir / name));
            std::vector<std::string> actual;
            for (auto const& s : doc.value.data.summaries) {
                auto const r = es::render(s);
                BOOST_TEST(r.issues.empty());
                actual.push_back(r.value);
            }
            BOOST_TEST(actual == lines, boost::test_tools::per_element());
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
