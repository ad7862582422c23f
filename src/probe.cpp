// The walk of explorer_schema::probe::run: which endpoints it asks for, in
// which order, where each parameter's value comes from, and how a request
// is sent, retried, redirected, judged and captured.

#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/model/chrono.hpp>
#include <explorer_schema/probe/probe.hpp>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <system_error>

namespace explorer_schema::probe {
namespace {

using namespace std::chrono_literals;
namespace json = boost::json;

// ---- what the walk asks for, and where its parameters come from

/// The endpoints asked for first, in this order: what a program that
/// shows a transaction, its sender, a token and a block asks for. The
/// registry's other endpoints follow in its order.
constexpr std::string_view walk_first[] = {
    "config-backend-version", "main-page-transactions", "transaction", "transaction-summary",
    "transaction-token-transfers", "transaction-logs", "transaction-internal-transactions",
    "transaction-state-changes", "transaction-raw-trace", "address", "address-counters", "address-tabs-counters",
    "address-transactions", "address-token-transfers", "address-internal-transactions", "address-logs",
    "address-tokens", "address-token-balances", "address-nft", "address-nft-collections",
    "address-coin-balance-history", "address-coin-balance-history-by-day", "address-withdrawals",
    "address-blocks-validated", "token", "token-counters", "token-holders", "token-transfers-of-token",
    "token-instances", "token-instance", "token-instance-holders", "token-instance-transfers",
    "token-instance-transfers-count", "blocks", "block", "block-transactions", "block-internal-transactions",
    "block-withdrawals", "block-countdown", "stats", "search", "smart-contracts", "smart-contract"};

/// Endpoints the walk cannot ask for on its own.
struct left_out {
    std::string_view endpoint, why;
};
constexpr left_out never_asked[] = {
    {"main-page-transactions-watchlist", "needs a signed-in session"},
    {"transactions-watchlist", "needs a signed-in session"},
};

/// How a value read from a body becomes a parameter's.
enum class conversion {
    as_is,
    ahead,       ///< a block number 1000 blocks ahead (the countdown's)
    unix_seconds ///< an ISO 8601 time as seconds since 1970
};

/// Where a value (a "fact") comes from: the first body of `endpoint` with
/// a string or a whole number at `pointer`, where `*` is the first item of
/// an array that has what follows.
struct source {
    std::string_view fact, endpoint, pointer;
    conversion as = conversion::as_is;
};
constexpr source sources[] = {
    {"transaction", "main-page-transactions", "/*/hash"},
    {"transaction", "transactions", "/items/*/hash"},
    {"transaction", "block-transactions", "/items/*/hash"},
    {"address", "transaction", "/from/hash"},
    {"address", "addresses", "/items/*/hash"},
    // A transaction's block is `block_number` from v6.9.0, `block` until
    // v6.9.2 (the model's history, blockscout/transaction.hpp).
    {"block", "transaction", "/block_number"},
    {"block", "transaction", "/block"},
    {"block", "main-page-blocks", "/*/height"},
    {"block", "blocks", "/items/*/height"},
    {"future_block", "block", "/height", conversion::ahead},
    {"future_block", "blocks", "/items/*/height", conversion::ahead},
    {"timestamp", "block", "/timestamp", conversion::unix_seconds},
    // A token's address is `address_hash` from v8.0.0, `address` until
    // v8.1.2 (the model's history, blockscout/transaction.hpp).
    {"token", "address-tokens", "/items/*/token/address_hash"},
    {"token", "address-tokens", "/items/*/token/address"},
    {"token", "address-token-balances", "/*/token/address_hash"},
    {"token", "address-token-balances", "/*/token/address"},
    {"token", "transaction", "/token_transfers/*/token/address_hash"},
    {"token", "transaction", "/token_transfers/*/token/address"},
    {"token", "tokens", "/items/*/address_hash"},
    {"token", "tokens", "/items/*/address"},
    {"nft", "address-nft", "/items/*/token/address_hash"},
    {"nft", "address-nft", "/items/*/token/address"},
    {"token_id", "address-nft", "/items/*/id"},
    {"nft", "token-instances", "/items/*/token/address_hash"},
    {"nft", "token-instances", "/items/*/token/address"},
    {"token_id", "token-instances", "/items/*/id"},
    {"search_text", "token", "/name"},
    {"search_text", "tokens", "/items/*/name"},
    {"contract", "smart-contracts", "/items/*/address/hash"},
    {"operation", "account-abstraction-operations", "/items/*/hash"},
    {"bundler", "account-abstraction-bundlers", "/items/*/address/hash"},
    {"bundler", "account-abstraction-bundlers", "/items/*/address"},
    {"paymaster", "account-abstraction-paymasters", "/items/*/address/hash"},
    {"paymaster", "account-abstraction-paymasters", "/items/*/address"},
    {"factory", "account-abstraction-factories", "/items/*/address/hash"},
    {"factory", "account-abstraction-factories", "/items/*/address"},
    {"account", "account-abstraction-accounts", "/items/*/address/hash"},
    {"account", "account-abstraction-accounts", "/items/*/address"},
};

/// Which fact fills a parameter of a path template: the first binding whose
/// prefix starts the template and whose parameter it is.
struct binding {
    std::string_view prefix, parameter, fact;
};
constexpr binding bindings[] = {
    {"/api/v2/tokens/{address_hash}/instances/{id}", "address_hash", "nft"},
    {"/api/v2/tokens/", "address_hash", "token"},
    {"/api/v2/smart-contracts/", "address_hash", "contract"},
    {"/api/v2/proxy/account-abstraction/bundlers/", "address_hash", "bundler"},
    {"/api/v2/proxy/account-abstraction/paymasters/", "address_hash", "paymaster"},
    {"/api/v2/proxy/account-abstraction/factories/", "address_hash", "factory"},
    {"/api/v2/proxy/account-abstraction/accounts/", "address_hash", "account"},
    {"/api/v2/blocks/{block_number}/countdown", "block_number", "future_block"},
    {"", "transaction_hash", "transaction"},
    {"", "address_hash", "address"},
    {"", "address", "address"},
    {"", "block_hash_or_number", "block"},
    {"", "block_number", "block"},
    {"", "fromBlock", "block"},
    {"", "toBlock", "block"},
    {"", "id", "token_id"},
    {"", "q", "search_text"},
    {"", "operation_hash", "operation"},
    {"", "timestamp", "timestamp"},
    {"", "closest", "closest"},
    {"", "uuid", "csv_export"},
};

std::string_view fact_of(std::string_view path_template, std::string_view parameter)
{
    for (auto const& b : bindings)
        if (b.parameter == parameter && path_template.starts_with(b.prefix))
            return b.fact;
    return parameter;
}

/// The value at `pointer` (with `*`), as a parameter's text.
std::optional<std::string> value_at(json::value const& v, std::string_view pointer)
{
    if (pointer.empty()) {
        if (auto const* s = v.if_string())
            return s->empty() ? std::nullopt : std::optional<std::string>(std::string(*s));
        if (v.is_int64() && v.get_int64() >= 0)
            return std::to_string(v.get_int64());
        if (v.is_uint64())
            return std::to_string(v.get_uint64());
        return std::nullopt;
    }
    pointer.remove_prefix(1);
    auto const end = std::min(pointer.find('/'), pointer.size());
    auto const step = pointer.substr(0, end);
    auto const rest = pointer.substr(end);
    if (step == "*") {
        if (auto const* a = v.if_array())
            for (auto const& item : *a)
                if (auto found = value_at(item, rest))
                    return found;
        return std::nullopt;
    }
    if (auto const* o = v.if_object())
        if (auto const* member = o->if_contains(step))
            return value_at(*member, rest);
    return std::nullopt;
}

std::optional<std::string> converted(std::string text, conversion as)
{
    switch (as) {
    case conversion::as_is:
        return text;
    case conversion::ahead: {
        std::uint64_t n = 0;
        auto const [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
        if (ec != std::errc() || end != text.data() + text.size() || n > (std::uint64_t{1} << 62))
            return std::nullopt;
        return std::to_string(n + 1000);
    }
    case conversion::unix_seconds: {
        auto const t = timestamp::parse(text);
        if (!t)
            return std::nullopt;
        auto const seconds = std::chrono::duration_cast<std::chrono::seconds>(to_sys_time(*t).time_since_epoch());
        if (seconds.count() < 0)
            return std::nullopt;
        return std::to_string(seconds.count());
    }
    }
    return std::nullopt;
}

// ---- a next page, as the frontend asks for it

/// An unreserved character of RFC 3986: a letter, a digit, `-._~`.
bool unreserved(char c) noexcept
{
    auto const u = static_cast<unsigned char>(c);
    return detail::is_digit(c) || static_cast<unsigned char>((u | 0x20u) - 'a') < 26 || c == '-' || c == '.' ||
           c == '_' || c == '~';
}

/// `s` percent-encoded as a query string's key or value: every byte but
/// the unreserved ones.
void append_encoded(std::string& out, std::string_view s)
{
    for (char const c : s) {
        if (unreserved(c))
            out += c;
        else
            detail::append_hex(out += '%', static_cast<unsigned char>(c), 2);
    }
}

/// The query of `params` as Blockscout's frontend sends next_page_params:
/// each value as JavaScript's String() writes it (null as "null", a boolean
/// as "true" or "false"), an object's members as `key[member]`.
void append_query(std::string& out, std::string const& key, json::value const& v)
{
    if (auto const* o = v.if_object()) {
        for (auto const& m : *o)
            append_query(out, key.empty() ? std::string(m.key()) : key + "[" + std::string(m.key()) + "]",
                         m.value());
        return;
    }
    if (auto const* a = v.if_array()) {
        for (auto const& item : *a)
            append_query(out, key + "[]", item);
        return;
    }
    out += out.empty() ? "" : "&";
    append_encoded(out, key);
    out += '=';
    if (auto const* s = v.if_string()) {
        append_encoded(out, *s);
    } else if (auto const* d = v.if_double()) {
        char text[32]; // as JavaScript writes it: the shortest form that reads back
        auto const end = std::to_chars(text, text + sizeof text, *d).ptr;
        append_encoded(out, std::string_view(text, static_cast<std::size_t>(end - text)));
    } else {
        append_encoded(out, json::serialize(v)); // an integer, true, false or null
    }
}

// ---- the walk

/// "30 s", or "2500 ms" for a time of no whole seconds.
std::string duration_text(std::chrono::milliseconds d)
{
    return d.count() % 1000 == 0 ? std::to_string(d.count() / 1000) + " s" : std::to_string(d.count()) + " ms";
}

/// The largest body read as a tree for the values it gives and its next
/// page: pages of Blockscout's lists are tens of kilobytes; a tree takes
/// several times its text.
constexpr std::size_t tree_limit = std::size_t{8} << 20;

/// The longest value the walk puts in a request: a hash is 66 characters,
/// a token's name a few dozen; a longer one is not sent.
constexpr std::size_t longest_value = 256;

/// The longest query a next page, or path a redirect, may have: Blockscout's
/// next_page_params are a few members (a search's a dozen, 500 bytes).
constexpr std::size_t longest_query = 4096;

struct walk {
    std::string base{}; ///< without a trailing "/"
    std::string origin{};
    options const& o;
    http_client& client;
    std::function<void(request const&)> const& on_request;
    report r{};
    std::map<std::string, std::string, std::less<>> facts{{"closest", "before"}};
    std::size_t sent = 0;
    std::chrono::steady_clock::time_point start{}, last_sent{};
    bool reached = false; ///< some request got a response
    bool done = false;    ///< no more requests: the walk stopped or reached a bound
    std::string done_why{};

    std::string redacted(std::string_view text) const { return redact_key(text, o.api_key); }

    /// Stops the walk; `failure`: the instance could not be probed.
    void stop(std::string why, bool failure)
    {
        if (done)
            return;
        done = true;
        why = redacted(why);
        done_why = why;
        if (failure)
            r.stopped = std::move(why);
        else
            r.notes.push_back(std::move(why));
    }

    std::string url(std::string_view path) const
    {
        std::string u = base + std::string(path);
        if (!o.api_key.empty() && r.release && (*r.release)->first() < version{9, 1, 0}) // before x-api-key
            u.append(u.find('?') == std::string::npos ? "?" : "&").append("apikey=").append(o.api_key);
        return u;
    }

    struct fetched {
        http_response response;
        std::string path; ///< where the response came from, after redirects on the origin
        std::string failure;
        bool sent = true; ///< false: the walk stopped before it
    };

    /// One request, retried after a 429, a 5xx or a timeout, following
    /// redirects on the origin.
    fetched fetch(std::string path)
    {
        std::vector<std::string> headers{"Accept: application/json"};
        if (!o.api_key.empty())
            headers.push_back("x-api-key: " + o.api_key);
        auto const deadline = start + o.time_limit;
        unsigned attempts = 0;
        std::chrono::milliseconds timeout{};
        for (int redirects = 0;; ++redirects) {
            http_response response;
            for (unsigned attempt = 0;; ++attempt) {
                if (sent >= o.max_requests) {
                    stop("stopped after " + std::to_string(sent) + " requests (--max-requests)", false);
                    return {{}, path, {}, false};
                }
                auto const gap = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::duration<double>(o.rate > 0 ? 1.0 / o.rate : 0.0));
                if (sent > 0 && client.now() < last_sent + gap)
                    client.wait(std::chrono::duration_cast<std::chrono::milliseconds>(last_sent + gap - client.now()));
                if (client.now() >= deadline) {
                    stop("stopped at the time limit (" + std::to_string(o.time_limit.count()) + " s)", false);
                    return {{}, path, {}, false};
                }
                last_sent = client.now();
                ++sent;
                attempts = attempt + 1;
                // A request may take what is left of the walk's time, at most.
                auto const left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - client.now());
                timeout = std::min<std::chrono::milliseconds>(o.timeout, left);
                response = client.get(url(path), headers, o.decode.max_document_size, timeout);
                response.error = redacted(response.error);
                bool const server_error = response.status >= 500 && response.status < 600;
                bool const limited = response.status == 429;
                if (!(response.timed_out || server_error || limited))
                    break;
                auto wait = o.backoff * (1 << std::min(attempt, 16u));
                if (limited && response.retry_after)
                    wait = *response.retry_after;
                if (limited && (wait > o.longest_wait || client.now() + wait > deadline)) {
                    stop("the rate limit does not lift: " + path + " answered 429 and asks to wait " +
                             std::to_string(wait.count()) + " ms, past what the walk may wait",
                         true);
                    return {std::move(response), path, "HTTP 429: the rate limit does not lift"};
                }
                if (attempt == o.retries) {
                    if (limited) {
                        stop("the rate limit does not lift: " + path + " answered 429 " +
                                 std::to_string(attempt + 1) + " times",
                             true);
                        return {std::move(response), path, "HTTP 429: the rate limit does not lift"};
                    }
                    break;
                }
                if (client.now() + wait > deadline)
                    break;
                client.wait(wait);
            }
            if (!response.error.empty()) {
                auto failure = response.timed_out ? "timed out after " + std::to_string(attempts) + " attempt" +
                                                        (attempts == 1 ? "" : "s") + " of " + duration_text(timeout)
                                                  : response.error;
                if (!reached && !response.timed_out)
                    stop("cannot reach " + base + ": " + failure, true);
                return {std::move(response), path, std::move(failure)};
            }
            reached = true;
            if (response.status < 300 || response.status >= 400)
                return {std::move(response), path, {}};
            // A redirect: followed on the same origin, a few times.
            auto const& to = response.location;
            std::string next;
            if (to.starts_with("/") && !to.starts_with("//"))
                next = to;
            else if (to.size() > origin.size() && to.starts_with(origin) && to[origin.size()] == '/')
                next = to.substr(origin.size());
            if (next.empty() || redirects == 5 || next.size() > longest_query) {
                auto failure = to.empty() ? "HTTP " + std::to_string(response.status) + " and no Location to follow"
                               : next.empty()
                                   ? "redirected to another origin, " + escape_controls(origin_of(redacted(to))) +
                                         ": not followed"
                               : redirects == 5 ? "more than 5 redirects"
                                                : "redirected to a path of " + std::to_string(next.size()) +
                                                      " bytes: not followed";
                return {std::move(response), path, std::move(failure)};
            }
            auto const prefix = base.substr(origin.size());
            path = next.starts_with(prefix) ? next.substr(prefix.size()) : next;
        }
    }

