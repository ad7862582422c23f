// Every command of the explorer-schema program keeps its memory and its
// processor time in proportion to its input.

#include "../support.hpp"

#include "../../benchmarks/null_handler.hpp"

#include <explorer_schema/fuzzing/generate.hpp>

#include <sys/wait.h>

#include <cstdlib>
#include <ctime>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

// Every command on degenerate documents keeps its memory within a bound
// per input byte: the program's resident memory on a body of a few bytes,
// plus the body, plus what the command holds of it. validate and identify
// hold no value: nothing more, but for Blockscout's summary response, whose
// shape its keys tell, held on a tape of about its size (and a variable
// whose type comes last, on another). render holds the summary it renders,
// free-form values as DOM values (up to about 20 times their text), after
// checking the body in constant memory; mutate refuses a broken body before
// building anything. Measured as the most resident memory the process had
// (getrusage), within bounds about twice what was seen; the time each takes
// is a benchmark's (benchmarks/measure_bounds.py).
BOOST_AUTO_TEST_SUITE(cli_bounds)

namespace {

/// Under the sanitizers, where each run takes seconds, one run in each
/// `window` consecutive ones is made, at a place that moves by one from each
/// window to the next, so that every command of a body's list meets some
/// bodies; so at least `checked / window` of `checked` runs are made.
constexpr bool sampled(std::size_t index, std::size_t window)
{
    return index % window == index / window % window;
}

struct measured_run {
    int status;
    std::size_t rss;    ///< the most resident memory, in bytes
    double cpu_seconds; ///< user and system
};

/// Runs the program with `args`, standard input from `input`, output
/// discarded; gives its exit status, its most resident memory and its
/// processor time, measured by tests/peak/peak_memory.cpp.
measured_run run_measured(std::vector<std::string> const& args, fs::path const& input)
{
    auto const peak = input.parent_path() / "peak";
    // Under AddressSanitizer, freed memory waits in a quarantine of 256 MB
    // before it is reused; a small one lets the peak be the program's.
    // append, not +: g++ 12 at -O3 misreads `" " + std::string` as an overflow.
    std::string command = "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=1\"";
    for (auto const& word : {std::string(EXPLORER_SCHEMA_PEAK_MEMORY), peak.string(), std::string(EXPLORER_SCHEMA_CLI)})
        command.append(" ").append(shell_quoted(word));
    for (auto const& a : args)
        command.append(" ").append(shell_quoted(a));
    command.append(" <").append(shell_quoted(input.string())).append(" >/dev/null 2>&1");
    int const raw = std::system(command.c_str());
    std::istringstream measures(read_file(peak));
    std::size_t kib = 0;
    long long microseconds = 0;
    measures >> kib >> microseconds;
    return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, kib * 1024, static_cast<double>(microseconds) / 1e6};
}

/// `element` repeated, comma-separated, between `before` and `after`, to
/// about `size` bytes.
std::string repeated(std::string const& before, std::string const& element, std::string const& after, std::size_t size)
{
    std::string out = before;
    while (out.size() + element.size() + after.size() < size)
        out.append(element).push_back(',');
    return out.append(element).append(after);
}

#if UNDER_ADDRESS_SANITIZER
// AddressSanitizer pads each allocation with redzones and shadows it: every
// byte held costs up to twice as much. Its program also holds more whatever
// the input: the code the command runs is larger (instrumented, and in the
// fuzzing configuration counted for coverage) and freed memory waits in a
// quarantine before it is reused.
constexpr std::size_t held_cost = 2;
constexpr std::size_t fixed_allowance = std::size_t{16} << 20;
#else
constexpr std::size_t held_cost = 1;
constexpr std::size_t fixed_allowance = std::size_t{8} << 20;
#endif

} // namespace

