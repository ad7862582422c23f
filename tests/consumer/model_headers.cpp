// What a file that only names the models pays for: the model headers
// declare their types without Boost.JSON's value.hpp (free-form members are
// free_form, which <boost/json/fwd.hpp> declares), <chrono>
// (<explorer_schema/model/chrono.hpp>) or Boost.Multiprecision
// (<explorer_schema/model/multiprecision.hpp>).

#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/network.hpp>
#include <explorer_schema/contracts/blockscout/summary.hpp>
#include <explorer_schema/contracts/blockscout/token_transfer.hpp>
#include <explorer_schema/contracts/blockscout/transaction.hpp>
#include <explorer_schema/contracts/spec/address.hpp>
#include <explorer_schema/contracts/spec/network.hpp>
#include <explorer_schema/contracts/spec/summary.hpp>
#include <explorer_schema/contracts/spec/token_transfer.hpp>
#include <explorer_schema/contracts/spec/transaction.hpp>
#include <explorer_schema/contracts/endpoints.hpp>

#ifdef BOOST_JSON_VALUE_HPP
#error "a model header includes <boost/json/value.hpp>"
#endif
#ifdef _GLIBCXX_CHRONO
#error "a model header includes <chrono>"
#endif
#ifdef BOOST_MP_CPP_INT_HPP
#error "a model header includes Boost.Multiprecision"
#endif

// A model's value is made, copied and destroyed without them.
explorer_schema::blockscout::transaction copy(explorer_schema::blockscout::transaction const& t)
{
    return t;
}
