// The reference command: the field reference of every response.

#include "../support.hpp"

#include "reference.hpp"

namespace es = explorer_schema;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_reference)

// Rule: reference prints what field_reference gives, byte for byte.
BOOST_AUTO_TEST_CASE(reference_prints_the_librarys_field_reference)
{
    BOOST_TEST(run({"reference"}).out == es::field_reference());
}

BOOST_AUTO_TEST_SUITE_END()
