// The C++ the pages of docs/ quote: each quoted block is here as it is
// there (examples/readme_check.sh checks it), in what it needs around it,
// so that the test suite compiles every one.
// clang-format off

#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/model_words.hpp>
#include <explorer_schema/fuzzing/mutate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/testing/gtest.hpp>

#include <cstdint>
#include <iostream>
#include <string>

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace es = explorer_schema;

namespace {

void check_my_consumer_accepts(boost::json::value const&) {}
void check_my_consumer_rejects(boost::json::value const&, std::vector<es::issue> const&) {}
void save(std::size_t, std::size_t, es::fuzzing::mutation const&) {}

// docs/guide.md, "Contract tests with GoogleTest or Boost.Test".
[[maybe_unused]] void matchers(std::string const& body)
{
EXPECT_THAT(body, es::testing::IsValid<es::main_page_transactions_response>());
EXPECT_THAT(body, es::testing::HasIssues<es::network_list>(
    {{"/items/0/chain_id", es::issue_code::wrong_type}, {"/extra", es::issue_code::unknown_member, es::severity::warning}}));
EXPECT_THAT(body, es::testing::HasIssueAt<es::network_list>("/items/0/chain_id", es::issue_code::wrong_type));
}

// docs/guide.md, "By endpoint name, compiling no decoder".
[[maybe_unused]] void by_name(std::string const& body)
{
EXPECT_THAT(body, es::testing::IsValid(es::body_of("transaction")));
EXPECT_THAT(body, es::testing::HasIssueAt(es::body_of("networks", "spec"), "/items/0/chain_id", es::issue_code::wrong_type));
for (es::body_operations const& b : es::bodies())                      // every endpoint, contract and status
    std::cout << b.endpoint << ' ' << b.contract << ' ' << b.status << ": " << b.validate(body).size() << " issues\n";
}

// docs/guide.md, "Render a transaction summary".
[[maybe_unused]] void render(std::string const& body)
{
auto const response = es::parse<es::transaction_summary_response>(body);
for (es::summary const& s : response.value.data.summaries) {
    auto const text = es::render(s, {.format = es::render_format::html, .native_symbol = "xDAI"});
    if (text.ok())
        std::cout << text.value << '\n';   // Swap 1,234.57 USDC on <a href="https://app.uniswap.org">Uniswap V3</a>
}
}

// docs/contracts.md, "Two contracts, and Blockscout's releases".
[[maybe_unused]] void blockscout_pages(std::string const& body, std::string const& text)
{
using real_page = es::response_t<es::endpoints::get_transactions, es::contracts::blockscout>;
auto const page = es::parse<real_page>(body);    // {items, next_page_params}
std::cout << page.releases << '\n';              // "v8.0–v9.0": the releases that send this shape
auto const summary = es::parse<es::blockscout::transaction_summary_response>(text);
if (auto const* summaries = es::blockscout::summaries_in(summary.value))  // none: null, error, no service
    std::cout << es::render(summaries->at(0)).value << '\n';
}

} // namespace

// docs/guide.md, "Fuzz and contract-test your own consumer".
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>

void feed_my_consumer(std::uint64_t seed, boost::json::value const& valid_body, boost::json::value const& old_body)
{
    // A random valid body: every null, absence and enumerator the contract
    // allows, numbers at their limits, strings that break consumers (long,
    // non-ASCII, escapes, controls, markup). Same seed, same body, everywhere.
    boost::json::value body = es::fuzzing::generate<es::main_page_transactions_response>(seed);
    check_my_consumer_accepts(body);

    // Single-point mutations of a valid body, each with what the contract says
    // of it: m.kind, m.pointer, m.document, m.allowed, m.issues.
    for (es::fuzzing::mutation const& m : es::fuzzing::mutations_of<es::network_list>(valid_body, seed, 50))
        check_my_consumer_rejects(m.document, m.issues);

    // The same, each handed over as it is made, judged with the decode options
    // given: one mutated document in memory at a time.
    es::fuzzing::for_each_mutation<es::blockscout::transactions_response>(
        old_body, seed, 200, {.release = es::find_release("v6.5")},
        [](es::fuzzing::mutation&& m, std::size_t index, std::size_t total) { save(index, total, m); });
}

// libFuzzer: structure-aware mutations and fresh generated bodies.
extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size, unsigned seed)
{
    return es::fuzzing::mutate<es::main_page_transactions_response>(data, size, max_size, seed, &LLVMFuzzerMutate);
}
