#ifndef EXPLORER_SCHEMA_FUZZ_TARGETS_HPP
#define EXPLORER_SCHEMA_FUZZ_TARGETS_HPP

// What each fuzz target does with one input, and the properties it checks.
// The libFuzzer programs and the regression test both call these; a broken
// property aborts.

#include <explorer_schema/bodies.hpp>
#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/impl/decode.hpp>
#include <explorer_schema/operations/shape.hpp>

#include <boost/json/serialize.hpp>
#include <boost/json/stream_parser.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <optional>
#include <utility>
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <type_traits>

namespace fuzz_targets {

namespace es = explorer_schema;

inline void require(bool property, char const* what)
{
    if (!property) {
        std::fprintf(stderr, "property broken: %s\n", what);
        std::abort();
    }
}

/// Every issue has a path that is a JSON Pointer ("" or starting with "/").
inline void check_issues(std::vector<es::issue> const& issues)
{
    for (auto const& i : issues)
        require(i.path.empty() || i.path.front() == '/', "an issue path is a JSON Pointer");
}

/// The reference for the text decoder: Boost.JSON's own parser builds the
/// DOM, and the DOM decoder decodes it.
template <class T>
es::result<T> parse_through_dom(std::string_view text, es::decode_options const& options = {})
{
    auto json = es::parse_json(text, options);
    if (!json.issues.empty())
        return {T{}, std::move(json.issues), es::release_set{}};
    return es::decode<T>(json.value, options);
}

/// The reference for the direct decoder: the engine alone reading the text,
/// as es::parse gives it (detail/direct_decoder.hpp).
template <class T>
es::result<T> engine_reading(std::string_view text, es::decode_options const& options = {}, bool keep = true)
{
    es::result<T> out;
    if (auto const fit = es::detail::narrow_to_served(
            es::detail::engine_decode_text(out.value, text, options, out.issues, keep), out.issues, options))
        out.releases = fit->releases, out.chains = fit->chains;
    else
        out.value = T{}, out.releases = {}, out.chains = {};
    return out;
}

/// Whether the text decoder and the DOM decoder are to agree on a document:
/// always, but for what only the text decoder sees (a member named twice,
/// which the DOM keeps once; limits the DOM has not).
inline bool comparable(std::vector<es::issue> const& from_text)
{
    return std::none_of(from_text.begin(), from_text.end(), [](es::issue const& i) {
        return i.code == es::issue_code::duplicate_member || i.code == es::issue_code::string_too_long ||
               i.code == es::issue_code::document_too_large;
    });
}

/// Whether the text decoder's issues and the DOM decoder's are the same.
/// One difference is allowed: an integer beyond 64 bits reaches the DOM as a
/// rounded double, so the text decoder quotes it as written, the DOM decoder
/// as rounded; the rest of the message is the same.
inline bool same_issues(std::vector<es::issue> const& from_text, std::vector<es::issue> const& from_dom)
{
    auto const same = [](es::issue const& a, es::issue const& b) {
        if (a == b)
            return true;
        constexpr std::string_view rest = " is out of range; ";
        auto const at_a = a.message.find(rest), at_b = b.message.find(rest);
        return a.code == es::issue_code::out_of_range && a.path == b.path && a.code == b.code &&
               a.severity == b.severity && at_a != std::string::npos && at_b != std::string::npos &&
               a.message.substr(at_a) == b.message.substr(at_b);
    };
    return std::equal(from_text.begin(), from_text.end(), from_dom.begin(), from_dom.end(), same);
}

/// Line and column of byte `offset` of `text`, counted one byte at a time:
/// lines at LF, characters (bytes but UTF-8 continuation bytes). The
/// reference for es::position_of.
inline es::text_position counted_position(std::string_view text, std::size_t offset)
{
    es::text_position p{1, 1};
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n')
            p = {p.line + 1, 1};
        else if ((static_cast<unsigned char>(text[i]) & 0xC0u) != 0x80u)
            ++p.column;
    }
    return p;
}

/// A position in `text` is what a count one byte at a time gives, whatever
/// the bytes, at a few offsets and the end.
inline void check_positions(std::string_view text)
{
    for (std::size_t const offset : {text.size() / 3, text.size() / 2, text.size()})
        require(es::position_of(text, offset) == counted_position(text, offset),
                "a position counts lines and characters");
}

