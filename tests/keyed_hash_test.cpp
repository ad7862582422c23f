// The hash of the set of member names seen: SipHash-2-4 under a key drawn
// at random, so that no document can choose names that collide.

#include "support.hpp"

#include <explorer_schema/detail/keyed_hash.hpp>

#include <random>
#include <set>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

/// 2^n member names of 16n bytes, each byte below 0x80, to which libstdc++'s
/// std::hash<std::string> (MurmurHash64A) gives one value: name i takes,
/// for each bit of i, one of two 16-byte blocks whose words mix to values
/// that differ only in bit 63, which the next word's mixing cancels.
std::vector<std::string> colliding_names(int n)
{
    constexpr std::uint64_t mul = 0xc6a4a7935bd1e995;
    std::uint64_t inverse = mul; // mul * inverse == 1 (mod 2^64), by Newton's method
    for (int i = 0; i < 6; ++i)
        inverse *= 2 - mul * inverse;
    auto unmix = [&](std::uint64_t mixed) { // the word that std::hash mixes to `mixed`
        auto const y = mixed * inverse;
        return (y ^ (y >> 47)) * inverse;
    };
    auto ascii = [](std::uint64_t word) { return (word & 0x8080808080808080) == 0; };
    std::mt19937_64 random(2026);
    auto word_pair = [&] { // two words below 0x80 per byte, mixing to values 2^63 apart
        for (;;) {
            auto const x = random();
            auto const a = unmix(x), b = unmix(x ^ (std::uint64_t{1} << 63));
            if (ascii(a) && ascii(b))
                return std::pair{a, b};
        }
    };
    auto bytes = [](std::uint64_t word) { return std::string(reinterpret_cast<char const*>(&word), 8); };
    std::vector<std::array<std::string, 2>> blocks;
    for (int i = 0; i < n; ++i) {
        auto const [a1, b1] = word_pair();
        auto const [a2, b2] = word_pair();
        blocks.push_back({bytes(a1) + bytes(a2), bytes(b1) + bytes(b2)});
    }
    std::vector<std::string> names;
    for (std::size_t i = 0; i < (std::size_t{1} << n); ++i) {
        std::string name;
        for (int bit = 0; bit < n; ++bit)
            name += blocks[bit][(i >> bit) & 1];
        names.push_back(std::move(name));
    }
    return names;
}

} // namespace

BOOST_AUTO_TEST_SUITE(keyed_hash)

BOOST_AUTO_TEST_CASE(the_names_seen_hash_is_siphash_2_4)
{
    // The reference vectors of SipHash-2-4: key 00 01 .. 0f, message 00 01 .. (n-1).
    std::string message;
    for (int i = 0; i < 64; ++i)
        message += static_cast<char>(i);
    constexpr std::uint64_t k0 = 0x0706050403020100, k1 = 0x0f0e0d0c0b0a0908;
    BOOST_TEST(es::siphash_2_4(k0, k1, message.substr(0, 0)) == 0x726fdb47dd0e0e31u);
    BOOST_TEST(es::siphash_2_4(k0, k1, message.substr(0, 1)) == 0x74f839c593dc67fdu);
    BOOST_TEST(es::siphash_2_4(k0, k1, message.substr(0, 15)) == 0xa129ca6149be45e5u);
    BOOST_TEST(es::siphash_2_4(k0, k1, message.substr(0, 63)) == 0x958a324ceb064572u);
}

BOOST_AUTO_TEST_CASE(names_that_collide_for_std_hash_do_not_collide_for_the_names_seen_set)
{
    auto const names = colliding_names(14);
    std::set<std::size_t> std_hashes, keyed_hashes;
    for (auto const& name : names) {
        std_hashes.insert(std::hash<std::string>{}(name));
        keyed_hashes.insert(es::keyed_hash{}(name));
    }
    BOOST_TEST(std_hashes.size() == 1u, "the attack: one std::hash value for all 16384 names");
    BOOST_TEST(keyed_hashes.size() == names.size(), "the defence: 16384 keyed hash values");

    // The document of the attack decodes as any other: each name is an
    // unknown member, reported up to the limit, and a repeat is still found.
    json::object doc{{"items", json::array{}}};
    for (auto const& name : names)
        doc[name] = 0;
    auto text = json::serialize(doc);
    text.insert(text.size() - 1, "," + json::serialize(json::string(names[7])) + ":1");
    auto const r = es::parse<es::network_list>(text);
    BOOST_TEST_REQUIRE(r.issues.size() == 1001u);
    BOOST_TEST(r.issues.back().message == "15385 more issues (1 of them errors) after the first 1000");
    BOOST_TEST(r.ok() == false, "the name given twice");
}

BOOST_AUTO_TEST_SUITE_END()
