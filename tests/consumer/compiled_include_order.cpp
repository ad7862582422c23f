// A contract test linked to explorer_schema::compiled that includes the
// headers of operations before the registry, and the decoder's definitions
// after it: whichever it includes first, each operation the library holds
// is declared extern before this file could instantiate it, so it links
// to the library's and compiles none of them (tests/CMakeLists.txt looks
// for them among the symbols its object defines).
#include <explorer_schema/operations/encode.hpp>
#include <explorer_schema/operations/json_schema.hpp>

#include <explorer_schema/contracts/endpoints.hpp>

#include <explorer_schema/impl/decode.hpp>

#include <boost/json/value.hpp>

namespace es = explorer_schema;

int main()
{
    using transaction = es::blockscout::transaction_response;
    auto const parsed = es::parse<transaction>("{}");
    auto const decoded = es::decode<transaction>(boost::json::object{});
    auto const written = es::to_json(parsed.value);
    auto const schema = es::json_schema<transaction>();
    // A transaction without its members breaks the contract alike parsed
    // and decoded; it is written as an object; its schema refers to the
    // transaction's.
    bool const kept = !parsed.ok() && !parsed.issues.empty() && parsed.issues.size() == decoded.issues.size() &&
                      written.is_object() && schema.at("$ref") == "#/$defs/transaction";
    return kept ? 0 : 1;
}
