// A chain member that names a key the struct does not have stops the
// build, naming the key (see tests/CMakeLists.txt).

#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>

#include <string>

namespace model {

struct payment {
    std::string hash;
    std::string l1_fee;

    static constexpr explorer_schema::chain_member chain_members[]{
        {"l1_fe", explorer_schema::chain_type::optimism},
    };
};
BOOST_DESCRIBE_STRUCT(payment, (), (hash, l1_fee))

} // namespace model

int main() { return static_cast<int>(explorer_schema::chain_members_of<model::payment>().size()); }
