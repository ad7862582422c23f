#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_SUMMARY_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_SUMMARY_HPP

// The transaction summary response as Blockscout's interpreter sends it.

#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/token_transfer.hpp>

#include <boost/describe/class.hpp>

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

using summary_variable = basic_summary_variable<token, address>;

/// A summary whose token and address variables hold Blockscout's objects.
struct summary : basic_summary<summary_variable> {};
BOOST_DESCRIBE_STRUCT(summary, (basic_summary<summary_variable>), ())

struct summary_data {
    std::vector<summary> summaries;
    omittable<json_object> debug_data; ///< the interpreter's own, free-form
};
BOOST_DESCRIBE_STRUCT(summary_data, (), (summaries, debug_data))

/// A parameter the interpretation service rejected.
struct summary_error_detail {
    std::string parameter;
    std::string message;
};
BOOST_DESCRIBE_STRUCT(summary_error_detail, (), (parameter, message))

/// Why the interpretation service gave no summary.
struct summary_error {
    std::string id;
    std::string code; ///< e.g. INVALID_API_PARAMS
    std::string message;
    std::vector<summary_error_detail> error_data;
};
BOOST_DESCRIBE_STRUCT(summary_error, (), (id, code, message, error_data))

/// `{"success": true, "data": ...}` or `{"success": false, "error": ...}`.
struct summary_response {
    bool success = true;
    omittable<summary_data> data;
    omittable<summary_error> error;
};
BOOST_DESCRIBE_STRUCT(summary_response, (), (success, data, error))

/// `data` goes with success and `error` with failure, never both.
inline void check_member_rules(summary_response const& r, member_rules& rules)
{
    std::string const outcome = r.success ? "true" : "false";
    auto goes_with_outcome = [&](std::string const& name, bool present, bool wanted) {
        if (wanted && !present)
            rules.error("/" + name, issue_code::missing_member,
                        "missing member \"" + name + "\", which success " + outcome + " requires");
        else if (!wanted && present)
            rules.error("/" + name, issue_code::unknown_member,
                        "member \"" + name + "\" is not allowed when success is " + outcome);
    };
    goes_with_outcome("data", r.data.has_value(), r.success);
    goes_with_outcome("error", r.error.has_value(), !r.success);
}

/// A generated response keeps that rule (fuzzing/generate.hpp).
template <class Object, class Generator>
void keep_member_rules(summary_response const*, Object& members, Generator& g)
{
    bool const success = members.at("success").as_bool();
    members.erase(success ? "error" : "data");
    if (success && !members.contains("data"))
        members["data"] = g.template value<summary_data>();
    if (!success && !members.contains("error"))
        members["error"] = g.template value<summary_error>();
}

/// What an instance without the interpretation service answers (HTTP 403):
/// `{"message": "Transaction Interpretation Service is disabled"}`.
struct service_error {
    std::string message;
};
BOOST_DESCRIBE_STRUCT(service_error, (), (message))

/// Body of GET /api/v2/transactions/{transaction_hash}/summary: `null` for a
/// transaction that failed or is pending, the service's answer, or why the
/// instance has no service.
using transaction_summary_response = std::optional<std::variant<summary_response, service_error>>;

/// The summaries of a summary response; null when it has none, and then why
/// in `why`, when given.
inline std::vector<summary> const* summaries_in(transaction_summary_response const& response,
                                                std::string* why = nullptr)
{
    auto const* answer = response ? std::get_if<summary_response>(&*response) : nullptr;
    std::string reason;
    if (!response)
        reason = "the response is null: the transaction failed or is pending, and has no summary";
    else if (answer == nullptr)
        reason = "the instance has no interpretation service: " + std::get<service_error>(*response).message;
    else if (answer->error)
        reason = "the interpretation service gave no summary: " + answer->error->message;
    else if (answer->data)
        return &answer->data->summaries;
    else
        reason = "the response has no data";
    if (why != nullptr)
        *why = std::move(reason);
    return nullptr;
}

} // namespace explorer_schema::blockscout

#endif
