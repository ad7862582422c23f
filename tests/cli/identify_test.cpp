// The identify command: the Blockscout releases a body comes from, with or
// without its endpoint.

#include "../support.hpp"

using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_identify)

BOOST_AUTO_TEST_CASE(identify_prints_only_the_releases)
{
    auto const old = fixture("blockscout/transactions/valid/v6_5_former_names.json");
    auto const both = fixture("blockscout/transactions/valid/v7_0_both_burnt_fee_names.json");
    auto const r = run({"identify", old, both});
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out == old + ": Blockscout v6.4\u2013v6.5\n" + both + ": Blockscout v6.10\u2013v7.0\n");
    auto const mixed = fixture("blockscout/transactions/issues/mixed_releases.json");
    auto const none = run({"identify", "--endpoint", "transactions", mixed});
    BOOST_TEST(none.status == 1);
    BOOST_TEST(none.out == mixed + ": no Blockscout release\n");
    BOOST_TEST(none.err.starts_with("/items/1/actions: members \"actions\""));
}

// An endpoint that came in a later release than its response type's other
// endpoints (GET /api/v2/token-transfers, v6.9.0-beta): a body of it comes
// from the releases that serve it alone.
BOOST_AUTO_TEST_CASE(identify_and_validate_keep_the_releases_that_serve_the_endpoint)
{
    auto const empty = fixture("blockscout/token-transfers/valid/empty_page.json");
    auto const latest = run({"identify", "--endpoint", "token-transfers", empty});
    BOOST_TEST(latest.status == 0);
    BOOST_TEST(latest.out == empty + with_newest(": Blockscout v6.9–{newest}\n"));
    auto const shared = run({"identify", "--endpoint", "address-token-transfers", empty});
    BOOST_TEST(shared.out == empty + with_newest(": Blockscout v6.0–{newest}\n"));
    BOOST_TEST(run({"identify", empty}).out == shared.out);
    auto const before = fixture("blockscout/token-transfers/issues/before_the_endpoint.json");
    auto const older = run({"validate", "--contract", "blockscout", "--endpoint", "token-transfers", before});
    BOOST_TEST(older.status == 1);
    BOOST_TEST(older.out == with_newest("(document): a body of this shape comes from Blockscout v6.8, and GET "
                                        "/api/v2/token-transfers is served by v6.9–{newest} only\n") +
                                before + ": invalid (no Blockscout release; 1 error, 0 warnings)\n"
                                         "1 document, 0 valid, 1 invalid\n");
    auto const elsewhere =
        run({"validate", "--contract", "blockscout", "--endpoint", "address-token-transfers", before});
    BOOST_TEST(elsewhere.status == 0);
    BOOST_TEST(elsewhere.out == before + ": valid (Blockscout v6.8; 0 errors, 0 warnings)\n"
                                         "1 document, 1 valid, 0 invalid\n");
}

// identify --status: the releases that send an error body of that shape,
// with an endpoint or without (every endpoint of Blockscout's API v2 has the
// same error bodies); a status none has is a usage error.
BOOST_AUTO_TEST_CASE(identify_names_the_releases_of_an_error_body)
{
    auto const cast = fixture("blockscout/errors/422/valid/cast_errors.json");
    auto const message = fixture("blockscout/errors/422/valid/invalid_parameters.json");
    auto const any = run({"identify", "--status", "422", cast, message});
    BOOST_TEST(any.status == 0);
    BOOST_TEST(any.out == cast + with_newest(": Blockscout v9.0\u2013{newest}\n") + message +
                              with_newest(": Blockscout v6.0\u2013{newest}\n"));
    BOOST_TEST(run({"identify", "--endpoint", "address", "--status", "422", cast}).out ==
               cast + with_newest(": Blockscout v9.0\u2013{newest}\n"));
    auto const teapot = run({"identify", "--status", "418", cast});
    BOOST_TEST(teapot.status == 2);
    BOOST_TEST(teapot.err == "explorer-schema: --status: Blockscout's API v2 has no error body of status 418\n"
                             "Run explorer-schema --help for usage.\n");
}

BOOST_AUTO_TEST_SUITE_END()
