# Finds Node.js and npm, which the tests that check output with JavaScript
# parsers (ajv, commonmark.js, markdown-it) need.
#   NodeJS_FOUND, NodeJS_EXECUTABLE, NodeJS_NPM_EXECUTABLE
find_program(NodeJS_EXECUTABLE NAMES node nodejs)
find_program(NodeJS_NPM_EXECUTABLE NAMES npm)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(NodeJS REQUIRED_VARS NodeJS_EXECUTABLE NodeJS_NPM_EXECUTABLE)
mark_as_advanced(NodeJS_EXECUTABLE NodeJS_NPM_EXECUTABLE)
