#ifndef EXPLORER_SCHEMA_FUZZING_MODEL_WORDS_HPP
#define EXPLORER_SCHEMA_FUZZING_MODEL_WORDS_HPP

// What a fuzzer should know of the model, read from the types: each struct's names (its JSON keys, the
// names it was sent under before, and the C++ names of its members, catch-all
// members included, which a key must never be taken for), and the values
// the contract names (enumerators, literals, an example of each vocabulary
// type). Of any model: the registry's words are all_words, in
// fuzzing/registry_words.hpp.

#include <explorer_schema/model/category.hpp>
#include <explorer_schema/model/members.hpp>

#include <boost/describe/enumerators.hpp>
#include <boost/json/serialize.hpp>
#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema::fuzzing {

struct model_words {
    /// The names of one struct.
    std::vector<std::vector<std::string>> structs;
    std::set<std::string> names;  ///< of every struct
    std::set<std::string> values; ///< strings the contract names
};

namespace model_detail {

// The words of a value of each category: its names and values.

template <class T>
void collect(model_words& words, std::set<std::string>& seen);

template <class T>
void collect(category::any, model_words&, std::set<std::string>&)
{
}
template <class T>
void collect(category::wrapper, model_words& words, std::set<std::string>& seen)
{
    collect<typename T::value_type>(words, seen);
}
template <class T>
void collect(category::literal, model_words& words, std::set<std::string>&)
{
    words.values.emplace(T::value);
}
template <class T>
void collect(category::described_enum, model_words& words, std::set<std::string>&)
{
    boost::mp11::mp_for_each<boost::describe::describe_enumerators<T>>([&](auto e) { words.values.emplace(e.name); });
}
template <class T>
void collect(category::vocabulary, model_words& words, std::set<std::string>&)
{
    words.values.emplace(T::example);
}
template <class T>
void collect(category::array_form, model_words& words, std::set<std::string>& seen)
{
    collect<typename T::value_type>(words, seen);
}
template <class T>
void collect(category::string_map, model_words& words, std::set<std::string>& seen)
{
    collect<typename T::mapped_type>(words, seen);
}
template <class T, variant_category C>
void collect(C, model_words& words, std::set<std::string>& seen)
{
    boost::mp11::mp_for_each<boost::mp11::mp_rename<T, boost::mp11::mp_list>>(
        [&](auto a) { collect<decltype(a)>(words, seen); });
}
template <class T>
void collect(category::described_struct, model_words& words, std::set<std::string>& seen)
{
    if (!seen.insert(typeid(T).name()).second)
        return;
    std::vector<std::string> names;
    boost::mp11::mp_for_each<members_of<T>>([&](auto member) {
        names.emplace_back(member.name);
        collect<member_type<decltype(member)>>(words, seen);
    });
    for (auto const& h : release_history_of<T>())
        if (!h.current.empty()) // a former name
            names.emplace_back(h.key);
    words.names.insert(names.begin(), names.end());
    words.structs.push_back(std::move(names));
}

template <class T>
void collect(model_words& words, std::set<std::string>& seen)
{
    collect<T>(category_t<T>{}, words, seen);
}

} // namespace model_detail

/// The words of the types `Ts`.
template <class... Ts>
model_words words_of()
{
    model_words w;
    std::set<std::string> seen;
    // An initializer list, not a fold: clang refuses a fold of more than
    // 256 operands.
    [[maybe_unused]] int const each[] = {0, (model_detail::collect<Ts>(w, seen), 0)...};
    return w;
}

/// The words of the types of a boost::mp11::mp_list.
template <class... Ts>
model_words words_of(boost::mp11::mp_list<Ts...>)
{
    return words_of<Ts...>();
}

} // namespace explorer_schema::fuzzing

#endif
