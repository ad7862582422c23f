#ifndef EXPLORER_SCHEMA_MODEL_DECODE_OPTIONS_HPP
#define EXPLORER_SCHEMA_MODEL_DECODE_OPTIONS_HPP

#include <explorer_schema/model/issue.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/describe/enum.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace explorer_schema {

/// What to do with a member the contract does not know.
enum class unknown_keys_policy {
    error,  ///< an error: the document is invalid
    warn,   ///< a warning: reported, the document stays valid
    ignore, ///< not reported
};
BOOST_DESCRIBE_ENUM(unknown_keys_policy, error, warn, ignore)

/// The deepest nesting any decoder accepts, whatever decode_options says:
/// Boost.JSON's parser takes a stack frame per level, and so do the walk of
/// a parsed value and its destruction. 1024 levels take less than 128 KiB of
/// stack in an optimised build of every entry point (less than 1 MiB with
/// AddressSanitizer), well within a thread's.
inline constexpr std::size_t max_supported_depth = 1024;

/// The releases and the chain types whose builds serve the endpoint a body
/// came from, and its request (method and path), which messages name:
/// endpoints::service_of<E>() gives an endpoint's.
struct endpoint_service {
    release_set releases = release_set::all();
    std::string_view method{};
    std::string_view path{};
    chain_set chains = chain_set::all();
};

// Every member of this and of the other options structs has a default
// member initializer, `{}` where the type's own default is meant: g++ warns
// (-Wextra's -Wmissing-field-initializers) of a designated initializer,
// `{.max_depth = 10}`, that leaves out a member without one, in the user's
// code (tests/consumer/designated_options.cpp).
struct decode_options {
    unknown_keys_policy unknown_keys = unknown_keys_policy::warn;

    /// Deepest nesting of arrays and objects accepted. The deepest part of
    /// the contract is five levels; free-form members (metadata, action
    /// data) get the rest. At most max_supported_depth: a larger value
    /// means that.
    std::size_t max_depth = 64;

    /// Largest JSON text accepted, in bytes.
    std::size_t max_document_size = std::size_t{256} << 20;

    /// Longest string or member name accepted, in bytes once unescaped.
    std::size_t max_string_length = std::size_t{4} << 20;

    /// Most issues reported; one last issue then says how many more there were.
    std::size_t max_issues = 1000;

    /// Most bytes the issues' paths and messages may take together (the
    /// first issue is always kept, whatever its size); past it, likewise,
    /// one last issue says how many more there were. A path is as long as
    /// the names on the way to its value, so this bounds what a deep
    /// document of long names costs in memory and in output.
    std::size_t max_issues_size = std::size_t{1} << 20;

    /// Never quote input values in issue messages, only say what is wrong
    /// with them. Secrets are never quoted, whatever this says.
    bool hide_input_values = false;

    /// The Blockscout release the document must come from
    /// (find_release("v8.1") gives it): then the keys of
    /// exactly that release are required, a key it does not send is
    /// `unknown_member` and a name it no longer uses `legacy_member`. None
    /// (the default): the document must have the shape of at least one
    /// release, else `no_matching_release`. Structs without a release
    /// history (the spec's contract) are the same in every release.
    std::optional<release_index> release{};

    /// The chain type (Blockscout's CHAIN_TYPE) the document's build is
    /// for: the members its build sends are decoded and checked, those only
    /// other chain types send are unknown keys, and an endpoint it does not
    /// serve is an error. None (the default): a member only some chain
    /// types send is decoded, is a `chain_type_member` warning, and the
    /// document must fit the build of at least one chain type, else
    /// `no_matching_chain_type`.
    std::optional<chain_type> chain{};

    /// The endpoint the body came from, under Blockscout's contract: its
    /// releases are those of `releases` that serve the endpoint, and a body
    /// whose shape only releases that do not serve it send gets a
    /// `no_matching_release` error at the document. None (the default):
    /// every release serves it. endpoints::options_for<E, C>() sets it.
    std::optional<endpoint_service> endpoint{};

    /// Where the text starts in the input it came from, so that every line
    /// and column an issue gives, in its fields and in its message, is the
    /// input's: {N, 1} for line N of an NDJSON input.
    text_position origin{1, 1};

    /// The nesting the decoders accept: max_depth, at most
    /// max_supported_depth.
    constexpr std::size_t depth_limit() const noexcept
    {
        return max_depth < max_supported_depth ? max_depth : max_supported_depth;
    }
};

namespace detail {
/// The builds `fit` a body fits (none: a fatal issue; no release: it has
/// errors), narrowed to those that serve its endpoint (`options.endpoint`),
/// and to chain types and releases that meet: a chain type Blockscout built
/// in none of its releases, a release that built none of its chain types,
/// go. When nothing is left of what it fitted, none, and a
/// `no_matching_release` or `no_matching_chain_type` error at the document
/// is added to `issues`. Every entry point narrows here, and only here.
inline std::optional<builds> narrow_to_served(std::optional<builds> fit, std::vector<issue>& issues,
                                             decode_options const& options)
{
    if (!fit || fit->releases.empty())
        return fit;
    auto const fail = [&](issue_code code, std::string message) -> std::optional<builds> {
        issues.push_back({"", code, severity::error, std::move(message)});
        return std::nullopt;
    };
    auto const from = [&] {
        return options.chain ? "Blockscout built for " + std::string(chain_type_name(*options.chain))
                             : "a body of this shape comes from Blockscout built for " + fit->chains.to_string();
    };
    if (fit->chains.empty())
        return fail(issue_code::no_matching_chain_type,
                    "no chain type's build sends every member of this body (see its chain_type_member warnings)");
    if (options.endpoint) {
        auto const& served = *options.endpoint;
        auto const releases = fit->releases & served.releases;
        if (releases.empty())
            return fail(issue_code::no_matching_release,
                        "a body of this shape comes from Blockscout " + fit->releases.to_string() + ", and " +
                            std::string(served.method) + " " + std::string(served.path) + " is served by " +
                            served.releases.to_string() + " only");
        auto const chains = fit->chains & builds_sending(served.chains);
        if (chains.empty())
            return fail(issue_code::no_matching_chain_type,
                        from() + ", which has no " + std::string(served.method) + " " + std::string(served.path) +
                            ": only builds for " + builds_sending(served.chains).to_string() + " serve it");
        fit = builds{releases, chains};
    }
    auto const chains = fit->chains & chains_in(fit->releases);
    if (chains.empty())
        return fail(issue_code::no_matching_chain_type,
                    from() + ", which " + fit->releases.to_string() + " did not build: it is of " +
                        releases_of(fit->chains).to_string() + " only");
    return builds{fit->releases & releases_of(chains), chains};
}
} // namespace detail

} // namespace explorer_schema

#endif
