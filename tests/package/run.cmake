# Builds and runs the consumer project against explorer_schema.
#   cmake -DMODE=install|subdirectory|pkg-config -DSOURCE_DIR=<project>
#         -DBUILD_DIR=<project build> -DWORK_DIR=<scratch> [-DWITH_GTEST=ON]
#         -DCOMPILER=<the project's C++ compiler>
#         [-DFLAGS=<the project's sanitizer flags, a list>] -P run.cmake
# install: the installed package through find_package; subdirectory: the
# source tree through add_subdirectory; pkg-config: the installed
# pkg-config file alone.
file(REMOVE_RECURSE ${WORK_DIR})

function(run step)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE failed OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(failed)
    message(FATAL_ERROR "${step} failed:\n${out}\n${err}")
  endif()
  message(STATUS "${step}: ${out}")
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
  return()
endif()

# The contract-test checks are built against the installed package only.
if(MODE STREQUAL "install")
  set(configure_args -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix -DWITH_CHECKS=ON -DWITH_GTEST=${WITH_GTEST})
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
if(MODE STREQUAL "install")
  run(boost_test_contract ${WORK_DIR}/build/boost_test_contract)
endif()
if(MODE STREQUAL "install" AND WITH_GTEST)
  run(gtest_contract ${WORK_DIR}/build/gtest_contract)
endif()
