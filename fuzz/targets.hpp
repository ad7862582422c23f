#ifndef EXPLORER_SCHEMA_FUZZ_TARGETS_HPP
#define EXPLORER_SCHEMA_FUZZ_TARGETS_HPP

// What each fuzz target does with one input, and the properties it checks.
// The libFuzzer programs and the regression test both call these; a broken
// property aborts.

#include <explorer_schema/explorer_schema.hpp>

#include <boost/json/serialize.hpp>
#include <boost/json/stream_parser.hpp>

#include <algorithm>
#include <array>
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
    boost::json::parse_options po;
    po.max_depth = options.max_depth;
    boost::json::stream_parser parser({}, po);
    boost::json::error_code ec;
    auto const consumed = parser.write(text.data(), text.size(), ec);
    if (!ec)
        parser.finish(ec);
    if (ec)
        return {T{}, {es::detail::malformed(text, consumed, ec, options)}, es::release_set{}};
    return es::decode<T>(parser.release(), options);
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

/// Text in, issues out: never throws, never crashes; the text decoder and the
/// DOM decoder give the same issues, the same value and the same releases.
template <class T>
void decode_text(std::string_view text, es::decode_options const& options = {})
{
    auto const r = es::parse<T>(text, options);
    check_issues(r.issues);
    require(r.ok() == !es::has_errors(r.issues), "ok() says whether there are errors");
    if (!comparable(r.issues))
        return;
    auto const reference = parse_through_dom<T>(text, options);
    require(same_issues(r.issues, reference.issues), "the text and DOM decoders report the same issues");
    require(r.value == reference.value, "the text and DOM decoders make the same value");
    require(r.releases == reference.releases, "the text and DOM decoders fit the same releases");
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

/// Every summary renders, or fails with issues, in every format; HTML has
/// no markup but the links it makes.
template <class Summaries>
void render_all(Summaries const& summaries)
{
    for (auto const& s : summaries) {
        for (auto format : {es::render_format::text, es::render_format::html, es::render_format::markdown}) {
            auto const r = es::render(s, {.format = format, .explorer_url = "https://explorer.example"});
            check_issues(r.issues);
            require(r.ok() || r.value.empty(), "a failed render gives no text");
            if (format != es::render_format::html)
                continue;
            std::string_view html = r.value;
            constexpr std::string_view open = "<a href=\"";
            for (auto at = html.find('<'); at != std::string_view::npos; at = html.find('<', at + 1)) {
                auto const rest = html.substr(at);
                if (rest.starts_with("</a>"))
                    continue;
                auto const url = rest.substr(open.size(), rest.find('"', open.size()) - open.size());
                require(rest.starts_with(open) && es::is_web_url(url), "HTML holds no markup but its own http(s) links");
            }
        }
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
/// `Endpoint` under every contract.
template <class Endpoint, class Check>
void under_every_contract(Check check)
{
    boost::mp11::mp_for_each<es::contracts::all>(
        [&](auto c) { check(std::type_identity<es::response_t<Endpoint, decltype(c)>>{}); });
}

/// The targets, as fuzz/CMakeLists.txt builds them (fuzz_<name>).
inline constexpr std::array<std::string_view, 6> names{"main_page", "summary",   "networks",
                                                       "transactions", "render", "round_trip"};

/// Runs the target named `name` on `text`; false when there is none.
inline bool run(std::string_view name, std::string_view text)
{
    namespace ep = es::endpoints;
    auto decode = [&](auto response) { decode_text<typename decltype(response)::type>(text); };
    if (name == "main_page")
        under_every_contract<ep::main_page_transactions>(decode);
    else if (name == "summary")
        under_every_contract<ep::transaction_summary>(decode);
    else if (name == "networks")
        under_every_contract<ep::networks>(decode);
    else if (name == "transactions") {
        // One transaction, a page of them; with no release pinned, and pinned
        // to a release and a chain type chosen by the input's length.
        constexpr auto chains = boost::mp11::mp_size<boost::describe::describe_enumerators<es::chain_type>>::value;
        es::decode_options const pinned{
            .release = text.size() % es::blockscout_releases.size(),
            .chain = static_cast<es::chain_type>(text.size() / es::blockscout_releases.size() % chains)};
        for (auto const& options : {es::decode_options{}, pinned}) {
            auto decode_with = [&](auto response) { decode_text<typename decltype(response)::type>(text, options); };
            under_every_contract<ep::transaction>(decode_with);
            under_every_contract<ep::transactions>(decode_with);
        }
    }
    else if (name == "render")
        render(text);
    else if (name == "round_trip")
        boost::mp11::mp_for_each<ep::all>([&](auto e) {
            under_every_contract<decltype(e)>(
                [&](auto response) { round_trip<typename decltype(response)::type>(text); });
        });
    else
        return false;
    return true;
}

} // namespace fuzz_targets

#endif
