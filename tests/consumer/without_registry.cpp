// Compiled after every header of the operations and of the extras but
// fuzzing/registry_words.hpp (tests/CMakeLists.txt includes each with
// -include): none of them includes the registry of endpoints or Blockscout's
// models, with or without the compiled library, so that an operation knows
// no endpoint and a user's own models cost no one else's (render.hpp
// renders the spec's transaction summary, and includes that model only).

#ifdef EXPLORER_SCHEMA_CONTRACTS_ENDPOINTS_HPP
#error "a header of the operations or the extras includes the registry, <explorer_schema/contracts/endpoints.hpp>"
#endif
#ifdef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_TRANSACTION_HPP
#error "a header of the operations or the extras includes Blockscout's models"
#endif

int main() {}
