// The peer of `explorer-schema validate` for the whole-process comparison:
// validates a JSON file against a JSON Schema with RapidJSON's SAX reader and
// SchemaValidator, reading the file as efficiently as the other program does.
//
// Usage: rapidjson_validate SCHEMA FILE; exit 0 valid, 1 invalid, 2 error.

#include <rapidjson/document.h>
#include <rapidjson/error/en.h>
#include <rapidjson/reader.h>
#include <rapidjson/schema.h>

#include <cstdio>
#include <string>

namespace {

bool read(char const* path, std::string& out)
{
    std::FILE* f = std::fopen(path, "rb");
    if (!f)
        return false;
    std::fseek(f, 0, SEEK_END);
    out.resize(static_cast<std::size_t>(std::ftell(f)));
    std::fseek(f, 0, SEEK_SET);
    bool const ok = std::fread(out.data(), 1, out.size(), f) == out.size();
    std::fclose(f);
    return ok;
}

} // namespace

int main(int argc, char** argv)
{
    std::string schema_text, text;
    if (argc != 3 || !read(argv[1], schema_text) || !read(argv[2], text)) {
        std::fprintf(stderr, "usage: rapidjson_validate SCHEMA FILE\n");
        return 2;
    }
    rapidjson::Document schema_document;
    if (schema_document.Parse(schema_text.c_str()).HasParseError()) {
        std::fprintf(stderr, "the schema is not JSON\n");
        return 2;
    }
    rapidjson::SchemaDocument const schema(schema_document);
    rapidjson::SchemaValidator validator(schema);
    rapidjson::Reader reader;
    rapidjson::StringStream stream(text.c_str());
    if (!reader.Parse(stream, validator) && reader.HasParseError() && validator.IsValid()) {
        std::printf("%s: malformed JSON: %s\n", argv[2], rapidjson::GetParseError_En(reader.GetParseErrorCode()));
        return 1;
    }
    bool const valid = validator.IsValid();
    std::printf("%s: %s\n", argv[2], valid ? "valid" : "invalid");
    return valid ? 0 : 1;
}
