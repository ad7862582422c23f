// The walk of <explorer_schema/probe/probe.hpp>, through an HTTP client of
// the test's own that answers from the fixtures and keeps a clock of its
// own: what it asks for and in which order, where each parameter comes
// from, the next page's query, retries, redirects, failures, the capture,
// and the API key, which nothing it gives back holds. libcurl's client is
// proven against a loopback HTTPS server (tests/probe/https_test.mjs).

#include "../support.hpp"

#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/probe/probe.hpp>

#include <boost/json/serialize.hpp>

#include <map>

namespace es = explorer_schema;
namespace probe = explorer_schema::probe;
namespace json = boost::json;
using namespace test_support;
using namespace std::chrono_literals;

namespace {

std::string const base = "https://explorer.test";

/// The registry's endpoint whose path template `path` fits ("{...}": any
/// text but "/", "?" and "&"), the query after its template's aside; of
/// those that fit, the one with the fewest parameters
/// (/api/v2/transactions/stats is not a transaction's).
std::string endpoint_of(std::string_view path)
{
    std::string found;
    auto fewest = std::string_view::npos;
    es::endpoints::for_each_response([&](auto e, auto c) {
        using E = decltype(e);
        auto const parameters = static_cast<std::size_t>(std::ranges::count(E::path_template, '{'));
        if (!std::is_same_v<decltype(c), es::contracts::blockscout> || parameters >= fewest)
            return;
        std::string_view t = E::path_template, p = path;
        while (!t.empty()) {
            if (t.front() == '{') {
                t.remove_prefix(t.find('}') + 1);
                auto const end = p.find_first_of("/?&");
                p.remove_prefix(std::min(end, p.size()));
            } else if (!p.empty() && p.front() == t.front()) {
                t.remove_prefix(1);
                p.remove_prefix(1);
            } else {
                return;
            }
        }
        if (p.empty() || p.front() == '?' || p.front() == '&') {
            found = E::name;
            fewest = parameters;
        }
    });
    return found;
}

/// The largest fixture of `endpoint` valid under Blockscout `release` (the
/// first by name of those as large): the one with the most values.
std::string fixture_of(std::string const& endpoint, std::string_view release)
{
    std::vector<fs::path> files;
    for (auto const& f : fs::directory_iterator(fixtures_dir / "blockscout" / endpoint / "valid"))
        files.push_back(f.path());
    std::ranges::sort(files, [](auto const& a, auto const& b) {
        return std::pair(fs::file_size(b), a) < std::pair(fs::file_size(a), b);
    });
    for (auto const& file : files) {
        std::ifstream in(file, std::ios::binary);
        std::string const text(std::istreambuf_iterator<char>(in), {});
        bool ok = false;
        es::endpoints::visit_body(endpoint, "blockscout", 200, [&](auto e, auto c, auto b) {
            es::decode_options o;
            o.release = es::find_release(release);
            using Body = typename decltype(b)::type;
            ok = es::identify<Body>(text, es::endpoints::options_for<decltype(e), decltype(c)>(o)).ok();
        });
        if (ok)
            return text;
    }
    return {};
}

/// An instance that answers every path of the registry with a fixture of
/// its endpoint valid under `release` (backend-version says `release`.7),
/// unless `answer` says otherwise; its clock moves 10 ms a request and as
/// much as it is asked to wait.
struct fake_instance final : probe::http_client {
    std::string release = "v11.2";
    std::function<std::optional<probe::http_response>(std::string const& path)> answer = [](auto const&) {
        return std::nullopt;
    };
    std::vector<std::string> urls;
    std::vector<std::vector<std::string>> headers;
    std::vector<std::chrono::milliseconds> waits;
    std::chrono::steady_clock::time_point clock{};
    std::map<std::string, std::string> fixtures;