BOOST_AUTO_TEST_CASE(every_command_holds_memory_in_proportion_to_its_input)
{
    auto const dir = fs::temp_directory_path() / ("explorer_schema_bounds_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    auto const write = [&](std::string const& name, std::string const& text) {
        std::ofstream(dir / name, std::ios::binary) << text;
        return dir / name;
    };
    // Under the sanitizers (test_support::sample) one run in eight is made
    // (sampled), on bodies a quarter of their size.
    constexpr std::size_t window = sample > 1 ? 8 : 1;
    constexpr std::size_t size = (std::size_t{4} << 20) / (sample > 1 ? 4 : 1);
    std::string unknown = "{";
    for (int i = 0; i < 40; ++i)
        unknown += "\"k" + std::to_string(i) + "\":null,";
    unknown.back() = '}';
    std::string const summary = R"({"success":true,"data":{"summaries":[)";
    std::vector<std::pair<fs::path, std::string>> const bodies{
        {write("empty.json", repeated("[", "{}", "]", size)), "main-page-transactions"},
        {write("unknown.json", repeated("[", unknown, "]", size)), "main-page-transactions"},
        {write("deep.json", repeated("[", "{\"x\":" + std::string(60, '[') + std::string(60, ']') + "}", "]", size)),
         "main-page-transactions"},
        {write("summaries.json", repeated(summary, "{}", "]}}", size)), "transaction-summary"},
        {write("variables.json",
               repeated(summary + R"({"summary_template":"{x}","summary_template_variables":{"x":{"value":[)",
                        "{\"a\":[1,2,3]}", R"(],"type":"mystery"}}}]}})", size)),
         "transaction-summary"}};
    auto const small = run_measured({"validate", "--endpoint", "main-page-transactions", "-"}, write("small.json", "[]"));
    BOOST_TEST(small.status == 0);
    auto const baseline = small.rss;
    std::size_t checked = 0, measured = 0;
    auto const check = [&](std::vector<std::string> const& command, fs::path const& file, std::size_t held) {
        if (!sampled(checked++, window))
            return;
        ++measured;
        auto const [status, rss, cpu] = run_measured(command, file);
        std::string what;
        for (auto const& word : command)
            what.append(word).append(" ");
        what.append("< ").append(file.filename().string());
        BOOST_TEST((status >= 0 && status <= 2), what << " exits " << status);
        BOOST_TEST(rss <= baseline + held_cost * (1 + held) * fs::file_size(file) + fixed_allowance,
                   what << ": " << rss / 1024 << " KiB, for " << fs::file_size(file) / 1024 << " KiB of input ("
                        << baseline / 1024 << " KiB on a small one)");
    };
    for (auto const& [file, endpoint] : bodies) {
        for (std::string const contract : {"spec", "blockscout"}) {
            std::size_t const taped = contract == "blockscout" && endpoint == "transaction-summary" ? 2 : 0;
            for (auto const* format : {"text", "json", "junit", "github", "markdown"})
                check({"validate", "--contract", contract, "--endpoint", endpoint, "--format", format, "-"}, file, taped);
            check({"validate", "--contract", contract, "--endpoint", endpoint, "--ndjson", "-"}, file, taped);
            if (endpoint == "transaction-summary")
                check({"render", "--contract", contract, "--all", "-"}, file, 24);
        }
        check({"identify", "--endpoint", endpoint, "-"}, file, 2);
        check({"identify", "-"}, file, 2);
    }
    // mutate takes bodies of up to 4 MiB, and validates them first.
    for (auto const* contract : {"spec", "blockscout"}) {
        check({"mutate", "--contract", contract, "--endpoint", "main-page-transactions", "--out",
               (dir / ("mutations_" + std::string(contract))).string(), "-"},
              bodies.front().first, 0);
    }
    fs::remove_all(dir);
    BOOST_TEST(checked == 5u * 14u + 2u * 2u + 2u);
    BOOST_TEST(measured >= checked / window);
}

namespace {

/// The least processor time, of three readings, Boost.JSON's parser with a
/// handler that does nothing takes over `file`: the floor any command on
/// the same bytes stands on, in the same build: of a `.ndjson` file, each
/// line a document of its own. Each reading parses the text again until
/// 50 ms have passed and divides by the passes, so that a processor clock
/// that ticks coarsely never reads a floor of 0.
double floor_seconds(fs::path const& file)
{
    auto const text = read_file(file);
    std::vector<std::string_view> documents;
    if (file.extension() == ".ndjson") {
        for (std::size_t at = 0; at < text.size();) {
            auto const end = std::min(text.find('\n', at), text.size());
            documents.push_back(std::string_view(text).substr(at, end - at));
            at = end + 1;
        }
    } else {
        documents.push_back(text);
    }
    double best = 1e9;
    for (int k = 0; k < 3; ++k) {
        auto const start = std::clock();
        std::clock_t now = start;
        int passes = 0;
        for (; now - start < CLOCKS_PER_SEC / 20; now = std::clock(), ++passes) {
            for (auto const document : documents) {
                boost::json::basic_parser<do_nothing> parser(boost::json::parse_options{.max_depth = 1024});
                boost::json::error_code ec;
                parser.write_some(false, document.data(), document.size(), ec);
            }
        }
        best = std::min(best, static_cast<double>(now - start) / CLOCKS_PER_SEC / passes);
    }
    return best;
}

} // namespace

