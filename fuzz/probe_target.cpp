// fuzz_probe: the probe's walk on an instance whose every answer is the
// fuzzer's. The input is a list of answers separated by the byte 0x1E, each
// a status byte (200, 404, 422, 429, 500 or a redirect, by its value) and
// a body; the requests take them in turn. The API key is in some of them,
// as it is and escaped; the properties: the walk ends within its bound of
// requests, every request gets a verdict or a named failure, and the key
// is in nothing the walk gives back.
#include <explorer_schema/probe/probe.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace probe = explorer_schema::probe;

constexpr std::string_view key = "k3y-FUZZ_0001";

void require(bool property, char const* what)
{
    if (!property) {
        std::fprintf(stderr, "property broken: %s\n", what);
        std::abort();
    }
}

struct fuzzed_instance final : probe::http_client {
    std::vector<std::string_view> answers;
    std::size_t next = 0, sent = 0;
    std::chrono::steady_clock::time_point clock{};

    probe::http_response get(std::string const&, std::vector<std::string> const&, std::size_t limit,
                             std::chrono::milliseconds) override
    {
        ++sent;
        clock += std::chrono::milliseconds(10);
        auto answer = answers.empty() ? std::string_view() : answers[next++ % answers.size()];
        probe::http_response r;
        unsigned const statuses[] = {200, 200, 200, 404, 422, 429, 500, 302};
        r.status = answer.empty() ? 200 : statuses[static_cast<unsigned char>(answer[0]) % 8];
        if (!answer.empty())
            answer.remove_prefix(1);
        r.content_type = "application/json";
        if (r.status == 302)
            r.location = std::string(answer.substr(0, 200));
        else
            r.body = std::string(answer.substr(0, limit));
        r.too_large = answer.size() > limit;
        if (r.status == 429 && !answer.empty())
            r.retry_after = std::chrono::milliseconds(static_cast<unsigned char>(answer[0]) * 100);
        return r;
    }
    void wait(std::chrono::milliseconds d) override { clock += d; }
    std::chrono::steady_clock::time_point now() override { return clock; }
};

bool holds_key(std::string_view text) { return text.find(key) != std::string_view::npos; }

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    std::string_view const input(reinterpret_cast<char const*>(data), size);
    fuzzed_instance server;
    for (std::size_t at = 0; at <= input.size();) {
        auto const end = std::min(input.find('\x1e', at), input.size());
        server.answers.push_back(input.substr(at, end - at));
        at = end + 1;
    }
    probe::options o;
    o.api_key = key;
    o.max_requests = 40;
    o.decode.max_document_size = 1 << 16;
    auto const r = probe::run("https://explorer.test", o, server);
    require(server.sent <= o.max_requests, "the walk sends at most max_requests requests");
    require(r.requests.size() <= server.sent, "a request is reported once");
    for (auto const& q : r.requests) {
        require(q.judged.has_value() != !q.failure.empty(), "a request has a verdict or a failure, not both");
        require(!holds_key(q.name()) && !holds_key(q.failure), "no request's name or failure holds the key");
        if (q.judged)
            for (auto const& i : q.judged->issues)
                require(!holds_key(i.path) && !holds_key(i.message), "no issue holds the key");
    }
    for (auto const& note : r.notes)
        require(!holds_key(note), "no note holds the key");
    require(!holds_key(r.stopped) && !holds_key(r.backend_version.value_or("")), "the report holds no key");
    return 0;
}
