// <explorer_schema/model/chrono.hpp>: timestamps as std::chrono time points.

#include "../support.hpp"

#include <explorer_schema/model/chrono.hpp>

#include <chrono>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(chrono)

BOOST_AUTO_TEST_CASE(timestamp_converts_to_and_from_sys_time_exactly)
{
    using namespace std::chrono;
    es::timestamp const t("2024-01-05T00:00:00.000000Z");
    BOOST_TEST(duration_cast<seconds>(es::to_sys_time(t).time_since_epoch()).count() == 1704412800);

    es::timestamp const precise("2024-02-29T23:59:59.999999Z");
    auto const back = es::to_timestamp(es::to_sys_time(precise));
    BOOST_TEST_REQUIRE(back.has_value());
    BOOST_TEST(back->str() == "2024-02-29T23:59:59.999999Z");

    auto const before_epoch = es::to_timestamp(sys_days{1969y / December / 31} + hours{23} + microseconds{1});
    BOOST_TEST_REQUIRE(before_epoch.has_value());
    BOOST_TEST(before_epoch->str() == "1969-12-31T23:00:00.000001Z");

    BOOST_TEST(!es::to_timestamp(sys_days{10000y / January / 1}).has_value());
}

BOOST_AUTO_TEST_SUITE_END()
