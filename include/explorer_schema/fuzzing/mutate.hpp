#ifndef EXPLORER_SCHEMA_FUZZING_MUTATE_HPP
#define EXPLORER_SCHEMA_FUZZING_MUTATE_HPP

// A mutator that edits JSON documents along the model: it drops a member,
// gives one twice, renames one to a name of the struct the object most looks
// like (its C++ member names included), adds one, changes a value's JSON
// type, or puts a value of this document or of another in its place; and
// libFuzzer's custom mutator made of it and of the generator of valid
// documents:
//
//   extern "C" size_t LLVMFuzzerMutate(uint8_t*, size_t, size_t);
//   extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size, unsigned seed)
//   {
//       return es::fuzzing::mutate<es::main_page_transactions_response>(data, size, max_size, seed,
//                                                                        &LLVMFuzzerMutate);
//   }

#include <explorer_schema/detail/dom_parser.hpp>
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/model_words.hpp>

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema::fuzzing {

namespace mutate_detail {

namespace json = boost::json;

/// Every value of `v`, containers before what they hold.
inline void values_of(json::value& v, std::vector<json::value*>& out)
{
    out.push_back(&v);
    if (auto* o = v.if_object())
        for (auto& kv : *o)
            values_of(kv.value(), out);
    else if (auto* a = v.if_array())
        for (auto& e : *a)
            values_of(e, out);
}

/// A name of the struct that `o` looks most like (the largest share of its
/// names among the keys of `o`) that `o` does not hold yet, when there is one.
inline std::string const& name_like(json::object const& o, model_words const& words, std::minstd_rand& random)
{
    auto const& structs = words.structs;
    std::vector<std::size_t> best;
    double best_share = -1;
    for (std::size_t s = 0; s < structs.size(); ++s) {
        std::size_t shared = 0;
        for (auto const& name : structs[s])
            shared += o.contains(name);
        double const share = double(shared) / double(structs[s].size());
        if (share > best_share)
            best.clear(), best_share = share;
        if (share == best_share)
            best.push_back(s);
    }
    auto const& names = structs[best[random() % best.size()]];
    std::vector<std::string const*> absent;
    for (auto const& name : names)
        if (!o.contains(name))
            absent.push_back(&name);
    return absent.empty() ? names[random() % names.size()] : *absent[random() % absent.size()];
}

/// A value of another JSON type, or a value the contract names.
inline json::value other_value(model_words const& words, std::minstd_rand& random)
{
    auto const& values = words.values;
    switch (random() % 10) {
    case 0: return nullptr;
    case 1: return true;
    case 2: return 0;
    case 3: return -1;
    case 4: return 1.5;
    case 5: return json::array{};
    case 6: return json::object{};
    case 7: return "";
    case 8: return 18446744073709551615u;
    default: return json::string(*std::next(values.begin(), static_cast<std::ptrdiff_t>(random() % values.size())));
    }
}

/// `v` as JSON text, with the member `twice` of the object `in` written a
/// second time, which a DOM cannot hold.
inline void write_with_duplicate(json::value const& v, json::object const* in, std::string_view twice,
                                 std::string& out)
{
    if (auto const* o = v.if_object()) {
        out += '{';
        bool first = true;
        for (auto const& kv : *o) {
            for (int n = 0; n < (o == in && kv.key() == twice ? 2 : 1); ++n) {
                out += first ? "" : ",";
                first = false;
                out += json::serialize(kv.key());
                out += ':';
                write_with_duplicate(kv.value(), in, twice, out);
            }
        }
        out += '}';
    } else if (auto const* a = v.if_array()) {
        out += '[';
        for (std::size_t i = 0; i < a->size(); ++i) {
            out += i ? "," : "";
            write_with_duplicate((*a)[i], in, twice, out);
        }
        out += ']';
    } else {
        out += json::serialize(v);
    }
}

} // namespace mutate_detail

/// Mutates `doc` once along the model whose words are `words`; `donor`
/// gives values to splice in. Returns the new text (a member given twice
/// cannot be a DOM), or nothing when the document offers no place.
inline std::optional<std::string> mutate_json(boost::json::value& doc, boost::json::value const& donor,
                                              model_words const& words, std::minstd_rand& random)
{
    namespace json = boost::json;
    using namespace mutate_detail;
    std::vector<json::value*> places, objects, donated;
    values_of(doc, places);
    values_of(const_cast<json::value&>(donor), donated); // read only
    for (auto* p : places)
        if (p->is_object() && !p->get_object().empty())
            objects.push_back(p);
    auto const pick = [&](auto const& from) { return from[random() % from.size()]; };
    auto const kind = random() % 7;
    if (kind <= 3 && !objects.empty()) {
        auto& o = pick(objects)->get_object();
        auto const member = std::next(o.begin(), static_cast<std::ptrdiff_t>(random() % o.size()));
        std::string const key(member->key());
        switch (kind) {
        case 0: o.erase(key); break; // drop
        case 1: { // rename to a name of the struct it looks like
            auto const& name = name_like(o, words, random);
            json::value moved = std::move(member->value());
            o.erase(key);
            o[name] = std::move(moved);
            break;
        }
        case 2: { // add a name of the struct it looks like
            auto const& name = name_like(o, words, random);
            o[name] = other_value(words, random);
            break;
        }
        case 3: { // give it twice
            std::string out;
            write_with_duplicate(doc, &o, key, out);
            return out;
        }
        }
    } else if (kind == 4) { // change the JSON type
        auto* place = pick(places);
        *place = other_value(words, random);
    } else if (kind == 5) { // a value of the other document
        json::value copy = *pick(donated);
        *pick(places) = std::move(copy);
    } else { // a value of this document, elsewhere in it
        json::value copy = *pick(places);
        auto* place = pick(places);
        *place = std::move(copy);
    }
    return json::serialize(doc);
}

/// libFuzzer's custom mutator (and, with `other`, its custom cross-over)
/// for inputs meant as documents of one of `Ts`: a document of one of them
/// generated afresh, now and then; a JSON input mutated along their model
/// (with values of `other` spliced in); anything else, and now and then JSON
/// too, handed to `fallback` (LLVMFuzzerMutate; nullptr: left as it is).
/// Writes at most `max_size` bytes to `data` and returns their number.
template <class... Ts>
std::size_t mutate(std::uint8_t* data, std::size_t size, std::size_t max_size, unsigned seed,
                   std::size_t (*fallback)(std::uint8_t*, std::size_t, std::size_t),
                   std::uint8_t const* other = nullptr, std::size_t other_size = 0)
{
    namespace json = boost::json;
    static model_words const words = words_of<Ts...>();
    std::minstd_rand random(seed);
    auto const write = [&](std::string const& text) {
        if (text.size() > max_size)
            return fallback ? fallback(data, size, max_size) : size;
        std::memcpy(data, text.data(), text.size());
        return text.size();
    };
    auto const choice = random() % 16;
    if (choice == 0) {
        std::string text;
        std::size_t const which = random() % sizeof...(Ts);
        std::size_t i = 0;
        // An initializer list, not a fold: clang refuses a fold of more than
        // 256 operands.
        [[maybe_unused]] int const each[] = {
            0, ((i++ == which ? void(text = json::serialize(generate<Ts>(random()))) : void()), 0)...};
        return write(text);
    }
    // Parsed as the decoders parse, so that a number the mutation leaves
    // alone is written back as the same double.
    auto const parse = [](std::uint8_t const* bytes, std::size_t n, json::value& out) {
        json::error_code ec;
        explorer_schema::detail::parse_dom(std::string_view(reinterpret_cast<char const*>(bytes), n), {}, out, ec);
        return !ec;
    };
    json::value doc;
    if (!parse(data, size, doc) || choice == 1)
        return fallback ? fallback(data, size, max_size) : size;
    json::value donor;
    if (other == nullptr || !parse(other, other_size, donor))
        donor = doc;
    auto const text = mutate_json(doc, donor, words, random);
    return text ? write(*text) : (fallback ? fallback(data, size, max_size) : size);
}

} // namespace explorer_schema::fuzzing

#endif
