// Throughput of the text decoder against the DOM decoder and the peers, on
// the generated corpus (corpus.hpp), in one run. Each benchmark reports MB/s,
// documents/s and heap allocations per document; the text decoder also
// reports the allocations its value owns. At the end the program prints the
// ratios of the text decoder to the do-nothing parser and to RapidJSON.
//
// Usage: explorer_schema_benchmarks [Google Benchmark options]
//        explorer_schema_benchmarks --write-large FILE   (writes the large page)

#include "allocations.hpp"
#include "corpus.hpp"
#include "null_handler.hpp"
#include "simdjson_contender.hpp"

#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/operations/json_schema.hpp>

#include <benchmark/benchmark.h>
#include <boost/json/basic_parser_impl.hpp>
#include <rapidjson/document.h>
#include <rapidjson/reader.h>
#include <rapidjson/schema.h>
#include <simdjson.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <malloc.h>
#include <map>
#include <memory>
#include <string>

namespace es = explorer_schema;
namespace json = boost::json;
using page = es::main_page_transactions_response;

namespace {

void fail(char const* what)
{
    std::fprintf(stderr, "benchmark broken: %s\n", what);
    std::abort();
}

struct input {
    std::string name;
    bool with_errors;
    corpus::documents documents;
    std::vector<json::value> parsed;
    std::vector<simdjson::padded_string> padded;
};

/// Runs `each` on every document of `in`, and reports the rates.
template <class F>
void measure(benchmark::State& state, input const& in, F&& each)
{
    auto const before = allocations::count();
    for (auto _ : state)
        for (std::size_t i = 0; i < in.documents.texts.size(); ++i)
            each(i);
    auto const documents = static_cast<double>(in.documents.texts.size() * state.iterations());
    state.SetBytesProcessed(static_cast<std::int64_t>(in.documents.bytes * state.iterations()));
    state.counters["docs/s"] = benchmark::Counter(documents, benchmark::Counter::kIsRate);
    state.counters["allocs/doc"] = static_cast<double>(allocations::count() - before) / documents;
}

// Every result is checked: a benchmark that decodes nothing measures nothing.
void expect(input const& in, bool valid)
{
    if (valid == in.with_errors)
        fail("a document's verdict is not the expected one");
}

void text_decoder(benchmark::State& state, input const& in)
{
    double owned = 0;
    for (auto const& text : in.documents.texts)
        owned += static_cast<double>(allocations::owned_by(es::parse<page>(text).value));
    measure(state, in, [&](std::size_t i) {
        auto r = es::parse<page>(in.documents.texts[i]);
        expect(in, r.ok());
        benchmark::DoNotOptimize(r);
    });
    state.counters["model allocs/doc"] = owned / static_cast<double>(in.documents.texts.size());
}

void text_validator(benchmark::State& state, input const& in)
{
    measure(state, in, [&](std::size_t i) {
        auto issues = es::validate<page>(in.documents.texts[i]);
        expect(in, !es::has_errors(issues));
        benchmark::DoNotOptimize(issues);
    });
}

void parse_then_dom_decoder(benchmark::State& state, input const& in)
{
    measure(state, in, [&](std::size_t i) {
        auto r = es::decode<page>(json::parse(in.documents.texts[i]));
        expect(in, r.ok());
        benchmark::DoNotOptimize(r);
    });
}

void dom_decoder(benchmark::State& state, input const& in)
{
    measure(state, in, [&](std::size_t i) {
        auto r = es::decode<page>(in.parsed[i]);
        expect(in, r.ok());
        benchmark::DoNotOptimize(r);
    });
}

void boost_json_parse(benchmark::State& state, input const& in)
{
    measure(state, in, [&](std::size_t i) {
        auto v = json::parse(in.documents.texts[i]);
        benchmark::DoNotOptimize(v);
    });
}

void basic_parser_do_nothing(benchmark::State& state, input const& in)
{
    json::basic_parser<do_nothing> parser({});
    measure(state, in, [&](std::size_t i) {
        auto const& text = in.documents.texts[i];
        json::error_code ec;
        parser.reset();
        if (parser.write_some(false, text.data(), text.size(), ec) != text.size() || ec)
            fail("the do-nothing parser rejects the corpus");
    });
}

void rapidjson_schema_validator(benchmark::State& state, input const& in)
{
    static auto const schema_text =
        json::serialize(es::json_schema<page>({.dialect = es::schema_dialect::draft4}));
    rapidjson::Document schema_document;
    schema_document.Parse(schema_text.c_str());
    rapidjson::SchemaDocument const schema(schema_document);
    measure(state, in, [&](std::size_t i) {
        rapidjson::SchemaValidator validator(schema);
        rapidjson::Reader reader;
        rapidjson::StringStream stream(in.documents.texts[i].c_str());
        bool const valid = reader.Parse(stream, validator) && validator.IsValid();
        expect(in, valid);
    });
}

void simdjson_dom_parse(benchmark::State& state, input const& in)
{
    simdjson::dom::parser parser;
    measure(state, in, [&](std::size_t i) {
        simdjson::dom::element root;
        if (parser.parse(in.padded[i]).get(root))
            fail("simdjson rejects the corpus");
        benchmark::DoNotOptimize(root);
    });
}

void simdjson_ondemand_contender(benchmark::State& state, input const& in)
{
    simdjson::ondemand::parser parser;
    measure(state, in, [&](std::size_t i) {
        auto page = contender::read_page(parser, in.padded[i]);
        if (page.empty())
            fail("the simdjson contender reads no transaction");
        benchmark::DoNotOptimize(page);
    });
}

/// Keeps each run's MB/s, to print the ratios at the end.
class ratio_reporter : public benchmark::ConsoleReporter {
public:
    std::map<std::string, double> mb_per_s;