    static std::string origin_of(std::string_view u)
    {
        auto const scheme = u.find("://");
        if (scheme == std::string_view::npos)
            return std::string(u.substr(0, 200));
        return std::string(u.substr(0, std::min(u.find('/', scheme + 3), std::min<std::size_t>(u.size(), 300))));
    }

    /// Asks for `path` of `endpoint`, judges what comes and reports it;
    /// with `first_page`, the body, parsed, when it is a 200 one that has
    /// values the walk needs or a next page.
    std::optional<json::value> ask(std::string_view endpoint, std::string path, bool first_page = true)
    {
        auto f = fetch(std::move(path));
        if (!f.sent)
            return std::nullopt;
        request q{std::string(endpoint), redacted(f.path), f.response.status, std::nullopt, f.failure, {}};
        auto& response = f.response;
        std::optional<json::value> parsed;
        if (q.failure.empty()) {
            auto const& type = response.content_type;
            bool const json_type = type.empty() || type.find("json") != std::string::npos;
            auto const body = json_type ? redacted(response.body) : std::string();
            if (json_type && endpoint == "config-backend-version" && response.status == 200 && !response.too_large)
                learn_release(body);
            auto options = o.decode;
            options.release = r.release;
            // Judged under the body the registry has for its status, if any.
            bool const known = endpoints::visit_body(
                endpoint, contracts::blockscout::name, response.status, [&](auto e, auto c, auto b) {
                    using Body = typename decltype(b)::type;
                    if (!json_type)
                        return;
                    q.judged = response.too_large
                                   ? verdict{{document_too_large(std::nullopt, options.max_document_size)}, {}}
                                   : identify<Body>(body, endpoints::options_for<decltype(e), decltype(c)>(options));
                });
            if (!known)
                q.failure = "HTTP " + std::to_string(response.status) + ": the API sends no body of " +
                            std::string(endpoint) + " with that status";
            else if (!json_type)
                q.failure = "HTTP " + std::to_string(response.status) + " with " + redacted(escape_controls(type)) +
                            " where JSON was due" +
                            (type.find("html") != std::string::npos ? " (an HTML page: a proxy's or a CDN's?)" : "");
            if (q.judged && !o.capture.empty() && !response.too_large)
                q.capture = write_capture(q, body);
            // Read again for its values and its next page: a page, not a
            // document of any size, as a tree.
            auto const needed = [&] {
                return body.find("\"next_page_params\"") != std::string::npos ||
                       std::ranges::any_of(sources, [&](source const& from) {
                           return from.endpoint == endpoint && !facts.contains(from.fact);
                       });
            };
            if (q.judged && first_page && response.status == 200 && needed())
                parsed = tree_of(body);
        }
        q.failure = redacted(q.failure);
        if (on_request)
            on_request(q);
        r.requests.push_back(std::move(q));
        return parsed;
    }

