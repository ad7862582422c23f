// A consumer's translation unit: every public header, included through -I
// (not as system headers) and compiled with -Wall -Wextra -Wpedantic
// -Wshadow -Werror, with each operation instantiated for every endpoint
// under every contract (compiled with EXPLORER_SCHEMA_COMPILED, what the
// library's objects hold is instantiated there; tests/CMakeLists.txt). A
// warning in the library's headers fails the build.

#include <explorer_schema/contracts/blockscout/account_abstraction.hpp>
#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/address_details.hpp>
#include <explorer_schema/contracts/blockscout/advanced_filter.hpp>
#include <explorer_schema/contracts/blockscout/block.hpp>
#include <explorer_schema/contracts/blockscout/coin_balance.hpp>
#include <explorer_schema/contracts/blockscout/config.hpp>
#include <explorer_schema/contracts/blockscout/csv_export.hpp>
#include <explorer_schema/contracts/blockscout/errors.hpp>
#include <explorer_schema/contracts/blockscout/fhe_operation.hpp>
#include <explorer_schema/contracts/blockscout/internal_transaction.hpp>
#include <explorer_schema/contracts/blockscout/legacy.hpp>
#include <explorer_schema/contracts/blockscout/log.hpp>
#include <explorer_schema/contracts/blockscout/network.hpp>
#include <explorer_schema/contracts/blockscout/raw_trace.hpp>
#include <explorer_schema/contracts/blockscout/search.hpp>
#include <explorer_schema/contracts/blockscout/smart_contract.hpp>
#include <explorer_schema/contracts/blockscout/state_change.hpp>
#include <explorer_schema/contracts/blockscout/stats.hpp>
#include <explorer_schema/contracts/blockscout/summary.hpp>
#include <explorer_schema/contracts/blockscout/token.hpp>
#include <explorer_schema/contracts/blockscout/token_transfer.hpp>
#include <explorer_schema/contracts/blockscout/top_address.hpp>
#include <explorer_schema/contracts/blockscout/transaction.hpp>
#include <explorer_schema/contracts/blockscout/transaction_preview.hpp>
#include <explorer_schema/contracts/blockscout/withdrawal.hpp>
#include <explorer_schema/contracts/common.hpp>
#include <explorer_schema/contracts/spec/address.hpp>
#include <explorer_schema/contracts/spec/network.hpp>
#include <explorer_schema/contracts/spec/summary.hpp>
#include <explorer_schema/contracts/spec/token_transfer.hpp>
#include <explorer_schema/contracts/spec/transaction.hpp>
#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/model_words.hpp>
#include <explorer_schema/fuzzing/mutate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/fuzzing/registry_words.hpp>
#include <explorer_schema/model.hpp>
#include <explorer_schema/model/category.hpp>
#include <explorer_schema/model/chrono.hpp>
#include <explorer_schema/model/contracts.hpp>
#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/model/free_form.hpp>
#include <explorer_schema/model/hooks.hpp>
#include <explorer_schema/model/issue.hpp>
#include <explorer_schema/model/json_pointer.hpp>
#include <explorer_schema/model/member_rules.hpp>
#include <explorer_schema/model/members.hpp>
#include <explorer_schema/model/multiprecision.hpp>
#include <explorer_schema/model/releases.hpp>
#include <explorer_schema/model/result.hpp>
#include <explorer_schema/model/summary_template.hpp>
#include <explorer_schema/model/vocabulary.hpp>
#include <explorer_schema/operations/contract_diff.hpp>
#include <explorer_schema/operations/decode.hpp>
#include <explorer_schema/operations/encode.hpp>
#include <explorer_schema/operations/json_schema.hpp>
#include <explorer_schema/operations/locate.hpp>
#include <explorer_schema/operations/openapi.hpp>
#include <explorer_schema/operations/print.hpp>
#include <explorer_schema/operations/redact.hpp>
#include <explorer_schema/operations/render.hpp>
#include <explorer_schema/operations/shape.hpp>
#include <explorer_schema/operations/wide_numbers.hpp>
#include <explorer_schema/probe/probe.hpp>
#include <explorer_schema/reports/writers.hpp>
#include <explorer_schema/testing/boost_test.hpp>
#include <explorer_schema/testing/expected_issue.hpp>
#ifdef EXPLORER_SCHEMA_WITH_GTEST
#include <explorer_schema/testing/gtest.hpp>
#endif
#include <explorer_schema/version.hpp>

#include <boost/mp11/algorithm.hpp>

#include <cstddef>
#include <string>
#include <type_traits>

namespace es = explorer_schema;

// Every operation on one response type.
template <class T>
std::size_t use(std::string const& body)
{
    std::size_t n = es::validate<T>(body).size() + es::identify<T>(body).issues.size();
    auto const parsed = es::parse<T>(body);
    auto const json = es::to_json(parsed.value);
    n += es::decode<T>(json).issues.size() + es::json_schema<T>().size();
    n += es::to_string(parsed.value).size();
    auto generated = es::fuzzing::generate<T>(1);
    es::redact_secrets<T>(generated);
    n += es::fuzzing::mutations_of<T>(generated, 1, 4).size();
    n += es::contract_fields<T>().size();
    n += es::testing::is_valid<T>(body) ? 1 : 0;
    return n;
}

int main(int argc, char** argv)
{
    std::string const body = argc > 1 ? argv[1] : "{}";
    std::size_t n = 0;
    using responses = boost::mp11::mp_transform<std::add_pointer_t, es::fuzzing::all_responses>;
    boost::mp11::mp_for_each<responses>([&](auto* t) { n += use<std::remove_pointer_t<decltype(t)>>(body); });
    n += es::render(es::summary{}).issues.size() + es::render(es::blockscout::summary{}).issues.size();
    n += es::openapi_document<es::endpoints::all, es::contracts::blockscout>().size();
    return static_cast<int>(n % 2);
}
