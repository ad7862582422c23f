// <explorer_schema/model/multiprecision.hpp>: exact arithmetic on integer and
// decimal strings with Boost.Multiprecision.

#include "../support.hpp"

#include <explorer_schema/model/multiprecision.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(multiprecision)

BOOST_AUTO_TEST_CASE(decimal_string_scales_exactly_or_not_at_all)
{
    BOOST_TEST(*es::scaled(es::decimal_string("1.5"), 6) == es::int256(1500000));
    BOOST_TEST(*es::scaled(es::decimal_string("1.50"), 1) == es::int256(15));
    BOOST_TEST(*es::scaled(es::decimal_string("0.000001"), 6) == es::int256(1));
    BOOST_TEST(*es::scaled(es::decimal_string("0"), 18) == es::int256(0));
    BOOST_TEST(!es::scaled(es::decimal_string("0.0000001"), 6).has_value());
    BOOST_TEST(*es::scaled(es::decimal_string("2500"), 18) == es::int256("2500000000000000000000"));
    // The digits alone, without Boost.Multiprecision.
    BOOST_TEST(es::decimal_string("0.0012").scaled_digits(6)->str() == "1200");
    BOOST_TEST(es::decimal_string("0.000").scaled_digits(3)->str() == "0");
    BOOST_TEST(es::decimal_string("7.10").scaled_digits(2)->str() == "710");
}

BOOST_AUTO_TEST_SUITE_END()
