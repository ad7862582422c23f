// The blockscout contract across Blockscout's releases: names a member had
// before fill the member, a document must have the shape of one release,
// and the releases it fits are said.

#include "../support.hpp"

#include <functional>
#include <map>
#include <set>

namespace es = explorer_schema;
namespace bs = explorer_schema::blockscout;
namespace json = boost::json;
using namespace test_support;

namespace {

using transactions_page = std::vector<bs::transaction>;
using list = es::response_t<es::endpoints::get_transactions, es::contracts::blockscout>;

/// The first transaction of the v11.1 fixture: it has no token transfers.
json::object v11_transaction()
{
    static json::value const doc =
        read_json(fixtures_dir / "blockscout/main-page-transactions/valid/latest_v11.json");
    return doc.at(0).as_object();
}

void rename(json::object& o, std::string_view from, std::string_view to)
{
    auto value = o.at(from);
    o.erase(from);
    o[to] = std::move(value);
}

/// The v11.1 transaction as v6.5 sent it: the names before v6.9, and none of
/// the members added since.
json::object v6_5_transaction()
{
    auto tx = v11_transaction();
    rename(tx, "block_number", "block");
    rename(tx, "transaction_burnt_fee", "tx_burnt_fee");
    rename(tx, "transaction_types", "tx_types");
    rename(tx, "transaction_tag", "tx_tag");
    rename(tx, "has_error_in_internal_transactions", "has_error_in_internal_txs");
    for (auto const* key : {"authorization_list", "historic_exchange_rate", "is_pending_update",
                            "fhe_operations_count"})
        tx.erase(key);
    tx["actions"] = json::array{};
    for (auto const* role : {"from", "to"}) {
        auto& a = tx.at(role).as_object();
        for (auto const* key : {"is_scam", "reputation", "proxy_type", "implementations"})
            a.erase(key);
        a["implementation_name"] = nullptr;
    }
    return tx;
}

/// The v11.1 transaction as v6.10.1 to v7.0 sent it: the burnt fee under both
/// its names, actions, implementations by `address`, and none of the
/// members added since.
json::object v7_0_transaction()
{
    auto tx = v11_transaction();
    json::value fee = tx.at("transaction_burnt_fee"); // a copy: inserting may move the members
    tx["tx_burnt_fee"] = std::move(fee);
    for (auto const* key : {"historic_exchange_rate", "is_pending_update", "fhe_operations_count"})
        tx.erase(key);
    tx["actions"] = json::array{};
    for (auto const* role : {"from", "to"}) {
        auto& a = tx.at(role).as_object();
        a.erase("reputation");
        for (auto& i : a.at("implementations").as_array())
            rename(i.as_object(), "address_hash", "address");
    }
    return tx;
}

/// The v7.0 transaction as v6.9 sent it: the members renamed in v6.9 under
/// both their names, the burnt fee under its old one.
json::object v6_9_transaction()
{
    auto tx = v7_0_transaction();
    tx.erase("transaction_burnt_fee");
    for (auto const& [current, former] : {std::pair{"block_number", "block"}, {"transaction_types", "tx_types"},
                                          {"transaction_tag", "tx_tag"},
                                          {"has_error_in_internal_transactions", "has_error_in_internal_txs"}}) {
        json::value copy = tx.at(current);
        tx[former] = std::move(copy);
    }
    return tx;
}

std::string text_of(json::value const& v) { return json::serialize(v); }

es::decode_options pinned(std::string_view release)
{
    es::decode_options o;
    o.release = es::find_release(release);
    return o;
}

} // namespace

BOOST_AUTO_TEST_SUITE(releases)

BOOST_AUTO_TEST_CASE(a_release_index_names_a_release_or_throws)
{
    // decode_options, encode_options and generate_options take a
    // release_index, which cannot hold an index past the table.
    BOOST_CHECK_THROW(es::release_index(es::blockscout_releases.size()), std::out_of_range);
    BOOST_CHECK_THROW(es::release_index(68), std::out_of_range);
    BOOST_CHECK_THROW(es::release_set{}.newest(), std::out_of_range);
    static_assert(!std::is_convertible_v<std::size_t, es::release_index>);
    BOOST_TEST(es::release_index::newest()->name() == es::blockscout_releases.back().name());
    BOOST_TEST(es::release_set::all().newest() == es::release_index::newest());
    BOOST_TEST(!es::release_set::all().contains(es::blockscout_releases.size()));
    BOOST_TEST(!es::release_set::all().contains(40)); // no shift past the set's width
}

// A release set has a bit for each release of the table, in as many words
// as it takes: every release is in all(), none is outside it, and each
// operation keeps to the table.
BOOST_AUTO_TEST_CASE(a_release_set_holds_every_release_of_the_table)
{
    auto const n = es::blockscout_releases.size();
    BOOST_TEST(es::release_set::all().size() == n);
    BOOST_TEST((~es::release_set::all()).empty());
    BOOST_TEST((~es::release_set{}) == es::release_set::all());
    auto const newest = es::release_set::only(es::release_index::newest());
    BOOST_TEST((~newest).size() == n - 1);
    BOOST_TEST((~newest).newest() == es::release_index(n - 2));
    BOOST_TEST((es::release_set::all() ^ newest) == ~newest);
    BOOST_TEST(es::release_set::all().includes(newest));
    BOOST_TEST(!newest.includes(es::release_set::all()));
    BOOST_TEST((newest & ~newest).empty());
}

