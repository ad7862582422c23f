// <explorer_schema/operations/print.hpp>: printing a model value for people
// and logs.

#include "../support.hpp"

#include <explorer_schema/operations/print.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(print)

BOOST_AUTO_TEST_CASE(printing_writes_compact_json)
{
    es::fee const fee{es::fee_type::actual, es::integer_string("21000")};
    std::ostringstream os;
    os << fee << ' ' << *es::address_hash::parse(es::address_hash::example);
    BOOST_TEST(os.str() == R"({"type":"actual","value":"21000"} )" +
                               std::string(es::address_hash::example));
}

BOOST_AUTO_TEST_SUITE_END()
