// A contract test of a live instance: the walk of `explorer-schema probe`
// run from a Boost.Test case, every request a check of its own. Linked to
// explorer_schema::probe:
//   probe_contract_test -- https://eth.blockscout.com [CA_FILE [REQUESTS_PER_SECOND]]
#define BOOST_TEST_MODULE probe_contract
#include <explorer_schema/probe/probe.hpp>
#include <boost/test/unit_test.hpp>
#include <string>
namespace es = explorer_schema;

BOOST_AUTO_TEST_CASE(every_body_of_the_instance_keeps_its_contract)
{
    auto const& args = boost::unit_test::framework::master_test_suite();
    BOOST_TEST_REQUIRE(args.argc >= 2, "usage: probe_contract_test -- URL [CA_FILE [REQUESTS_PER_SECOND]]");
    es::probe::options options;
    options.max_requests = 200;
    if (args.argc > 3)
        options.rate = std::stod(args.argv[3]);
    auto const client = es::probe::make_curl_client(args.argc > 2 ? args.argv[2] : "");
    auto const report = es::probe::run(args.argv[1], options, *client);
    BOOST_TEST_REQUIRE(report.stopped.empty(), report.stopped);
    BOOST_TEST(!report.requests.empty());
    for (auto const& request : report.requests) {
        BOOST_TEST_CONTEXT(request.name()) {
            BOOST_TEST(request.failure.empty(), request.failure);
            if (request.judged)
                for (auto const& issue : request.judged->issues)
                    BOOST_TEST((issue.severity != es::severity::error), issue.path << ": " << issue.message);
        }
    }
}