    /// `body` as a tree, when it is JSON of at most tree_limit bytes and the
    /// depth the decoders take.
    std::optional<json::value> tree_of(std::string_view body) const
    {
        if (body.size() > tree_limit)
            return std::nullopt;
        json::parse_options limits;
        limits.max_depth = o.decode.depth_limit();
        boost::system::error_code ec;
        auto v = json::parse(body, ec, {}, limits);
        return ec ? std::nullopt : std::optional<json::value>(std::move(v));
    }

    std::string write_capture(request const& q, std::string_view body) const
    {
        namespace fs = std::filesystem;
        char number[8];
        std::snprintf(number, sizeof number, "%03zu", r.requests.size() + 1);
        auto const file = fs::path(q.endpoint) / std::to_string(q.status) / (std::string(number) + ".json");
        std::error_code ec;
        fs::create_directories(fs::path(o.capture) / file.parent_path(), ec);
        std::ofstream out(fs::path(o.capture) / file, std::ios::binary);
        out.write(body.data(), static_cast<std::streamsize>(body.size()));
        if (!out.flush())
            throw std::runtime_error("--capture: cannot write " + (fs::path(o.capture) / file).string());
        return file.generic_string();
    }

    void harvest(std::string_view endpoint, json::value const& body)
    {
        for (auto const& s : sources)
            if (s.endpoint == endpoint && !facts.contains(s.fact))
                if (auto value = value_at(body, s.pointer); value && value->size() <= longest_value)
                    if (auto fact = converted(std::move(*value), s.as))
                        facts.emplace(s.fact, std::move(*fact));
    }

