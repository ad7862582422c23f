#ifndef EXPLORER_SCHEMA_TESTS_JSON_POINTER_HPP
#define EXPLORER_SCHEMA_TESTS_JSON_POINTER_HPP

#include <string>
#include <string_view>
#include <utility>

namespace test_support {

/// A JSON Pointer split into its parent's pointer and its last member name,
/// unescaped ("/a/b~1c" gives "/a" and "b/c").
inline std::pair<std::string_view, std::string> parent_and_key(std::string_view pointer)
{
    auto const slash = pointer.rfind('/');
    std::string key;
    for (auto token = pointer.substr(slash + 1); !token.empty(); token.remove_prefix(1)) {
        if (token.starts_with("~0") || token.starts_with("~1")) {
            key += token[1] == '0' ? '~' : '/';
            token.remove_prefix(1);
        } else {
            key += token[0];
        }
    }
    return {pointer.substr(0, slash), key};
}

} // namespace test_support

#endif
