// A release history declared as the function release_history(T const*),
// the form before the static member, stops the build rather than being
// ignored (see tests/CMakeLists.txt).

#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>

#include <span>
#include <string>

namespace model {

struct payment {
    std::string hash;
    std::string fee;
};
BOOST_DESCRIBE_STRUCT(payment, (), (hash, fee))

inline constexpr explorer_schema::key_history payment_history[]{{"fee", {7, 0, 0}}};
constexpr std::span<explorer_schema::key_history const> release_history(payment const*) { return payment_history; }

} // namespace model

int main() { return static_cast<int>(explorer_schema::release_history_of<model::payment>().size()); }
