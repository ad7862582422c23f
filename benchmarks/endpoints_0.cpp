// The first share of the registry's endpoints (endpoints.hpp).
#include "endpoints.hpp"

void endpoint_benchmarks::register_share_0() { register_share<0>(); }
