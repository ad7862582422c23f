// A release history that names a key the struct does not have stops the
// build, naming the key (see tests/CMakeLists.txt).

#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>

#include <string>

namespace model {

struct payment {
    std::string hash;
    std::string fee;

    static constexpr explorer_schema::key_history release_history[]{
        {"fee", {7, 0, 0}},
        {"hsh", {6, 0, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(payment, (), (hash, fee))

} // namespace model

int main() { return static_cast<int>(explorer_schema::release_history_of<model::payment>().size()); }
