// Degenerate documents cost work and memory in proportion to their size, by
// every entry point, for every response of both contracts: objects with
// every member missing, every member null, every member unknown, nesting at
// the deepest allowed, the longest strings. Work is counted in heap
// allocations and memory in the most heap bytes held at once, both exact
// for a given program and input; the time each takes is a benchmark's
// (benchmarks/measure_bounds.py), not a test's.

#include "support.hpp"

#include <explorer_schema/fuzzing/generate.hpp>

#include <malloc.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <new>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

// The program's heap use while `counting`, through its operator new.
struct heap_use {
    bool counting = false;
    std::size_t now = 0;
    std::size_t peak = 0;
    std::size_t allocations = 0;
} heap;

} // namespace

void* operator new(std::size_t size)
{
    void* p = std::malloc(size == 0 ? 1 : size);
    if (p == nullptr)
        throw std::bad_alloc();
    if (heap.counting) {
        heap.now += malloc_usable_size(p);
        heap.peak = std::max(heap.peak, heap.now);
        ++heap.allocations;
    }
    return p;
}
namespace {
void release(void* p) noexcept
{
    if (p != nullptr && heap.counting)
        heap.now -= std::min(heap.now, malloc_usable_size(p));
    std::free(p);
}
} // namespace
void operator delete(void* p) noexcept { release(p); }
void operator delete(void* p, std::size_t) noexcept { release(p); }
// The nothrow form too (std::stable_sort's buffer, for one): left to the
// sanitizer's allocator, what it gives would be freed by the replaced
// operator delete, with std::free.
void* operator new(std::size_t size, std::nothrow_t const&) noexcept
{
    try {
        return operator new(size);
    } catch (std::bad_alloc const&) {
        return nullptr;
    }
}
void operator delete(void* p, std::nothrow_t const&) noexcept { release(p); }

