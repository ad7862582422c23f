// Prints the transactions of a main-page response, or every way it breaks
// the contract. Usage: latest_transactions FILE
#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/model/multiprecision.hpp> // es::to_int256, opt-in

#include <fstream>
#include <iostream>
#include <sstream>

namespace es = explorer_schema;

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: latest_transactions FILE\n";
        return 2;
    }
    std::ifstream file(argv[1], std::ios::binary);
    std::ostringstream body;
    body << file.rdbuf();

    auto const result = es::parse<es::main_page_transactions_response>(body.str());
    for (es::issue const& i : result.issues)
        std::cout << i << " [" << i.code << "]\n";
    if (!result.ok())
        return 1;

    for (es::transaction const& tx : result.value) {
        std::cout << tx.hash << " in block " << tx.block_number << ": " << tx.result;
        if (tx.fee.value)
            std::cout << ", fee " << es::to_int256(*tx.fee.value) << " wei (" << tx.fee.type << ")";
        std::cout << '\n';
    }
}
