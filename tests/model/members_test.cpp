// <explorer_schema/model/members.hpp>: the member types that say how a field
// appears in JSON beyond its value type.

#include "../support.hpp"

#include <explorer_schema/model/members.hpp>

#include <variant>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace members_model {

struct circle {
    es::literal<"circle"> kind;
    int radius = 0;
};
BOOST_DESCRIBE_STRUCT(circle, (), (kind, radius))

struct square {
    es::literal<"square"> kind;
    int side = 0;
};
BOOST_DESCRIBE_STRUCT(square, (), (kind, side))

struct drawing {
    es::omittable<int> layer;
    std::optional<int> colour;
    es::omittable<std::optional<int>> note;
    std::variant<circle, square> shape;
};
BOOST_DESCRIBE_STRUCT(drawing, (), (layer, colour, note, shape))

struct open_record {
    int id = 0;
    es::extra_members other;
};
BOOST_DESCRIBE_STRUCT(open_record, (), (id, other))

struct login {
    std::string user;
    es::secret<> password;
};
BOOST_DESCRIBE_STRUCT(login, (), (user, password))

} // namespace members_model

BOOST_AUTO_TEST_SUITE(members)

namespace m = members_model;

json::value drawing_json()
{
    return json::parse(R"({"layer": 1, "colour": 2, "note": 3, "shape": {"kind": "circle", "radius": 4}})");
}

// Rule: absent and null differ: omittable<T> may be absent but not null,
// std::optional<T> may be null but not absent, omittable<optional<T>> may
// be either.
BOOST_AUTO_TEST_CASE(absent_and_null_differ_member_by_member)
{
    check_issues<m::drawing>(drawing_json(), {});
    check_issues<m::drawing>(without(drawing_json(), "/layer"), {});
    check_issues<m::drawing>(with(drawing_json(), "/layer", nullptr), {"error null_not_allowed /layer"});
    check_issues<m::drawing>(without(drawing_json(), "/colour"), {"error missing_member /colour"});
    check_issues<m::drawing>(with(drawing_json(), "/colour", nullptr), {});
    check_issues<m::drawing>(without(drawing_json(), "/note"), {});
    check_issues<m::drawing>(with(drawing_json(), "/note", nullptr), {});

    auto const absent = es::decode<m::drawing>(without(drawing_json(), "/note")).value;
    BOOST_TEST(!absent.note.has_value());
    auto const null = es::decode<m::drawing>(with(drawing_json(), "/note", nullptr)).value;
    BOOST_TEST_REQUIRE(null.note.has_value());
    BOOST_TEST(!null.note->has_value());
    BOOST_TEST(es::to_json(absent) == without(drawing_json(), "/note"));
    BOOST_TEST(es::to_json(null) == with(drawing_json(), "/note", nullptr));
}

// Rule: a variant of structs that share a literal member is decoded by that
// member; a value no alternative has is an unknown_discriminator error at
// the literal member.
BOOST_AUTO_TEST_CASE(a_literal_member_says_which_alternative_an_object_is)
{
    auto const r = es::decode<m::drawing>(with(drawing_json(), "/shape", json::parse(R"({"side": 2, "kind": "square"})")));
    BOOST_TEST_REQUIRE(r.ok());
    BOOST_TEST_REQUIRE(std::holds_alternative<m::square>(r.value.shape));
    BOOST_TEST(std::get<m::square>(r.value.shape).side == 2);
    BOOST_TEST(es::to_json(r.value).at_pointer("/shape/kind") == json::value("square"));

    auto const wrong = with(drawing_json(), "/shape/kind", "triangle");
    check_issues<m::drawing>(wrong, {"error unknown_discriminator /shape/kind"});
    BOOST_TEST(es::decode<m::drawing>(wrong).issues.at(0).message == R"("triangle" is not one of: circle, square)");
}

// Rule: an object with an extra_members member has no unknown keys: its
// other keys are kept there, under any policy, and written back.
BOOST_AUTO_TEST_CASE(extra_members_receive_every_other_key)
{
    auto const doc = json::parse(R"({"id": 1, "x": [1, 2], "y": {"z": null}})");
    auto const r = es::decode<m::open_record>(doc, {.unknown_keys = es::unknown_keys_policy::error});
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{});
    BOOST_TEST(r.value.id == 1);
    BOOST_TEST((r.value.other == json::parse(R"({"x": [1, 2], "y": {"z": null}})").as_object()));
    BOOST_TEST(es::to_json(r.value) == doc);
}

// Rule: a secret is kept, compared and encoded as its value, read only
// through reveal(), and printed as <redacted>.
BOOST_AUTO_TEST_CASE(a_secret_is_kept_and_encoded_but_printed_redacted)
{
    auto const doc = json::parse(R"({"user": "ann", "password": "hunter2"})");
    auto const r = es::decode<m::login>(doc);
    BOOST_TEST_REQUIRE(r.ok());
    BOOST_TEST(r.value.password.reveal() == "hunter2");
    BOOST_TEST((r.value.password == es::secret<>("hunter2")));
    BOOST_TEST((r.value.password != es::secret<>("hunter3")));
    BOOST_TEST(es::to_json(r.value) == doc);
    std::ostringstream os;
    os << r.value.password;
    BOOST_TEST(os.str() == "<redacted>");
}

BOOST_AUTO_TEST_SUITE_END()