    /// Why endpoint `E` is not asked for, whatever the walk has read: it is
    /// not a Blockscout instance's, it needs what the walk has not, or the
    /// instance's release or chain type (the default build's when none is
    /// given) does not serve it.
    template <class E>
    std::optional<std::string> never_asked_for(E) const
    {
        if constexpr (!std::is_same_v<typename E::service, services::blockscout> ||
                      !has_response<E, contracts::blockscout>) {
            return "not a Blockscout instance's endpoint";
        } else {
            for (auto const& l : never_asked)
                if (l.endpoint == E::name)
                    return std::string(l.why);
            if (r.release && !served_by<E>.contains(*r.release))
                return "not served by Blockscout " + (*r.release)->name() + " (served by " +
                       served_by<E>.to_string() + ")";
            if (!served_on<E>.contains(o.decode.chain.value_or(chain_type::default_chain)))
                return "served only by Blockscout built for " + served_on<E>.to_string() +
                       (o.decode.chain ? "" : " (--chain-type asks for it)");
            return std::nullopt;
        }
    }

    /// Asks for endpoint `E` when its parameters are known: true when it was
    /// asked for, or will never be.
    template <class E>
    bool visit(E e)
    {
        constexpr auto name = E::name;
        if (auto why = never_asked_for(e)) {
            r.skipped.push_back({std::string(name), std::move(*why)});
            return true;
        }
        if constexpr (has_response<E, contracts::blockscout>) {
            using parameters = typename E::parameters;
            constexpr auto n = boost::mp11::mp_size<parameters>::value;
            std::array<std::string_view, n> values{};
            std::size_t i = 0;
            bool known = true;
            boost::mp11::mp_for_each<parameters>([&](auto p) {
                auto const it = facts.find(fact_of(E::path_template, decltype(p)::name));
                known = known && it != facts.end();
                values[i++] = known ? std::string_view(it->second) : std::string_view();
            });
            if (!known)
                return false;
            auto const path = [&]<std::size_t... I>(std::index_sequence<I...>) -> std::optional<std::string> {
                if constexpr (n == 0)
                    return E::path();
                else
                    return E::path(values[I]...);
            }(std::make_index_sequence<n>{});
            if (!path) {
                r.skipped.push_back({std::string(name), "a value the walk read for its parameters is not one"});
                return true;
            }
            auto const asked = r.requests.size();
            auto body = ask(name, *path);
            if (r.requests.size() == asked) // the walk stopped before it
                r.skipped.push_back({std::string(name), done_why});
            if (body) {
                harvest(name, *body);
                follow_next_page(name, *path, *body);
            }
        }
        return true;
    }

