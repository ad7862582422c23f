#define BOOST_TEST_MODULE explorer_schema
#include <boost/test/unit_test.hpp>
