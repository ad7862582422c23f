// A consumer's translation unit that fills each public struct it hands the
// library by designated initializers, naming only the members it sets, and
// is compiled with -Wall -Wextra -Werror (tests/CMakeLists.txt). g++ warns
// (-Wmissing-field-initializers) of every omitted member that has no
// default member initializer, even one whose type has a default
// constructor (a std::string, a std::optional); so each such member of
// these structs has one, and a member added without one fails this test.

#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/operations/encode.hpp>
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/model/issue.hpp>
#include <explorer_schema/operations/json_schema.hpp>
#include <explorer_schema/operations/render.hpp>
#include <explorer_schema/reports/writers.hpp>
#include <explorer_schema/testing/expected_issue.hpp>

namespace es = explorer_schema;

// Each struct with one member set, the others left to their defaults.
es::decode_options const decode{.max_depth = 10};
es::decode_options const decode_pinned{.release = es::find_release("v8.1")};
es::encode_options const encode{.redact_secrets = true};
es::render_options const render{.max_output_size = 4096};
es::render_options const render_linked{.explorer_url = "https://eth.blockscout.com"};
es::schema_options const schema{.unknown_keys = es::unknown_keys_policy::error};
es::report_options const report{.format = es::report_format::junit};
es::report_source const source{.line = 3};
es::issue const found{.code = es::issue_code::unknown_member};
es::text_position const position{.line = 1};
es::fuzzing::generate_options const generate{.max_items = 2};
es::testing::expected_issue const expected{.severity = es::severity::warning};

int main()
{
    return decode.max_depth == 10 && decode_pinned.release && encode.redact_secrets &&
                   render.max_output_size == 4096 && !render_linked.explorer_url.empty() &&
                   schema.unknown_keys == es::unknown_keys_policy::error && report.format == es::report_format::junit &&
                   source.line == 3 && found.path.empty() && position.column == 0 && generate.max_items == 2 &&
                   expected.path.empty()
               ? 0
               : 1;
}
