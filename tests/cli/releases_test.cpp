// The releases command: the table of the Blockscout releases that send each
// member (docs/blockscout-releases.md).

#include "../support.hpp"

#include "release_table.hpp"

namespace es = explorer_schema;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_releases)

// Rule: releases prints what blockscout_release_table gives, byte for byte,
// and nothing else.
BOOST_AUTO_TEST_CASE(releases_prints_the_librarys_release_table)
{
    auto const r = run({"releases"});
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.err == "");
    BOOST_TEST(r.out == es::blockscout_release_table());
}

BOOST_AUTO_TEST_SUITE_END()
