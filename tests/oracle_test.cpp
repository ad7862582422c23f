// The mutation oracle: every single-point mutation of every valid fixture is
// either an error reported where it was made, or a change the model allows
// (and then no error at all). Text truncated at any structural position is
// malformed. Zero misses.

#include "support.hpp"

#include <explorer_schema/fuzzing/mutations.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

/// `path` is `at`, or holds it, or is inside it.
bool related(std::string_view path, std::string_view at)
{
    auto within = [](std::string_view inner, std::string_view outer) {
        return inner == outer || (inner.starts_with(outer) && inner.size() > outer.size() && inner[outer.size()] == '/') ||
               outer.empty();
    };
    return within(at, path) || within(path, at);
}

/// `path` is a member of the object holding `at`: where a rule across that
/// object's members (a summary's placeholders) reports.
bool sibling(std::string_view path, std::string_view at)
{
    auto const parent = at.substr(0, at.rfind('/'));
    return path.starts_with(parent) && path.size() > parent.size() && path[parent.size()] == '/';
}

/// Whether an issue of this code may come from a rule across the members of
/// an object (a summary's placeholders; a summary response's data or error,
/// which its success decides; a member given under two names, reported at
/// the later one; the release its members fit, which a dropped former name
/// that release sent beside its new one contradicts), and so be reported at
/// a sibling of the mutated member.
bool reported_by_member_rules(es::issue_code code)
{
    using enum es::issue_code;
    return code == undefined_placeholder || code == unterminated_placeholder || code == missing_member ||
           code == unknown_member || code == alias_mismatch || code == no_matching_release;
}

/// `path` names the other name of the member that holds `at`, or is `at`:
/// a change inside a value a release sends under two names makes the twin
/// differ, reported there as alias_mismatch (mud worlds' address and
/// address_hash in v8.0.2 to v8.1).
bool twin_of(std::string_view path, std::string_view at)
{
    for (auto end = at.size(); end != std::string_view::npos && end != 0; end = at.rfind('/', end - 1))
        if (sibling(path, at.substr(0, end)))
            return true;
    return false;
}

struct tally {
    std::size_t reported = 0, allowed = 0, truncations = 0;
    std::vector<std::string> misses;
};

template <class Response>
void check_document(json::value const& doc, std::string const& name, tally& t)
{
    for (auto const& m : sampled_mutations<Response>(doc)) {
        auto const& issues = m.issues; // what the contract says of the mutated document
        auto const what = name + " " + m.kind + " " + m.pointer;
        if (m.allowed) {
            // An object alone may fit a release the rest of the document
            // does not: then the errors say so where the mutation was made,
            // or at the members that release would send beside it.
            // Where two objects fit releases apart (one with the mutated
            // member, one without), either may be the one said to differ.
            bool const release_of_the_rest = std::all_of(issues.begin(), issues.end(), [&](es::issue const& i) {
                return i.severity != es::severity::error || i.code == es::issue_code::no_matching_release ||
                       (i.code == es::issue_code::missing_member &&
                        (related(i.path, m.pointer) || sibling(i.path, m.pointer))) ||
                       (i.code == es::issue_code::alias_mismatch && twin_of(i.path, m.pointer));
            });
            if (!es::has_errors(issues))
                ++t.allowed;
            else if (release_of_the_rest)
                ++t.reported;
            else
                t.misses.push_back(what + ": allowed by the model, but the document has errors elsewhere");
            continue;
        }
        bool const found = std::any_of(issues.begin(), issues.end(), [&](es::issue const& i) {
            return i.severity == es::severity::error &&
                   (related(i.path, m.pointer) || (reported_by_member_rules(i.code) && sibling(i.path, m.pointer)) ||
                    (i.code == es::issue_code::alias_mismatch && twin_of(i.path, m.pointer)));
        });
        if (found)
            ++t.reported;
        else
            t.misses.push_back(what + ": no error there (" + std::to_string(issues.size()) + " issues)");
    }
    auto const text = json::serialize(doc);
    for (std::size_t i = 0, structural = 0; i + 1 < text.size(); ++i) {
        if (std::string_view("{}[],:").find(text[i]) == std::string_view::npos || structural++ % sample != 0)
            continue;
        ++t.truncations;
        auto const r = es::parse<Response>(std::string_view(text).substr(0, i + 1));
        if (brief(r.issues) != std::vector<std::string>{"error malformed_json "})
            t.misses.push_back(name + " truncated after byte " + std::to_string(i + 1));
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(oracle)

BOOST_AUTO_TEST_CASE(every_mutation_of_every_valid_fixture_is_reported_where_it_was_made)
{
    tally t;
    for_each_fixture_folder([&](auto e, auto c, fs::path const& folder) {
        for (auto const& file : json_files(folder / "valid"))
            check_document<es::response_t<decltype(e), decltype(c)>>(
                read_json(file), std::string(decltype(c)::name) + " " + file.filename().string(), t);
    });

    BOOST_TEST_MESSAGE("mutation oracle: " << t.reported << " mutations reported where made, " << t.allowed
                                           << " allowed by the model, " << t.truncations
                                           << " truncations malformed, " << t.misses.size() << " misses");
    BOOST_TEST(t.reported > 4000u / sample);
    BOOST_TEST(t.allowed > 200u / sample);
    BOOST_TEST(t.truncations > 10000u / sample);
    for (std::size_t i = 0; i < t.misses.size() && i < 60; ++i)
        BOOST_TEST_MESSAGE("miss: " << t.misses[i]);
    BOOST_TEST(t.misses.size() == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