// Rule: every command costs processor time in proportion to its input, at
// most `per_byte` times what the do-nothing parser takes over the same
// bytes, plus the program's start: on degenerate bodies, on generated
// bodies of every endpoint and their mutations, on every captured body;
// identify without an endpoint included (it reads a body a bounded number
// of times, not once per response type). The figures of a release build are
// in docs/hostile-input.md; this bound, far above them, is there to catch a
// cost that grows with the registry or faster than the input.
BOOST_AUTO_TEST_CASE(every_command_costs_processor_time_in_proportion_to_its_input)
{
    auto const dir = fs::temp_directory_path() / ("explorer_schema_cpu_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    auto const write = [&](std::string const& name, std::string const& text) {
        std::ofstream(dir / name, std::ios::binary) << text;
        return dir / name;
    };
    // Sanitized, where the program runs at -O0 with every access checked,
    // a wider bound, bodies an eighth of the size, and one run in eight
    // (sampled).
    constexpr double per_byte = sample > 1 ? 2000 : 250;
    constexpr double start_allowance = sample > 1 ? 1.0 : 0.15;
    constexpr std::size_t size = (std::size_t{4} << 20) / (sample > 1 ? 8 : 1);
    constexpr std::size_t window = sample > 1 ? 8 : 1;
    std::size_t checked = 0, measured = 0;
    double worst = 0;
    std::string worst_what;
    auto const check = [&](std::vector<std::string> command, fs::path const& file) {
        if (!sampled(checked++, window))
            return;
        ++measured;
        auto const floor = floor_seconds(file);
        auto const run = run_measured(command, file);
        std::string what;
        for (auto const& word : command)
            what.append(word).append(" ");
        what.append("< ").append(file.filename().string());
        BOOST_TEST((run.status >= 0 && run.status <= 2), what << " exits " << run.status);
        auto const ratio = (run.cpu_seconds - std::min(run.cpu_seconds, start_allowance)) / std::max(floor, 1e-6);
        if (ratio > worst)
            worst = ratio, worst_what = what;
        BOOST_TEST(run.cpu_seconds <= per_byte * floor + start_allowance,
                   what << ": " << run.cpu_seconds << " s, the do-nothing parser " << floor << " s over "
                        << fs::file_size(file) << " bytes");
    };
    // Degenerate bodies: every issue the contract has, at every element.
    std::vector<std::pair<fs::path, std::string>> const degenerate{
        {write("objects.json", repeated("[", "{}", "]", size)), "main-page-transactions"},
        {write("zeros.json", repeated("[", "0", "]", size)), "main-page-transactions"},
        {write("items.json", repeated("{\"items\":[", "0", "]}", size)), "tokens"},
        {write("names.json", repeated("[", "{\"hahs\":1,\"blok_number\":2,\"valeu\":3}", "]", size)),
         "main-page-transactions"},
        {write("duplicates.json", repeated("{\"items\":[", "{\"items\":[],\"items\":[]}", "]}", size)), "search"}};
    for (auto const& [file, endpoint] : degenerate) {
        for (std::string const contract : {"spec", "blockscout"}) {
            if (contract == "spec" && endpoint != "main-page-transactions")
                continue;
            for (auto const* format : {"text", "json", "junit"})
                check({"validate", "--contract", contract, "--endpoint", endpoint, "--format", format, "-"}, file);
        }
        check({"identify", "--endpoint", endpoint, "-"}, file);
        check({"identify", "-"}, file);
    }
    check({"mutate", "--contract", "blockscout", "--endpoint", "main-page-transactions", "--format", "ndjson",
           "--count", "5", "-"},
          degenerate.front().first);
    // Generated bodies of every endpoint, one a line, and their mutations;
    // the captured bodies of each, repeated.
    boost::mp11::mp_for_each<es::endpoints::of<es::contracts::blockscout>>([&](auto e) {
        using E = decltype(e);
        using T = es::response_t<E, es::contracts::blockscout>;
        std::string const endpoint(E::name);
        auto const options = es::endpoints::options_for<E, es::contracts::blockscout>({});
        std::string generated, mutated;
        for (std::uint64_t seed = 0; generated.size() < size / 4; ++seed) {
            auto const doc = es::fuzzing::generate<T>(
                seed, {.max_items = 3, .max_string_length = 64, .releases = es::served_by<E>});
            generated += boost::json::serialize(doc) + "\n";
            if (mutated.size() < size / 4)
                for (auto const& m : es::fuzzing::mutations_of<T>(doc, seed, 4, options))
                    mutated += boost::json::serialize(m.document) + "\n";
        }
        for (auto const& [file, text] : {std::pair{"generated.ndjson", generated}, {"mutated.ndjson", mutated}})
            check({"validate", "--contract", "blockscout", "--endpoint", endpoint, "--ndjson", "-"}, write(file, text));
        auto const captured = captured_dir / "real" / "endpoints" / (endpoint + ".json");
        if (fs::exists(captured)) {
            auto const recorded = read_file(captured);
            std::string lines;
            while (lines.size() < size / 4)
                lines += boost::json::serialize(boost::json::parse(recorded)) + "\n";
            check({"validate", "--contract", "blockscout", "--endpoint", endpoint, "--ndjson", "-"},
                  write("captured.ndjson", lines));
            check({"identify", "-"}, write("captured.json", recorded));
        }
    });
    BOOST_TEST_MESSAGE("processor time: at most " << worst << " times the do-nothing parser, by " << worst_what);
    fs::remove_all(dir);
    BOOST_TEST(checked >= 5u * 4u + 1u + 34u * 2u);
    BOOST_TEST(measured >= checked / window);
}

BOOST_AUTO_TEST_SUITE_END()
