// <explorer_schema/fuzzing/mutate.hpp>: libFuzzer's custom mutator along the
// model.

#include "../support.hpp"

#include "../../fuzz/targets.hpp"

#include <explorer_schema/fuzzing/mutate.hpp>

#include <boost/json/serialize.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(mutate)

// Rule: the custom mutator writes at most max_size bytes, the same for the
// same seed, and makes JSON documents from a JSON document.
BOOST_AUTO_TEST_CASE(custom_mutator_is_bounded_and_deterministic)
{
    using T = es::main_page_transactions_response;
    auto const page = read_file(fixtures_dir / "main-page-transactions/valid/latest.json");
    std::size_t json_outputs = 0;
    for (unsigned seed = 0; seed < 200; ++seed) {
        std::string a = page + std::string(256, ' '), b = a;
        auto const n = es::fuzzing::mutate<T>(reinterpret_cast<std::uint8_t*>(a.data()), page.size(), a.size(), seed, nullptr);
        auto const m = es::fuzzing::mutate<T>(reinterpret_cast<std::uint8_t*>(b.data()), page.size(), b.size(), seed, nullptr);
        BOOST_TEST(n <= a.size());
        BOOST_TEST(a.substr(0, n) == b.substr(0, m));
        json::error_code ec;
        (void)json::parse(std::string_view(a).substr(0, n), ec);
        json_outputs += !ec;
    }
    BOOST_TEST(json_outputs > 150u); // those with a member given twice are JSON too
    std::string small = "[]";
    small.resize(8);
    for (unsigned seed = 0; seed < 200; ++seed)
        BOOST_TEST(es::fuzzing::mutate<T>(reinterpret_cast<std::uint8_t*>(small.data()), 2, 8, seed, nullptr) <= 8u);
}

BOOST_AUTO_TEST_CASE(the_model_mutator_makes_the_catch_all_crash_input_from_a_fixture)
{
    // The input of the text decoder's crash on a key named like a catch-all
    // member: an action's data holding "other". Renaming along the model
    // makes it from the main page fixture within a few thousand mutations.
    auto const page = read_file(fixtures_dir / "main-page-transactions/valid/latest.json");
    auto holds_other = [](json::value const& doc) {
        if (auto const* a = doc.if_array())
            for (auto const& t : *a)
                if (auto const* actions = t.is_object() ? t.as_object().if_contains("actions") : nullptr)
                    if (actions->is_array())
                        for (auto const& action : actions->get_array())
                            if (auto const* data = action.is_object() ? action.as_object().if_contains("data") : nullptr)
                                if (data->is_object() && data->as_object().contains("other"))
                                    return true;
        return false;
    };
    unsigned seed = 0;
    for (; seed < 20000; ++seed) {
        std::string data = page + std::string(page.size(), ' ');
        auto const n = explorer_schema::fuzzing::mutate<explorer_schema::main_page_transactions_response>(
            reinterpret_cast<std::uint8_t*>(data.data()), page.size(), data.size(), seed, nullptr);
        json::error_code ec;
        auto const doc = json::parse(std::string_view(data).substr(0, n), ec);
        if (!ec && holds_other(doc)) {
            fuzz_targets::run("main_page", std::string_view(data).substr(0, n));
            break;
        }
    }
    BOOST_TEST_MESSAGE("found with seed " << seed);
    BOOST_TEST(seed < 20000u);
}

BOOST_AUTO_TEST_SUITE_END()
