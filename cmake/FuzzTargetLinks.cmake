# Links each fuzz target's name to the program that fuzzes them all:
# fuzz_<endpoint> for each line of NAMES (the endpoints' names the build
# lists), and fuzz_render, fuzz_round_trip and fuzz_bounds, in DIR.
#   cmake -DNAMES=<file> -DDIR=<directory of explorer_schema_fuzz> -P FuzzTargetLinks.cmake
file(STRINGS ${NAMES} names)
foreach(target IN LISTS names ITEMS render round_trip bounds)
  file(CREATE_LINK explorer_schema_fuzz ${DIR}/fuzz_${target} SYMBOLIC)
endforeach()
