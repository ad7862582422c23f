#ifndef EXPLORER_SCHEMA_DETAIL_KEYED_HASH_HPP
#define EXPLORER_SCHEMA_DETAIL_KEYED_HASH_HPP

// A hash of member names that input cannot steer into collisions.
//
// The names of one object that no model member records are kept in a hash
// set to find those given twice. An unkeyed string hash (libstdc++'s
// std::hash is MurmurHash64A with a fixed seed) has collisions that do not
// depend on the seed: a document of 2^n names built from n pairs of blocks
// lands every name in one bucket and makes the set quadratic. SipHash-2-4
// under a key drawn once per process from the system's random source has
// no known such collisions, so the set stays linear in the names it holds.
// It is public for programs that keep hostile names in hash tables of their
// own.

#include <array>
#include <bit>
#include <cstdint>
#include <chrono>
#include <random>
#include <string_view>

namespace explorer_schema {

/// SipHash-2-4 of `data` under the 128-bit key (k0, k1).
constexpr std::uint64_t siphash_2_4(std::uint64_t k0, std::uint64_t k1, std::string_view data) noexcept
{
    std::uint64_t v0 = k0 ^ 0x736f6d6570736575, v1 = k1 ^ 0x646f72616e646f6d;
    std::uint64_t v2 = k0 ^ 0x6c7967656e657261, v3 = k1 ^ 0x7465646279746573;
    auto rounds = [&](int n) {
        for (int i = 0; i < n; ++i) {
            v0 += v1, v1 = std::rotl(v1, 13), v1 ^= v0, v0 = std::rotl(v0, 32);
            v2 += v3, v3 = std::rotl(v3, 16), v3 ^= v2;
            v0 += v3, v3 = std::rotl(v3, 21), v3 ^= v0;
            v2 += v1, v1 = std::rotl(v1, 17), v1 ^= v2, v2 = std::rotl(v2, 32);
        }
    };
    auto little_endian = [&](std::size_t at, std::size_t n) {
        std::uint64_t word = 0;
        for (std::size_t i = 0; i < n; ++i)
            word |= std::uint64_t{static_cast<unsigned char>(data[at + i])} << (8 * i);
        return word;
    };
    std::size_t const whole = data.size() & ~std::size_t{7};
    for (std::size_t at = 0; at < whole; at += 8) {
        auto const m = little_endian(at, 8);
        v3 ^= m;
        rounds(2);
        v0 ^= m;
    }
    auto const last = little_endian(whole, data.size() - whole) | (std::uint64_t{data.size()} << 56);
    v3 ^= last;
    rounds(2);
    v0 ^= last;
    v2 ^= 0xff;
    rounds(4);
    return v0 ^ v1 ^ v2 ^ v3;
}

/// The hash of the names-seen sets: SipHash-2-4 under this process's key.
struct keyed_hash {
    using is_transparent = void;

    std::size_t operator()(std::string_view s) const noexcept
    {
        static std::array<std::uint64_t, 2> const key = [] {
            std::array<std::uint64_t, 2> k{};
            try {
                std::random_device source;
                for (auto& word : k)
                    word = (std::uint64_t{source()} << 32) ^ source();
            } catch (...) { // no random source: the clock and where the key lies
                k = {static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()),
                     reinterpret_cast<std::uintptr_t>(&k)};
            }
            return k;
        }();
        return static_cast<std::size_t>(siphash_2_4(key[0], key[1], s));
    }
};

} // namespace explorer_schema

#endif