BOOST_AUTO_TEST_CASE(releases_are_named_and_written_as_runs)
{
    BOOST_TEST(es::blockscout_releases.front().name() == "v6.0");
    BOOST_TEST(*es::find_release("v6.10") == 10u);
    BOOST_TEST(*es::find_release("8.1") == 13u);
    BOOST_TEST(!es::find_release("v6.11"));
    BOOST_TEST(!es::find_release("v8"));
    auto const set = es::release_set::only(es::release_index(10)) | es::release_set::only(es::release_index(11)) |
                     es::release_set::only(es::release_index(15));
    BOOST_TEST(set.to_string() == "v6.10\u2013v7.0, v9.1");
    BOOST_TEST((set.names() == std::vector<std::string>{"v6.10", "v7.0", "v9.1"}));
    BOOST_TEST(es::release_set{}.to_string() == "no release");
    // A key added in a patch release may or may not be in that release.
    es::key_history const h{"transaction_burnt_fee", {6, 10, 1}};
    BOOST_TEST(h.sent_by().to_string() == through_newest("v6.10"));
    BOOST_TEST(h.always_sent_by().to_string() == through_newest("v7.0"));
}

BOOST_AUTO_TEST_CASE(a_document_is_placed_in_the_releases_that_send_its_shape)
{
    auto const r = es::parse<transactions_page>(text_of(json::array{v11_transaction()}));
    BOOST_TEST(r.issues.empty());
    BOOST_TEST(r.releases.to_string() == through_newest("v11.0"));
    auto const v = es::identify<transactions_page>(text_of(json::array{v11_transaction()}));
    BOOST_TEST(v.releases == r.releases);
    // Nothing in an empty page tells releases apart.
    BOOST_TEST(es::parse<transactions_page>("[]").releases == es::release_set::all());
}

BOOST_AUTO_TEST_CASE(a_former_name_fills_the_current_member)
{
    auto const tx = v6_5_transaction();
    auto const r = es::parse<transactions_page>(text_of(json::array{tx}));
    BOOST_TEST(r.issues.empty(), brief(r.issues).size() << " issues");
    // metadata came in v6.4, implementations in v6.6.
    BOOST_TEST(r.releases.to_string() == "v6.4\u2013v6.5");
    auto const& decoded = r.value.at(0);
    BOOST_TEST(*decoded.block_number == tx.at("block").as_int64());
    BOOST_TEST(decoded.transaction_burnt_fee->str() == tx.at("tx_burnt_fee").as_string());
    BOOST_TEST(decoded.transaction_types.size() == tx.at("tx_types").as_array().size());
    BOOST_TEST(es::decode<transactions_page>(json::array{tx}).releases == r.releases);
}

BOOST_AUTO_TEST_CASE(each_rename_is_told_on_both_sides_of_its_release)
{
    auto releases = [](json::object const& tx) {
        return es::parse<transactions_page>(text_of(json::array{tx})).releases.to_string();
    };
    auto const v7_0 = v7_0_transaction();
    BOOST_TEST(releases(v7_0) == "v6.10\u2013v7.0");
    // v6.10.0 sent only the old name of the burnt fee; every patch of v6.10
    // and v7.0 the old one; v8.0 only the new one, and historic rates.
    auto only_old = v7_0;
    rename(only_old, "tx_burnt_fee", "transaction_burnt_fee");
    only_old.erase("transaction_burnt_fee");
    only_old["tx_burnt_fee"] = v7_0.at("tx_burnt_fee");
    BOOST_TEST(releases(only_old) == "v6.10");
    auto only_new = v7_0;
    only_new.erase("tx_burnt_fee");
    BOOST_TEST(releases(only_new) == "no release");
    only_new["historic_exchange_rate"] = nullptr;
    BOOST_TEST(releases(only_new) == "v8.0"); // v8.1 named implementations both ways
    // v6.9 sent both names of five members; v6.10 only the new ones.
    auto v6_9 = only_old;
    for (auto [old_name, current] : {std::pair{"block", "block_number"}, std::pair{"tx_types", "transaction_types"},
                                     std::pair{"tx_tag", "transaction_tag"},
                                     std::pair{"has_error_in_internal_txs", "has_error_in_internal_transactions"}}) {
        json::value value = v6_9.at(current);
        v6_9[old_name] = std::move(value);
    }
    BOOST_TEST(releases(v6_9) == "v6.9");
    auto v6_8 = v6_9;
    for (auto const* key : {"block_number", "transaction_types", "transaction_tag",
                            "has_error_in_internal_transactions", "authorization_list"})
        v6_8.erase(key);
    for (auto const* role : {"from", "to"})
        v6_8.at(role).as_object().erase("is_scam");
    BOOST_TEST(releases(v6_8) == "v6.8");
}

BOOST_AUTO_TEST_CASE(the_token_and_transfer_renames_are_told_on_both_sides)
{
    // A v11.1 transfer: a token by address_hash and holders_count, a
    // transaction_hash, and a total with its NFT instance.
    static json::value const page =
        read_json(fixtures_dir / "blockscout/main-page-transactions/valid/latest_v11.json");
    auto const transfer = page.at(1).at("token_transfers").at(0).as_object();
    auto releases = [](json::object const& t) { return es::parse<bs::token_transfer>(text_of(t)).releases.to_string(); };
    BOOST_TEST(releases(transfer) == through_newest("v11.1"));
    // Before v11.1: no circulating_supply; before v9.1: no reputation nor token_type.
    auto v9_0 = transfer;
    auto& token = v9_0.at("token").as_object();
    token.erase("circulating_supply");
    token.erase("reputation");
    v9_0.erase("token_type");
    for (auto const* role : {"from", "to"})
        v9_0.at(role).as_object().erase("reputation");
    BOOST_TEST(releases(v9_0) == "v9.0"); // v8.0 and v8.1 also sent the token's old names
    auto both = v9_0;
    auto& both_token = both.at("token").as_object();
    for (auto [old_name, current] : {std::pair{"address", "address_hash"}, std::pair{"holders", "holders_count"}}) {
        json::value value = both_token.at(current); // a copy: inserting may move the members
        both_token[old_name] = std::move(value);
    }
    BOOST_TEST(releases(both) == "v8.0\u2013v8.1");
    // Before v8.0 only the old names.
    auto v7_0 = both;
    v7_0.at("token").as_object().erase("address_hash");
    v7_0.at("token").as_object().erase("holders_count");
    BOOST_TEST(releases(v7_0) == "v6.10\u2013v7.0");
    // v6.9 sent the hash under both names, v6.8 only as tx_hash, with no
    // is_scam and its numbers as strings of digits.
    auto v6_9 = v7_0;
    json::value hash = v6_9.at("transaction_hash");
    v6_9["tx_hash"] = std::move(hash);
    BOOST_TEST(releases(v6_9) == "v6.9");
    auto v6_8 = v6_9;
    v6_8.erase("transaction_hash");
    for (auto const* role : {"from", "to"})
        v6_8.at(role).as_object().erase("is_scam");
    BOOST_TEST(releases(v6_8) == "no release");
    for (auto const* number : {"block_number", "log_index"})
        v6_8[number] = std::to_string(v6_8.at(number).as_int64());
    BOOST_TEST(releases(v6_8) == "v6.8");
}