    void follow_next_page(std::string_view endpoint, std::string const& path, json::value const& body)
    {
        auto const* object = body.if_object();
        auto const* next = object ? object->if_contains("next_page_params") : nullptr;
        if (!next || !next->is_object() || next->as_object().empty() || done)
            return;
        std::string query;
        append_query(query, "", *next);
        if (query.size() > longest_query) {
            r.notes.push_back("the next page of " + path + " is not asked for: its next_page_params make a query of " +
                              std::to_string(query.size()) + " bytes, more than " + std::to_string(longest_query));
            return;
        }
        ask(endpoint, path + (path.find('?') == std::string::npos ? "?" : "&") + query, false);
    }

    /// The release the instance says it runs, from the body of
    /// /api/v2/config/backend-version, before that body is judged.
    void learn_release(std::string_view body)
    {
        auto const v = tree_of(body).value_or(json::value());
        auto const* object = v.if_object();
        auto const* said = object ? object->if_contains("backend_version") : nullptr;
        if (!said || !said->is_string() || said->as_string().empty())
            return;
        // A version is a few dozen characters: a longer text is cut.
        r.backend_version = escape_controls(std::string_view(said->as_string()).substr(0, 100));
        if (o.decode.release)
            return;
        // "v11.2.7", "v11.2.7.+commit.1a2b3c4", "v11.2.7-alpha.1": the minor release.
        std::string_view const text = *r.backend_version;
        r.release = find_release(text.substr(0, text.find('.', text.find('.') + 1)));
        if (!r.release)
            r.notes.push_back("the instance says " + *r.backend_version + ", not one of the releases known here (" +
                              release_set::all().to_string() + "): each body is judged under every release");
    }

