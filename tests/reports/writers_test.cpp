// The validation report writers: text, JSON, JUnit XML, GitHub annotations
// and a Markdown table, one document at a time, as the program prints them.

#include "../support.hpp"

#include <explorer_schema/reports/writers.hpp>

#include <regex>
#include <sstream>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(writers)

// Rule: the report writers of <explorer_schema/reports/writers.hpp> write the
// formats the program prints, one document at a time, and show an empty
// path as "(document)" in each.
// Rule: report_options::names starts each JSON line with "document", the
// document's name (its control characters escaped), before what the line
// says of it, for reports whose lines name no input by their order
// (explorer-schema probe's requests).
BOOST_AUTO_TEST_CASE(json_lines_name_their_document_when_asked)
{
    std::ostringstream out, err;
    auto const writer =
        es::make_report_writer({.format = es::report_format::json, .names = true}, out, err);
    writer->document({"stats /api/v2/stats 200"}, es::verdict{});
    writer->unreadable({"blocks /api/v2/blocks\n"}, "timed out");
    writer->finish();
    BOOST_TEST(out.str() == "{\"document\":\"stats /api/v2/stats 200\",\"valid\":true,\"issues\":[]}\n"
                            "{\"document\":\"blocks /api/v2/blocks\\\\u000A\",\"valid\":false,\"error\":\"timed out\"}\n");
}

BOOST_AUTO_TEST_CASE(each_report_writer_writes_a_document_as_it_is_given)
{
    es::verdict const v{{{"", es::issue_code::malformed_json, es::severity::error, "malformed JSON at line 1"},
                         {"/x", es::issue_code::unknown_member, es::severity::warning, "unknown member \"x\""}},
                        es::release_set::all()};
    auto report = [&](es::report_format format) {
        std::ostringstream out, err;
        auto const writer = es::make_report_writer({.format = format, .suite = "s", .classname = "c"}, out, err);
        writer->document({"a.ndjson", 2}, v);
        BOOST_TEST(writer->counts().documents == 1u);
        writer->unreadable({"-"}, "cannot read <stdin>: Input/output error");
        writer->finish();
        BOOST_TEST(writer->counts().unreadable == 1u);
        return out.str() + "|" + err.str();
    };
    BOOST_TEST(es::display_path(v.issues[0]) == "(document)");
    BOOST_TEST(report(es::report_format::text) == "2:(document): malformed JSON at line 1\n"
                                                  "2:/x: warning: unknown member \"x\"\n"
                                                  "a.ndjson:2: invalid (1 error, 1 warning)\n"
                                                  "<stdin>: unreadable\n"
                                                  "2 documents, 0 valid, 1 invalid, 1 unreadable\n|");
    BOOST_TEST(report(es::report_format::json) ==
               "{\"valid\":false,\"issues\":[{\"path\":\"2:\",\"code\":\"malformed_json\",\"severity\":\"error\","
               "\"message\":\"malformed JSON at line 1\"},{\"path\":\"2:/x\",\"code\":\"unknown_member\","
               "\"severity\":\"warning\",\"message\":\"unknown member \\\"x\\\"\"}]}\n"
               "{\"valid\":false,\"error\":\"cannot read <stdin>: Input/output error\"}\n"
               "|2 documents, 0 valid, 1 invalid, 1 unreadable\n");
    // The clock and the machine, which change from run to run, aside.
    auto const unclocked = [](std::string const& xml) {
        return std::regex_replace(
            std::regex_replace(xml, std::regex(R"( time="[0-9]+\.[0-9]{3}")"), " time=\"T\""),
            std::regex(R"( timestamp="[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}" hostname="[^"]+")"),
            " timestamp=\"D\" hostname=\"H\"");
    };
    BOOST_TEST(unclocked(report(es::report_format::junit)) ==
               "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<testsuites>\n"
               "  <testsuite name=\"s\" package=\"s\" id=\"0\" tests=\"2\" failures=\"1\" errors=\"1\" time=\"T\" "
               "skipped=\"0\" timestamp=\"D\" hostname=\"H\">\n"
               "    <properties/>\n"
               "    <testcase classname=\"c\" name=\"a.ndjson:2\" time=\"T\">\n"
               "      <failure type=\"malformed_json\" message=\"(document): malformed JSON at line 1\">(document) "
               "[malformed_json, error] malformed JSON at line 1\n"
               "/x [unknown_member, warning] unknown member &quot;x&quot;\n</failure>\n"
               "    </testcase>\n"
               "    <testcase classname=\"c\" name=\"&lt;stdin&gt;\" time=\"T\">\n"
               "      <error type=\"unreadable\" message=\"cannot read &lt;stdin&gt;: Input/output error\">cannot read "
               "&lt;stdin&gt;: Input/output error</error>\n"
               "    </testcase>\n"
               "    <system-out></system-out>\n"
               "    <system-err/>\n"
               "  </testsuite>\n</testsuites>\n"
               "|2 documents, 0 valid, 1 invalid, 1 unreadable\n");
    BOOST_TEST(report(es::report_format::github) ==
               "::error file=a.ndjson,line=2,col=1,title=malformed_json::(document) malformed JSON at line 1\n"
               "::warning file=a.ndjson,line=2,col=1,title=unknown_member::/x unknown member \"x\"\n"
               "::error line=1,col=1,title=unreadable::cannot read <stdin>: Input/output error\n"
               "2 documents, 0 valid, 1 invalid, 1 unreadable\n|");
}

BOOST_AUTO_TEST_SUITE_END()
