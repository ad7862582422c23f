// explorer-schema probe: walks a live Blockscout instance and judges every
// body it answers under its endpoint, its status and the instance's release
// (<explorer_schema/probe/probe.hpp>).

#include "cli.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>

#if EXPLORER_SCHEMA_HAVE_PROBE
#include <explorer_schema/probe/probe.hpp>
#endif
#if __has_include(<fcntl.h>)
#include <fcntl.h>
#endif

namespace explorer_schema::cli {
namespace {

/// The environment variable an API key may come from.
constexpr char const* api_key_variable = "BLOCKSCOUT_API_KEY";

#if EXPLORER_SCHEMA_HAVE_PROBE
/// The API key: --api-key-file's first line, or the environment's; none.
std::string api_key(settings const& s)
{
    std::string key;
    if (!s.probe.api_key_file.empty()) {
        std::ifstream file(s.probe.api_key_file, std::ios::binary);
        if (!file)
            throw usage_error("--api-key-file: cannot read " + display_name(s.probe.api_key_file));
        // Its first line, or as much of it as a key may be and one more
        // (a file of no newline, /dev/zero, is not read to its end).
        char line[258] = {};
        file.getline(line, sizeof line);
        key.assign(line, static_cast<std::size_t>(std::max<std::streamsize>(file.gcount(), 0)));
        if (!key.empty() && key.back() == '\0')
            key.pop_back(); // getline's count includes the newline it took out
    } else if (char const* v = std::getenv(api_key_variable)) {
        key = v;
    }
    while (!key.empty() && (key.back() == '\r' || key.back() == ' ' || key.back() == '\t'))
        key.pop_back();
    if (auto const why = probe::check_api_key(key); why && !key.empty())
        throw usage_error(std::string(s.probe.api_key_file.empty() ? api_key_variable : "--api-key-file") + ": " +
                          *why);
    return key;
}

int run_probe(settings const& s)
{
#if __has_include(<fcntl.h>)
    // A closed standard output or error would be the number of the next
    // file opened: the connection's, which the report would then be
    // written into.
    for (int const fd : {1, 2})
        if (fcntl(fd, F_GETFD) == -1)
            throw std::runtime_error(std::string("cannot write to standard ") + (fd == 1 ? "output" : "error") +
                                     ": it is closed");
#endif
    if (s.probe.rate == 0)
        throw usage_error("--rate: at least one request per second");
    for (auto const& [name, seconds] : {std::pair{"--timeout", s.probe.timeout}, {"--time-limit", s.probe.time_limit}})
        if (seconds == 0 || seconds > 86400)
            throw usage_error(std::string(name) + ": from 1 to 86400 seconds");
    probe::options o;
    o.decode = s.decode;
    o.api_key = api_key(s);
    o.max_requests = s.probe.max_requests;
    o.rate = static_cast<double>(s.probe.rate);
    o.timeout = std::chrono::seconds(s.probe.timeout);
    o.time_limit = std::chrono::seconds(s.probe.time_limit);
    o.capture = s.probe.capture;
    report_options report{.format = s.format,
                          .releases = true,
                          .names = true,
                          .suite = "explorer-schema probe " + escape_controls(probe::redact_key(s.probe.url, o.api_key)),
                          .classname = "probe",
                          .max_output_size = s.max_report_size};
    auto writer = make_report_writer(report, std::cout, std::cerr);
    auto client = probe::make_curl_client(s.probe.ca_file);
    auto const r = probe::run(s.probe.url, o, *client, [&](probe::request const& q) {
        if (q.judged)
            writer->document({q.name(), 0}, *q.judged);
        else {
            std::cerr << "explorer-schema probe: " << display_name(q.name()) << ": " << escape_controls(q.failure)
                      << '\n';
            writer->unreadable({q.name(), 0}, q.failure);
        }
        check_standard_output();
    });
    writer->finish();
    auto& err = std::cerr;
    if (r.backend_version)
        err << "explorer-schema probe: the instance says it runs " << escape_controls(*r.backend_version) << '\n';
    for (auto const& note : r.notes)
        err << "explorer-schema probe: " << escape_controls(note) << '\n';
    // One line per reason: "not asked for: a, b: why".
    std::vector<std::pair<std::string, std::string>> reasons;
    for (auto const& skipped : r.skipped) {
        auto const same = std::ranges::find(reasons, skipped.why, &std::pair<std::string, std::string>::first);
        if (same == reasons.end())
            reasons.emplace_back(skipped.why, skipped.endpoint);
        else
            same->second.append(", ").append(skipped.endpoint);
    }
    for (auto const& [why, names] : reasons)
        err << "explorer-schema probe: not asked for: " << names << ": " << escape_controls(why) << '\n';
    if (!r.stopped.empty())
        err << "explorer-schema probe: the instance could not be probed: " << escape_controls(r.stopped) << '\n';
    if (!o.capture.empty())
        err << "explorer-schema probe: bodies written to " << display_name(o.capture) << " (capture.json lists them)\n";
    return r.exit_status();
}
#else
int run_probe(settings const&)
{
    std::cerr << "explorer-schema: probe needs libcurl, which this program was built without: install it (Debian "
                 "libcurl4-openssl-dev) and build again\n";
    return 2;
}
#endif

} // namespace

void add_probe(command_line& line)
{
    auto& s = line.s;
    auto& command = line.add(
        "probe",
        "Walk a live Blockscout instance's API, as a program that uses it does, and judge every body it answers "
        "under its endpoint, its HTTP status and the instance's release.",
        &run_probe);
    add_text(command, "URL", s.probe.url, "the instance, as https://eth.blockscout.com", true);
    add_text(command, "--ca-file", s.probe.ca_file,
             "PEM file of the certificate authorities to trust (default:\nthe system's)");
    add_text(command, "--capture", s.probe.capture,
             "write each body judged to DIR/ENDPOINT/STATUS/NNN.json and\n"
             "their list to DIR/capture.json (the folder must be empty or\n"
             "absent)");
    add_choice(command, "--format", s.format,
               "text (default), json, junit, github, markdown: as validate\n"
               "writes them, a document per request, named by endpoint, path\n"
               "and status (json: \"document\")");
    add_size(command, "--max-requests", s.probe.max_requests,
             "the most requests sent, retries and redirects included\n(default 300)");
    add_size(command, "--rate", s.probe.rate, "the most requests per second (default 4)");
    add_size(command, "--timeout", s.probe.timeout, "seconds one request may take (default 30)");
    add_size(command, "--time-limit", s.probe.time_limit, "seconds the whole walk may take (default 600)");
    add_text(command, "--api-key-file", s.probe.api_key_file,
             std::string("a file whose first line is the API key (default: the\nenvironment variable ") +
                 api_key_variable + "); sent as the x-api-key header, and\nto a release before v9.1 as apikey=; "
                 "never written anywhere");
    add_size(command, "--max-output-size", s.max_report_size,
             "the most bytes the report writes to standard output\n(default 16777216, 16 MiB)");
    add_release_and_chain(command, s);
}

} // namespace explorer_schema::cli
