// The fuzz targets' properties, checked on every build: on each saved
// finding under fuzz/regressions/<target>/ and on every fixture.

#include "support.hpp"

#include "../fuzz/targets.hpp"

#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/model_words.hpp>
#include <explorer_schema/fuzzing/mutate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/fuzzing/registry_words.hpp>

namespace json = boost::json;
using namespace test_support;

namespace {

fs::path const regressions_dir = tests_dir / ".." / "fuzz" / "regressions";

std::vector<fs::path> files_below(fs::path const& dir)
{
    std::vector<fs::path> files;
    if (fs::is_directory(dir))
        for (auto const& e : fs::recursive_directory_iterator(dir))
            if (e.is_regular_file() && e.path().filename() != "README.md")
                files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

BOOST_AUTO_TEST_SUITE(fuzz_regressions)

BOOST_AUTO_TEST_CASE(saved_findings_keep_their_properties)
{
    for (auto const& file : files_below(regressions_dir)) {
        auto const target = file.parent_path().filename().string();
        BOOST_TEST_CONTEXT(file)
        BOOST_TEST(fuzz_targets::run(target, read_file(file)), "no fuzz target named " << target);
    }
}

BOOST_AUTO_TEST_CASE(every_fixture_keeps_every_targets_properties)
{
    auto inputs = files_below(fixtures_dir);
    auto const captured = files_below(captured_dir);
    inputs.insert(inputs.end(), captured.begin(), captured.end());
    BOOST_TEST(inputs.size() > 20u);
    // Under the sanitizers, one pair of input and target in `sample`, as
    // the other sweeping suites (support.hpp).
    std::size_t pair = 0;
    for (auto const& file : inputs)
        for (auto const target : fuzz_targets::names())
            if (pair++ % sample == 0)
                BOOST_TEST(fuzz_targets::run(target, read_file(file)));
    BOOST_TEST(pair > 20u * fuzz_targets::names().size());
}

BOOST_AUTO_TEST_CASE(the_model_gives_every_name_and_value_the_fuzzer_needs)
{
    auto const& words = explorer_schema::fuzzing::all_words();
    BOOST_TEST(words.names.contains("other"), "the C++ name of action_data's catch-all member");
    BOOST_TEST(words.names.contains("tx_hash"), "a name Blockscout sent before v6.9");
    BOOST_TEST(words.names.contains("explorer_api_key"));
    BOOST_TEST(words.values.contains("coin_transfer"), "an enumerator");
    BOOST_TEST(words.values.contains("0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5"), "a vocabulary example");
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