namespace {

struct cost {
    std::size_t allocations = 0;
    std::size_t peak = 0; ///< heap bytes held at once, beyond what was held before
};

template <class F>
cost measure(F&& f)
{
    heap = {.counting = true};
    f();
    heap.counting = false;
    return {heap.allocations, heap.peak};
}

/// A degenerate document of a response: the text of a generated one whose
/// first array of objects holds copies of `element`, made from that array's
/// first element, until the text is about `size` bytes.
struct degenerate {
    std::string name;
    std::string text;
};

/// Whether `o` may be an object of the model: more than two members, each
/// named as the model names them (a letter, then letters, digits and
/// underscores). The objects of the free-form values the generator makes
/// have fewer members or other names.
bool model_object(json::value const& v)
{
    auto const* o = v.if_object();
    return o != nullptr && o->size() > 2 && std::all_of(o->begin(), o->end(), [](auto const& kv) {
               std::string_view const k = kv.key();
               return !k.empty() && std::isalpha(static_cast<unsigned char>(k[0])) &&
                      std::all_of(k.begin(), k.end(), [](char c) {
                          return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
                      });
           });
}

/// The pointer to the first array of objects of the model in `v`, depth
/// first; empty when there is none.
std::optional<std::string> first_array_of_objects(json::value const& v, std::string const& at = "")
{
    if (auto const* a = v.if_array()) {
        if (!a->empty() && model_object(a->front()))
            return at;
        for (std::size_t i = 0; i < a->size(); ++i)
            if (auto found = first_array_of_objects((*a)[i], at + "/" + std::to_string(i)))
                return found;
    } else if (auto const* o = v.if_object()) {
        for (auto const& kv : *o)
            if (auto found = first_array_of_objects(kv.value(), es::json_pointer(at).push_back(kv.key()).str()))
                return found;
    }
    return std::nullopt;
}

template <class T>
std::vector<degenerate> degenerate_documents(std::size_t size, es::decode_options const& options)
{
    // A generated document with an array of objects, and the object. A
    // response that holds none (counters, statistics) is an object that
    // grows by members it does not know; one that is not an object (an
    // error's bare string, a list of strings) is that string, or that list,
    // as long as the size.
    json::value doc;
    std::optional<std::string> at;
    for (std::uint64_t seed = 0; !at && seed < 200; ++seed) {
        doc = es::fuzzing::generate<T>(seed, {.max_items = 2, .max_string_length = 64});
        at = first_array_of_objects(doc);
    }
    for (std::uint64_t seed = 0; !at && !doc.is_object() && seed < 200; ++seed)
        doc = es::fuzzing::generate<T>(seed, {.max_items = 2, .max_string_length = 64});
    if (!at && !doc.is_object()) {
        if (doc.is_array()) {
            std::string text = "[";
            while (text.size() < size)
                text.append("\"0x00\",");
            text.back() = ']';
            return {{"an array of short strings", text}};
        }
        return {{"the longest string", "\"" + std::string(size, 'a') + "\""}};
    }
    if (!at) {
        std::string text = json::serialize(doc);
        text.pop_back();
        for (std::size_t i = 0; text.size() < size; ++i)
            text.append(",\"x-").append(std::to_string(i)).append("\":null");
        return {{"every member unknown, at the top", text + "}"}};
    }
    auto& array = doc.at_pointer(*at).as_array();
    json::object const element = array.front().as_object();
    array = json::array{"\x01"}; // where the copies go
    auto const text = json::serialize(doc);
    auto const marker = text.find("\"\\u0001\"");
    auto const before = text.substr(0, marker), after = text.substr(marker + 8);
    auto const document = [&](std::string const& name, std::string const& x) {
        std::string out = before;
        while (out.size() + x.size() + after.size() < size)
            out.append(x).push_back(',');
        out.append(x).append(after);
        return degenerate{name, out};
    };

    json::object nulls, unknown, long_strings;
    for (auto const& kv : element) {
        nulls[kv.key()] = nullptr;
        unknown["x-" + std::string(kv.key())] = nullptr;
        long_strings[kv.key()] = kv.value().is_string() ? json::value(std::string(65536, 'a')) : kv.value();
    }
    // Nested to the deepest the options allow below the array.
    auto const depth_of_array = static_cast<std::size_t>(std::count(at->begin(), at->end(), '/')) + 1;
    auto const levels = options.depth_limit() - depth_of_array - 2;
    return {document("every member missing", "{}"),
            document("every member null", json::serialize(nulls)),
            document("every member unknown", json::serialize(unknown)),
            document("nested as deep as allowed",
                     "{\"x\":" + std::string(levels, '[') + std::string(levels, ']') + "}"),
            document("the longest strings", json::serialize(long_strings))};
}

/// Whether a response is a variant of objects its keys tell apart, or has
/// one as the alternative of its JSON kind (Blockscout's 422 body), or as a
/// member (an Arbitrum batch's data_availability): that object is then held
/// on a tape until it ends, and a degenerate document is that object.
template <class T>
constexpr bool told_by_its_keys()
{
    if constexpr (es::of_category<T, es::category::optional>)
        return told_by_its_keys<typename T::value_type>();
    else if constexpr (es::of_category<T, es::category::kind_variant>)
        return []<class... A>(std::variant<A...>*) {
            return (told_by_its_keys<A>() || ...);
        }(static_cast<T*>(nullptr));
    else if constexpr (es::of_category<T, es::category::described_struct>)
        return []<class... D>(boost::mp11::mp_list<D...>*) {
            return (told_by_its_keys<es::member_type<D>>() || ...);
        }(static_cast<boost::mp11::mp_rename<es::members_of<T>, boost::mp11::mp_list>*>(nullptr));
    else
        return es::of_category<T, es::category::untagged_variant>;
}

/// `v` with every string of digits alone made 70 digits long: too long for a
/// std::string to hold without the heap.
json::value with_long_numbers(json::value v)
{
    if (auto* s = v.if_string()) {
        if (!s->empty() && std::all_of(s->begin(), s->end(), [](char c) { return c >= '0' && c <= '9'; }))
            *s = "1" + std::string(69, '0');
    } else if (auto* a = v.if_array()) {
        for (auto& e : *a)
            e = with_long_numbers(e);
    } else if (auto* o = v.if_object()) {
        for (auto& kv : *o)
            kv.value() = with_long_numbers(kv.value());
    }
    return v;
}

} // namespace

