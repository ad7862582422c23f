// <explorer_schema/fuzzing/registry_words.hpp>: the registry's names and values
// for a fuzzer's dictionary.

#include "../support.hpp"

#include <explorer_schema/fuzzing/registry_words.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(registry_words)

BOOST_AUTO_TEST_CASE(the_model_gives_every_name_and_value_the_fuzzer_needs)
{
    auto const& words = explorer_schema::fuzzing::all_words();
    BOOST_TEST(words.names.contains("other"), "the C++ name of action_data's catch-all member");
    BOOST_TEST(words.names.contains("tx_hash"), "a name Blockscout sent before v6.9");
    BOOST_TEST(words.names.contains("explorer_api_key"));
    BOOST_TEST(words.values.contains("coin_transfer"), "an enumerator");
    BOOST_TEST(words.values.contains("0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5"), "a vocabulary example");
}

BOOST_AUTO_TEST_SUITE_END()