    void read_release()
    {
        r.release = o.decode.release;
        ask("config-backend-version", "/api/v2/config/backend-version", false);
        if (o.decode.release)
            r.notes.push_back("bodies judged under Blockscout " + (*o.decode.release)->name() +
                              " (--blockscout-release)");
        else if (!r.backend_version)
            r.notes.push_back("the instance does not say its release (GET /api/v2/config/backend-version, "
                              "served since v5.1.5, gave none): each body is judged under every release");
    }

    void run()
    {
        start = client.now();
        read_release();
        std::vector<std::string_view> order(std::begin(walk_first), std::end(walk_first));
        boost::mp11::mp_for_each<endpoints::all>([&](auto e) {
            if (std::ranges::find(order, decltype(e)::name) == order.end())
                order.push_back(decltype(e)::name);
        });
        order.erase(order.begin()); // the release, asked for already
        // Endpoints whose parameters are not known yet wait for a later
        // pass, as long as a pass asks for something.
        for (bool asked = true; asked && !order.empty() && !done;) {
            asked = false;
            std::vector<std::string_view> waiting;
            for (auto const name : order) {
                bool handled = false;
                if (done) {
                    waiting.push_back(name);
                    continue;
                }
                endpoints::visit_by_name(name, [&](auto e) { handled = visit(e); });
                if (handled)
                    asked = true;
                else
                    waiting.push_back(name);
            }
            order = std::move(waiting);
        }
        for (auto const name : order)
            endpoints::visit_by_name(name, [&](auto e) {
                std::string why = never_asked_for(e).value_or(done ? done_why : std::string());
                if (why.empty()) {
                    using E = decltype(e);
                    std::string missing;
                    boost::mp11::mp_for_each<typename E::parameters>([&](auto p) {
                        if (missing.empty() && !facts.contains(fact_of(E::path_template, decltype(p)::name)))
                            missing = decltype(p)::name;
                    });
                    why = "no body read gave a value for {" + missing + "}";
                }
                r.skipped.push_back({std::string(name), std::move(why)});
            });
    }
};

/// The capture's index, capture.json: the instance, its release, and each
/// body's file, endpoint, status, path and verdict.
void write_index(report const& r, options const& o)
{
    json::object index{{"base_url", r.base_url},
                       {"backend_version", r.backend_version ? json::value(*r.backend_version) : json::value()},
                       {"release", r.release ? json::value((*r.release)->name()) : json::value()},
                       {"chain_type", o.decode.chain ? json::value(chain_type_name(*o.decode.chain))
                                                     : json::value()}};
    auto& bodies = index["bodies"].emplace_array();
    for (auto const& q : r.requests)
        if (!q.capture.empty())
            bodies.push_back(json::object{{"file", q.capture},
                                          {"endpoint", q.endpoint},
                                          {"status", q.status},
                                          {"path", q.path},
                                          {"valid", q.judged && q.judged->ok()}});
    std::ofstream out(std::filesystem::path(o.capture) / "capture.json", std::ios::binary);
    out << json::serialize(index) << '\n';
    if (!out.flush())
        throw std::runtime_error("--capture: cannot write capture.json");
}

/// Text as it reads, each byte with the bytes of the source it comes from,
/// [first, second): an escape's bytes all come from the escape.
struct read_text {
    std::string text;
    std::vector<std::pair<std::size_t, std::size_t>> from;

