# Fails when docs/reference.md differs from what the program generates.
#   cmake -DCLI=<explorer-schema> -DREFERENCE=<docs/reference.md> -P reference_check.cmake
execute_process(COMMAND ${CLI} reference OUTPUT_VARIABLE generated RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "explorer-schema reference failed")
endif()
file(READ ${REFERENCE} checked_in)
if(NOT generated STREQUAL checked_in)
  message(FATAL_ERROR "${REFERENCE} is out of date; regenerate it with\n"
                      "  build/tools/explorer-schema reference > docs/reference.md")
endif()
