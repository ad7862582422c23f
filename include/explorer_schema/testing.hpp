#ifndef EXPLORER_SCHEMA_TESTING_HPP
#define EXPLORER_SCHEMA_TESTING_HPP

// The Boost.Test checks, under the name they had first; see
// testing/boost_test.hpp, and testing/gtest.hpp for GoogleTest.

#include <explorer_schema/testing/boost_test.hpp>

#endif
