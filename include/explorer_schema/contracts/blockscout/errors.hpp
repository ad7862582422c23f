#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ERRORS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ERRORS_HPP

// What Blockscout answers when it does not answer 200: the bodies of its
// error statuses, which every endpoint of its API shares (the registry,
// contracts/endpoints.hpp, says which status has which).

#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>

#include <string>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

/// An error said in a sentence: API.V2.FallbackController renders it with
/// ApiView's "message.json" ("Not found", "Restricted access", "Invalid
/// parameter(s)", "Service is disabled"...), and the rate limiter
/// (AccessHelper.handle_rate_limit_deny) with its "Too many requests..."
struct error_message {
    std::string message;
};
BOOST_DESCRIBE_STRUCT(error_message, (), (message))

/// Where in the request a cast error is.
struct cast_error_source {
    std::string pointer; ///< a JSON Pointer into the request's parameters: "/q", "/address_hash_param"
};
BOOST_DESCRIBE_STRUCT(cast_error_source, (), (pointer))

/// One parameter the request's schema refused.
struct cast_error {
    std::string title;  ///< "Invalid value", "Invalid format"...
    cast_error_source source;
    std::string detail; ///< what was wrong with it
};
BOOST_DESCRIBE_STRUCT(cast_error, (), (title, source, detail))

/// The parameters the request's schema refused: OpenApiSpex's
/// CastAndValidate plug with json_render_error_v2, in the API v2
/// controllers from v9.0.0 (commit d131f34d55).
struct cast_errors {
    std::vector<cast_error> errors;

    static constexpr key_history release_history[]{
        {"errors", {9, 0, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(cast_errors, (), (errors))

/// A body of status 400, 403, 404 or 500: a sentence in an object ("Empty
/// response" is a 500), or, from ErrorView when no controller answered or
/// one failed, a bare JSON string ("Bad request", "Forbidden", "Page not
/// found", "Internal server error").
using error_response = std::variant<std::string, error_message>;

/// A body of status 422: a sentence, the cast errors of the request's
/// parameters (v9.0 on), or ErrorView's "Unprocessable entity".
using unprocessable_response = std::variant<std::string, std::variant<error_message, cast_errors>>;

/// A body of status 429: the rate limiter's sentence.
using too_many_requests_response = error_message;

/// A body of status 501: what the endpoint needs is not configured on the
/// instance ("Service is disabled", "Average block time calculation is
/// disabled, ...").
using not_implemented_response = error_message;

} // namespace explorer_schema::blockscout

#endif