    probe::http_response get(std::string const& url, std::vector<std::string> const& h, std::size_t limit,
                             std::chrono::milliseconds) override
    {
        urls.push_back(url);
        headers.push_back(h);
        clock += 10ms;
        auto const path = url.substr(base.size());
        auto r = answer(path).value_or(probe::http_response{});
        if (r.status == 0 && r.error.empty()) {
            r.status = 200;
            r.content_type = "application/json; charset=utf-8";
            if (path == "/api/v2/config/backend-version") {
                r.body = R"({"backend_version":")" + release + R"(.7.+commit.1a2b3c4"})";
            } else {
                auto const endpoint = endpoint_of(path);
                BOOST_TEST_REQUIRE(!endpoint.empty(), "no endpoint has the path " << path);
                auto [at, added] = fixtures.try_emplace(endpoint);
                if (added)
                    at->second = fixture_of(endpoint, release);
                r.body = at->second;
            }
        }
        if (r.body.size() > limit) {
            r.body.clear();
            r.too_large = true;
        }
        return r;
    }
    void wait(std::chrono::milliseconds d) override
    {
        waits.push_back(d);
        clock += d;
    }
    std::chrono::steady_clock::time_point now() override { return clock; }

    std::vector<std::string> paths() const
    {
        std::vector<std::string> out;
        for (auto const& u : urls)
            out.push_back(u.substr(base.size()));
        return out;
    }
};

probe::options quick()
{
    probe::options o;
    o.rate = 1000;
    return o;
}

json::value fixture_json(fake_instance& server, std::string const& endpoint)
{
    return json::parse(server.fixtures.at(endpoint));
}

probe::http_response answer(unsigned status, std::string body, std::string type = "application/json")
{
    probe::http_response r;
    r.status = status;
    r.body = std::move(body);
    r.content_type = std::move(type);
    return r;
}

std::set<std::string> skipped_names(probe::report const& r)
{
    std::set<std::string> out;
    for (auto const& s : r.skipped)
        out.insert(s.endpoint);
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(probe_walk)

// Rule: the walk reads the release first, then follows a transaction of the
// main page to its sub-resources, its sender and the sender's endpoints,
// with each parameter taken from a body it read; every endpoint of the
// registry whose parameters some body gives is asked for, and each body is
// judged under the release the instance reports.
BOOST_AUTO_TEST_CASE(the_walk_takes_its_parameters_from_what_it_read)
{
    fake_instance server;
    std::vector<std::string> names;
    auto const r = probe::run(base + "/", quick(), server, [&](probe::request const& q) { names.push_back(q.name()); });
    auto const paths = server.paths();
    auto const hash = std::string(fixture_json(server, "main-page-transactions").at(0).at("hash").as_string());
    auto const sender = std::string(fixture_json(server, "transaction").at("from").at("hash").as_string());
    std::vector<std::string> const first{"/api/v2/config/backend-version",
                                         "/api/v2/main-page/transactions",
                                         "/api/v2/transactions/" + hash,
                                         "/api/v2/transactions/" + hash + "/summary"};
    BOOST_TEST_REQUIRE(paths.size() > first.size());
    BOOST_TEST(std::vector<std::string>(paths.begin(), paths.begin() + 4) == first, boost::test_tools::per_element());
    BOOST_TEST((std::ranges::find(paths, "/api/v2/addresses/" + sender) != paths.end()));
    BOOST_TEST(r.backend_version.value_or("") == "v11.2.7.+commit.1a2b3c4");
    BOOST_TEST(r.release.has_value());
    BOOST_TEST((*r.release)->name() == "v11.2");
    BOOST_TEST(names.size() == r.requests.size());
    for (auto const& q : r.requests) {
        BOOST_TEST(q.failure == "", q.name());
        BOOST_TEST((q.judged && q.judged->ok()), q.name());
        if (q.judged)
            BOOST_TEST(q.judged->releases.names() == std::vector<std::string>{"v11.2"}, q.name());
    }
    // Every Blockscout endpoint is asked for but those no body can fill,
    // those that need what the walk does not have, and those the default
    // build does not serve (no chain type was given).
    std::set<std::string> expected{"csv-export", "main-page-transactions-watchlist", "networks",
                                   "transactions-watchlist"};
    boost::mp11::mp_for_each<es::endpoints::all>([&](auto e) {
        if (!es::served_on<decltype(e)>.contains(es::chain_type::default_chain))
            expected.insert(std::string(decltype(e)::name));
    });
    BOOST_TEST(expected.size() > 60u);
    BOOST_TEST(skipped_names(r) == expected, boost::test_tools::per_element());
    for (auto const& s : r.skipped) {
        if (s.endpoint == "csv-export")
            BOOST_TEST(s.why == "no body read gave a value for {uuid}");
        if (s.endpoint == "arbitrum-batches")
            BOOST_TEST(s.why == "served only by Blockscout built for arbitrum (--chain-type asks for it)");
    }
    BOOST_TEST(r.exit_status() == 0);
    BOOST_TEST(r.stopped == "");
}

// Rule: one next page per list, asked for as Blockscout's frontend asks:
// each value of next_page_params as JavaScript's String() writes it (null
// as "null", false as "false", numbers as written), an object's members
// as key[member], percent-encoded.
BOOST_AUTO_TEST_CASE(the_next_page_is_asked_for_as_the_frontend_asks)
{
    fake_instance server;
    server.answer = [&](std::string const& path) -> std::optional<probe::http_response> {
        if (path != "/api/v2/transactions")
            return std::nullopt;
        auto page = json::parse(fixture_of("transactions", "v11.2")).as_object();
        page["next_page_params"] = json::parse(
            R"({"block_number":19000000,"index":null,"filter":false,"fee":1.5,"token":{"name":"A B&C"}})");
        return answer(200, json::serialize(page));
    };
    probe::run(base, quick(), server);
    auto const paths = server.paths();
    auto const first = std::ranges::find(paths, "/api/v2/transactions");
    BOOST_TEST_REQUIRE((first != paths.end()));
    BOOST_TEST(*std::next(first) ==
               "/api/v2/transactions?block_number=19000000&index=null&filter=false&fee=1.5&token%5Bname%5D=A%20B%26C");
    // One next page: the second page's own next_page_params are not followed.
    BOOST_TEST(std::ranges::count_if(paths, [](auto const& p) { return p.starts_with("/api/v2/transactions?"); }) ==
               1);
}

// Rule: a next page whose query would pass 4096 bytes is not asked for,
// and a note says so.
BOOST_AUTO_TEST_CASE(a_next_page_past_the_longest_query_is_not_asked_for)
{
    fake_instance server;
    server.answer = [&](std::string const& path) -> std::optional<probe::http_response> {
        if (path != "/api/v2/blocks")
            return std::nullopt;
        auto page = json::parse(fixture_of("blocks", "v11.2")).as_object();
        json::object next;
        for (int i = 0; i < 300; ++i)
            next["key_" + std::to_string(i)] = std::string(10, 'v');
        page["next_page_params"] = std::move(next);
        return answer(200, json::serialize(page));
    };
    auto const r = probe::run(base, quick(), server);
    BOOST_TEST(std::ranges::none_of(server.paths(), [](auto const& p) { return p.starts_with("/api/v2/blocks?"); }));
    BOOST_TEST((std::ranges::find(r.notes, "the next page of /api/v2/blocks is not asked for: its next_page_params "
                                           "make a query of 5589 bytes, more than 4096") != r.notes.end()));
}

// Rule: a 429 is asked again after what it asks to wait (Retry-After, or
// x-ratelimit-reset), and the body that then comes is judged.
BOOST_AUTO_TEST_CASE(a_429_is_retried_after_the_wait_it_asks_for)
{
    fake_instance server;
    int limited = 0;
    server.answer = [&](std::string const& path) -> std::optional<probe::http_response> {
        if (path != "/api/v2/main-page/transactions" || limited++ > 0)
            return std::nullopt;
        auto r = answer(429, R"({"message":"Too Many Requests"})");
        r.retry_after = 2000ms;
        return r;
    };
    auto const r = probe::run(base, quick(), server);
    BOOST_TEST(limited == 2);
    BOOST_TEST((std::ranges::find(server.waits, 2000ms) != server.waits.end()));
    BOOST_TEST(r.requests.at(1).name().starts_with("main-page-transactions /api/v2/main-page/transactions 200"));
    BOOST_TEST(r.exit_status() == 0);
}

// Rule: a rate limit that does not lift after the retries, or asks to wait
// longer than the walk may, stops the walk: the instance could not be
// probed (exit status 2).
BOOST_AUTO_TEST_CASE(a_rate_limit_that_does_not_lift_stops_the_walk)
{
    for (auto const wait : {1000ms, 3600000ms}) {
        fake_instance server;
        server.answer = [&](std::string const& path) -> std::optional<probe::http_response> {
            if (path != "/api/v2/main-page/transactions")
                return std::nullopt;
            auto r = answer(429, R"({"message":"Too Many Requests"})");
            r.retry_after = wait;
            return r;
        };
        auto const r = probe::run(base, quick(), server);
        BOOST_TEST(r.requests.back().failure == "HTTP 429: the rate limit does not lift");
        BOOST_TEST(r.stopped.starts_with("the rate limit does not lift: /api/v2/main-page/transactions answered 429"));
        BOOST_TEST(server.urls.size() == (wait == 1000ms ? 4u : 2u)); // the release, then 1 + 2 retries, or 1
        BOOST_TEST(r.exit_status() == 2);
        BOOST_TEST(skipped_names(r).contains("transaction"));
    }
}

// Rule: a 5xx is retried twice after a doubling backoff; what comes last is
// judged under its status: a bare string, as Blockscout's ErrorView sends,
// keeps the contract of a 500; a number does not (exit status 1).
BOOST_AUTO_TEST_CASE(a_server_error_is_retried_then_judged)
{
    fake_instance server;
    server.answer = [&](std::string const& path) -> std::optional<probe::http_response> {
        if (path == "/api/v2/stats")
            return answer(500, R"("Internal server error")");
        if (path == "/api/v2/blocks")
            return answer(500, "5");
        return std::nullopt;
    };
    auto const r = probe::run(base, quick(), server);
    BOOST_TEST(std::ranges::count(server.paths(), "/api/v2/stats") == 3);
    auto const backoff = {500ms, 1000ms};
    BOOST_TEST((std::search(server.waits.begin(), server.waits.end(), backoff.begin(), backoff.end()) !=
                server.waits.end()));
    for (auto const* endpoint : {"stats", "blocks"}) {
        auto const q = std::ranges::find(r.requests, endpoint, &probe::request::endpoint);
        BOOST_TEST_REQUIRE((q != r.requests.end() && q->judged));
        BOOST_TEST(q->status == 500u);
        BOOST_TEST(q->judged->ok() == (q->endpoint == "stats"), q->name());
    }
    BOOST_TEST(r.exit_status() == 1);
}

// Rule: each failure is named, and a request that got no body to judge
// makes the exit status 2: a redirect to another origin (not followed),
// an HTML page where JSON was due, a status the endpoint has no body for,
// a body cut short, a timeout after the retries. A redirect on the same
// origin is followed.
BOOST_AUTO_TEST_CASE(every_failure_is_named)
{
    fake_instance server;
    server.answer = [&](std::string const& path) -> std::optional<probe::http_response> {
        probe::http_response r;
        if (path == "/api/v2/stats") {
            r.status = 302;
            r.location = "https://elsewhere.test:8443/api/v2/stats?apikey=x";
        } else if (path == "/api/v2/blocks") {
            r.status = 301;
            r.location = base + "/api/v2/blocks?moved=1";
        } else if (path == "/api/v2/tokens") {
            r = answer(200, "<html><body>Bad gateway</body></html>", "text/html; charset=utf-8");
        } else if (path == "/api/v2/smart-contracts") {
            r = answer(502, "<html>502</html>", "text/html");
        } else if (path == "/api/v2/withdrawals") {
            r.error = "the body was cut short (10 bytes read): Transferred a partial file";
        } else if (path == "/api/v2/addresses") {
            r.error = "Timeout was reached";
            r.timed_out = true;
        } else {
            return std::nullopt;
        }
        return r;
    };
    auto const r = probe::run(base, quick(), server);
    std::set<std::string> failures;
    for (auto const& q : r.requests)
        if (!q.failure.empty())
            failures.insert(q.endpoint + ": " + q.failure);
    BOOST_TEST(failures == (std::set<std::string>{
                               "stats: redirected to another origin, https://elsewhere.test:8443: not followed",
                               "tokens: HTTP 200 with text/html; charset=utf-8 where JSON was due (an HTML page: "
                               "a proxy's or a CDN's?)",
                               "smart-contracts: HTTP 502: the API sends no body of smart-contracts with that status",
                               "withdrawals: the body was cut short (10 bytes read): Transferred a partial file",
                               "addresses: timed out after 3 attempts of 30 s"}),
               boost::test_tools::per_element());
    auto const blocks = std::ranges::find(r.requests, "blocks", &probe::request::endpoint);
    BOOST_TEST_REQUIRE((blocks != r.requests.end()));
    BOOST_TEST(blocks->path == "/api/v2/blocks?moved=1");
    BOOST_TEST((blocks->judged && blocks->judged->ok()));
    BOOST_TEST(r.exit_status() == 2);
    BOOST_TEST(r.stopped == ""); // the walk went on
}

// Rule: an instance that cannot be reached stops the walk at its first
// request, with exit status 2 and every endpoint left unasked.
BOOST_AUTO_TEST_CASE(an_unreachable_instance_stops_the_walk)
{
    fake_instance server;
    server.answer = [](std::string const&) -> std::optional<probe::http_response> {
        probe::http_response r;
        r.error = "Couldn't connect to server: Failed to connect to 127.0.0.1 port 9 after 0 ms";
        return r;
    };
    auto const r = probe::run(base, quick(), server);
    BOOST_TEST(server.urls.size() == 1u);
    BOOST_TEST(r.stopped == "cannot reach " + base + ": Couldn't connect to server: Failed to connect to 127.0.0.1 "
                                                     "port 9 after 0 ms");
    BOOST_TEST(r.exit_status() == 2);
    BOOST_TEST(r.skipped.size() == boost::mp11::mp_size<es::endpoints::all>::value - 1);
}

// Rule: under a release that does not serve an endpoint, the endpoint is
// not asked for, and the report says which releases serve it.
BOOST_AUTO_TEST_CASE(an_endpoint_the_release_does_not_serve_is_not_asked_for)
{
    fake_instance server;
    server.release = "v8.0";
    auto const r = probe::run(base, quick(), server);
    BOOST_TEST((*r.release)->name() == "v8.0");
    auto const s = std::ranges::find(r.skipped, "legacy-block-eth-block-number", &probe::skipped_endpoint::endpoint);
    BOOST_TEST_REQUIRE((s != r.skipped.end()));
    BOOST_TEST(s->why == "not served by Blockscout v8.0 (served by v11.0–v11.2)");
    BOOST_TEST(std::ranges::none_of(server.paths(), [](auto const& p) { return p.starts_with("/api/legacy/"); }));
}

// Rule: a body past decode_options::max_document_size is not read past it:
// it is judged document_too_large, and the walk goes on.
BOOST_AUTO_TEST_CASE(a_body_past_the_size_limit_is_document_too_large)
{
    fake_instance server;
    server.answer = [&](std::string const& path) -> std::optional<probe::http_response> {
        if (path == "/api/v2/stats")
            return answer(200, std::string(2000, ' ') + "{}");
        return std::nullopt;
    };
    auto o = quick();
    o.decode.max_document_size = 1000;
    auto const r = probe::run(base, o, server);
    auto const q = std::ranges::find(r.requests, "stats", &probe::request::endpoint);
    BOOST_TEST_REQUIRE((q != r.requests.end() && q->judged));
    BOOST_TEST(q->judged->issues.at(0).code == es::issue_code::document_too_large);
}

// Rule: the walk sends at most max_requests requests, at most `rate` a
// second, and says where it stopped; what it did not ask for is named.
BOOST_AUTO_TEST_CASE(the_walk_keeps_its_bounds)
{
    fake_instance server;
    auto o = quick();
    o.max_requests = 5;
    o.rate = 4;
    auto const r = probe::run(base, o, server);
    BOOST_TEST(server.urls.size() == 5u);
    BOOST_TEST(r.notes.back() == "stopped after 5 requests (--max-requests)");
    // Every endpoint is either asked for or named as not asked for.
    std::set<std::string> asked;
    for (auto const& q : r.requests)
        asked.insert(q.endpoint);
    BOOST_TEST(asked.size() == 5u);
    BOOST_TEST(skipped_names(r).size() + asked.size() == boost::mp11::mp_size<es::endpoints::all>::value);
    BOOST_TEST(r.exit_status() == 0);
    // 250 ms between two requests: each request takes 10 ms here.
    BOOST_TEST(server.waits.size() == 4u);
    for (auto const w : server.waits)
        BOOST_TEST(w.count() == 240);
    auto const s = std::ranges::find(r.skipped, "stats", &probe::skipped_endpoint::endpoint);
    BOOST_TEST_REQUIRE((s != r.skipped.end()));
    BOOST_TEST(s->why == "stopped after 5 requests (--max-requests)");
}

// Rule: the API key goes in the x-api-key header, and to a release before
// v9.1 as apikey= too; it is in no path, failure, verdict, note or capture
// the walk gives back, however a body or an error echoes it (as it is,
// JSON-escaped, as a member's name).
BOOST_AUTO_TEST_CASE(the_api_key_is_in_nothing_the_walk_gives_back)
{
    std::string const key = "k3y-SECRET_0001";
    for (std::string release : {"v11.2", "v9.0"}) {
        fake_instance server;
        server.release = release;
        server.answer = [&](std::string const& path) -> std::optional<probe::http_response> {
            if (path.starts_with("/api/v2/stats"))
                return answer(200, R"({"k3y-SECRET_0001":"\u006b3y-SECRET\u005f0001","echo":")" + key + R"("})");
            if (path == "/api/v2/blocks" || path == "/api/v2/blocks?apikey=" + key) {
                probe::http_response r;
                r.error = "Could not resolve host: " + key;
                return r;
            }
            if (path.starts_with("/api/v2/tokens")) {
                probe::http_response r;
                r.status = 302;
                r.location = "https://" + key + ".test/";
                return r;
            }
            // A redirect on the origin to a path that holds the key, and a
            // rate limit there that does not lift: the walk stops, naming it.
            if (path.starts_with("/api/v2/main-page/blocks")) {
                probe::http_response r;
                r.status = 302;
                r.location = "/api/v2/r/" + key;
                return r;
            }
            if (path.starts_with("/api/v2/r/")) {
                auto r = answer(429, "{}");
                r.retry_after = 1000ms;
                return r;
            }
            return std::nullopt;
        };
        auto o = quick();
        o.api_key = key;
        o.capture = (fs::temp_directory_path() / ("probe_key_" + release)).string();
        fs::remove_all(o.capture);
        auto const r = probe::run(base, o, server);
        BOOST_TEST(server.headers.at(0).back() == "x-api-key: " + key);
        BOOST_TEST(server.urls.at(1).ends_with("apikey=" + key) == (release == "v9.0"));
        std::string everything = r.stopped + r.backend_version.value_or("");
        for (auto const& note : r.notes)
            everything += note;
        for (auto const& q : r.requests) {
            everything += q.name() + q.failure;
            if (q.judged)
                for (auto const& i : q.judged->issues)
                    everything += i.path + i.message;
        }
        for (auto const& f : fs::recursive_directory_iterator(o.capture)) {
            if (!f.is_regular_file())
                continue;
            std::ifstream in(f.path(), std::ios::binary);
            everything += std::string(std::istreambuf_iterator<char>(in), {}) + f.path().string();
        }
        for (auto const& s : r.skipped)
            everything += s.why;
        BOOST_TEST(r.stopped == "the rate limit does not lift: /api/v2/r/<redacted> answered 429 3 times", release);
        BOOST_TEST(everything.find(key) == std::string::npos, release);
        BOOST_TEST(everything.find("k3y-SECRET") == std::string::npos, release);
        BOOST_TEST(everything.find("<redacted>") != std::string::npos, release);
        fs::remove_all(o.capture);
    }
}

// Rule: redact_key hides the key as it is and inside a JSON string however
// escaped, and changes nothing else.
BOOST_AUTO_TEST_CASE(redact_key_hides_every_form_of_the_key)
{
    std::string const key = "abcd-1234";
    BOOST_TEST(probe::redact_key(R"({"a":"xabcd-1234y"})", key) == R"({"a":"x<redacted>y"})");
    BOOST_TEST(probe::redact_key(R"({"\u0061bcd-1234":"\"q\n"})", key) == R"({"<redacted>":"\"q\n"})");
    BOOST_TEST(probe::redact_key(R"(["\u0061bcd\u002d1234\"\t"])", key) == R"(["<redacted>\"\t"])");
    // An escape JSON does not have is kept, and those around it undone.
    BOOST_TEST(probe::redact_key(R"({"a":"\u0041 abc\u0064-1234 \q"})", key) == R"({"a":"\u0041 <redacted> \q"})");
    // Percent-encoded, as a URL may write it, in a string or outside one.
    BOOST_TEST(probe::redact_key(R"(["x?k=abcd%2D12%334&y"])", key) == R"(["x?k=<redacted>&y"])");
    BOOST_TEST(probe::redact_key("<a href=\"?k=%61bcd-1234\">", key) == "<a href=\"?k=<redacted>\">");
    BOOST_TEST(probe::redact_key("https://x/?apikey=abcd-1234&b=1", key) == "https://x/?apikey=<redacted>&b=1");
    BOOST_TEST(probe::redact_key(R"(["\u0061bc)", key) == R"(["\u0061bc)");
    BOOST_TEST(probe::redact_key("abcd-1234", "") == "abcd-1234");
    BOOST_TEST(probe::check_api_key("short").value_or("") ==
               "an API key is 8 to 256 characters, each a letter, a digit or one of -._~");
    BOOST_TEST(probe::check_api_key("with space in it").has_value());
    BOOST_TEST(!probe::check_api_key("6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f").has_value());
}

// Rule: --capture writes each judged body to ENDPOINT/STATUS/NNN.json,
// byte for byte as judged, and capture.json lists each with its endpoint,
// status, path and verdict, and the instance's release.
BOOST_AUTO_TEST_CASE(the_capture_is_a_corpus_by_endpoint_and_status)
{
    fake_instance server;
    auto o = quick();
    o.max_requests = 3;
    o.capture = (fs::temp_directory_path() / "probe_capture").string();
    fs::remove_all(o.capture);
    auto const r = probe::run(base, o, server);
    BOOST_TEST(r.requests.at(1).capture == "main-page-transactions/200/002.json");
    std::ifstream in(fs::path(o.capture) / "main-page-transactions/200/002.json", std::ios::binary);
    BOOST_TEST(std::string(std::istreambuf_iterator<char>(in), {}) == server.fixtures.at("main-page-transactions"));
    std::ifstream index_file(fs::path(o.capture) / "capture.json");
    auto const index = json::parse(std::string(std::istreambuf_iterator<char>(index_file), {}));
    BOOST_TEST(index.at("release") == "v11.2");
    BOOST_TEST(index.at("backend_version") == "v11.2.7.+commit.1a2b3c4");
    BOOST_TEST(index.at("bodies").as_array().size() == 3u);
    BOOST_TEST(json::serialize(index.at("bodies").at(1)) ==
               R"({"file":"main-page-transactions/200/002.json","endpoint":"main-page-transactions","status":200,)"
               R"("path":"/api/v2/main-page/transactions","valid":true})");
    // A folder that holds files already is not written over.
    auto const again = probe::run(base, o, server);
    BOOST_TEST(again.stopped == "--capture " + o.capture + ": the folder is not empty");
    BOOST_TEST(again.exit_status() == 2);
    fs::remove_all(o.capture);
}

// Rule: a URL that is not http:// or https:// is refused before any request.
BOOST_AUTO_TEST_CASE(only_http_urls_are_probed)
{
    fake_instance server;
    auto const r = probe::run("file:///etc/passwd", quick(), server);
    BOOST_TEST(r.stopped == "not an http:// or https:// URL: file:///etc/passwd");
    BOOST_TEST(server.urls.empty());
}

BOOST_AUTO_TEST_SUITE_END()
