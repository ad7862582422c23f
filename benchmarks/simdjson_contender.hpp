#ifndef EXPLORER_SCHEMA_BENCHMARKS_SIMDJSON_CONTENDER_HPP
#define EXPLORER_SCHEMA_BENCHMARKS_SIMDJSON_CONTENDER_HPP

// What a careful programmer writes by hand without this library: simdjson
// On-Demand reading the fields of the spec's main page into plain structs,
// checking only the JSON type of each (simdjson throws on a wrong one). No
// vocabulary, enum, nullability, missing-member or duplicate check; free-form
// objects (address metadata `meta`, action `data`) are skipped.

#include <simdjson.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace contender {

namespace od = simdjson::ondemand;

struct tag {
    std::string address_hash, display_name, label;
};
struct watchlist_name {
    std::string display_name, label;
};
struct metadata {
    std::string slug, name, tag_type;
    std::int64_t ordinal = 0;
};
struct address {
    std::string hash;
    std::optional<std::string> implementation_name, name;
    bool is_contract = false;
    std::vector<tag> private_tags;
    std::vector<watchlist_name> watchlist_names;
    std::vector<tag> public_tags;
    std::optional<bool> is_verified;
    std::optional<std::string> ens_domain_name;
    std::optional<contender::metadata> metadata;
};
struct token {
    std::optional<std::string> circulating_market_cap, icon_url, name, decimals, symbol, type, exchange_rate,
        total_supply;
    std::string address_hash;
    std::optional<std::string> holders_count;
};
struct total {
    std::optional<std::string> decimals, value;
};
struct token_transfer {
    std::string block_hash;
    address from, to;
    std::uint64_t log_index = 0;
    contender::token token;
    std::optional<contender::total> total;
    std::string transaction_hash, type;
    std::optional<std::string> method, timestamp;
};
struct fee {
    std::string type;
    std::optional<std::string> value;
};
struct action {
    std::string protocol, type;
};
struct parameter {
    std::string name, type;
    std::optional<std::string> value;
};
struct decoded_input {
    std::string method_call, method_id;
    std::vector<parameter> parameters;
};
struct transaction {
    std::string timestamp;
    contender::fee fee;
    std::uint64_t gas_limit = 0, block_number = 0;
    std::optional<std::string> status, method;
    std::uint64_t confirmations = 0;
    std::optional<std::uint64_t> type;
    std::optional<std::string> exchange_rate;
    std::optional<address> to;
    address from;
    std::optional<std::string> transaction_burnt_fee, max_fee_per_gas;
    std::string result, hash;
    std::optional<std::string> gas_price, priority_fee, base_fee_per_gas;
    std::optional<std::vector<token_transfer>> token_transfers;
    std::vector<std::string> transaction_types;
    std::optional<std::string> gas_used;
    std::optional<address> created_contract;
    std::uint64_t position = 0, nonce = 0;
    std::optional<bool> has_error_in_internal_transactions;
    std::vector<action> actions;
    std::optional<contender::decoded_input> decoded_input;
    std::optional<bool> token_transfers_overflow;
    std::string raw_input, value;
    std::optional<std::string> max_priority_fee_per_gas, revert_reason;
    std::array<double, 2> confirmation_duration{};
    std::optional<std::string> transaction_tag;
};

inline void read(od::value v, std::string& out)
{
    std::string_view s = v.get_string();
    out.assign(s);
}
inline void read(od::value v, std::uint64_t& out) { out = v.get_uint64(); }
inline void read(od::value v, std::int64_t& out) { out = v.get_int64(); }
inline void read(od::value v, double& out) { out = v.get_double(); }
inline void read(od::value v, bool& out) { out = v.get_bool(); }

template <class T>
void read(od::value v, std::optional<T>& out)
{
    if (v.is_null())
        out.reset();
    else
        read(v, out.emplace());
}
template <class T>
void read(od::value v, std::vector<T>& out)
{
    out.clear();
    for (auto element : v.get_array())
        read(element.value(), out.emplace_back());
}
inline void read(od::value v, std::array<double, 2>& out)
{
    std::size_t i = 0;
    for (auto element : v.get_array())
        if (i < out.size())
            read(element.value(), out[i++]);
}

/// Calls `f(key, value)` for each member of the object `v`; the members `f`
/// does not read are skipped.
template <class F>
void members(od::value v, F&& f)
{
    for (auto field : v.get_object())
        f(std::string_view(field.unescaped_key()), field.value());
}

