# Fails when a generated file differs from what its program prints now.
#   cmake -DPROGRAM=<program> [-DARGS=<argument>] -DDOC=<file> -DHOW=<command that regenerates it>
#         -P generated_doc_check.cmake
execute_process(COMMAND ${PROGRAM} ${ARGS} OUTPUT_VARIABLE generated RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "${PROGRAM} ${ARGS} failed")
endif()
file(READ ${DOC} checked_in)
if(NOT generated STREQUAL checked_in)
  message(FATAL_ERROR "${DOC} is out of date; regenerate it with\n  ${HOW}")
endif()
