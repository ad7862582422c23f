// Prints the model's words as a libFuzzer dictionary: every name of every
// struct and every value the contract names, each as a JSON string.
#include <explorer_schema/fuzzing/registry_words.hpp>

#include <boost/json/serialize.hpp>

#include <cstdio>
#include <string>

int main()
{
    auto const& words = explorer_schema::fuzzing::all_words();
    auto print = [n = 0](std::string const& word) mutable {
        // The JSON string, written as a dictionary entry: " and \ escaped,
        // other bytes outside printable ASCII as \xNN.
        std::string const text = boost::json::serialize(boost::json::string(word));
        std::printf("model_%d=\"", n++);
        for (unsigned char c : text) {
            if (c == '"' || c == '\\')
                std::printf("\\%c", c);
            else if (c < 0x20 || c >= 0x7F)
                std::printf("\\x%02X", c);
            else
                std::putchar(c);
        }
        std::printf("\"\n");
    };
    for (auto const& name : words.names)
        print(name);
    for (auto const& value : words.values)
        print(value);
}
