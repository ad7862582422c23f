# Fails when an object defines an instantiation of what the compiled library
# holds: an operation on a response (decode, parse, identify, validate, the
# engine's reading of text, json_schema, generate, for_each_mutation), a
# struct's operations, or the parser with the engine as its handler.
#   cmake -DNM=<nm> -DOBJECTS=<objects> -P defines_no_operation.cmake
execute_process(COMMAND ${NM} -C --defined-only ${OBJECTS} OUTPUT_VARIABLE symbols RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "${NM} could not read ${OBJECTS}")
endif()
string(REGEX MATCHALL
       "[^\n]*(struct_operations<|explorer_schema::(decode|parse|identify|validate|json_schema)<|engine_decode_text<|fuzzing::generate<|for_each_mutation<|basic_parser<explorer_schema::detail::engine>)[^\n]*"
       compiled "${symbols}")
if(compiled)
  list(JOIN compiled "\n" compiled)
  message(FATAL_ERROR "the object compiles what the library holds:\n${compiled}")
endif()
message(STATUS "none of the library's operations among the object's symbols")
