#ifndef EXPLORER_SCHEMA_MODEL_MEMBER_RULES_HPP
#define EXPLORER_SCHEMA_MODEL_MEMBER_RULES_HPP

#include <explorer_schema/model/issue.hpp>

#include <string>
#include <string_view>

namespace explorer_schema {

/// Where a type's own rules across its members report. A described struct
/// gets such rules by a function `void check_member_rules(T const&,
/// member_rules&)` that argument-dependent lookup finds; the decoder calls it
/// once the struct's members decoded without error.
class member_rules {
public:
    /// Reports an error at `member`, an escaped JSON Pointer relative to the
    /// struct ("/summary_template").
    virtual void error(std::string_view member, issue_code code, std::string message) = 0;

    /// Whether messages must not quote input values
    /// (decode_options::hide_input_values).
    virtual bool hides_values() const = 0;

protected:
    ~member_rules() = default;
};

} // namespace explorer_schema

#endif
