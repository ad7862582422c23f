// Boost.JSON's compiled part, built into this program instead of linked.
#include <boost/json/src.hpp>