    void add(char c, std::size_t first, std::size_t last)
    {
        text += c;
        from.emplace_back(first, last);
    }
};

int hex_value(char c) noexcept
{
    auto const u = static_cast<unsigned char>(c);
    auto const letter = static_cast<unsigned char>((u | 0x20u) - 'a');
    return detail::is_digit(c) ? c - '0' : letter < 6 ? letter + 10 : -1;
}

/// The inside of a JSON string with its escapes undone; an escape JSON does
/// not have is kept as it is written.
read_text json_unescaped(std::string_view s)
{
    read_text out;
    auto const hex4 = [&](std::size_t at) {
        int v = 0;
        for (std::size_t i = at; i < at + 4; ++i)
            v = i < s.size() && hex_value(s[i]) >= 0 && v >= 0 ? v * 16 + hex_value(s[i]) : -1;
        return v;
    };
    for (std::size_t i = 0; i < s.size();) {
        auto const at = i;
        if (s[i] != '\\' || i + 1 == s.size()) {
            out.add(s[i], at, at + 1);
            ++i;
            continue;
        }
        char const e = s[i + 1];
        if (auto const simple = std::string_view("\"\\/bfnrt").find(e); simple != std::string_view::npos) {
            out.add("\"\\/\b\f\n\r\t"[simple], at, at + 2);
            i += 2;
            continue;
        }
        auto cp = e == 'u' ? hex4(i + 2) : -1;
        if (cp < 0) { // not an escape of JSON: as written
            out.add(s[i], at, at + 1);
            ++i;
            continue;
        }
        i += 6;
        if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < s.size() && s[i] == '\\' && s[i + 1] == 'u')
            if (auto const low = hex4(i + 2); low >= 0xDC00 && low < 0xE000) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                i += 6;
            }
        auto const u = static_cast<unsigned>(cp);
        auto const byte = [&](unsigned b) { out.add(static_cast<char>(b), at, i); };
        if (u < 0x80) {
            byte(u);
        } else if (u < 0x800) {
            byte(0xC0 | (u >> 6));
            byte(0x80 | (u & 0x3F));
        } else if (u < 0x10000) {
            byte(0xE0 | (u >> 12));
            byte(0x80 | ((u >> 6) & 0x3F));
            byte(0x80 | (u & 0x3F));
        } else {
            byte(0xF0 | (u >> 18));
            byte(0x80 | ((u >> 12) & 0x3F));
            byte(0x80 | ((u >> 6) & 0x3F));
            byte(0x80 | (u & 0x3F));
        }
    }
    return out;
}

