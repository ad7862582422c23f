# Fails when a generated document in docs/ differs from what the program
# prints now.
#   cmake -DCLI=<explorer-schema> -DCOMMAND=<subcommand> -DDOC=<docs/file.md> -P generated_doc_check.cmake
execute_process(COMMAND ${CLI} ${COMMAND} OUTPUT_VARIABLE generated RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "explorer-schema ${COMMAND} failed")
endif()
file(READ ${DOC} checked_in)
if(NOT generated STREQUAL checked_in)
  file(RELATIVE_PATH doc ${CMAKE_CURRENT_LIST_DIR}/.. ${DOC})
  message(FATAL_ERROR "${DOC} is out of date; regenerate it with\n"
                      "  build/tools/explorer-schema ${COMMAND} > ${doc}")
endif()
