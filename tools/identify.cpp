// explorer-schema identify: the Blockscout releases that send a body of its shape.

#include "cli.hpp"

#include <explorer_schema/operations/shape.hpp>

#include <iostream>
#include <limits>

namespace explorer_schema::cli {
namespace {

int run_identify(settings const& s)
{
    auto const& endpoint = s.endpoint;
    auto const& options = s.decode;
    auto const& inputs = s.inputs;
    using contract = contracts::blockscout;
    // Without an endpoint, a status other than 200 is one of the error
    // bodies every endpoint of Blockscout's API v2 shares.
    auto visit_error_body = [](unsigned status, auto&& f) {
        bool found = false;
        boost::mp11::mp_for_each<endpoints::api_v2_errors::bodies>([&](auto b) {
            if (decltype(b)::status == status) {
                found = true;
                f(std::type_identity<typename decltype(b)::body>{});
            }
        });
        if (!found)
            throw usage_error("--status: Blockscout's API v2 has no error body of status " + std::to_string(status));
    };
    if (endpoint.empty() && s.status != 200)
        visit_error_body(s.status, [](auto) {});
    bool all_matched = true, unreadable = false;
    for (auto const& input : inputs) {
        std::optional<input_text> text;
        try {
            text.emplace(input, options.max_document_size);
        } catch (input_error const& error) {
            std::cerr << "explorer-schema: " << escape_controls(error.what()) << '\n';
            unreadable = true;
            continue;
        }
        // The endpoint named, or the response whose contract the document
        // fits, found by its shape (identify_among).
        verdict best;
        if (text->too_large())
            best = verdict{{*text->too_large()}, {}};
        else if (!endpoint.empty())
            best = body_named(endpoint, std::string(contract::name), s.status).identify(text->view(), options);
        else if (s.status != 200)
            visit_error_body(s.status, [&](auto body) {
                best = identify<typename decltype(body)::type>(text->view(), options);
            });
        else
            best = identify_among<detail::unique_types<detail::responses_of<contract>>>(text->view(), options).found;
        bool const matched = best.ok() && !best.releases.empty();
        all_matched &= matched;
        if (!matched)
            print_issues(std::cerr, best.issues);
        std::cout << display_name(input) << ": " << (matched ? releases_text(best.releases, best.chains) : releases_text({})) << '\n';
        check_standard_output();
    }
    return unreadable ? 2 : all_matched ? 0 : 1;
}

} // namespace

void add_identify(command_line& line)
{
    auto& command = line.add("identify",
                             "Print the Blockscout releases that send a body of that shape (\"FILE: Blockscout\n"
                             "v8.0-v9.0\"), under the endpoint given or the one whose contract the body fits.",
                             &run_identify);
    add_endpoint(command, line.s, false);
    add_status(command, line.s);
    add_chain_type(command, line.s.decode.chain,
                   "the build the body comes from: the members that chain type\n"
                   "adds are typed and checked; without it, the chain types\n"
                   "whose members it holds are named");
    add_inputs(command, line.s, std::numeric_limits<int>::max());
}

} // namespace explorer_schema::cli
