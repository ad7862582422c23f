#ifndef EXPLORER_SCHEMA_EXPLORER_SCHEMA_HPP
#define EXPLORER_SCHEMA_EXPLORER_SCHEMA_HPP

#include <explorer_schema/address.hpp>
#include <explorer_schema/blockscout.hpp>
#include <explorer_schema/category.hpp>
#include <explorer_schema/contract_diff.hpp>
#include <explorer_schema/contracts.hpp>
#include <explorer_schema/decode.hpp>
#include <explorer_schema/decode_options.hpp>
#include <explorer_schema/encode.hpp>
#include <explorer_schema/endpoints.hpp>
#include <explorer_schema/hooks.hpp>
#include <explorer_schema/issue.hpp>
#include <explorer_schema/json_pointer.hpp>
#include <explorer_schema/keyed_hash.hpp>
#include <explorer_schema/member_rules.hpp>
#include <explorer_schema/members.hpp>
#include <explorer_schema/network.hpp>
#include <explorer_schema/print.hpp>
#include <explorer_schema/render.hpp>
#include <explorer_schema/result.hpp>
#include <explorer_schema/summary.hpp>
#include <explorer_schema/summary_template.hpp>
#include <explorer_schema/token_transfer.hpp>
#include <explorer_schema/transaction.hpp>
#include <explorer_schema/vocabulary.hpp>

#endif
