// A member of a type the classifier does not know: every operation that
// reaches it stops the build with the classifier's one message. OPERATION
// selects the operation (see tests/CMakeLists.txt).

#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/json_schema.hpp>

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