BOOST_AUTO_TEST_SUITE(bounded_work)

// es::validate and es::identify keep one element of each array: their heap
// stays under a constant, whatever the size, but for a body whose shape its
// keys tell (Blockscout's summary response), held on a tape of about its
// size. es::parse and es::decode keep the value, which may take many times
// the text (`{}` is a whole object in the model: an implementation of an
// address, 80 bytes, and a vector's growth doubles it), until the issues
// reach their bounds, after which nothing more is kept; a response that is
// one object grown by unknown members holds their names. Allocations are at
// most one per six bytes (an object of short unknown names, `"x-type":null`,
// takes one per name or so). Measured at 1 MiB and 4 MiB (a sixty-fourth of each
// under the sanitizers), so that a cost that grows faster than the input shows as a
// larger ratio.
BOOST_AUTO_TEST_CASE(degenerate_documents_cost_work_and_memory_in_proportion_to_their_size)
{
    es::decode_options const options;
    std::size_t checked = 0, type = 0;
    for_each_response([&](auto response, std::string const& what) {
        using T = typename decltype(response)::type;
        ++type;
        for (std::size_t size : {(std::size_t{1} << 20) / scale, (std::size_t{4} << 20) / scale}) {
            std::size_t kind = 0;
            auto const documents = degenerate_documents<T>(size, options);
            for (auto const& d : documents) {
                // Each response type meets every other kind of document, in
                // a window that moves by one from a type to the next; a type
                // of one kind (an object alone, a string) meets it.
                if (documents.size() > 1 && (kind++ + type) % 2 != 0)
                    continue;
                auto const where = what + ", " + d.name + ", " + std::to_string(d.text.size()) + " bytes";
                auto const n = d.text.size();
                // One object of that size holds its member names, to find one
                // given twice: four times the text at most.
                bool const one_object = d.name.ends_with("at the top");
                auto const checked_only = measure([&] { es::identify<T>(d.text, options); });
                BOOST_TEST(checked_only.peak <= (told_by_its_keys<T>() ? n : one_object ? 4 * n : 0) + (std::size_t{3} << 20),
                           where << ": identify holds " << checked_only.peak);
                BOOST_TEST(checked_only.allocations <= n / 6 + 20000,
                           where << ": identify allocates " << checked_only.allocations << " times");
                auto const parsed = measure([&] { es::parse<T>(d.text, options); });
                BOOST_TEST(parsed.peak <= 128 * n + (std::size_t{3} << 20), where << ": parse holds " << parsed.peak);
                BOOST_TEST(parsed.allocations <= n / 6 + 20000,
                           where << ": parse allocates " << parsed.allocations << " times");
                auto const dom = json::parse(d.text, {}, {.max_depth = options.depth_limit()});
                auto const decoded = measure([&] { es::decode<T>(dom, options); });
                BOOST_TEST(decoded.peak <= 128 * n + (std::size_t{3} << 20), where << ": decode holds " << decoded.peak);
                BOOST_TEST(decoded.allocations <= n / 6 + 20000,
                           where << ": decode allocates " << decoded.allocations << " times");
                BOOST_TEST_MESSAGE(where << ": identify " << checked_only.peak << " bytes, " << checked_only.allocations
                                         << " allocations; parse " << parsed.peak << " bytes, " << parsed.allocations
                                         << " allocations; decode " << decoded.peak << " bytes, "
                                         << decoded.allocations << " allocations");
                ++checked;
            }
        }
    });
    // Every body type at both sizes, at least one kind of document each.
    BOOST_TEST(type == boost::mp11::mp_size<es::every_response>::value);
    BOOST_TEST(checked >= 2u * type);
}