/// Text in, issues out: never throws, never crashes; parse (the direct
/// decoder, else the engine), the engine alone, the DOM decoder and identify
/// (validate) give the same issues and releases, and the decoders the same
/// value; positions in the text are counted right.
template <class T>
void decode_text(std::string_view text, es::decode_options const& options = {})
{
    auto const r = es::parse<T>(text, options);
    check_issues(r.issues);
    check_positions(text);
    require(r.ok() == !es::has_errors(r.issues), "ok() says whether there are errors");
    auto const identified = es::identify<T>(text, options);
    require(identified.issues == r.issues, "identify, which keeps no value, reports what parse does");
    require(identified.releases == r.releases, "identify fits the releases parse fits");
    auto const engine = engine_reading<T>(text, options);
    require(r.issues == engine.issues, "parse reports what the engine alone reports");
    require(r.value == engine.value, "parse makes the value the engine alone makes");
    require(r.releases == engine.releases, "parse fits the releases the engine alone fits");
    if (!comparable(r.issues))
        return;
    auto const reference = parse_through_dom<T>(text, options);
    require(same_issues(r.issues, reference.issues), "the text and DOM decoders report the same issues");
    require(r.value == reference.value, "the text and DOM decoders make the same value");
    require(r.releases == reference.releases, "the text and DOM decoders fit the same releases");
}

/// Identify without an endpoint: never throws, never crashes, and gives the
/// verdict identify gives under the response type it names.
inline void identify_unnamed(std::string_view text)
{
    using responses = boost::mp11::mp_unique<es::detail::responses_of<es::contracts::blockscout>>;
    auto const found = es::identify_among<responses>(text);
    boost::mp11::mp_with_index<boost::mp11::mp_size<responses>::value>(found.index, [&](auto k) {
        auto const again = es::identify<boost::mp11::mp_at_c<responses, k>>(text);
        require(again.issues == found.found.issues && again.releases == found.found.releases,
                "identify without an endpoint gives the verdict of the response it names");
    });
}

/// A valid document encodes, in the newest release it fits, to JSON that
/// decodes to the same value in that release, and encoding is stable.
template <class T>
void round_trip(std::string_view text)
{
    auto const first = es::parse<T>(text);
    if (!first.ok())
        return;
    require(!first.releases.empty(), "a valid document fits a release");
    es::encode_options const options{.release = first.releases.newest()};
    auto const encoded = boost::json::serialize(es::to_json(first.value, options));
    auto const second = es::parse<T>(encoded);
    require(second.ok(), "the encoding of a valid value is valid");
    require(second.releases.contains(options.release), "the encoding is of the release asked for");
    require(second.value == first.value, "decode(encode(x)) == x");
    require(boost::json::serialize(es::to_json(second.value, options)) == encoded, "encoding is stable");
}

/// A rendering read back: its text and its links ([text, url]).
struct read_back {
    std::string text;
    std::vector<std::pair<std::string, std::string>> links;
    friend bool operator==(read_back const&, read_back const&) = default;
};

/// The intended reading of a summary: its text rendering and the links of
/// its segments.
template <class Summary>
read_back intended(Summary const& s, es::render_options const& options)
{
    read_back out{es::render(s, options).value, {}};
    for (auto const& segment : es::render_segments(s, options).value)
        if (auto const* v = std::get_if<1>(&segment); v && !v->url.empty())
            out.links.emplace_back(v->text, v->url);
    return out;
}

