// <explorer_schema/model/summary_template.hpp>: a summary template parsed
// into literal text and placeholders, and the placeholders that need no
// variable.

#include "../support.hpp"

#include <explorer_schema/model/summary_template.hpp>

namespace es = explorer_schema;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(summary_template)

// Rule: a placeholder is `{`, one or more characters other than `}`, then
// `}`: `{a{b}` names `a{b`, `{}` is literal text, and literal text next to
// literal text is one part.
BOOST_AUTO_TEST_CASE(a_placeholder_is_a_brace_then_anything_but_a_closing_brace)
{
    using tpl = es::compiled_template;
    auto const r = tpl::compile("x {a{b}{}y}{c}");
    BOOST_TEST_REQUIRE(r.ok());
    BOOST_TEST((r.value.parts() == std::vector<tpl::part>{tpl::literal{"x "}, tpl::placeholder{"a{b"},
                                                          tpl::literal{"{}y}"}, tpl::placeholder{"c"}}));

    auto const empty = tpl::compile("");
    BOOST_TEST(empty.issues.empty());
    BOOST_TEST(empty.value.parts().empty());
}

// Rule: a `{` never closed is one unterminated_placeholder error at the
// template itself (path ""), naming the byte it is at, and leaves no parts.
BOOST_AUTO_TEST_CASE(an_unclosed_brace_is_one_error_naming_its_byte_and_leaves_no_parts)
{
    auto const r = es::compiled_template::compile("{a} and {b");
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"error unterminated_placeholder "});
    BOOST_TEST(r.issues.at(0).message == "the { at byte 9 of the template has no closing }");
    BOOST_TEST(r.value.parts().empty());
}

// Rule: `native` and `wei` are the reserved placeholders, which need no
// variable; no other name is, whatever its case.
BOOST_AUTO_TEST_CASE(only_native_and_wei_need_no_variable)
{
    BOOST_TEST(es::is_reserved_placeholder("native"));
    BOOST_TEST(es::is_reserved_placeholder("wei"));
    BOOST_TEST(!es::is_reserved_placeholder("Native"));
    BOOST_TEST(!es::is_reserved_placeholder("gwei"));
    BOOST_TEST(!es::is_reserved_placeholder(""));
}

// Rule: the message of a placeholder that names no variable quotes the
// name up to 64 bytes, cut between two UTF-8 characters, with `...` when
// it was cut.
BOOST_AUTO_TEST_CASE(a_placeholder_without_a_variable_is_quoted_up_to_64_bytes)
{
    BOOST_TEST(es::placeholder_names_no_variable("amount") == "placeholder {amount} names no variable");
    BOOST_TEST(es::placeholder_names_no_variable(std::string(64, 'n')) ==
               "placeholder {" + std::string(64, 'n') + "} names no variable");
    BOOST_TEST(es::placeholder_names_no_variable(std::string(70, 'n')) ==
               "placeholder {" + std::string(64, 'n') + "...} names no variable");
    // 63 bytes, then a character of two: the cut falls before it.
    BOOST_TEST(es::placeholder_names_no_variable(std::string(63, 'n') + "\xC3\xA9") ==
               "placeholder {" + std::string(63, 'n') + "...} names no variable");
}

BOOST_AUTO_TEST_SUITE_END()
