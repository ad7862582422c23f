// explorer-schema generate: random valid response bodies, one per line.

#include "cli.hpp"

#include <explorer_schema/fuzzing/generate.hpp>

#include <boost/json/serialize.hpp>
#include <iostream>

namespace explorer_schema::cli {
namespace {

int run_generate(settings const& s)
{
    auto const& body = body_named(s.endpoint, s.contract, s.status);
    // Of the releases that serve the endpoint, as validate judges it.
    fuzzing::generate_options options;
    if (auto const served = body.options_for({}).endpoint)
        options.releases = served->releases;
    for (std::size_t i = 0; i < s.count; ++i) {
        // The program prints no credential, not even a made-up one: what
        // reads its output cannot tell a real one from it.
        auto json = body.generate(fuzzing::seed_of(s.seed, i), options);
        body.redact_secrets(json);
        std::cout << boost::json::serialize(json) << '\n';
        check_standard_output();
    }
    return 0;
}

} // namespace

void add_generate(command_line& line)
{
    auto& command = line.add("generate",
                             "Print random valid response bodies of an endpoint, one per line (NDJSON): every\n"
                             "null, absence and value the contract allows, numbers at their limits, strings\n"
                             "that break consumers (long, non-ASCII, escapes, markup), every credential\n"
                             "redacted, as mutate writes it. For fuzzing and contract-testing a consumer of\n"
                             "the API, in any language. Body i of --seed S depends on S and i alone: runs\n"
                             "with different seeds share no body.",
                             &run_generate);
    add_endpoint(command, line.s);
    add_contract(command, line.s);
    add_status(command, line.s);
    add_count_and_seed(command, line.s, "the number of bodies");
}

} // namespace explorer_schema::cli
