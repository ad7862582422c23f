#ifndef EXPLORER_SCHEMA_BENCHMARKS_CORPUS_HPP
#define EXPLORER_SCHEMA_BENCHMARKS_CORPUS_HPP

// The generated corpus: main pages built from the bundled 6-transaction
// fixture, each transaction given its own hash, block, nonce and value so
// that no two documents are the same text. A large page of about 64 MB and
// many pages of real size (6 transactions, about 20 KB); each also in a
// version with one error in every transaction (a status outside its set),
// and the pages also with every object's members in reverse order.

#include <boost/json.hpp>

#include <cstddef>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace corpus {

namespace json = boost::json;

inline json::array const& fixture_transactions()
{
    static json::array const txs = [] {
        std::ifstream in(EXPLORER_SCHEMA_FIXTURES_DIR "/main-page-transactions/valid/latest.json",
                         std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        return json::parse(text.str()).as_array();
    }();
    return txs;
}

/// Transaction number `n`: a fixture transaction with its own identity.
inline json::value transaction(std::size_t n, bool with_error)
{
    auto const& txs = fixture_transactions();
    json::value tx = txs[n % txs.size()];
    auto& o = tx.as_object();
    char hash[67];
    std::snprintf(hash, sizeof hash, "0x%064zx", n * 2654435761u + 1);
    o["hash"] = hash;
    o["block_number"] = 19'000'000 + n / 6;
    o["nonce"] = n % 5000;
    o["value"] = std::to_string(n * 1'000'000'007ull);
    if (with_error)
        o["status"] = "success";
    return tx;
}

/// `v` with the members of every object within it in reverse order.
inline json::value reversed(json::value const& v)
{
    if (auto const* a = v.if_array()) {
        json::array out;
        for (auto const& e : *a)
            out.push_back(reversed(e));
        return out;
    }
    if (auto const* o = v.if_object()) {
        json::object out;
        for (auto at = o->end(); at != o->begin();) {
            --at;
            out.emplace(at->key(), reversed(at->value()));
        }
        return out;
    }
    return v;
}

/// The members of each object in the order the spec lists them (the
/// fixture's), or in the reverse: the order of a server whose objects list
/// them otherwise, as Blockscout's do.
enum class member_order { declared, reversed };

inline std::string page(std::size_t first, std::size_t count, bool with_error,
                        member_order order = member_order::declared)
{
    json::array txs;
    txs.reserve(count);
    for (std::size_t i = 0; i < count; ++i)
        txs.push_back(transaction(first + i, with_error));
    return json::serialize(order == member_order::reversed ? reversed(txs) : json::value(std::move(txs)));
}

struct documents {
    std::vector<std::string> texts;
    std::size_t bytes = 0;
};

/// One main page of at least `bytes` bytes.
inline documents large(std::size_t bytes, bool with_error)
{
    auto const one = page(0, 6, with_error).size();
    documents d;
    d.texts.push_back(page(0, 6 * (bytes / one + 1), with_error));
    d.bytes = d.texts[0].size();
    return d;
}

/// `count` main pages of 6 transactions each.
inline documents small(std::size_t count, bool with_error, member_order order = member_order::declared)
{
    documents d;
    for (std::size_t i = 0; i < count; ++i) {
        d.texts.push_back(page(6 * i, 6, with_error, order));
        d.bytes += d.texts.back().size();
    }
    return d;
}

} // namespace corpus

#endif
