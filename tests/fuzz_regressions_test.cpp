// The fuzz targets' properties, checked on every build: on each saved
// finding under fuzz/regressions/<target>/ and on every fixture.

#include "support.hpp"

#include "../fuzz/targets.hpp"

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

BOOST_AUTO_TEST_SUITE_END()
