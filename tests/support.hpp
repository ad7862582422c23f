#ifndef EXPLORER_SCHEMA_TESTS_SUPPORT_HPP
#define EXPLORER_SCHEMA_TESTS_SUPPORT_HPP


#include <explorer_schema/model/json_pointer.hpp>
#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/impl/decode.hpp>

#include <boost/algorithm/string/join.hpp>
#include <boost/json/parse.hpp>
#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <sys/wait.h>
#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <typeindex>
#include <vector>

namespace test_support {

namespace es = explorer_schema;
namespace fs = std::filesystem;

inline fs::path const fixtures_dir{EXPLORER_SCHEMA_FIXTURES_DIR};
inline fs::path const captured_dir{EXPLORER_SCHEMA_CAPTURED_DIR};
inline fs::path const tests_dir{EXPLORER_SCHEMA_TESTS_DIR};

/// The suites that sweep thousands of documents (agreement, oracle,
/// bounded_work, fuzz_regressions' sweep of the fixtures) check one in
/// `sample` of their mutations, truncations, generated seeds and inputs,
/// and degenerate documents at a `scale`th of their sizes: every one at
/// full size (1) but in the build under AddressSanitizer and
/// UndefinedBehaviorSanitizer, which runs them about thirty times slower.
/// There a thirty-second (32) at a sixty-fourth of the size (64) keeps every
/// suite, every fixture and every kind of document under the sanitizers,
/// while the Release build checks each document's verdict.
#ifndef EXPLORER_SCHEMA_TEST_SAMPLE
#define EXPLORER_SCHEMA_TEST_SAMPLE 1
#endif
#ifndef EXPLORER_SCHEMA_TEST_SCALE
#define EXPLORER_SCHEMA_TEST_SCALE 1
#endif
inline constexpr std::size_t sample = EXPLORER_SCHEMA_TEST_SAMPLE;
inline constexpr std::size_t scale = EXPLORER_SCHEMA_TEST_SCALE;

/// The mutations of `doc` a sweeping suite checks: every one, in the order
/// the walk finds them; in the sanitized build one in `sample`, drawn by a
/// fixed seed, so that the others are neither made nor judged.
template <class T>
std::vector<explorer_schema::fuzzing::mutation> sampled_mutations(boost::json::value const& doc)
{
    auto const total = explorer_schema::fuzzing::mutation_count<T>(doc);
    return explorer_schema::fuzzing::mutations_of<T>(doc, 0, (total + sample - 1) / sample);
}

/// A precondition for the suites that read the public captured payloads: they
/// are skipped when the folder is absent.
/// A function, not a function object: g++ 12 at -O2 warns that
/// boost::function may use an empty object's storage uninitialized.
inline boost::test_tools::assertion_result captured_folder_exists(boost::unit_test::test_unit_id)
{
    boost::test_tools::assertion_result r(fs::is_directory(captured_dir));
    r.message() << captured_dir << " is absent";
    return r;
}

inline std::string read_file(fs::path const& p)
{
    std::ifstream in(p, std::ios::binary);
    BOOST_TEST_REQUIRE(in.good(), "cannot open " << p);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/// JSON text as the library reads it: its doubles correctly rounded, where
/// boost::json::parse (1.81) reads some an ulp off, and a document the
/// library decodes would not equal the text's DOM.
inline boost::json::value parse_text(std::string_view text)
{
    auto r = es::parse_json(text);
    BOOST_TEST_REQUIRE(r.issues.empty(), "not JSON: " << text.substr(0, 80));
    return std::move(r.value);
}

inline boost::json::value read_json(fs::path const& p) { return parse_text(read_file(p)); }

/// The first `size` bytes of `text`, alone in memory of their own, as a
/// document cut there arrives: under AddressSanitizer, a decoder that
/// reads a byte past the cut fails the test (within a std::string it would
/// read the rest of the text, unseen).
class cut_text {
public:
    cut_text(std::string_view text, std::size_t size) : bytes_(new char[size]), size_(size)
    {
        std::copy_n(text.data(), size, bytes_.get());
    }
    operator std::string_view() const noexcept { return {bytes_.get(), size_}; }

private:
    std::unique_ptr<char[]> bytes_;
    std::size_t size_;
};

/// The .json files of a folder, sorted.
inline std::vector<fs::path> json_files(fs::path const& dir)
{
    std::vector<fs::path> files;
    for (auto const& e : fs::directory_iterator(dir))
        if (e.path().extension() == ".json")
            files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

/// The project's fixtures of a contract: the spec's at the top of fixtures/,
/// each other contract's in a folder of its name.
template <class Contract>
fs::path fixtures_of()
{
    if constexpr (std::same_as<Contract, es::contracts::spec>)
        return fixtures_dir;
    else
        return fixtures_dir / Contract::name;
}

/// Calls `f(E{}, C{}, folder)` for each endpoint `E` of each contract `C`,
/// with the folder of that contract's fixtures of that endpoint.
template <class F>
void for_each_fixture_folder(F&& f)
{
    es::endpoints::for_each_response(
        [&](auto e, auto c) { f(e, c, fixtures_of<decltype(c)>() / decltype(e)::name); });
}

/// The newest release of the table, by name ("v11.2"): tests say "the
/// releases from v6.0 on" with it, so that a new release changes no test.
inline std::string newest_release() { return es::blockscout_releases.back().name(); }

/// `text` with each "{newest}" replaced by the newest release's name:
/// with_newest("v6.0\u2013{newest}").
inline std::string with_newest(std::string text)
{
    static constexpr std::string_view mark = "{newest}";
    for (auto at = text.find(mark); at != std::string::npos; at = text.find(mark, at))
        text.replace(at, mark.size(), newest_release());
    return text;
}

/// The releases from `first` to the newest as release_set::to_string writes
/// them: "v11.2" when `first` is the newest, "v11.1\u2013v11.2" otherwise.
inline std::string through_newest(std::string first)
{
    return first == newest_release() ? first : first.append("\u2013").append(newest_release());
}

/// "severity code path", the part of an issue tests compare exactly where
/// the message is not the point.
inline std::string brief(es::issue const& i)
{
    return std::string(es::to_string(i.severity)) + " " + std::string(es::to_string(i.code)) +
           " " + i.path;
}

inline std::vector<std::string> brief(std::vector<es::issue> const& issues)
{
    std::vector<std::string> out;
    for (auto const& i : issues)
        out.push_back(brief(i));
    return out;
}

/// Decodes `json` as `T` and checks it gives exactly `expected` (brief form).
template <class T>
void check_issues(boost::json::value const& json, std::vector<std::string> const& expected,
                  es::decode_options const& options = {})
{
    auto const actual = brief(es::decode<T>(json, options).issues);
    BOOST_TEST(actual == expected, boost::test_tools::per_element());
}

/// `doc` with the value at JSON Pointer `pointer` replaced, or added when
/// the pointer names a member its object does not have.
inline boost::json::value with(boost::json::value doc, std::string_view pointer,
                               boost::json::value replacement)
{
    explorer_schema::json_pointer const at{std::string(pointer)};
    if (auto* parent = doc.at_pointer(at.parent().str()).if_object()) {
        (*parent)[at.back()] = std::move(replacement);
    } else {
        doc.at_pointer(pointer) = std::move(replacement);
    }
    return doc;
}

/// `doc` without the member at JSON Pointer `pointer`.
inline boost::json::value without(boost::json::value doc, std::string_view pointer)
{
    explorer_schema::json_pointer const at{std::string(pointer)};
    BOOST_TEST_REQUIRE(doc.at_pointer(at.parent().str()).as_object().erase(at.back()) == 1u);
    return doc;
}

inline boost::json::value const& valid_main_page()
{
    static auto const doc = read_json(fixtures_dir / "main-page-transactions/valid/latest.json");
    return doc;
}

inline boost::json::value const& valid_summary()
{
    static auto const doc =
        read_json(fixtures_dir / "transaction-summary/valid/every_variable_type.json");
    return doc;
}

inline boost::json::value const& valid_networks()
{
    static auto const doc = read_json(fixtures_dir / "networks/valid/networks.json");
    return doc;
}

/// Whether expected outputs are to be written rather than compared
/// (scripts/regenerate.sh sets EXPLORER_SCHEMA_REGENERATE).
inline bool regenerating() { return std::getenv("EXPLORER_SCHEMA_REGENERATE") != nullptr; }

/// `v` as JSON indented by two spaces, as the expected outputs are written.
inline void pretty(std::string& out, boost::json::value const& v, int indent = 0)
{
    auto const newline = [&](int level) { out.append("\n").append(static_cast<std::size_t>(level) * 2, ' '); };
    if (auto const* o = v.if_object(); o && !o->empty()) {
        out += '{';
        for (auto it = o->begin(); it != o->end(); ++it) {
            out += it == o->begin() ? "" : ",";
            newline(indent + 1);
            out.append(boost::json::serialize(it->key())).append(": ");
            pretty(out, it->value(), indent + 1);
        }
        newline(indent);
        out += '}';
    } else if (auto const* a = v.if_array(); a && !a->empty()) {
        out += '[';
        for (std::size_t i = 0; i < a->size(); ++i) {
            out += i ? "," : "";
            newline(indent + 1);
            pretty(out, (*a)[i], indent + 1);
        }
        newline(indent);
        out += ']';
    } else {
        out += boost::json::serialize(v);
    }
}

inline void write_pretty(fs::path const& path, boost::json::value const& v)
{
    std::string text;
    pretty(text, v);
    std::ofstream(path, std::ios::binary) << text << '\n';
}

/// Calls `f(std::type_identity<R>{}, "contract endpoint")` for each body
/// type R of the registry once (every_response), named by the first
/// endpoint and contract that has it, and its status when not 200 ("contract
/// endpoint 422"): the lists that share an item type are one response type,
/// the endpoints of Blockscout's API v2 share their error bodies.
template <class F>
void for_each_response(F&& f)
{
    std::set<std::type_index> seen;
    es::endpoints::for_each_response([&](auto e, auto c) {
        boost::mp11::mp_for_each<es::bodies_of<decltype(e), decltype(c)>>([&](auto b) {
            using R = typename decltype(b)::body;
            auto const status = decltype(b)::status == 200 ? std::string() : " " + std::to_string(decltype(b)::status);
            if (seen.insert(typeid(R)).second)
                f(std::type_identity<R>{}, std::string(decltype(c)::name) + " " + std::string(decltype(e)::name) + status);
        });
    });
}

// What the suites of the explorer-schema program (tests/cli/, and the
// suites that run it beside the library) share: running it, alone or in a
// shell script, and its fixtures by path.
#ifdef EXPLORER_SCHEMA_CLI
/// What the explorer-schema program did: its exit status and its output.
struct run_result {
    int status = -1;
    std::string out;
    std::string err;
};

/// `s` as one word for /bin/sh.
inline std::string shell_quoted(std::string_view s)
{
    std::string q = "'";
    for (char c : s) {
        if (c == '\'')
            q += "'\\''";
        else
            q += c;
    }
    q += '\'';
    return q;
}

/// Runs the program with `args`, feeding `input` on standard input.
inline run_result run(std::vector<std::string> const& args, std::string const& input = "")
{
    auto const dir = fs::temp_directory_path() / ("explorer_schema_cli_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    {
        std::ofstream(dir / "in", std::ios::binary) << input;
    }
    std::ostringstream command;
    command << shell_quoted(EXPLORER_SCHEMA_CLI);
    for (auto const& a : args)
        command << ' ' << shell_quoted(a);
    command << " < " << shell_quoted((dir / "in").string()) << " > "
            << shell_quoted((dir / "out").string()) << " 2> " << shell_quoted((dir / "err").string());
    int const raw = std::system(command.str().c_str());
    run_result r{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, read_file(dir / "out"),
                 read_file(dir / "err")};
    fs::remove_all(dir);
    return r;
}

/// The path of a fixture, as the program is given it.
inline std::string fixture(std::string const& relative) { return (fixtures_dir / relative).string(); }

// Whether AddressSanitizer instruments this build: g++ says so with
// __SANITIZE_ADDRESS__, clang with __has_feature.
#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ADDRESS_SANITIZER 1
#endif
#endif
#ifndef UNDER_ADDRESS_SANITIZER
#define UNDER_ADDRESS_SANITIZER 0
#endif

/// A shell command that limits the address space of what follows it to
/// 100 MB, which proves constant memory. AddressSanitizer reserves terabytes
/// of address space for its shadow, so under it the limit is left out; the
/// suite cli_bounds holds resident memory there too.
#if UNDER_ADDRESS_SANITIZER
inline constexpr char const* limit_address_space = "";
#else
inline constexpr char const* limit_address_space = "ulimit -v 100000; ";
#endif

/// Runs `script` with /bin/sh in a fresh folder, where `$CLI` is the
/// program; gives its exit status and what the script leaves in the files
/// `out` and `err`.
inline run_result run_script(std::string const& script)
{
    auto const dir = fs::temp_directory_path() / ("explorer_schema_sh_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::string const command = "cd " + shell_quoted(dir.string()) + " && CLI=" + shell_quoted(EXPLORER_SCHEMA_CLI) +
                                " && touch out err && { " + script + "; }";
    int const raw = std::system(("sh -c " + shell_quoted(command)).c_str());
    run_result r{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, read_file(dir / "out"), read_file(dir / "err")};
    fs::remove_all(dir);
    return r;
}
#endif

} // namespace test_support

#endif
