# The test suite's dependencies, looked for once for tests/ and examples/:
# Boost.Test, which is part of Boost, and optional ones. A test that needs one that is missing is registered as skipped
# (ctest lists it so), and named in the configure message.
find_package(Boost 1.81 REQUIRED COMPONENTS unit_test_framework)
find_package(RapidJSON CONFIG QUIET)
find_package(GTest CONFIG QUIET)
find_package(PkgConfig QUIET)
find_package(NodeJS QUIET)
set(cli_found FALSE)
if(TARGET explorer-schema)
  set(cli_found TRUE)
endif()

# Registers `name` as a test that ctest reports as skipped, for want of `needs`.
function(skipped_test name needs)
  add_test(NAME ${name} COMMAND ${CMAKE_COMMAND} -E echo "skipped: needs ${needs}")
  set_tests_properties(${name} PROPERTIES SKIP_REGULAR_EXPRESSION "skipped: needs")
endfunction()

# add_test(NAME name ...) when the variable named `found` is true; otherwise
# `name` is registered as skipped and named in the configure message under
# `dependency`.
function(test_needing found dependency name)
  if(${found})
    add_test(NAME ${name} ${ARGN})
  else()
    skipped_test(${name} "${dependency}")
    explorer_schema_missing("${dependency}" "test ${name}")
  endif()
endfunction()
