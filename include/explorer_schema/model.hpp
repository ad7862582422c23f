#ifndef EXPLORER_SCHEMA_MODEL_HPP
#define EXPLORER_SCHEMA_MODEL_HPP

// The model, the library's first tier: every type it declares and nothing
// that operates on them. The vocabulary of members, the issues and their
// codes, the Blockscout releases, both contracts' models (contracts/) and the
// registry of endpoints, which names each endpoint's response under each
// contract. The operations on these types are the second tier,
// <explorer_schema/explorer_schema.hpp>; std::chrono time points and exact
// arithmetic are opt-in, <explorer_schema/model/chrono.hpp> and
// <explorer_schema/model/multiprecision.hpp>.

#include <explorer_schema/model/category.hpp>
#include <explorer_schema/model/contracts.hpp>
#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/model/endpoint.hpp>
#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/model/free_form.hpp>
#include <explorer_schema/model/hooks.hpp>
#include <explorer_schema/model/issue.hpp>
#include <explorer_schema/model/json_pointer.hpp>
#include <explorer_schema/model/member_rules.hpp>
#include <explorer_schema/model/members.hpp>
#include <explorer_schema/model/releases.hpp>
#include <explorer_schema/model/result.hpp>
#include <explorer_schema/model/summary_template.hpp>
#include <explorer_schema/model/vocabulary.hpp>

#endif