/// `in` with each %XX of a URL undone.
read_text percent_decoded(read_text const& in)
{
    read_text out;
    auto const& t = in.text;
    for (std::size_t i = 0; i < t.size();) {
        if (t[i] == '%' && i + 2 < t.size() && hex_value(t[i + 1]) >= 0 && hex_value(t[i + 2]) >= 0) {
            out.add(static_cast<char>(hex_value(t[i + 1]) * 16 + hex_value(t[i + 2])), in.from[i].first,
                    in.from[i + 2].second);
            i += 3;
        } else {
            out.add(t[i], in.from[i].first, in.from[i].second);
            ++i;
        }
    }
    return out;
}

/// Appends `source` with the bytes each occurrence of `key` in what it
/// reads as (`read`) comes from replaced by "<redacted>".
void append_hidden(std::string& out, std::string_view source, read_text const& read, std::string_view key)
{
    std::size_t copied = 0;
    for (auto at = read.text.find(key); at != std::string::npos; at = read.text.find(key, at + key.size())) {
        auto const first = read.from[at].first, last = read.from[at + key.size() - 1].second;
        out.append(source.substr(copied, first - copied)).append("<redacted>");
        copied = last;
    }
    out.append(source.substr(copied));
}

} // namespace

std::string request::name() const
{
    return endpoint + " " + path + (status != 0 ? " " + std::to_string(status) : std::string());
}

int report::exit_status() const noexcept
{
    if (!stopped.empty() || std::ranges::any_of(requests, [](request const& q) { return !q.failure.empty(); }))
        return 2;
    return std::ranges::all_of(requests, [](request const& q) { return q.judged && q.judged->ok(); }) ? 0 : 1;
}

std::optional<std::string> check_api_key(std::string_view key)
{
    if (key.size() < 8 || key.size() > 256 || !std::ranges::all_of(key, unreserved))
        return "an API key is 8 to 256 characters, each a letter, a digit or one of -._~";
    return std::nullopt;
}

std::string redact_key(std::string_view text, std::string_view key)
{
    if (key.empty())
        return std::string(text);
    // Text outside JSON strings as it is, the inside of each with its
    // escapes undone, then either with its %XX undone.
    auto const as_is = [](std::string_view part) {
        read_text out;
        for (std::size_t i = 0; i < part.size(); ++i)
            out.add(part[i], i, i + 1);
        return out;
    };
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        auto const quote = std::min(text.find('"', at), text.size());
        auto const plain = text.substr(at, quote - at);
        append_hidden(out, plain, percent_decoded(as_is(plain)), key);
        if (quote == text.size())
            break;
        // A JSON string: to its closing quote, or the end.
        auto end = quote + 1;
        while (end < text.size() && text[end] != '"')
            end += text[end] == '\\' ? 2 : 1;
        end = std::min(end, text.size());
        auto const inside = text.substr(quote + 1, end - quote - 1);
        out += '"';
        append_hidden(out, inside, percent_decoded(json_unescaped(inside)), key);
        if (end < text.size())
            out += '"';
        at = end + 1;
    }
    return out;
}

report run(std::string_view base_url, options const& o, http_client& client,
           std::function<void(request const&)> const& on_request)
{
    walk w{.base = std::string(base_url), .o = o, .client = client, .on_request = on_request};
    while (w.base.ends_with('/'))
        w.base.pop_back();
    w.r.base_url = w.redacted(w.base); // a key the URL holds too is not shown
    auto const scheme = w.base.find("://");
    bool const http = w.base.starts_with("http://") || w.base.starts_with("https://");
    auto const host_end = scheme == std::string::npos ? scheme : w.base.find('/', scheme + 3);
    w.origin = w.base.substr(0, host_end);
    if (!http || w.origin.size() <= scheme + 3) {
        w.r.stopped = "not an http:// or https:// URL: " + escape_controls(w.redacted(w.base).substr(0, 300));
        return std::move(w.r);
    }
    if (!o.api_key.empty())
        if (auto const why = check_api_key(o.api_key)) {
            w.r.stopped = *why;
            return std::move(w.r);
        }
    if (!o.capture.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(o.capture, ec);
        if (ec || !std::filesystem::is_empty(o.capture, ec)) {
            w.r.stopped = "--capture " + escape_controls(o.capture) +
                          (ec ? ": cannot make the folder" : ": the folder is not empty");
            return std::move(w.r);
        }
    }
    w.run();
    if (!o.capture.empty())
        write_index(w.r, o);
    return std::move(w.r);
}

} // namespace explorer_schema::probe