BOOST_AUTO_TEST_CASE(both_names_must_hold_the_same_value)
{
    auto tx = v7_0_transaction();
    tx["tx_burnt_fee"] = "12";
    auto const r = es::parse<transactions_page>(text_of(json::array{tx}));
    BOOST_TEST_REQUIRE(r.issues.size() == 1u);
    BOOST_TEST(r.issues[0] == (es::issue{"/0/tx_burnt_fee", es::issue_code::alias_mismatch, es::severity::error,
                                         "member \"tx_burnt_fee\" differs from \"transaction_burnt_fee\", given "
                                         "before: two names of one member"}));
    BOOST_TEST(r.releases.to_string() == "v6.10\u2013v7.0");
    BOOST_TEST(es::decode<transactions_page>(json::array{tx}).issues == r.issues, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(an_alias_mismatch_names_the_name_given_before)
{
    // The former name first, then the current one.
    json::object tx;
    for (auto const& [key, value] : v7_0_transaction()) {
        if (key == "transaction_burnt_fee")
            tx["tx_burnt_fee"] = "12";
        else if (key == "tx_burnt_fee")
            continue;
        tx[key] = value;
    }
    auto const r = es::parse<transactions_page>(text_of(json::array{tx}));
    BOOST_TEST_REQUIRE(r.issues.size() == 1u);
    BOOST_TEST(r.issues[0] == (es::issue{"/0/transaction_burnt_fee", es::issue_code::alias_mismatch,
                                         es::severity::error,
                                         "member \"transaction_burnt_fee\" differs from \"tx_burnt_fee\", given "
                                         "before: two names of one member"}));
}

BOOST_AUTO_TEST_CASE(both_names_of_a_list_are_compared_whole_by_every_entry_point)
{
    // es::validate and es::identify decode each element of an array in the
    // place of the one before; the values under two names must still be
    // compared whole: all elements, and none left from the element before.
    auto with_types = [](json::array const& current, json::array const& former) {
        auto tx = v6_9_transaction();
        tx["transaction_types"] = current;
        tx["tx_types"] = former;
        return tx;
    };
    json::array const doc{with_types({"coin_transfer", "contract_call"}, {"coin_transfer", "contract_call"}),
                          with_types({}, {}),
                          with_types({"coin_transfer", "contract_call"}, {"token_transfer", "contract_call"}),
                          with_types({"contract_call"}, {"contract_call", "contract_call"})};
    auto const text = text_of(doc);
    std::vector<std::string> const expected{"error alias_mismatch /2/tx_types", "error alias_mismatch /3/tx_types"};
    auto const parsed = es::parse<transactions_page>(text);
    BOOST_TEST(brief(parsed.issues) == expected, boost::test_tools::per_element());
    BOOST_TEST(parsed.releases.to_string() == "v6.9");
    BOOST_TEST(brief(es::decode<transactions_page>(doc).issues) == expected, boost::test_tools::per_element());
    BOOST_TEST(brief(es::validate<transactions_page>(text)) == expected, boost::test_tools::per_element());
    auto const identified = es::identify<transactions_page>(text);
    BOOST_TEST(brief(identified.issues) == expected, boost::test_tools::per_element());
    BOOST_TEST(identified.releases.to_string() == "v6.9");
}

BOOST_AUTO_TEST_CASE(a_name_given_twice_is_a_duplicate_whatever_the_release)
{
    auto const text = text_of(json::array{v6_5_transaction()});
    auto const twice = text.substr(0, text.size() - 2) + R"(,"tx_tag":null}])";
    auto const r = es::parse<transactions_page>(twice);
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"error duplicate_member /0/tx_tag"},
               boost::test_tools::per_element());
}

/// The issue of `issues` at `path`, or an empty one.
es::issue issue_at(std::vector<es::issue> const& issues, std::string_view path)
{
    for (auto const& i : issues)
        if (i.path == path)
            return i;
    return {};
}

/// "vX.Y–" and the newest release: the releases from X.Y on.
std::string from_on(std::string_view first)
{
    return std::string(first) + "\u2013" + es::blockscout_releases.back().name();
}

