#ifndef EXPLORER_SCHEMA_BENCHMARKS_ENDPOINTS_HPP
#define EXPLORER_SCHEMA_BENCHMARKS_ENDPOINTS_HPP

// `es::validate` on a body of every endpoint of the registry, under every
// contract that has one, against Boost.JSON's do-nothing parser on the same
// bytes. A batch is the endpoint's own valid fixtures, one document each,
// repeated until it holds at least a megabyte: each benchmark measures the
// throughput of a stream of such bodies, a call's fixed cost included, per
// byte. The registry is walked in `shares` parts, each compiled in a
// translation unit of its own (endpoints_<share>.cpp), so that the build
// instantiates the validators on every core.

#include "null_handler.hpp"

#include <explorer_schema/explorer_schema.hpp>

#include <benchmark/benchmark.h>
#include <boost/json/basic_parser_impl.hpp>
#include <boost/mp11/algorithm.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace endpoint_benchmarks {

namespace es = explorer_schema;
namespace fs = std::filesystem;

inline constexpr std::size_t shares = 2;
inline constexpr std::size_t batch_bytes = std::size_t{1} << 20;

[[noreturn]] inline void fail(std::string const& what)
{
    std::fprintf(stderr, "benchmark broken: %s\n", what.c_str());
    std::abort();
}

/// The bodies of one endpoint under one contract, in one buffer.
struct batch {
    std::string name; // "<contract>/<endpoint>"
    std::string bytes;
    std::vector<std::string_view> documents;
};

/// The folder of the fixtures of `Contract`, as tests/support.hpp has it:
/// the spec's at the top, every other contract's in a folder of its name.
template <class Contract>
fs::path fixtures_of()
{
    fs::path const root{EXPLORER_SCHEMA_FIXTURES_DIR};
    if constexpr (std::is_same_v<Contract, es::contracts::spec>)
        return root;
    else
        return root / Contract::name;
}

inline std::string read(fs::path const& p)
{
    std::ifstream in(p, std::ios::binary);
    if (!in)
        fail("cannot open " + p.string());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/// The valid fixtures of `Endpoint` under `Contract`, sorted, repeated until
/// they hold `batch_bytes`.
template <class Endpoint, class Contract>
std::unique_ptr<batch> batch_of()
{
    auto b = std::make_unique<batch>();
    b->name = std::string(Contract::name) + "/" + std::string(Endpoint::name);
    auto const dir = fixtures_of<Contract>() / Endpoint::name / "valid";
    std::vector<fs::path> files;
    if (fs::is_directory(dir))
        for (auto const& e : fs::directory_iterator(dir))
            if (e.path().extension() == ".json")
                files.push_back(e.path());
    std::sort(files.begin(), files.end());
    if (files.empty())
        fail(b->name + ": no valid fixture in " + dir.string());
    std::vector<std::string> texts;
    for (auto const& f : files)
        texts.push_back(read(f));
    std::vector<std::size_t> sizes;
    while (b->bytes.size() < batch_bytes)
        for (auto const& t : texts) {
            b->bytes += t;
            sizes.push_back(t.size());
        }
    std::size_t at = 0;
    for (auto const size : sizes) {
        b->documents.emplace_back(b->bytes.data() + at, size);
        at += size;
    }
    return b;
}

template <class Endpoint, class Contract>
void validate(benchmark::State& state, batch const& b)
{
    using response = es::response_t<Endpoint, Contract>;
    auto const options = es::endpoints::options_for<Endpoint, Contract>({});
    for (auto _ : state)
        for (auto const text : b.documents) {
            auto issues = es::validate<response>(text, options);
            if (!issues.empty())
                fail(b.name + ": " + std::string(es::to_string(issues.front().code)) + " at \"" +
                     issues.front().path + "\": " + issues.front().message);
            benchmark::DoNotOptimize(issues);
        }
    state.SetBytesProcessed(static_cast<std::int64_t>(b.bytes.size() * state.iterations()));
    state.counters["docs"] = static_cast<double>(b.documents.size());
}

inline void floor(benchmark::State& state, batch const& b)
{
    boost::json::basic_parser<do_nothing> parser({});
    for (auto _ : state)
        for (auto const text : b.documents) {
            boost::json::error_code ec;
            parser.reset();
            if (parser.write_some(false, text.data(), text.size(), ec) != text.size() || ec)
                fail(b.name + ": the do-nothing parser rejects a fixture");
        }
    state.SetBytesProcessed(static_cast<std::int64_t>(b.bytes.size() * state.iterations()));
}

template <class Contract>
struct with_contract {
    template <class Endpoint>
    using fn = boost::mp11::mp_list<Endpoint, Contract>;
};
template <class Contract>
using responses_under = boost::mp11::mp_transform_q<with_contract<Contract>, es::endpoints::of<Contract>>;
/// Each endpoint with each contract it has a response under, contract by
/// contract, as endpoints::for_each_response walks them.
using responses = boost::mp11::mp_apply<boost::mp11::mp_append,
                                        boost::mp11::mp_transform<responses_under, es::contracts::all>>;

/// Registers the benchmarks of the endpoints of share `Share` of the
/// registry: "validate/<contract>/<endpoint>" and "floor/<contract>/<endpoint>".
/// The batches live as long as the program.
template <std::size_t Share>
void register_share()
{
    static std::vector<std::unique_ptr<batch>> batches;
    boost::mp11::mp_for_each<boost::mp11::mp_iota<boost::mp11::mp_size<responses>>>([&](auto i) {
        if constexpr (i % shares == Share) {
            using E = boost::mp11::mp_first<boost::mp11::mp_at_c<responses, i>>;
            using C = boost::mp11::mp_second<boost::mp11::mp_at_c<responses, i>>;
            batches.push_back(batch_of<E, C>());
            auto const& b = *batches.back();
            benchmark::RegisterBenchmark(("validate/" + b.name).c_str(), validate<E, C>, std::cref(b))
                ->Unit(benchmark::kMillisecond);
            benchmark::RegisterBenchmark(("floor/" + b.name).c_str(), floor, std::cref(b))
                ->Unit(benchmark::kMillisecond);
        }
    });
}

void register_share_0();
void register_share_1();

} // namespace endpoint_benchmarks

#endif
