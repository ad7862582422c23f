// <explorer_schema/model/decode_options.hpp>: what each option of the decoders
// changes in what they report.

#include "../support.hpp"

#include <explorer_schema/model/decode_options.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(decode_options)

using main_page = es::main_page_transactions_response;

BOOST_AUTO_TEST_CASE(unknown_members_follow_the_policy)
{
    auto const doc = with(valid_main_page(), "/5/l1_fee", "12");
    check_issues<main_page>(doc, {"warning unknown_member /5/l1_fee"});
    check_issues<main_page>(doc, {"warning unknown_member /5/l1_fee"},
                            {.unknown_keys = es::unknown_keys_policy::warn});
    check_issues<main_page>(doc, {"error unknown_member /5/l1_fee"},
                            {.unknown_keys = es::unknown_keys_policy::error});
    check_issues<main_page>(doc, {}, {.unknown_keys = es::unknown_keys_policy::ignore});
    BOOST_TEST(es::decode<main_page>(doc).ok(), "a warning leaves the document valid");
    BOOST_TEST(!es::decode<main_page>(doc, {.unknown_keys = es::unknown_keys_policy::error}).ok());
    BOOST_TEST(es::decode<main_page>(doc).issues.at(0).message == R"(unknown member "l1_fee")");
}

BOOST_AUTO_TEST_CASE(input_values_can_be_kept_out_of_messages)
{
    auto const doc = with(valid_main_page(), "/5/hash", "0xprivate");
    auto const shown = es::decode<main_page>(doc).issues.at(0).message;
    auto const hidden = es::decode<main_page>(doc, {.hide_input_values = true}).issues.at(0).message;
    BOOST_TEST(shown == R"("0xprivate" is not a 32-byte hash: expected 0x followed by 64 hexadecimal digits)");
    BOOST_TEST(hidden == "the value is not a 32-byte hash: expected 0x followed by 64 hexadecimal digits");
}

BOOST_AUTO_TEST_SUITE_END()
