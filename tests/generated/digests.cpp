// Prints a digest of the bodies `generate` makes from a few seeds, for every
// response of both contracts. The same seed must give the same bytes from
// every compiler and standard library: the test suite (g++) and the fuzz
// build (clang) each compare this program's output with digests.txt.

#include <explorer_schema/model/contracts.hpp>
#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/fuzzing/generate.hpp>

#include <boost/json/serialize.hpp>

#include <cstdint>
#include <iomanip>
#include <iostream>

namespace es = explorer_schema;

int main()
{
    es::endpoints::for_each_response([](auto e, auto c) {
        using response = es::response_t<decltype(e), decltype(c)>;
        for (std::uint64_t seed : {0, 1, 7, 42, 2026}) {
            auto const text = boost::json::serialize(es::fuzzing::generate<response>(seed));
            std::uint64_t digest = 0xcbf29ce484222325; // FNV-1a
            for (unsigned char byte : text)
                digest = (digest ^ byte) * 0x100000001b3;
            std::cout << decltype(c)::name << ' ' << decltype(e)::name << " seed " << seed << ": " << text.size()
                      << " bytes, FNV-1a " << std::hex << std::setw(16) << std::setfill('0') << digest << std::dec
                      << '\n';
        }
    });
}
