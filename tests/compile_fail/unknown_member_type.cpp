// A member of a type the classifier does not know: every operation that
// reaches it stops the build with the classifier's one message. OPERATION
// selects the operation (see tests/CMakeLists.txt).

// Each operation's header alone: the umbrella header would double the time.
#if OPERATION == 1
#include <explorer_schema/operations/decode.hpp>
#elif OPERATION == 2
#include <explorer_schema/operations/encode.hpp>
#elif OPERATION == 3
#include <explorer_schema/operations/json_schema.hpp>
#else
#include <explorer_schema/operations/contract_diff.hpp>
#endif

#include <boost/describe/class.hpp>

#include <set>

namespace es = explorer_schema;

struct with_a_set {
    std::set<int> numbers;
};
BOOST_DESCRIBE_STRUCT(with_a_set, (), (numbers))

int main()
{
#if OPERATION == 1
    return static_cast<int>(es::validate<with_a_set>("{}").size());
#elif OPERATION == 2
    return es::to_json(with_a_set{}).is_null();
#elif OPERATION == 3
    return es::json_schema<with_a_set>().empty();
#else
    return static_cast<int>(es::compare_fields<with_a_set, with_a_set>().size());
#endif
}
