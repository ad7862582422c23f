// Writes the mutation corpus for the differential test against ajv: one JSON
// object per line, {"endpoint", "kind", "pointer", "valid", "codes", "release_rules_only",
// "document"} preceded by "contract", where "valid" and "codes" (of the
// errors) are this library's verdict. Usage: mutation_corpus FIXTURES_DIR
#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace es = explorer_schema;
namespace json = boost::json;
namespace fs = std::filesystem;

namespace {

std::string read_text(fs::path const& p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

json::value read_json(fs::path const& p) { return json::parse(read_text(p)); }

template <class C, class E>
void emit(json::value const& document, std::string const& kind, std::string const& pointer)
{
    auto const r = es::decode<es::response_t<E, C>>(document);
    json::array codes;
    // Whether every error is one of the rules across releases and chain
    // types, which a schema that takes the shape of every release and chain
    // type cannot hold: a document of no one release or no one chain type's
    // build, or a member that some releases leave out missing (its message
    // names the release that sends it).
    bool release_rules_only = true;
    for (auto const& i : r.issues) {
        if (i.severity != es::severity::error)
            continue;
        codes.emplace_back(es::to_string(i.code));
        release_rules_only &= i.code == es::issue_code::no_matching_release ||
                              i.code == es::issue_code::no_matching_chain_type ||
                              i.code == es::issue_code::alias_mismatch ||
                              (i.code == es::issue_code::missing_member &&
                               i.message.find(", which Blockscout ") != std::string::npos);
    }
    std::cout << json::serialize(json::object{{"contract", C::name},
                                              {"endpoint", E::name},
                                              {"kind", kind},
                                              {"pointer", pointer},
                                              {"valid", r.ok()},
                                              {"codes", std::move(codes)},
                                              {"release_rules_only", !r.ok() && release_rules_only},
                                              {"document", document}})
              << '\n';
}

// Every mutation, but in the build under the sanitizers, which takes one in
// EXPLORER_SCHEMA_TEST_SAMPLE (tests/CMakeLists.txt, tests/support.hpp).

template <class C, class E>
void corpus_of(json::value const& base)
{
    using T = es::response_t<E, C>;
    emit<C, E>(base, "unchanged", "");
    auto const count = (es::fuzzing::mutation_count<T>(base) + EXPLORER_SCHEMA_TEST_SAMPLE - 1) / EXPLORER_SCHEMA_TEST_SAMPLE;
    for (auto const& m : es::fuzzing::mutations_of<T>(base, 0, count))
        emit<C, E>(m.document, m.kind, m.pointer);
}

/// The corpus of contract `C`, from its fixtures in `fixtures`: every
/// endpoint of the registry that the contract has.
template <class C>
void contract_corpus(fs::path const& fixtures)
{
    boost::mp11::mp_for_each<es::endpoints::of<C>>([&](auto e) {
        using E = decltype(e);
        if (auto const valid = fixtures / E::name / "valid"; fs::is_directory(valid))
            for (auto const& file : fs::directory_iterator(valid)) {
                auto const document = read_json(file.path());
                if constexpr (std::same_as<E, es::endpoints::get_main_page_transactions>) {
                    // Each main-page transaction as a page of its own keeps documents small.
                    for (auto const& tx : document.as_array())
                        corpus_of<C, E>(json::array{tx});
                } else {
                    corpus_of<C, E>(document);
                }
            }
        // The broken fixtures too, as they are.
        if (auto const issues = fixtures / E::name / "issues"; fs::is_directory(issues))
            for (auto const& file : fs::directory_iterator(issues)) {
                boost::system::error_code ec;
                auto const document = json::parse(read_text(file.path()), ec);
                if (!ec) // a malformed one has no schema verdict to compare
                    emit<C, E>(document, "fixture", file.path().filename().string());
            }
    });
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: mutation_corpus FIXTURES_DIR\n";
        return 2;
    }
    fs::path const fixtures(argv[1]);
    contract_corpus<es::contracts::spec>(fixtures);
    contract_corpus<es::contracts::blockscout>(fixtures / es::contracts::blockscout::name);
}
