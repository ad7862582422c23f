#ifndef EXPLORER_SCHEMA_PROBE_PROBE_HPP
#define EXPLORER_SCHEMA_PROBE_PROBE_HPP

// A live Blockscout instance, checked in one walk: its release read from
// /api/v2/config/backend-version, then its API called the way a program
// that uses it calls it, with parameters taken from what it has answered
// (a transaction of the main page, its sender, a token the sender holds,
// ...), one next page of each list, and every body judged under its
// endpoint, its HTTP status and the instance's release. `probe::run` takes
// the HTTP client it sends through: `make_curl_client` gives libcurl's
// (target explorer_schema::probe, which links it); a test gives its own.
//
// The walk is polite and bounded: a request rate, a most requests, a total
// time, bounded retries (429 after what Retry-After or x-ratelimit-reset
// asks, 5xx and timeouts after a backoff), redirects followed only on the
// same origin, and bodies read up to decode_options::max_document_size. The
// API key is sent as the instance's release expects and appears in nothing
// the walk gives back: not in a path, a message, a verdict or a capture.

#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/model/releases.hpp>
#include <explorer_schema/model/result.hpp>

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema::probe {

/// What an HTTP client answers to one GET.
struct http_response {
    /// The HTTP status; 0 when no response came (`error` says why).
    unsigned status = 0;
    std::string content_type{};
    /// Decoded (gzip, deflate, ...), at most the limit asked for.
    std::string body{};
    /// The body went past the limit: reading stopped there.
    bool too_large = false;
    /// How long the server asks to wait before the next request (Retry-After,
    /// or Blockscout's x-ratelimit-reset), when it says.
    std::optional<std::chrono::milliseconds> retry_after{};
    /// A redirect's target (Location), as sent.
    std::string location{};
    /// Why no complete response came (the transport's words): empty when
    /// one did.
    std::string error{};
    /// The request timed out (then `error` is set too): it may be retried.
    bool timed_out = false;
};

/// Sends the walk's requests and keeps its time.
class http_client {
public:
    virtual ~http_client() = default;
    /// GET `url`, with `headers` ("Name: value"), reading at most `limit`
    /// bytes of the decoded body (past it: too_large, and no more is read),
    /// in at most `timeout` (past it: timed_out).
    virtual http_response get(std::string const& url, std::vector<std::string> const& headers, std::size_t limit,
                              std::chrono::milliseconds timeout) = 0;
    /// Waits `d`.
    virtual void wait(std::chrono::milliseconds d) = 0;
    virtual std::chrono::steady_clock::time_point now() = 0;
};

/// What the walk does.
struct options {
    /// How bodies are read and judged: the document size limit applies
    /// while a body is read; `release` (none: the instance's own) and
    /// `chain` set the contract every body is judged under.
    decode_options decode{};
    /// Sent in an `x-api-key` header (read since v9.1.0) and, to a release
    /// before v9.1, as the `apikey` query parameter. At least 8 characters,
    /// each a letter, a digit or one of `-._~` (check_api_key).
    std::string api_key{};
    std::size_t max_requests = 300; ///< retries and redirects included
    double rate = 4;                ///< most requests per second
    std::chrono::seconds time_limit{600};
    /// Of one request; at most what is left of time_limit.
    std::chrono::seconds timeout{30};
    unsigned retries = 2;             ///< of one request, after 429, 5xx or a timeout
    /// The first wait before a retry (doubled at each); a 429's own wait
    /// when it gives none.
    std::chrono::milliseconds backoff{500};
    /// The longest wait a 429 may ask for: past it, or past the time
    /// left, the rate limit is taken as one that does not lift.
    std::chrono::seconds longest_wait{60};
    /// A folder the bodies are written to (none: not written): see capture.
    std::string capture{};
};

/// One request of the walk, and what it found.
struct request {
    std::string endpoint{}; ///< the registry's name
    std::string path{};     ///< path and query as sent, the API key left out
    unsigned status = 0;    ///< 0: no response
    /// The verdict of its body, judged under the endpoint, the status and
    /// the release; none when it got no body to judge (`failure`).
    std::optional<verdict> judged{};
    /// Why it got no body to judge: empty when it did.
    std::string failure{};
    std::string capture{}; ///< the file its body was written to, from the capture folder
    /// "transaction /api/v2/transactions/0x… 200": how reports name it.
    std::string name() const;
};

/// An endpoint the walk did not ask for, and why.
struct skipped_endpoint {
    std::string endpoint{};
    std::string why{};
};

/// What the walk found.
struct report {
    std::string base_url{};
    /// What /api/v2/config/backend-version said ("v11.2.7.+commit.1a2b3c4"):
    /// none when it said nothing.
    std::optional<std::string> backend_version{};
    /// The release the bodies were judged under: the one asked for, or the
    /// instance's; none when neither is known (then each body is judged
    /// under every release).
    std::optional<release_index> release{};
    std::vector<std::string> notes{}; ///< what the walk has to say beside its requests
    std::vector<request> requests{};
    std::vector<skipped_endpoint> skipped{};
    /// Set when the walk had to stop: the instance could not be reached,
    /// its rate limit did not lift, or the walk was asked wrongly.
    std::string stopped{};

    /// 0: every body keeps its contract; 1: some body does not; 2: the
    /// instance could not be probed (the walk stopped, or a request got no
    /// body to judge).
    int exit_status() const noexcept;
};

/// Whether `key` can be sent as an API key; the reason when not.
std::optional<std::string> check_api_key(std::string_view key);

/// Walks the instance at `base_url` ("https://eth.blockscout.com") through
/// `client`, calling `on_request` as each request is judged.
report run(std::string_view base_url, options const& o, http_client& client,
           std::function<void(request const&)> const& on_request = {});

/// libcurl's client: TLS with the system's certificate authorities or
/// `ca_file`'s, HTTP/2, every compression libcurl knows, proxies from the
/// environment (http_proxy, https_proxy, no_proxy), redirects not followed
/// (run follows those on the same origin).
std::unique_ptr<http_client> make_curl_client(std::string const& ca_file = {});

/// `text` with every occurrence of `key` replaced by "<redacted>": as it
/// is, and, inside a JSON string, written with escapes ("\u0061bc" for
/// "abc"), which that string is then written without. A key never reaches
/// a report or a capture but through this.
std::string redact_key(std::string_view text, std::string_view key);

} // namespace explorer_schema::probe

#endif