// es::validate checks a string it keeps no value of (a plain string, an
// amount or another vocabulary value) without copying it: a page costs the
// same allocations whatever the length of its strings.
BOOST_AUTO_TEST_CASE(validate_copies_no_string_it_does_not_keep)
{
    auto const short_text = json::serialize(valid_main_page());
    auto const long_text = json::serialize(with_long_numbers(valid_main_page()));
    BOOST_TEST_REQUIRE(long_text.size() > short_text.size() + 1000);
    auto const validated = [](std::string const& text) {
        return measure([&] { BOOST_TEST(es::validate<es::main_page_transactions_response>(text).empty()); });
    };
    auto const short_cost = validated(short_text), long_cost = validated(long_text);
    BOOST_TEST(long_cost.allocations == short_cost.allocations);
}

// A name no member takes costs no allocation once an object with as many
// such names has been read at its depth: they are kept, per object, as
// views of the input, in memory the next object reuses, to find one given
// twice. A set of strings took a node for each, and a copy of each longer
// than 15 bytes, freed at the object's end: the cost of every unknown key,
// and identify meets most keys as unknown. Two pages of the same
// transactions, each giving `hash` as `hahs` (which the engine reads), one
// with three more unknown keys in each transaction, cost es::validate and
// es::identify the same allocations (4000 more for the second before).
// Unknown keys are ignored, so that both have the same issues.
BOOST_AUTO_TEST_CASE(an_unknown_key_costs_no_allocation)
{
    auto const page = [](bool more_unknown_keys) {
        json::array out;
        auto const& valid = valid_main_page().as_array();
        for (std::size_t i = 0; i < 1000; ++i) {
            json::object t;
            for (auto const& kv : valid[i % valid.size()].as_object())
                t[kv.key() == "hash" ? "hahs" : kv.key()] = kv.value();
            if (more_unknown_keys) {
                t["blok_number"] = 1;
                t["timestmap"] = nullptr;
                t["transaction_types_before_v6"] = json::array{};
            }
            out.push_back(std::move(t));
        }
        return json::serialize(out);
    };
    es::decode_options const ignored{.unknown_keys = es::unknown_keys_policy::ignore};
    auto const validated = [&](std::string const& text) {
        return measure([&] {
            BOOST_TEST(brief(es::validate<es::main_page_transactions_response>(text, ignored)).front() ==
                       "error missing_member /0/hash");
        });
    };
    auto const identified = [&](std::string const& text) {
        return measure([&] { BOOST_TEST(!es::identify<es::main_page_transactions_response>(text, ignored).ok()); });
    };
    auto const few = page(false), more = page(true);
    BOOST_TEST(validated(more).allocations == validated(few).allocations);
    BOOST_TEST(identified(more).allocations == identified(few).allocations);
}

// A variable of a summary whose type comes first is decoded as it comes; one
// whose type comes after its value is held on a compact tape of its events
// until the type is known, never as a DOM value: a few bytes per byte of it
// at most while the tape grows.
BOOST_AUTO_TEST_CASE(a_summary_variable_of_any_type_is_checked_without_keeping_it)
{
    std::string value = "[";
    while (value.size() < (std::size_t{4} << 20))
        value += "{\"a\":[1,2,3],\"b\":\"text\"},";
    value.back() = ']';
    auto const body = [&](bool type_first) {
        auto const variable = type_first ? "{\"type\":\"unknown\",\"value\":" + value + "}"
                                         : "{\"value\":" + value + ",\"type\":\"unknown\"}";
        return R"({"success":true,"data":{"summaries":[{"summary_template":"{x}","summary_template_variables":{"x":)" +
               variable + "}}]}}";
    };
    for (bool type_first : {true, false}) {
        auto const text = body(type_first);
        auto const used = measure([&] {
            auto const issues = es::validate<es::transaction_summary_response>(text);
            BOOST_TEST(brief(issues) == std::vector<std::string>{"warning unknown_discriminator /data/summaries/0/"
                                                                 "summary_template_variables/x/type"},
                       boost::test_tools::per_element());
        });
        if (type_first)
            BOOST_TEST(used.peak <= std::size_t{64} << 10, "type first: " << used.peak << " bytes");
        else
            BOOST_TEST(used.peak <= 4 * text.size(), "type last: " << used.peak << " bytes");
    }
}

BOOST_AUTO_TEST_SUITE_END()