    void ReportRuns(std::vector<Run> const& runs) override
    {
        for (auto const& run : runs)
            if (auto const at = run.counters.find("bytes_per_second"); at != run.counters.end())
                mb_per_s[run.benchmark_name()] = at->second.value / 1e6;
        ConsoleReporter::ReportRuns(runs);
    }
};

} // namespace

int main(int argc, char** argv)
{
    constexpr std::size_t large_bytes = std::size_t{64} << 20;
    if (argc == 3 && std::string_view(argv[1]) == "--write-large") {
        std::ofstream(argv[2], std::ios::binary) << corpus::large(large_bytes, false).texts.front();
        return 0;
    }
    // Freed memory stays in the process, as in a long-running service: the
    // figures then measure the decoders, not how glibc's adaptive threshold
    // happens to return large blocks to the kernel (whose page faults cost
    // more than the decoding on this virtual machine, and depend on what ran
    // before).
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, -1);
    benchmark::Initialize(&argc, argv);
    std::vector<std::unique_ptr<input>> inputs;
    auto add = [&](std::string name, bool with_errors, corpus::documents d) {
        auto in = std::make_unique<input>(input{std::move(name), with_errors, std::move(d), {}, {}});
        for (auto const& text : in->documents.texts) {
            in->parsed.push_back(json::parse(text));
            in->padded.emplace_back(text);
        }
        inputs.push_back(std::move(in));
    };
    add("large", false, corpus::large(large_bytes, false));
    add("large_errors", true, corpus::large(large_bytes, true));
    add("small", false, corpus::small(1000, false));
    add("small_errors", true, corpus::small(1000, true));
    add("small_reversed", false, corpus::small(1000, false, corpus::member_order::reversed));

    using function = void (*)(benchmark::State&, input const&);
    struct candidate {
        char const* name;
        function run;
        bool on_errors; // also run on the corpus with errors
    };
    candidate const candidates[] = {
        {"text_decoder", text_decoder, true},
        {"text_validator", text_validator, true},
        {"parse_then_dom_decoder", parse_then_dom_decoder, true},
        {"dom_decoder_preparsed", dom_decoder, true},
        {"boost_json_parse", boost_json_parse, false},
        {"basic_parser_do_nothing", basic_parser_do_nothing, false},
        {"rapidjson_schema_validator", rapidjson_schema_validator, false},
        {"simdjson_dom_parse", simdjson_dom_parse, false},
        {"simdjson_ondemand_contender", simdjson_ondemand_contender, false},
    };
    for (auto const& in : inputs)
        for (auto const& c : candidates)
            if (c.on_errors || !in->with_errors)
                benchmark::RegisterBenchmark((std::string(c.name) + "/" + in->name).c_str(), c.run,
                                             std::cref(*in))
                    ->Unit(benchmark::kMillisecond);

    ratio_reporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    for (std::string const corpus_name : {"large", "small", "small_reversed"}) {
        for (std::string const ours_name : {"text_decoder", "text_validator"}) {
            auto const ours = reporter.mb_per_s[ours_name + "/" + corpus_name];
            auto const floor = reporter.mb_per_s["basic_parser_do_nothing/" + corpus_name];
            auto const rapidjson = reporter.mb_per_s["rapidjson_schema_validator/" + corpus_name];
            auto const contender = reporter.mb_per_s["simdjson_ondemand_contender/" + corpus_name];
            if (ours > 0 && floor > 0 && rapidjson > 0 && contender > 0)
                std::printf("%s, %s: %.0f MB/s = %.2fx the do-nothing parser, %.2fx the simdjson On-Demand "
                            "contender, %.1fx RapidJSON + SchemaValidator\n",
                            corpus_name.c_str(), ours_name.c_str(), ours, ours / floor, ours / contender,
                            ours / rapidjson);
        }
    }
    benchmark::Shutdown();
}
