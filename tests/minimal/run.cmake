# The project on a machine with only its own dependencies (a C++20 compiler,
# CMake, Boost 1.81): configured with every optional dependency disabled,
# built, and tested. Headers of the optional dependencies that are installed
# here are shadowed by ones that stop the compiler, so that a source which
# includes one of them unconditionally fails the build as it would there.
#   cmake -DSOURCE_DIR=<project> -DWORK_DIR=<scratch> [-DWERROR=ON] -P run.cmake
file(REMOVE_RECURSE ${WORK_DIR})
set(optional RapidJSON GTest PkgConfig NodeJS CLI11 CURL)
foreach(dir IN ITEMS rapidjson gtest gmock CLI curl)
  file(GLOB_RECURSE headers RELATIVE /usr/include /usr/include/${dir}/*)
  foreach(header IN LISTS headers)
    file(WRITE ${WORK_DIR}/absent/${header} "#error \"${header} belongs to an optional dependency\"\n")
  endforeach()
endforeach()
# xmllint is a program, which find_program looks for: told it is absent.
set(disabled -DXMLLINT=XMLLINT-NOTFOUND)
foreach(package IN LISTS optional)
  list(APPEND disabled -DCMAKE_DISABLE_FIND_PACKAGE_${package}=ON)
endforeach()

function(run step)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE failed OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(failed)
    message(FATAL_ERROR "${step} failed:\n${out}\n${err}")
  endif()
  set(out "${out}" PARENT_SCOPE)
endfunction()

# -O0: what this configuration proves is that it builds and what it skips;
# g++ builds a library object at -O0 in 56% of the time -O1 takes. Ninja,
# where the scripts installed it, compiles the examples while the library
# is still being compiled, where Make waits for the library.
find_program(ninja NAMES ninja ninja-build)
set(generator)
if(ninja)
  set(generator -GNinja)
endif()
run(configure ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR}/build ${generator} ${disabled}
    -DCMAKE_BUILD_TYPE= "-DCMAKE_CXX_FLAGS=-O0 -I${WORK_DIR}/absent" -DEXPLORER_SCHEMA_WERROR=${WERROR})
# One message names what is missing and what goes without it.
foreach(line IN ITEMS "Optional dependencies not found; going without what needs them (ctest lists those tests as skipped):"
                      "\n     CLI11 (Debian libcli11-dev): the explorer-schema program\n"
                      "\n     RapidJSON (Debian rapidjson-dev): suite draft4\n"
                      "\n     the explorer-schema program: suite cli_program, suite cli_validate, suite cli_identify, suite cli_render, suite cli_schema, suite cli_openapi, suite cli_diff_contracts, suite cli_endpoints, suite cli_reference, suite cli_releases, suite cli_issue_codes, suite cli_generate, suite cli_mutate, suite cli_bounds, test reference_doc_is_up_to_date, test releases_doc_is_up_to_date, test issue-codes_doc_is_up_to_date, test examples_in_README_are_tested, test examples_in_docs_guide_are_tested, test examples_in_docs_command-line_are_tested, test examples_in_docs_contracts_are_tested, test examples_in_docs_performance_are_tested, test examples_in_docs_hostile-input_are_tested, test examples_in_docs_architecture_are_tested\n"
                      "\n     xmllint (Debian libxml2-utils) and the explorer-schema program: test junit_reports_fit_both_schemas\n"
                      "\n     pkg-config: test package_pkg-config\n"
                      "\n     Node.js and npm: test markdown_is_inert\n"
                      "\n     Node.js, npm and the explorer-schema program: test ajv_agrees\n"
                      "\n     GoogleTest (Debian libgtest-dev, libgmock-dev): test gtest_matchers, test example_contract_test\n"
                      "\n     libcurl (Debian libcurl4-openssl-dev): explorer_schema::probe and explorer-schema probe, test probe_walk\n"
                      "\n     libcurl, Node.js, openssl and the explorer-schema program: test probe_https\n")
  string(FIND "${out}" "${line}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the configure message does not say \"${line}\":\n${out}")
  endif()
endforeach()
cmake_host_system_information(RESULT cores QUERY NUMBER_OF_LOGICAL_CORES)
# What a user builds without the optional dependencies: the library, the
# examples, the generator's digests, a user of the library that includes the
# operations before the registry; the package is installed from them.
# The suites of the library's own logic (ctest label `suite`), the
# compile-time checks (of the headers alone, through -I) and the
# source-tree packages need nothing optional and are the same in every
# configuration: the two full runs build and run them.
run(build ${CMAKE_COMMAND} --build ${WORK_DIR}/build --parallel ${cores}
    --target explorer_schema_compiled generated_digests latest_transactions example_contract_test_boost
            compiled_include_order)
run(test ${CMAKE_CTEST_COMMAND} --test-dir ${WORK_DIR}/build -j ${cores} --output-on-failure -LE "^suite$"
    -E "^(unknown_type_.*|headers_give_a_consumer_no_warning|model_headers_.*|history_key_.*|package_subdirectory|package_fetchcontent)$")
# ctest lists each test it skipped.
foreach(test IN ITEMS draft4 cli_program cli_validate cli_identify cli_render cli_schema cli_openapi
                      cli_diff_contracts cli_endpoints cli_reference cli_releases cli_issue_codes cli_generate
                      cli_mutate cli_bounds
                      gtest_matchers markdown_is_inert ajv_agrees package_pkg-config
                      reference_doc_is_up_to_date releases_doc_is_up_to_date issue-codes_doc_is_up_to_date
                      example_contract_test examples_in_README_are_tested examples_in_docs_guide_are_tested
                      junit_reports_fit_both_schemas probe_walk probe_https)
  string(REGEX MATCH "[0-9]+ - ${test} \\(Skipped\\)" listed "${out}")
  if(NOT listed)
    message(FATAL_ERROR "ctest does not list ${test} as skipped:\n${out}")
  endif()
endforeach()
message(STATUS "${out}")
