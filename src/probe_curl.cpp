// explorer_schema::probe's HTTP client, on libcurl: the protocol (TLS,
// HTTP/2, compression, proxies) is libcurl's; this file says what a request
// may cost and reads what the walk needs from the response.

#include <explorer_schema/probe/probe.hpp>
#include <explorer_schema/version.hpp>

#include <curl/curl.h>

#include <algorithm>
#include <charconv>
#include <stdexcept>
#include <thread>

namespace explorer_schema::probe {
namespace {

/// The body as it is read, up to its limit.
struct sink {
    std::string& body;
    std::size_t limit;
    bool too_large = false;

    static std::size_t write(char* data, std::size_t size, std::size_t count, void* self)
    {
        auto& s = *static_cast<sink*>(self);
        auto const n = size * count;
        if (n > s.limit - s.body.size()) {
            s.too_large = true;
            return 0; // libcurl stops reading: CURLE_WRITE_ERROR
        }
        s.body.append(data, n);
        return n;
    }
};

class curl_client final : public http_client {
public:
    explicit curl_client(std::string ca_file) : ca_file_(std::move(ca_file))
    {
        static CURLcode const initialized = curl_global_init(CURL_GLOBAL_DEFAULT);
        if (initialized != CURLE_OK || !handle_)
            throw std::runtime_error("libcurl could not be initialized");
    }
    ~curl_client() override { curl_easy_cleanup(handle_); }
    curl_client(curl_client const&) = delete;
    curl_client& operator=(curl_client const&) = delete;

    http_response get(std::string const& url, std::vector<std::string> const& headers, std::size_t limit,
                      std::chrono::milliseconds timeout) override
    {
        http_response r;
        auto* const h = handle_;
        // Options back to their defaults; the connections, the DNS cache and
        // the TLS sessions are kept.
        curl_easy_reset(h);
        char error[CURL_ERROR_SIZE] = "";
        sink out{r.body, limit};
        curl_slist* list = nullptr;
        for (auto const& header : headers)
            list = curl_slist_append(list, header.c_str());
        // At least a millisecond (0 would be no limit), at most a day.
        auto const ms = static_cast<long>(std::clamp<std::chrono::milliseconds::rep>(timeout.count(), 1, 86400000));
        curl_easy_setopt(h, CURLOPT_URL, url.c_str());
        curl_easy_setopt(h, CURLOPT_PROTOCOLS_STR, "http,https");
        curl_easy_setopt(h, CURLOPT_FOLLOWLOCATION, 0L);
        curl_easy_setopt(h, CURLOPT_ACCEPT_ENCODING, ""); // every encoding this libcurl decodes
        curl_easy_setopt(h, CURLOPT_HTTP_VERSION, static_cast<long>(CURL_HTTP_VERSION_2TLS));
        curl_easy_setopt(h, CURLOPT_TIMEOUT_MS, ms);
        curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, std::min(ms, 10000L));
        curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(h, CURLOPT_USERAGENT, "explorer-schema-probe/" EXPLORER_SCHEMA_VERSION_STRING);
        curl_easy_setopt(h, CURLOPT_HTTPHEADER, list);
        curl_easy_setopt(h, CURLOPT_ERRORBUFFER, error);
        curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, &sink::write);
        curl_easy_setopt(h, CURLOPT_WRITEDATA, &out);
        // A Content-Length past the limit is refused before the body is read.
        curl_easy_setopt(h, CURLOPT_MAXFILESIZE_LARGE,
                         static_cast<curl_off_t>(std::min<std::size_t>(limit, std::size_t{1} << 62)));
        if (!ca_file_.empty())
            curl_easy_setopt(h, CURLOPT_CAINFO, ca_file_.c_str());
        auto const rc = curl_easy_perform(h);
        curl_slist_free_all(list);

        long status = 0;
        curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &status);
        r.status = static_cast<unsigned>(status);
        if (char const* type = nullptr; curl_easy_getinfo(h, CURLINFO_CONTENT_TYPE, &type) == CURLE_OK && type)
            r.content_type = type;
        if (char const* to = nullptr; curl_easy_getinfo(h, CURLINFO_REDIRECT_URL, &to) == CURLE_OK && to)
            r.location = to;
        // Retry-After, in seconds or as a date; else Blockscout's own
        // x-ratelimit-reset, in milliseconds (-1: no limit).
        if (curl_off_t seconds = 0; curl_easy_getinfo(h, CURLINFO_RETRY_AFTER, &seconds) == CURLE_OK && seconds > 0)
            r.retry_after = std::chrono::seconds(std::min<curl_off_t>(seconds, 86400));
        else if (curl_header* reset = nullptr;
                 curl_easy_header(h, "x-ratelimit-reset", 0, CURLH_HEADER, -1, &reset) == CURLHE_OK) {
            std::string_view const v = reset->value;
            long long n = 0;
            auto const [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
            if (ec == std::errc() && end == v.data() + v.size() && n > 0)
                r.retry_after = std::chrono::milliseconds(std::min(n, 86400000LL));
        }
        if (rc == CURLE_OK)
            return r;
        if ((rc == CURLE_WRITE_ERROR && out.too_large) || rc == CURLE_FILESIZE_EXCEEDED) {
            r.too_large = true;
            r.body.clear();
            return r;
        }
        r.timed_out = rc == CURLE_OPERATION_TIMEDOUT;
        r.error = curl_easy_strerror(rc);
        if (*error)
            r.error.append(": ").append(error);
        if (rc == CURLE_PARTIAL_FILE || rc == CURLE_RECV_ERROR || rc == CURLE_BAD_CONTENT_ENCODING)
            r.error.insert(0, "the body was cut short (" + std::to_string(r.body.size()) + " bytes read): ");
        return r;
    }

    void wait(std::chrono::milliseconds d) override { std::this_thread::sleep_for(d); }
    std::chrono::steady_clock::time_point now() override { return std::chrono::steady_clock::now(); }

private:
    std::string ca_file_;
    CURL* handle_ = curl_easy_init();
};

} // namespace

std::unique_ptr<http_client> make_curl_client(std::string const& ca_file)
{
    return std::make_unique<curl_client>(ca_file);
}

} // namespace explorer_schema::probe
