// A consumer's translation unit: every public header, included through -I
// (not as system headers) and compiled with -Wall -Wextra -Wpedantic
// -Wshadow -Werror, with each operation instantiated for every endpoint
// under every contract (compiled with EXPLORER_SCHEMA_COMPILED, what the
// library's objects hold is instantiated there; tests/CMakeLists.txt). A
// warning in the library's headers fails the build.

#include <explorer_schema/address.hpp>
#include <explorer_schema/blockscout.hpp>
#include <explorer_schema/category.hpp>
#include <explorer_schema/chrono.hpp>
#include <explorer_schema/contract_diff.hpp>
#include <explorer_schema/contracts.hpp>
#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/network.hpp>
#include <explorer_schema/contracts/blockscout/summary.hpp>
#include <explorer_schema/contracts/blockscout/token_transfer.hpp>
#include <explorer_schema/contracts/blockscout/transaction.hpp>
#include <explorer_schema/contracts/common.hpp>
#include <explorer_schema/contracts/spec/address.hpp>
#include <explorer_schema/contracts/spec/network.hpp>
#include <explorer_schema/contracts/spec/summary.hpp>
#include <explorer_schema/contracts/spec/token_transfer.hpp>
#include <explorer_schema/contracts/spec/transaction.hpp>
#include <explorer_schema/decode.hpp>
#include <explorer_schema/decode_options.hpp>
#include <explorer_schema/encode.hpp>
#include <explorer_schema/free_form.hpp>
#include <explorer_schema/endpoints.hpp>
#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/fuzzing.hpp>
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/fuzzing/words.hpp>
#include <explorer_schema/hooks.hpp>
#include <explorer_schema/issue.hpp>
#include <explorer_schema/json_pointer.hpp>
#include <explorer_schema/json_schema.hpp>
#include <explorer_schema/locate.hpp>
#include <explorer_schema/keyed_hash.hpp>
#include <explorer_schema/member_rules.hpp>
#include <explorer_schema/members.hpp>
#include <explorer_schema/multiprecision.hpp>
#include <explorer_schema/network.hpp>
#include <explorer_schema/openapi.hpp>
#include <explorer_schema/print.hpp>
#include <explorer_schema/redact.hpp>
#include <explorer_schema/reference.hpp>
#include <explorer_schema/release_table.hpp>
#include <explorer_schema/releases.hpp>
#include <explorer_schema/render.hpp>
#include <explorer_schema/report.hpp>
#include <explorer_schema/result.hpp>
#include <explorer_schema/shape.hpp>
#include <explorer_schema/summary.hpp>
#include <explorer_schema/summary_template.hpp>
#include <explorer_schema/testing.hpp>
#include <explorer_schema/testing/boost_test.hpp>
#include <explorer_schema/testing/expected_issue.hpp>
#ifdef EXPLORER_SCHEMA_WITH_GTEST
#include <explorer_schema/testing/gtest.hpp>
#endif
#include <explorer_schema/token_transfer.hpp>
#include <explorer_schema/transaction.hpp>
#include <explorer_schema/version.hpp>
#include <explorer_schema/vocabulary.hpp>
#include <explorer_schema/wide_numbers.hpp>

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
    n += es::openapi_document<es::contracts::blockscout>().size() + es::field_reference().size();
    n += es::blockscout_release_table().size();
    return static_cast<int>(n % 2);
}