inline void read(od::value v, tag& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "address_hash")
            read(x, out.address_hash);
        else if (k == "display_name")
            read(x, out.display_name);
        else if (k == "label")
            read(x, out.label);
    });
}
inline void read(od::value v, watchlist_name& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "display_name")
            read(x, out.display_name);
        else if (k == "label")
            read(x, out.label);
    });
}
inline void read(od::value v, metadata& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "slug")
            read(x, out.slug);
        else if (k == "name")
            read(x, out.name);
        else if (k == "tagType")
            read(x, out.tag_type);
        else if (k == "ordinal")
            read(x, out.ordinal);
    });
}
inline void read(od::value v, address& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "hash")
            read(x, out.hash);
        else if (k == "implementation_name")
            read(x, out.implementation_name);
        else if (k == "name")
            read(x, out.name);
        else if (k == "is_contract")
            read(x, out.is_contract);
        else if (k == "private_tags")
            read(x, out.private_tags);
        else if (k == "watchlist_names")
            read(x, out.watchlist_names);
        else if (k == "public_tags")
            read(x, out.public_tags);
        else if (k == "is_verified")
            read(x, out.is_verified);
        else if (k == "ens_domain_name")
            read(x, out.ens_domain_name);
        else if (k == "metadata")
            read(x, out.metadata);
    });
}
inline void read(od::value v, token& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "circulating_market_cap")
            read(x, out.circulating_market_cap);
        else if (k == "icon_url")
            read(x, out.icon_url);
        else if (k == "name")
            read(x, out.name);
        else if (k == "decimals")
            read(x, out.decimals);
        else if (k == "symbol")
            read(x, out.symbol);
        else if (k == "type")
            read(x, out.type);
        else if (k == "exchange_rate")
            read(x, out.exchange_rate);
        else if (k == "total_supply")
            read(x, out.total_supply);
        else if (k == "address_hash")
            read(x, out.address_hash);
        else if (k == "holders_count")
            read(x, out.holders_count);
    });
}
inline void read(od::value v, total& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "decimals")
            read(x, out.decimals);
        else if (k == "value")
            read(x, out.value);
    });
}
inline void read(od::value v, token_transfer& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "block_hash")
            read(x, out.block_hash);
        else if (k == "from")
            read(x, out.from);
        else if (k == "to")
            read(x, out.to);
        else if (k == "log_index")
            read(x, out.log_index);
        else if (k == "token")
            read(x, out.token);
        else if (k == "total")
            read(x, out.total);
        else if (k == "transaction_hash")
            read(x, out.transaction_hash);
        else if (k == "type")
            read(x, out.type);
        else if (k == "method")
            read(x, out.method);
        else if (k == "timestamp")
            read(x, out.timestamp);
    });
}
inline void read(od::value v, fee& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "type")
            read(x, out.type);
        else if (k == "value")
            read(x, out.value);
    });
}
inline void read(od::value v, action& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "protocol")
            read(x, out.protocol);
        else if (k == "type")
            read(x, out.type);
    });
}
inline void read(od::value v, parameter& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "name")
            read(x, out.name);
        else if (k == "type")
            read(x, out.type);
        else if (k == "value")
            read(x, out.value);
    });
}
inline void read(od::value v, decoded_input& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "method_call")
            read(x, out.method_call);
        else if (k == "method_id")
            read(x, out.method_id);
        else if (k == "parameters")
            read(x, out.parameters);
    });
}
inline void read(od::value v, transaction& out)
{
    members(v, [&](std::string_view k, od::value x) {
        if (k == "timestamp")
            read(x, out.timestamp);
        else if (k == "fee")
            read(x, out.fee);
        else if (k == "gas_limit")
            read(x, out.gas_limit);
        else if (k == "block_number")
            read(x, out.block_number);
        else if (k == "status")
            read(x, out.status);
        else if (k == "method")
            read(x, out.method);
        else if (k == "confirmations")
            read(x, out.confirmations);
        else if (k == "type")
            read(x, out.type);
        else if (k == "exchange_rate")
            read(x, out.exchange_rate);
        else if (k == "to")
            read(x, out.to);
        else if (k == "from")
            read(x, out.from);
        else if (k == "transaction_burnt_fee")
            read(x, out.transaction_burnt_fee);
        else if (k == "max_fee_per_gas")
            read(x, out.max_fee_per_gas);
        else if (k == "result")
            read(x, out.result);
        else if (k == "hash")
            read(x, out.hash);
        else if (k == "gas_price")
            read(x, out.gas_price);
        else if (k == "priority_fee")
            read(x, out.priority_fee);
        else if (k == "base_fee_per_gas")
            read(x, out.base_fee_per_gas);
        else if (k == "token_transfers")
            read(x, out.token_transfers);
        else if (k == "transaction_types")
            read(x, out.transaction_types);
        else if (k == "gas_used")
            read(x, out.gas_used);
        else if (k == "created_contract")
            read(x, out.created_contract);
        else if (k == "position")
            read(x, out.position);
        else if (k == "nonce")
            read(x, out.nonce);
        else if (k == "has_error_in_internal_transactions")
            read(x, out.has_error_in_internal_transactions);
        else if (k == "actions")
            read(x, out.actions);
        else if (k == "decoded_input")
            read(x, out.decoded_input);
        else if (k == "token_transfers_overflow")
            read(x, out.token_transfers_overflow);
        else if (k == "raw_input")
            read(x, out.raw_input);
        else if (k == "value")
            read(x, out.value);
        else if (k == "max_priority_fee_per_gas")
            read(x, out.max_priority_fee_per_gas);
        else if (k == "revert_reason")
            read(x, out.revert_reason);
        else if (k == "confirmation_duration")
            read(x, out.confirmation_duration);
        else if (k == "transaction_tag")
            read(x, out.transaction_tag);
    });
}

/// The transactions of a main page.
inline std::vector<transaction> read_page(od::parser& parser, simdjson::padded_string const& text)
{
    std::vector<transaction> page;
    auto document = parser.iterate(text);
    for (auto element : document.get_array())
        read(element.value(), page.emplace_back());
    return page;
}

} // namespace contender

#endif
