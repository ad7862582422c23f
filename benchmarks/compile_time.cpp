// The translation unit whose compile time the README reports: the umbrella
// header, and every decoder of every endpoint (text, validate-only and DOM).
#include <explorer_schema/explorer_schema.hpp>

namespace es = explorer_schema;

#define EXPLORER_SCHEMA_INSTANTIATE(T)                                                             \
    template es::result<T> es::parse<T>(std::string_view, es::decode_options const&);             \
    template std::vector<es::issue> es::validate<T>(std::string_view, es::decode_options const&);  \
    template es::result<T> es::decode<T>(boost::json::value const&, es::decode_options const&);

EXPLORER_SCHEMA_INSTANTIATE(es::main_page_transactions_response)
EXPLORER_SCHEMA_INSTANTIATE(es::transaction_summary_response)
EXPLORER_SCHEMA_INSTANTIATE(es::network_list)
