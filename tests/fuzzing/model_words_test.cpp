// <explorer_schema/fuzzing/model_words.hpp>: the names and values of any
// model, for a fuzzer's dictionary and the mutator's renames.

#include "../support.hpp"

#include <explorer_schema/fuzzing/model_words.hpp>

namespace es = explorer_schema;
using namespace test_support;

namespace model_words_model {

enum class mood { calm, stormy };
BOOST_DESCRIBE_ENUM(mood, calm, stormy)

struct leaf {
    es::literal<"leaf"> kind;
    mood feeling = mood::calm;
    es::address_hash owner;
};
BOOST_DESCRIBE_STRUCT(leaf, (), (kind, feeling, owner))

struct tree {
    std::vector<leaf> leaves;
    std::optional<leaf> top;
    std::vector<mood> moods;
};
BOOST_DESCRIBE_STRUCT(tree, (), (leaves, top, moods))

} // namespace model_words_model

BOOST_AUTO_TEST_SUITE(model_words)

// Rule: the words of a model are the member names of each struct it
// reaches, once per struct however often it is reached, a struct after the
// structs inside it; and as values every literal, enumerator and
// vocabulary example.
BOOST_AUTO_TEST_CASE(a_model_gives_each_structs_names_once_and_every_value_it_names)
{
    auto const words = es::fuzzing::words_of<model_words_model::tree>();
    BOOST_TEST_REQUIRE(words.structs.size() == 2u);
    BOOST_TEST(words.structs[0] == (std::vector<std::string>{"kind", "feeling", "owner"}),
               boost::test_tools::per_element());
    BOOST_TEST(words.structs[1] == (std::vector<std::string>{"leaves", "top", "moods"}),
               boost::test_tools::per_element());
    BOOST_TEST(words.names == (std::set<std::string>{"feeling", "kind", "leaves", "moods", "owner", "top"}),
               boost::test_tools::per_element());
    BOOST_TEST(words.values == (std::set<std::string>{"calm", "leaf", "stormy", std::string(es::address_hash::example)}),
               boost::test_tools::per_element());
}

// Rule: the words of several types are the union of each one's, a struct
// two of them reach listed once.
BOOST_AUTO_TEST_CASE(the_words_of_several_types_list_a_shared_struct_once)
{
    auto const words = es::fuzzing::words_of<model_words_model::leaf, model_words_model::tree>();
    BOOST_TEST(words.structs.size() == 2u);
    BOOST_TEST(words.names.size() == 6u);
}

BOOST_AUTO_TEST_SUITE_END()
