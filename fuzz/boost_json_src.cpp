// Boost.JSON's compiled part, built into the fuzz targets instead of
// linked: they use the library and Boost.JSON header-only, which proves that
// way of using them.
#include <boost/json/src.hpp>