BOOST_AUTO_TEST_CASE(a_value_is_sent_from_the_release_that_added_it)
{
    // set_code_transaction came with v6.9.0 (EIP-7702).
    auto tx = v7_0_transaction();
    tx["transaction_types"] = json::array{"set_code_transaction"};
    auto const text = text_of(json::array{tx});
    auto const fits = es::parse<transactions_page>(text);
    BOOST_TEST(fits.issues.empty());
    BOOST_TEST(fits.releases.to_string() == "v6.10\u2013v7.0");
    // v6.5 did not send it: pinned, the value is invalid there; unpinned, no
    // release sends the document, and the value is what differs.
    auto const pinned_issues = es::parse<transactions_page>(text, pinned("v6.10")).issues;
    BOOST_TEST(pinned_issues.empty());
    auto old = v6_5_transaction();
    old["tx_types"] = json::array{"coin_transfer", "set_code_transaction"};
    auto const old_text = text_of(json::array{old});
    BOOST_TEST(issue_at(es::parse<transactions_page>(old_text, pinned("v6.5")).issues, "/0/tx_types/1") ==
               (es::issue{"/0/tx_types/1", es::issue_code::invalid_enum_value, es::severity::error,
                          "\"set_code_transaction\" is not sent by Blockscout v6.5, only by " + from_on("v6.9")}));
    auto const unpinned = es::parse<transactions_page>(old_text);
    BOOST_TEST(brief(unpinned.issues) == std::vector<std::string>{"error no_matching_release /0/tx_types/1"},
               boost::test_tools::per_element());
    BOOST_TEST(unpinned.issues.at(0).message == "value \"set_code_transaction\" is sent only by Blockscout " +
                                                    from_on("v6.9") + ", but most of the document is v6.5");
    BOOST_TEST(unpinned.releases.empty());
    BOOST_TEST(es::identify<transactions_page>(old_text).issues == unpinned.issues, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_value_of_one_chain_type_names_it_and_is_as_an_unknown_key_under_another)
{
    // Only Blockscout built for eden sends sponsored_transaction, from v11.2.4.
    auto tx = v11_transaction();
    tx["transaction_types"] = json::array{"contract_call", "sponsored_transaction"};
    auto const text = text_of(json::array{tx});
    auto const named = es::parse<transactions_page>(text);
    BOOST_TEST(named.issues ==
                   (std::vector<es::issue>{{"/0/transaction_types/1", es::issue_code::chain_type_member,
                                            es::severity::warning,
                                            "value \"sponsored_transaction\" is sent only by Blockscout built for "
                                            "eden, from " + through_newest("v11.2")}}),
               boost::test_tools::per_element());
    BOOST_TEST(named.ok());
    BOOST_TEST(named.chains == es::chain_set{es::chain_type::eden});
    auto const refused = es::parse<transactions_page>(text, {.unknown_keys = es::unknown_keys_policy::error,
                                                             .chain = es::chain_type::optimism});
    BOOST_TEST(refused.issues ==
                   (std::vector<es::issue>{{"/0/transaction_types/1", es::issue_code::invalid_enum_value,
                                            es::severity::error,
                                            "value \"sponsored_transaction\" is sent only by Blockscout built for "
                                            "eden, not for optimism, from " + through_newest("v11.2")}}),
               boost::test_tools::per_element());
    auto const eden = es::parse<transactions_page>(text, {.chain = es::chain_type::eden});
    BOOST_TEST(eden.issues.empty());
    BOOST_TEST(eden.releases.to_string() == through_newest("v11.2"));
}

BOOST_AUTO_TEST_CASE(a_chain_types_member_is_sent_from_the_release_that_added_it)
{
    // OP Jovian's da_footprint_gas_scalar came with v9.3.0, l1_fee with
    // v6.3.0; op_interop was sent from v8.0.0 to v9.2.2.
    es::decode_options const optimism{.chain = es::chain_type::optimism};
    auto tx = v7_0_transaction();
    tx["l1_fee"] = "12";
    BOOST_TEST(es::parse<transactions_page>(text_of(json::array{tx}), optimism).releases.to_string() == "v6.10\u2013v7.0");
    tx["da_footprint_gas_scalar"] = "400";
    auto const text = text_of(json::array{tx});
    auto const unpinned = es::parse<transactions_page>(text, optimism);
    BOOST_TEST(unpinned.releases.empty());
    BOOST_TEST(issue_at(unpinned.issues, "/0/da_footprint_gas_scalar").code == es::issue_code::no_matching_release);
    auto pinned_v7 = optimism;
    pinned_v7.release = es::find_release("v7.0");
    BOOST_TEST(issue_at(es::parse<transactions_page>(text, pinned_v7).issues, "/0/da_footprint_gas_scalar") ==
               (es::issue{"/0/da_footprint_gas_scalar", es::issue_code::unknown_member, es::severity::error,
                          "member \"da_footprint_gas_scalar\" is not sent by Blockscout v7.0, only by " +
                              from_on("v9.3")}));
    auto recent = v11_transaction();
    auto const releases = es::parse<transactions_page>(text_of(json::array{recent}), optimism).releases;
    recent["da_footprint_gas_scalar"] = "400";
    BOOST_TEST(es::parse<transactions_page>(text_of(json::array{recent}), optimism).releases == releases);
    recent["op_interop"] = json::object{};
    BOOST_TEST(es::parse<transactions_page>(text_of(json::array{recent}), optimism).releases.empty());
}

BOOST_AUTO_TEST_CASE(members_no_release_sends_together_are_no_matching_release)
{
    auto mixed = v11_transaction();
    mixed["actions"] = json::array{};
    auto const r = es::parse<transactions_page>(text_of(json::array{v11_transaction(), mixed}));
    BOOST_TEST_REQUIRE(r.issues.size() == 1u);
    BOOST_TEST(r.issues[0] == (es::issue{"/1/actions", es::issue_code::no_matching_release, es::severity::error,
                                         with_newest("members \"actions\" (Blockscout v6.0\u2013v10.2) and "
                                                     "\"fhe_operations_count\" (v11.0\u2013{newest}) are never "
                                                     "sent together")}));
    BOOST_TEST(r.releases.empty());
    BOOST_TEST(es::decode<transactions_page>(json::array{v11_transaction(), mixed}).issues == r.issues,
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(the_odd_object_is_blamed_not_the_ones_after_it)
{
    // The first address lacks what v9.1 and later send: it, not the many
    // objects after it that are v11, is what no release sends.
    auto odd = v11_transaction();
    odd.at("from").as_object().erase("reputation");
    auto const doc = json::array{odd, v11_transaction(), v11_transaction()};
    auto const r = es::parse<transactions_page>(text_of(doc));
    BOOST_TEST_REQUIRE(r.issues.size() == 1u);
    BOOST_TEST(r.issues[0] == (es::issue{"/0/from/reputation", es::issue_code::missing_member, es::severity::error,
                                         with_newest("missing member \"reputation\" (a string), which "
                                                     "Blockscout {newest} sends")}));
    BOOST_TEST(es::decode<transactions_page>(doc).issues == r.issues, boost::test_tools::per_element());
    auto old = v11_transaction();
    old["actions"] = json::array{};
    auto const v = es::identify<transactions_page>(text_of(json::array{old, v11_transaction(), v11_transaction()}));
    BOOST_TEST(brief(v.issues) == std::vector<std::string>{"error no_matching_release /0/actions"},
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_member_every_matching_release_sends_is_missing_where_it_belongs)
{
    auto without = v11_transaction();
    without.erase("fhe_operations_count");
    auto const r = es::parse<transactions_page>(text_of(json::array{v11_transaction(), without}));
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"error missing_member /1/fhe_operations_count"},
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_pinned_release_requires_exactly_its_keys)
{
    auto const text = text_of(json::array{v11_transaction()});
    auto const same = es::parse<transactions_page>(text, pinned("v11.2"));
    BOOST_TEST(same.issues.empty());
    BOOST_TEST(same.releases.to_string() == "v11.2");
    auto const older = es::parse<transactions_page>(text, pinned("v9.0"));
    BOOST_TEST(brief(older.issues) ==
                   (std::vector<std::string>{
                       "error unknown_member /0/from/reputation", "error unknown_member /0/to/reputation",
                       "error unknown_member /0/is_pending_update", "error unknown_member /0/fhe_operations_count",
                       "error missing_member /0/actions"}),
               boost::test_tools::per_element());
    BOOST_TEST(older.issues.at(2).message ==
               with_newest("member \"is_pending_update\" is not sent by Blockscout v9.0, only by v9.1\u2013{newest}"));
    BOOST_TEST(older.releases.empty());
    auto old_name = v11_transaction();
    rename(old_name, "transaction_tag", "tx_tag");
    auto const legacy = es::parse<transactions_page>(text_of(json::array{old_name}), pinned("v11.2"));
    BOOST_TEST(brief(legacy.issues) ==
                   (std::vector<std::string>{"error missing_member /0/transaction_tag", "error legacy_member /0/tx_tag"}),
               boost::test_tools::per_element());
    BOOST_TEST(legacy.issues.at(1).message == "legacy member \"tx_tag\": Blockscout v11.2 sends it as \"transaction_tag\"");
}

BOOST_AUTO_TEST_CASE(an_address_without_its_row_may_leave_out_is_scam_before_v9_0)
{
    // Helper.address_with_info(_, hash), which writes an address Blockscout
    // has no row for, sent is_scam only from v9.0.0 (d131f34d55).
    using transfers = es::response_t<es::endpoints::get_token_transfers, es::contracts::blockscout>;
    auto const text = read_file(fixtures_dir / "blockscout/token-transfers/valid/v8_1_address_without_row.json");
    auto const r = es::parse<transfers>(text);
    BOOST_TEST(brief(r.issues).empty(), boost::test_tools::per_element());
    BOOST_TEST(r.releases.to_string() == "v8.0\u2013v8.1");
    BOOST_TEST(!r.value.items.at(0).to.is_scam.has_value());
    auto const newer = es::parse<transfers>(text, pinned("v9.0"));
    BOOST_TEST(brief(newer.issues) == (std::vector<std::string>{
                       "error missing_member /items/0/to/is_scam",
                       "error legacy_member /items/0/total/token_instance/token/address",
                       "error legacy_member /items/0/total/token_instance/token/holders",
                       "error legacy_member /items/0/token/address", "error legacy_member /items/0/token/holders",
                       "error missing_member /items/1/to/is_scam", "error legacy_member /items/1/token/address",
                       "error legacy_member /items/1/token/holders"}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(an_address_without_its_row_may_leave_out_ens_domain_name_before_v6_4)
{
    // The same clause sent ens_domain_name and metadata only from v6.4.0.
    auto tx = v6_5_transaction();
    for (auto const* role : {"from", "to"})
        for (auto const* key : {"ens_domain_name", "metadata"})
            tx.at(role).as_object().erase(key);
    auto const r = es::parse<transactions_page>(text_of(json::array{tx}));
    BOOST_TEST(brief(r.issues).empty(), boost::test_tools::per_element());
    BOOST_TEST(r.releases.to_string() == "v6.0\u2013v6.3");
    auto const newer = es::parse<transactions_page>(text_of(json::array{tx}), pinned("v6.5"));
    BOOST_TEST(brief(newer.issues) == (std::vector<std::string>{"error missing_member /0/from/ens_domain_name",
                                         "error missing_member /0/from/metadata",
                                         "error missing_member /0/to/ens_domain_name",
                                         "error missing_member /0/to/metadata"}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_number_quoted_up_to_v6_8_is_read_in_either_form_and_names_its_releases)
{
    // The views wrote a token transfer's block_number and log_index with
    // to_string up to v6.8.1; b030792cf1 made them numbers in v6.9.0.
    using transfers = es::response_t<es::endpoints::get_address_token_transfers, es::contracts::blockscout>;
    auto const text = read_file(fixtures_dir / "blockscout/address-token-transfers/valid/v6_8_quoted_numbers.json");
    auto const r = es::parse<transfers>(text);
    BOOST_TEST(brief(r.issues).empty(), boost::test_tools::per_element());
    BOOST_TEST(r.releases.to_string() == "v6.8");
    BOOST_TEST(r.value.items.at(0).log_index == 318u);
    BOOST_TEST(r.value.items.at(0).block_number == 20790355u);

    // Written in the form of the release written.
    es::encode_options in_v6_8;
    in_v6_8.release = *es::find_release("v6.8");
    BOOST_TEST(es::to_json(r.value, in_v6_8).at("items").at(0).at("log_index") == json::value("318"));
    es::encode_options in_v6_9;
    in_v6_9.release = *es::find_release("v6.9");
    BOOST_TEST(es::to_json(r.value, in_v6_9).at("items").at(0).at("log_index") == json::value(318));

    // Pinned to v6.9, each quoted number is a wrong type.
    auto const newer = es::parse<transfers>(text, pinned("v6.9"));
    std::vector<std::string> quoted;
    for (auto const& i : newer.issues)
        if (i.code == es::issue_code::wrong_type)
            quoted.push_back(i.path);
    BOOST_TEST(quoted == (std::vector<std::string>{"/items/0/block_number", "/items/0/log_index",
                                                   "/items/1/block_number", "/items/1/log_index",
                                                   "/items/2/block_number", "/items/2/log_index"}),
               boost::test_tools::per_element());
    auto const first = std::find_if(newer.issues.begin(), newer.issues.end(),
                                    [](es::issue const& i) { return i.code == es::issue_code::wrong_type; });
    BOOST_TEST(first->message == "expected a number, as Blockscout v6.9 sends it here, found a string of digits");

    // One form in one transfer, the other in the next: no release sends both.
    auto const mixed =
        es::parse<transfers>(read_file(fixtures_dir / "blockscout/address-token-transfers/issues/quoted_and_unquoted.json"));
    BOOST_TEST(brief(mixed.issues) == std::vector<std::string>{"error no_matching_release /items/1/log_index"},
               boost::test_tools::per_element());
    BOOST_TEST(mixed.issues.at(0).message ==
               with_newest("a number here is sent only by Blockscout v6.9\u2013{newest}, but most of the document is v6.8"));

    // The digits only, as to_string writes them.
    auto padded = json::parse(text);
    padded.at("items").at(0).as_object()["log_index"] = "0318";
    auto const bad = es::parse<transfers>(text_of(padded));
    BOOST_TEST(brief(bad.issues) == std::vector<std::string>{"error invalid_integer_string /items/0/log_index"},
               boost::test_tools::per_element());
    BOOST_TEST(bad.issues.at(0).message ==
               "expected an integer (a string of its digits up to Blockscout v6.8), found \"0318\"");
    std::vector<std::pair<json::value, std::string>> const wrong{
        {"", "error invalid_integer_string /items/0/log_index"},
        {"-1", "error invalid_integer_string /items/0/log_index"},
        {" 318", "error invalid_integer_string /items/0/log_index"},
        {"18446744073709551616", "error out_of_range /items/0/log_index"},
        {nullptr, "error null_not_allowed /items/0/log_index"},
        {318.5, "error not_an_integer /items/0/log_index"},
        {true, "error wrong_type /items/0/log_index"},
    };
    for (auto const& [value, expected] : wrong) {
        auto doc = json::parse(text);
        doc.at("items").at(0).as_object()["log_index"] = value;
        BOOST_TEST_CONTEXT(value)
        BOOST_TEST(brief(es::parse<transfers>(text_of(doc)).issues) == std::vector<std::string>{expected},
                   boost::test_tools::per_element());
    }
}

BOOST_AUTO_TEST_CASE(the_spec_contract_knows_no_releases)
{
    auto tx = v11_transaction();
    auto const r = es::parse<es::transaction>(text_of(tx), pinned("v6.0"));
    BOOST_TEST(r.releases.to_string() == "v6.0");
    for (auto const& i : r.issues)
        BOOST_TEST((i.code != es::issue_code::no_matching_release && i.code != es::issue_code::legacy_member));
}

BOOST_AUTO_TEST_CASE(a_chain_types_members_are_typed_under_it_named_without_one_and_unknown_under_another)
{
    using transaction = es::response_t<es::endpoints::get_transaction, es::contracts::blockscout>;
    std::map<es::chain_type, std::vector<std::string>> const own{
        {es::chain_type::optimism,
         {"/l1_fee", "/l1_fee_scalar", "/l1_gas_price", "/l1_gas_used", "/da_footprint_gas_scalar", "/op_withdrawals",
          "/operator_fee"}},
        {es::chain_type::ethereum,
         {"/max_fee_per_blob_gas", "/blob_versioned_hashes", "/blob_gas_used", "/blob_gas_price", "/burnt_blob_fee"}},
        {es::chain_type::arbitrum, {"/arbitrum"}},
        {es::chain_type::scroll, {"/scroll"}}};
    for (auto const& [chain, paths] : own) {
        auto const name = std::string(es::chain_type_name(chain));
        BOOST_TEST_CONTEXT(name)
        {
            auto const text = read_file(fixtures_dir / "blockscout/transaction/chain-types" / (name + ".json"));
            es::decode_options options;
            options.chain = chain;
            BOOST_TEST(brief(es::parse<transaction>(text, options).issues) == std::vector<std::string>{},
                       boost::test_tools::per_element());
            std::vector<std::string> named, unknown;
            for (auto const& path : paths) {
                named.push_back("warning chain_type_member " + path);
                unknown.push_back("warning unknown_member " + path);
            }
            auto const unchained = es::parse<transaction>(text);
            BOOST_TEST(brief(unchained.issues) == named, boost::test_tools::per_element());
            BOOST_TEST(unchained.chains == es::builds_sending(chain));
            // Another chain type's members are unknown keys.
            options.chain = chain == es::chain_type::scroll ? es::chain_type::arbitrum : es::chain_type::scroll;
            BOOST_TEST(brief(es::parse<transaction>(text, options).issues) == unknown, boost::test_tools::per_element());
        }
    }
    es::decode_options optimism;
    optimism.chain = es::chain_type::optimism;
    auto doc = read_json(fixtures_dir / "blockscout/transaction/chain-types/optimism.json");
    doc.as_object()["l1_fee"] = 26629996860628;
    doc.as_object()["l1_fee_scalar"] = "zero";
    BOOST_TEST(brief(es::parse<transaction>(json::serialize(doc), optimism).issues) ==
                   (std::vector<std::string>{"error wrong_type /l1_fee", "error invalid_decimal_string /l1_fee_scalar"}),
               boost::test_tools::per_element());
    BOOST_TEST(es::decode<transaction>(doc, optimism).issues == es::parse<transaction>(json::serialize(doc), optimism).issues,
               boost::test_tools::per_element());
    auto const r = es::parse<transaction>(read_file(fixtures_dir / "blockscout/transaction/chain-types/optimism.json"),
                                          optimism);
    BOOST_TEST(r.value.l1_fee->str() == "26629996860628");
    BOOST_TEST(es::to_json(r.value).at("l1_fee_scalar") == json::value("0.684"));
}

// blockscout_chain_types: a row per chain_type, in its order, each
// spelled once as CHAIN_TYPE spells it, within the release table.
BOOST_AUTO_TEST_CASE(every_chain_type_has_one_row_of_the_table_in_its_order)
{
    std::set<std::string_view> names;
    std::size_t i = 0;
    boost::mp11::mp_for_each<boost::describe::describe_enumerators<es::chain_type>>([&](auto e) {
        BOOST_TEST(static_cast<std::size_t>(e.value) == i);
        BOOST_TEST((es::blockscout_chain_types[i].type == e.value));
        BOOST_TEST((es::find_chain_type(es::chain_type_name(e.value)) == std::optional<es::chain_type>(e.value)));
        BOOST_TEST(!es::blockscout_chain_types[i].releases().empty());
        names.insert(es::chain_type_name(e.value));
        ++i;
    });
    BOOST_TEST(i == std::size(es::blockscout_chain_types));
    BOOST_TEST(names.size() == i);
    BOOST_TEST(!es::find_chain_type("polygon"));
    BOOST_TEST(es::chain_type_name(es::chain_type::optimism_celo) == "optimism-celo");
    BOOST_TEST(es::builds_sending(es::chain_type::celo).to_string() == "celo or optimism-celo");
    // polygon_edge ended with v9.0, celo with v9.2, polygon_zkevm with v10.2;
    // eden began with v11.2.
    BOOST_TEST((es::chain_set::all() - es::chains_in(es::release_set::only(*es::find_release("v11.0")))).to_string() ==
               "celo, eden, polygon_edge or polygon_zkevm");
}

// Without a chain type, the members of two chain types no build sends
// together leave a body no chain type fits.
BOOST_AUTO_TEST_CASE(members_of_chain_types_no_build_sends_together_fit_none)
{
    using transaction = es::response_t<es::endpoints::get_transaction, es::contracts::blockscout>;
    auto doc = read_json(fixtures_dir / "blockscout/transaction/chain-types/optimism.json");
    doc.as_object()["scroll"] = json::object{};
    auto const r = es::parse<transaction>(json::serialize(doc));
    BOOST_TEST(r.releases.empty());
    BOOST_TEST(r.chains.empty());
    BOOST_TEST(issue_at(r.issues, "").code == es::issue_code::no_matching_chain_type);
    BOOST_TEST(issue_at(r.issues, "/scroll").message ==
               "member \"scroll\" is sent only by Blockscout built for scroll");
}

BOOST_AUTO_TEST_SUITE(real_recordings, *boost::unit_test::precondition(captured_folder_exists))

BOOST_AUTO_TEST_CASE(every_recording_is_valid_and_names_its_releases)
{
    using transaction = es::response_t<es::endpoints::get_transaction, es::contracts::blockscout>;
    using summary = es::response_t<es::endpoints::get_transaction_summary, es::contracts::blockscout>;
    auto releases_of = [](auto type, std::string const& text) {
        auto const r = es::identify<typename decltype(type)::type>(text);
        BOOST_TEST(r.issues.empty(), brief(r.issues).size() << " issues");
        return r.releases.to_string();
    };
    struct recording {
        std::string name;
        std::function<std::string(std::string const&)> releases;
        std::string expected;
    };
    auto const as_list = [&](std::string const& t) { return releases_of(std::type_identity<list>{}, t); };
    auto const as_transaction = [&](std::string const& t) { return releases_of(std::type_identity<transaction>{}, t); };
    std::vector<recording> const recordings{
        {"summary_ferminux_disabled-403-error.json",
         [&](std::string const& t) { return releases_of(std::type_identity<summary>{}, t); }, through_newest("v6.0")},
        // Both names of the burnt fee: v6.10.1 to v7.0.2.
        {"tx_blockscout-rs_eth-2025-02-19_0xf7d091.json", as_transaction, "v6.10\u2013v7.0"},
        {"tx_list_blockscout-rs_eth-2025-02-19.json", as_list, "v6.10\u2013v7.0"},
        // Implementations with both address and address_hash: v8.0.2 to v8.1.2.
        {"tx_blockscout-rs_eth-2025-06-13_0x4dd7e3.json", as_transaction, "v8.0\u2013v8.1"},
        {"tx_list_blockscout-rs_eth-2025-06-13.json", as_list, "v8.0\u2013v8.1"},
        {"tx_blockscout-rs_eth-2025-08-11_0x4dd7e3.json", as_transaction, "v8.0\u2013v8.1"},
        {"tx_list_blockscout-rs_eth-2025-08-11.json", as_list, "v8.0\u2013v8.1"},
        // Tokens without address and holders (gone after v8.1), and no
        // reputation (v9.1 on).
        {"tx_ferminux_dex-swap-token-transfers_0x4b901e.json", as_transaction, "v9.0"},
        // Implementations with a name only, and implementation_name: v6.6.
        {"tx_list_blockscout-rs_eth-2024-06-12.json", as_list, "v6.6"},
    };
    for (auto const& r : recordings)
        BOOST_TEST_CONTEXT(r.name)
    BOOST_TEST(r.releases(read_file(captured_dir / "real" / r.name)) == r.expected);
    // The same body as what it is, a 403 of the summary's endpoint: the
    // fallback controller's sentence, from every release.
    es::endpoints::visit_body("transaction-summary", "blockscout", 403, [&](auto, auto, auto body) {
        auto const r = es::identify<typename decltype(body)::type>(
            read_file(captured_dir / "real" / "summary_ferminux_disabled-403-error.json"));
        BOOST_TEST(brief(r.issues).empty());
        BOOST_TEST(r.releases.to_string() == through_newest("v6.0"));
    });
    std::set<std::string> listed;
    for (auto const& r : recordings)
        listed.insert(r.name);
    for (auto const& file : json_files(captured_dir / "real"))
        BOOST_TEST(listed.contains(file.filename().string()), file << " is not listed in this test");
}

// The bodies of captured/real/endpoints/, one per endpoint, each named after
// it, recorded from an instance of chain type ethereum that ran v8.1 (its
// SOURCES.md): each is valid, without a warning, and fits the releases
// that send each of its members; pinned to the newest release it does not
// fit, it fails on its members of another release.
BOOST_AUTO_TEST_CASE(every_endpoint_recording_is_valid_and_names_its_releases)
{
    auto const v8_1 = *es::find_release("v8.1");
    std::map<std::string, std::string> const expected{
        {"address", "v8.0\u2013v8.1"},
        {"address-blocks-validated", "v8.1"},
        {"address-counters", through_newest("v6.0")},
        {"address-logs", "v6.10\u2013v9.0"},
        {"address-nft-collections", "v8.0\u2013v8.1"},
        {"address-token-balances", "v8.0\u2013v8.1"},
        {"address-token-transfers", "v8.0\u2013v8.1"},
        {"address-tokens", "v8.0\u2013v8.1"},
        {"block", "v8.1"},
        {"blocks", "v8.1"},
        {"search", "v8.0\u2013v8.1"},
        {"smart-contract", "v8.0\u2013v8.1"},
        {"smart-contracts", "v8.0\u2013v8.1"},
        {"stats", through_newest("v6.8")},
        {"token", "v8.0\u2013v8.1"},
        {"token-counters", through_newest("v6.0")},
        {"token-holders", "v8.0\u2013v9.0"},
        {"token-instance", "v8.0\u2013v8.1"},
        {"token-instance-holders", "v8.0\u2013v9.0"},
        {"token-instances", "v8.0\u2013v8.1"},
        {"token-transfers", "v8.0\u2013v8.1"},
        {"token-transfers-of-token", "v8.0\u2013v8.1"},
        {"tokens", "v8.0\u2013v8.1"},
        {"transaction-internal-transactions", "v8.0\u2013v8.1"},
    };
    std::size_t read = 0;
    for (auto const& file : json_files(captured_dir / "real/endpoints")) {
        auto const endpoint = file.stem().string();
        auto const text = read_file(file);
        BOOST_TEST_CONTEXT(file.filename())
        BOOST_TEST(es::endpoints::visit_by_names(endpoint, "blockscout", [&](auto e, auto c) {
            using response = es::response_t<decltype(e), decltype(c)>;
            es::decode_options options{.chain = es::chain_type::ethereum};
            auto const r = es::identify<response>(text, options);
            BOOST_TEST(brief(r.issues).empty(), boost::test_tools::per_element());
            BOOST_TEST(r.releases.contains(v8_1));
            BOOST_TEST(r.releases.to_string() == expected.at(endpoint));
            ++read;
            auto other = es::release_index::newest();
            while (r.releases.contains(other) && other > 0)
                other = es::release_index(other - 1);
            if (r.releases.contains(other))
                return; // every release sends it
            options.release = other;
            auto const pinned = es::identify<response>(text, options);
            BOOST_TEST(!pinned.ok(), other->name());
            for (auto const& i : pinned.issues)
                BOOST_TEST((i.code == es::issue_code::legacy_member || i.code == es::issue_code::unknown_member ||
                            i.code == es::issue_code::missing_member || i.code == es::issue_code::invalid_enum_value),
                           i);
        }));
    }
    BOOST_TEST(read == expected.size());
}

BOOST_AUTO_TEST_CASE(a_recording_pinned_to_another_release_fails_where_it_differs)
{
    auto const text = read_file(captured_dir / "real/tx_list_blockscout-rs_eth-2025-06-13.json");
    auto const r = es::identify<list>(text, pinned("v9.0"));
    BOOST_TEST(!r.ok());
    for (auto const& i : r.issues)
        BOOST_TEST(i.code == es::issue_code::legacy_member, i);
    BOOST_TEST(r.issues.at(0).path == "/items/11/to/implementations/0/address");
    BOOST_TEST(es::identify<list>(text, pinned("v8.1")).ok());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE_END()