/// HTML read as a browser would, where it holds no markup but its own
/// http(s) links; nothing when it holds other markup or a bare `&`.
inline std::optional<read_back> read_html(std::string_view html)
{
    read_back out;
    std::string* text = &out.text;
    auto decode = [](std::string_view escaped) -> std::optional<std::string> {
        std::string plain;
        for (std::size_t i = 0; i < escaped.size(); ++i) {
            if (escaped[i] != '&') {
                plain += escaped[i];
                continue;
            }
            auto const end = escaped.find(';', i);
            if (end == std::string_view::npos)
                return std::nullopt;
            auto const name = escaped.substr(i, end + 1 - i);
            constexpr std::pair<std::string_view, char> entities[] = {
                {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&#39;", '\''}};
            auto const e = std::find_if(std::begin(entities), std::end(entities), [&](auto p) { return p.first == name; });
            if (e == std::end(entities))
                return std::nullopt;
            plain += e->second;
            i = end;
        }
        return plain;
    };
    constexpr std::string_view open = "<a href=\"";
    while (!html.empty()) {
        auto const tag = html.find('<');
        auto const plain = decode(html.substr(0, tag));
        if (!plain)
            return std::nullopt;
        *text += *plain;
        if (!out.links.empty() && text == &out.links.back().first)
            out.text += *plain;
        if (tag == std::string_view::npos)
            break;
        html.remove_prefix(tag);
        if (html.starts_with("</a>") && text != &out.text) {
            text = &out.text;
            html.remove_prefix(4);
            continue;
        }
        auto const quote = html.find("\">", open.size());
        if (!html.starts_with(open) || text != &out.text || quote == std::string_view::npos)
            return std::nullopt;
        auto url = decode(html.substr(open.size(), quote - open.size()));
        if (!url || !es::is_web_url(*url))
            return std::nullopt;
        out.links.emplace_back("", std::move(*url));
        text = &out.links.back().first;
        html.remove_prefix(quote + 2);
    }
    return text == &out.text ? std::optional(out) : std::nullopt;
}

/// Markdown read by the rules the writer keeps (render.hpp): outside our
/// link markup every character that marks up is escaped, no line break is
/// written, and references name only tab, line feed, form feed and carriage
/// return, or whitespace at the ends. Nothing when it breaks them.
inline std::optional<read_back> read_markdown(std::string_view md)
{
    read_back out;
    bool in_text = false; // inside [link text]
    for (std::size_t i = 0; i < md.size(); ++i) {
        char const c = md[i];
        std::string& text = in_text ? out.links.back().first : out.text;
        auto add = [&](std::string_view s) {
            text += s;
            if (in_text)
                out.text += s;
        };
        if (c == '\\' && i + 1 < md.size() && std::ispunct(static_cast<unsigned char>(md[i + 1]))) {
            add(md.substr(++i, 1));
        } else if (c == '&' && md.substr(i, 2) == "&#") {
            auto const end = md.find(';', i);
            if (end == std::string_view::npos)
                return std::nullopt;
            unsigned code = 0;
            auto const digits = md.substr(i + 2, end - i - 2);
            if (std::from_chars(digits.data(), digits.data() + digits.size(), code).ptr != digits.data() + digits.size())
                return std::nullopt;
            std::string utf8;
            if (code < 0x80)
                utf8 = std::string(1, static_cast<char>(code));
            else if (code < 0x800)
                utf8 = {static_cast<char>(0xC0 | code >> 6), static_cast<char>(0x80 | (code & 0x3F))};
            else
                utf8 = {static_cast<char>(0xE0 | code >> 12), static_cast<char>(0x80 | (code >> 6 & 0x3F)),
                        static_cast<char>(0x80 | (code & 0x3F))};
            add(utf8);
            i = end;
        } else if (c == '[' && !in_text) {
            out.links.emplace_back();
            in_text = true;
        } else if (c == ']' && in_text && md.substr(i, 2) == "](") {
            auto const end = md.find(')', i);
            if (end == std::string_view::npos)
                return std::nullopt;
            std::string url; // as written, but for backslash escapes
            for (std::size_t k = i + 2; k < end; ++k) {
                if (md[k] == '\\' && k + 1 < end)
                    ++k;
                url += md[k];
            }
            out.links.back().second = url;
            in_text = false;
            i = end;
        } else if (std::string_view("\\`*_[]<>&~|!@\n\r\t\f").find(c) != std::string_view::npos) {
            return std::nullopt; // markup, unescaped
        } else {
            add(md.substr(i, 1));
        }
    }
    if (in_text)
        return std::nullopt;
    // What starts a block, at the start.
    if (!md.empty() && (std::string_view("#+-= ").find(md.front()) != std::string_view::npos))
        return std::nullopt;
    return out;
}

/// Every summary renders, or fails with issues, in every format; HTML and
/// Markdown read back to exactly the text and links intended.
template <class Summaries>
void render_all(Summaries const& summaries)
{
    for (auto const& s : summaries) {
        es::render_options options{.explorer_url = "https://explorer.example"};
        auto const text = es::render(s, options);
        check_issues(text.issues);
        require(text.ok() || text.value.empty(), "a failed render gives no text");
        if (!text.ok())
            continue;
        auto const expected = intended(s, options);
        options.format = es::render_format::html;
        auto const html = es::render(s, options);
        require(html.ok() == (html.value.size() <= options.max_output_size), "HTML renders unless too long");
        if (html.ok())
            require(read_html(html.value) == expected, "HTML reads back to the text and links intended");
        options.format = es::render_format::markdown;
        auto const markdown = es::render(s, options);
        // As Markdown holds it: NUL as U+FFFD, and the bytes a destination
        // cannot hold percent-encoded.
        auto const as_markdown = [](read_back r) {
            auto no_nul = [](std::string& t) {
                for (std::size_t at; (at = t.find('\0')) != std::string::npos;)
                    t.replace(at, 1, "\xEF\xBF\xBD");
            };
            no_nul(r.text);
            for (auto& [t, url] : r.links) {
                no_nul(t);
                std::string encoded;
                for (unsigned char c : url) {
                    if (c <= ' ' || c == 0x7F || std::string_view("()<>\\\"`").find(char(c)) != std::string_view::npos) {
                        char hex[4];
                        std::snprintf(hex, sizeof hex, "%%%02X", c);
                        encoded += hex;
                    } else {
                        encoded += static_cast<char>(c);
                    }
                }
                url = encoded;
            }
            return r;
        };
        if (markdown.ok())
            require(read_markdown(markdown.value) == as_markdown(expected),
                    "Markdown reads back to the text and links intended");
    }
}

/// The summaries of a summary response under each contract render.
inline void render(std::string_view text)
{
    render_all(es::parse<es::transaction_summary_response>(text).value.data.summaries);
    auto const real = es::parse<es::blockscout::transaction_summary_response>(text);
    if (auto const* summaries = es::blockscout::summaries_in(real.value))
        render_all(*summaries);
}

/// Calls `check(std::type_identity<R>{})` for the response type `R` of
/// `Endpoint` under every contract that has it.
template <class Endpoint, class Check>
void under_every_contract(Check check)
{
    boost::mp11::mp_for_each<es::contracts::all>([&](auto c) {
        if constexpr (es::has_response<Endpoint, decltype(c)>)
            check(std::type_identity<es::response_t<Endpoint, decltype(c)>>{}, c);
    });
}

/// The endpoint's response by name (bodies.hpp) judges as its type does
/// with the endpoint's options: the same issues, releases and chain types.
template <class Endpoint, class T, class Contract>
void by_name(std::string_view text, es::decode_options const& options)
{
    auto const& body = es::body_of(Endpoint::name, Contract::name);
    auto const typed = es::identify<T>(text, es::endpoints::options_for<Endpoint, Contract>(options));
    auto const named = body.identify(text, options);
    require(named.issues == typed.issues, "by name, a body gets the issues its type gets");
    require(named.releases == typed.releases && named.chains == typed.chains,
            "by name, a body fits the builds its type fits");
    require(body.validate(text, options) == typed.issues, "by name, validate reports what identify does");
}

/// The targets, as fuzz/CMakeLists.txt builds them (fuzz_<name>): one per
/// endpoint of the registry, named as the endpoint, then render and
/// round_trip.
inline std::vector<std::string_view> const& names()
{
    static std::vector<std::string_view> const all = [] {
        std::vector<std::string_view> out;
        boost::mp11::mp_for_each<es::endpoints::all>([&](auto e) { out.push_back(decltype(e)::name); });
        out.insert(out.end(), {"render", "round_trip"});
        return out;
    }();
    return all;
}

/// Runs the target named `name` on `text`; false when there is none. An
/// endpoint's target decodes the text as its response under every contract,
/// with no release pinned, and pinned to a release and a chain type chosen
/// by the input's length, and identifies it without an endpoint.
inline bool run(std::string_view name, std::string_view text)
{
    if (name == "render")
        render(text);
    else if (name == "round_trip")
        boost::mp11::mp_for_each<boost::mp11::mp_transform<std::type_identity, es::every_response>>(
            [&](auto response) { round_trip<typename decltype(response)::type>(text); });
    else
        return es::endpoints::visit_by_name(name, [&](auto e) {
            constexpr auto chains = boost::mp11::mp_size<boost::describe::describe_enumerators<es::chain_type>>::value;
            es::decode_options const pinned{
                .release = es::release_index(text.size() % es::blockscout_releases.size()),
                .chain = static_cast<es::chain_type>(text.size() / es::blockscout_releases.size() % chains)};
            for (auto const& options : {es::decode_options{}, pinned})
                under_every_contract<decltype(e)>([&](auto response, auto c) {
                    decode_text<typename decltype(response)::type>(text, options);
                    by_name<decltype(e), typename decltype(response)::type, decltype(c)>(text, options);
                });
            identify_unnamed(text);
        });
    return true;
}

} // namespace fuzz_targets

#endif
