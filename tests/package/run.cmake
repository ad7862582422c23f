# Builds and runs the consumer project against explorer_schema.
#   cmake -DMODE=install|subdirectory|fetchcontent|pkg-config -DSOURCE_DIR=<project>
#         -DVERSION=<the project's version>
#         -DBUILD_DIR=<project build> -DWORK_DIR=<scratch> [-DWITH_GTEST=ON]
#         -DCOMPILER=<the project's C++ compiler>
#         [-DFLAGS=<the project's sanitizer flags, a list>] -P run.cmake
# install: the installed package through find_package, which refuses
# another major version; subdirectory: the source tree through
# add_subdirectory; fetchcontent: the same through FetchContent (the
# README's lines); pkg-config: the installed pkg-config file alone. The
# consumer says the version its header gives; under add_subdirectory and
# FetchContent its install carries none of explorer_schema's files.
file(REMOVE_RECURSE ${WORK_DIR})

function(run step)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE failed OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(failed)
    message(FATAL_ERROR "${step} failed:\n${out}\n${err}")
  endif()
  message(STATUS "${step}: ${out}")
  set(output "${out}" PARENT_SCOPE)
endfunction()

# The consumer's output names the version project() declares.
function(check_version)
  if(NOT output MATCHES "^explorer_schema ${VERSION}\n")
    message(FATAL_ERROR "the consumer says another version than ${VERSION}:\n${output}")
  endif()
endfunction()

if(NOT MODE STREQUAL "subdirectory")
  run(install ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR}/prefix)
endif()

if(MODE STREQUAL "pkg-config")
  set(ENV{PKG_CONFIG_PATH} ${WORK_DIR}/prefix/share/pkgconfig)
  execute_process(COMMAND pkg-config --cflags --libs explorer_schema
                  OUTPUT_VARIABLE flags OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "pkg-config does not know explorer_schema")
  endif()
  separate_arguments(flags UNIX_COMMAND "${flags}")
  run(build ${COMPILER} ${FLAGS} ${CMAKE_CURRENT_LIST_DIR}/consumer.cpp ${flags} -o ${WORK_DIR}/consumer)
  run(consumer ${WORK_DIR}/consumer)
  check_version()
  return()
endif()

# The contract-test checks are built against the installed package only.
string(REGEX MATCH "^[0-9]+\\.[0-9]+" wanted "${VERSION}")
string(REGEX MATCH "^[0-9]+" VERSION_MAJOR "${VERSION}")
if(MODE STREQUAL "install")
  set(configure_args -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix -DWITH_CHECKS=ON -DWITH_GTEST=${WITH_GTEST}
                     -DEXPLORER_SCHEMA_WANTED=${wanted})
elseif(MODE STREQUAL "fetchcontent")
  set(configure_args -DEXPLORER_SCHEMA_FETCH=ON -DFETCHCONTENT_SOURCE_DIR_EXPLORER_SCHEMA=${SOURCE_DIR})
else()
  set(configure_args -DEXPLORER_SCHEMA_SOURCE_DIR=${SOURCE_DIR})
endif()
# The consumer is compiled as the project was (by its compiler, with its
# sanitizers, if any), since it links the project's compiled library.
list(JOIN FLAGS " " flags)
run(configure ${CMAKE_COMMAND} -S ${CMAKE_CURRENT_LIST_DIR} -B ${WORK_DIR}/build ${configure_args}
    -DCMAKE_CXX_COMPILER=${COMPILER} "-DCMAKE_CXX_FLAGS=${flags}")
run(build ${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run(consumer ${WORK_DIR}/build/consumer)
check_version()
if(NOT MODE STREQUAL "install")
  run(install_consumer ${CMAKE_COMMAND} --install ${WORK_DIR}/build --prefix ${WORK_DIR}/consumer_prefix)
  file(GLOB_RECURSE installed RELATIVE ${WORK_DIR}/consumer_prefix ${WORK_DIR}/consumer_prefix/*)
  if(NOT installed STREQUAL "bin/consumer")
    message(FATAL_ERROR "the consumer's install carries more than its program: ${installed}")
  endif()
else()
  # A major version the package is not: find_package fails.
  math(EXPR other_major "${VERSION_MAJOR} + 1")
  execute_process(COMMAND ${CMAKE_COMMAND} -S ${CMAKE_CURRENT_LIST_DIR} -B ${WORK_DIR}/wrong_major
                          -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix -DEXPLORER_SCHEMA_WANTED=${other_major}.0
                          -DCMAKE_CXX_COMPILER=${COMPILER}
                  RESULT_VARIABLE failed OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT failed OR NOT err MATCHES "version: ${VERSION}")
    message(FATAL_ERROR "find_package(explorer_schema ${other_major}.0) did not fail as it must:\n${out}\n${err}")
  endif()
endif()
if(MODE STREQUAL "install")
  run(boost_test_contract ${WORK_DIR}/build/boost_test_contract)
endif()
if(MODE STREQUAL "install" AND WITH_GTEST)
  run(gtest_contract ${WORK_DIR}/build/gtest_contract)
endif()
