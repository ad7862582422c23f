// explorer-schema generate: random valid response bodies, one per line.

#include "cli.hpp"

#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/operations/redact.hpp>
#include <boost/json/serialize.hpp>
#include <iostream>

namespace explorer_schema::cli {
namespace {

int run_generate(settings const& s)
{
    visit_endpoint(s.endpoint, s.contract, s.status, [&](auto e, auto c, auto body) {
        using response = typename decltype(body)::type;
        // Of the releases that serve the endpoint, as validate judges it.
        fuzzing::generate_options options;
        if (auto const served = endpoints::options_for<decltype(e), decltype(c)>({}).endpoint)
            options.releases = served->releases;
        for (std::size_t i = 0; i < s.count; ++i) {
            // The program prints no credential, not even a made-up one: what
            // reads its output cannot tell a real one from it.
            auto body = fuzzing::generate<response>(fuzzing::seed_of(s.seed, i), options);
            redact_secrets<response>(body);
            std::cout << boost::json::serialize(body) << '\n';
            check_standard_output();
        }
    });
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
