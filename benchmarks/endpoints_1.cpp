// The second share of the registry's endpoints (endpoints.hpp).
#include "endpoints.hpp"

void endpoint_benchmarks::register_share_1() { register_share<1>(); }
