#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/version.hpp>

#include <iostream>

int main()
{
    namespace es = explorer_schema;
    auto const r = es::parse<es::endpoints::get_networks::response>(R"({"items": [{"chain_id": 1}]})");
    // One wrong type and nine missing members.
    if (r.issues.size() != 10 || r.issues[0].path != "/items/0/chain_id" ||
        r.issues[0].code != es::issue_code::wrong_type) {
        std::cerr << "unexpected issues\n";
        return 1;
    }
    std::cout << "explorer_schema " EXPLORER_SCHEMA_VERSION_STRING "\n" << r.issues[0] << '\n';
    return 0;
}
