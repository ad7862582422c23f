// The draft-04 schema export is for validators that know no newer draft:
// RapidJSON's SchemaValidator loads it and gives the library's verdict on
// the fixtures.

#include "support.hpp"

#include <explorer_schema/operations/json_schema.hpp>

#include <boost/json/serialize.hpp>
#include <rapidjson/document.h>
#include <rapidjson/schema.h>

namespace es = explorer_schema;
using namespace test_support;

namespace {

bool rapidjson_accepts(std::string const& schema_text, std::string const& document_text)
{
    rapidjson::Document schema_document;
    schema_document.Parse(schema_text.c_str());
    BOOST_TEST_REQUIRE(!schema_document.HasParseError());
    rapidjson::SchemaDocument schema(schema_document);
    rapidjson::Document document;
    document.Parse(document_text.c_str());
    BOOST_TEST_REQUIRE(!document.HasParseError());
    rapidjson::SchemaValidator validator(schema);
    return document.Accept(validator);
}

template <class E>
void check_endpoint()
{
    auto const schema = boost::json::serialize(
        es::json_schema<typename E::response>({.dialect = es::schema_dialect::draft4}));
    auto const dir = fixtures_dir / std::string(E::name);
    for (auto const& file : json_files(dir / "valid"))
        BOOST_TEST(rapidjson_accepts(schema, read_file(file)), file);
    for (auto const& file : json_files(dir / "issues")) {
        auto const text = read_file(file);
        boost::system::error_code ec;
        boost::json::parse(text, ec);
        if (ec)
            continue; // malformed on purpose
        auto const ours = es::parse<typename E::response>(text);
        // The draft-04 schema has no date-time format, and no schema sees
        // summary placeholders: those fixtures are valid to it.
        bool const beyond_schema = std::all_of(ours.issues.begin(), ours.issues.end(), [](es::issue const& i) {
            return i.severity == es::severity::warning || i.code == es::issue_code::undefined_placeholder ||
                   i.code == es::issue_code::unterminated_placeholder;
        });
        BOOST_TEST(rapidjson_accepts(schema, text) == (ours.ok() || beyond_schema), file);
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(draft4)

BOOST_AUTO_TEST_CASE(rapidjson_loads_the_draft_4_schema_and_agrees_on_the_fixtures)
{
    check_endpoint<es::endpoints::get_main_page_transactions>();
    check_endpoint<es::endpoints::get_transaction_summary>();
    check_endpoint<es::endpoints::get_networks>();
}

BOOST_AUTO_TEST_SUITE_END()
