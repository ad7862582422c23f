#ifndef EXPLORER_SCHEMA_DECODE_OPTIONS_HPP
#define EXPLORER_SCHEMA_DECODE_OPTIONS_HPP

#include <explorer_schema/releases.hpp>

#include <boost/describe/enum.hpp>

#include <cstddef>
#include <optional>

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

    /// The chain type (Blockscout's CHAIN_TYPE) whose own members are
    /// decoded and checked; without one they are unknown keys.
    std::optional<chain_type> chain{};

    /// The nesting the decoders accept: max_depth, at most
    /// max_supported_depth.
    constexpr std::size_t depth_limit() const noexcept
    {
        return max_depth < max_supported_depth ? max_depth : max_supported_depth;
    }
};

} // namespace explorer_schema

#endif
