// Writes the mutation corpus for the differential test against ajv: one JSON
// object per line, {"endpoint", "kind", "pointer", "valid", "codes",
// "document"}, where "valid" and "codes" (of the errors) are this library's
// verdict. Usage: mutation_corpus FIXTURES_DIR
#include "mutations.hpp"

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

template <class E>
void emit(E, json::value const& document, std::string const& kind, std::string const& pointer)
{
    auto const r = es::decode<typename E::response>(document);
    json::array codes;
    for (auto const& i : r.issues)
        if (i.severity == es::severity::error)
            codes.emplace_back(es::to_string(i.code));
    std::cout << json::serialize(json::object{{"endpoint", E::name},
                                              {"kind", kind},
                                              {"pointer", pointer},
                                              {"valid", r.ok()},
                                              {"codes", std::move(codes)},
                                              {"document", document}})
              << '\n';
}

template <class E>
void corpus_of(E e, json::value const& base)
{
    emit(e, base, "unchanged", "");
    for (auto const& m : test_support::mutations_of<typename E::response>(base))
        emit(e, m.document, m.kind, m.pointer);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: mutation_corpus FIXTURES_DIR\n";
        return 2;
    }
    fs::path const fixtures(argv[1]);
    // Each main-page transaction as a page of its own keeps documents small.
    auto const page = read_json(fixtures / "main-page-transactions/valid/latest.json");
    for (auto const& tx : page.as_array())
        corpus_of(es::endpoints::main_page_transactions{}, json::array{tx});
    for (auto name : {"every_variable_type.json", "two_summaries.json"})
        corpus_of(es::endpoints::transaction_summary{}, read_json(fixtures / "transaction-summary/valid" / name));
    corpus_of(es::endpoints::networks{}, read_json(fixtures / "networks/valid/networks.json"));
    // The broken fixtures too, as they are.
    for (auto const& dir : fs::directory_iterator(fixtures)) {
        if (!dir.is_directory())
            continue;
        auto const endpoint = dir.path().filename().string();
        for (auto const& file : fs::directory_iterator(dir.path() / "issues")) {
            boost::system::error_code ec;
            auto const document = json::parse(read_text(file.path()), ec);
            if (ec)
                continue; // malformed on purpose: no schema verdict to compare
            es::endpoints::visit_by_name(endpoint, [&](auto e) {
                emit(e, document, "fixture", file.path().filename().string());
            });
        }
    }
}
