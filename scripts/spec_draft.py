#!/usr/bin/env python3
"""A first draft of the model of one path, from Blockscout's published spec.

Usage: scripts/spec_draft.py PATH [FACTS]

PATH is a path as the registry writes it (`/api/v2/blocks/{block_hash_or_number}`)
or as tools/spec/facts.tsv does (`/v2/blocks/{}`); FACTS defaults to
tools/spec/facts.tsv (written by scripts/spec_facts.py). Prints C++ structs in
the style of include/explorer_schema/contracts/blockscout/: one struct per
object of the body, `std::optional<T>` for a member the spec says may be
null, `omittable<T>` for one it does not require, the vocabulary types
(`integer_string`, `decimal_string`, `full_hash`, `address_hash`, `hex_data`,
`timestamp`) from the spec's schema names, formats and patterns, described
enums from its enums, and a `release_history` of the members that came or
went after the release in which the spec first has the path.

It is a draft: the published spec is wrong in places (see docs/spec-drift.md).
Check every member against the backend's view at its tags and against real
recordings, reuse the structs that already exist (address, token, block,
transaction...), and write each difference that remains into
tools/spec/disagreements.tsv.
"""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

VOCABULARY = {
    "AddressHash": "address_hash",
    "FullHash": "full_hash",
    "IntegerString": "integer_string",
    "FloatString": "decimal_string",
    "Timestamp": "timestamp",
    "HexString": "hex_data",
    "MethodId": "method_id",
}
PATTERNS = [
    (r"^\^0x\(?\[A-Fa-f0-9\]\{40\}", "address_hash"),
    (r"^\^0x\(?\[0-9a-fA-F\]\{40\}", "address_hash"),
    (r"\{64\}", "full_hash"),
    (r"^\^-?\(\[1-9\]\[0-9\]\*\|0\)\$$", "integer_string"),
    (r"\\\.\[0-9\]\+", "decimal_string"),
    (r"^\^0x\[0-9a-fA-F\]\*\$$", "hex_data"),
]


def version_of(tag):
    return tuple(int(x) for x in tag.lstrip("v").split("."))


def normalise(path):
    path = path.split("?", 1)[0]
    if path.startswith("/api/"):
        path = path[len("/api"):]
    path = re.sub(r"\{[^}]*\}", "{}", path)
    return path[:-1] if len(path) > 1 and path.endswith("/") else path


def identifier(name):
    s = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()
    s = re.sub(r"[^a-z0-9_]", "_", s)
    return s + "_" if s in ("type", "class", "default", "delete", "new", "private", "public") else s


def read(facts_file, path):
    rows = []
    statuses = []
    with open(facts_file) as f:
        for line in f:
            if line.startswith("#"):
                continue
            cols = line.rstrip("\n").split("\t")
            if cols[1] != path:
                continue
            if cols[0] == "status":
                statuses.append(cols)
            else:
                rows.append(cols)
    return rows, statuses


def main():
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    path = normalise(sys.argv[1])
    facts_file = sys.argv[2] if len(sys.argv) == 3 else os.path.join(HERE, "..", "tools", "spec", "facts.tsv")
    rows, statuses = read(facts_file, path)
    if not rows:
        raise SystemExit("no facts for " + path + " in " + facts_file)
    newest = max(version_of(r[11]) for r in rows)
    path_first = min(version_of(r[9]) for r in rows if r[2] == "")
    # Per pointer: the newest fact, and when the pointer first and last holds.
    pointers = {}
    for r in rows:
        p = r[2]
        e = pointers.setdefault(p, {"first": r[9], "last": r[11], "fact": r})
        if version_of(r[9]) < version_of(e["first"]):
            e["first"] = r[9]
        if version_of(r[11]) >= version_of(e["last"]):
            e["last"] = r[11]
            e["fact"] = r
    children = {}
    for p in sorted(pointers):
        if p == "":
            continue
        parent, _, name = p.rpartition("/")
        children.setdefault(parent, []).append(name)

    structs = []  # (name, comment, members, history)
    enums = []
    names_taken = set()
    built = {}  # (schema, members) -> struct name: a schema the spec repeats is one struct
    enum_names = {}  # values -> enum name
    alias = identifier(path.strip("/").replace("/{}", "").replace("-", "_").replace("/", "_").replace("v2_", "", 1)) + "_response"

    def struct_name(pointer, fact):
        base = fact[4] if fact[4] not in ("-",) and "=" not in fact[4] and "," not in fact[4] else ""
        if not base:
            segs = [s for s in pointer.split("/") if s and s != "*"]
            base = segs[-1] if segs else alias[: -len("_response")] + "_body"
            if pointer.endswith("/*") and base.endswith("s"):
                base = base[:-1]
        name = identifier(base)
        while name in names_taken:
            name += "_"
        names_taken.add(name)
        return name

    def type_of(pointer):
        fact = pointers[pointer]["fact"]
        types = fact[3].split("|")
        fmt = fact[4]
        if "object" in types and children.get(pointer):
            t = build(pointer)
        elif "array" in types:
            t = "std::vector<%s>" % (type_of(pointer + "/*") if pointer + "/*" in pointers else "json_value")
        elif "object" in types:
            t = "json_object"
        elif types == ["string"]:
            t = VOCABULARY.get(fmt)
            if t is None and fmt.startswith("format=date-time"):
                t = "timestamp"
            if t is None and fmt.startswith("pattern="):
                for regex, v in PATTERNS:
                    if re.search(regex, fmt[len("pattern="):]):
                        t = v
                        break
            if t is None and fmt.startswith("enum="):
                values = fmt[len("enum="):].split("|")
                if fmt not in enum_names:
                    name = identifier(pointer.rsplit("/", 1)[1])
                    while name in names_taken:
                        name += "_"
                    names_taken.add(name)
                    enums.append((name, values))
                    enum_names[fmt] = name
                t = enum_names[fmt]
            if t is None:
                t = "std::string"
        elif types == ["integer"]:
            t = "std::uint64_t"
        elif types == ["number"]:
            t = "double"
        elif types == ["boolean"]:
            t = "bool"
        else:
            t = "json_value /* %s */" % fact[3]
        if fact[5] == "true":
            t = "std::optional<%s>" % t
        if fact[6] == "false":
            t = "omittable<%s>" % t
        return t

    def build(pointer):
        fact = pointers[pointer]["fact"]
        kids = children.get(pointer, [])
        if pointer == "" and sorted(kids) == ["items", "next_page_params"] and "/items/*" in pointers:
            return "page<%s>" % type_of("/items/*")
        key = (fact[4], tuple(kids)) if fact[4] != "-" else None
        if key in built:
            return built[key]
        name = struct_name(pointer, fact)
        if key is not None:
            built[key] = name
        members = []
        history = []
        for child in children.get(pointer, []):
            p = pointer + "/" + child
            if p.endswith("/*"):
                continue
            e = pointers[p]
            members.append((identifier(child), child, type_of(p), e["fact"][4]))
            first, last = version_of(e["first"]), version_of(e["last"])
            if first > path_first or last < newest:
                history.append((child, first, last))
        closed = fact[7]
        structs.append((name, pointer, members, history, closed, fact[4]))
        return name

    root = type_of("")
    out = []
    out.append("// DRAFT from Blockscout's published OpenAPI documents (tools/spec/facts.tsv), for GET %s." % path)
    out.append("// Not checked: the spec is evidence, not truth. Check each member against the backend's view")
    out.append("// (apps/block_scout_web/lib/block_scout_web/views/api/v2/) at its tags and against real recordings,")
    out.append("// reuse the structs that exist, and put what stays different into tools/spec/disagreements.tsv.")
    out.append("// The spec has the path from %s; its newest document is v%s." % (".".join(map(str, path_first)), ".".join(map(str, newest))))
    if statuses:
        out.append("// Other statuses the spec lists: " + ", ".join("%s (%s, %s-%s)" % (s[2], s[3], s[8], s[10]) for s in statuses) + ".")
    out.append("")
    for name, values in enums:
        out.append("enum class %s { %s };" % (name, ", ".join(identifier(v) for v in values)))
        out.append("BOOST_DESCRIBE_ENUM(%s, %s)" % (name, ", ".join(identifier(v) for v in values)))
        out.append("")
    for name, pointer, members, history, closed, schema in structs:
        out.append("/// At %s%s%s. TODO: the backend function that renders it." % (
            pointer or "the body", " (the spec's %s)" % schema if schema != "-" else "",
            "; the spec forbids other members" if closed == "true" else ""))
        out.append("struct %s {" % name)
        for ident, key, t, fmt in members:
            comment = " ///< TODO: unit, meaning" + ("; JSON key \"%s\"" % key if ident != key else "")
            out.append("    %s %s;%s" % (t, ident, comment))
        if history:
            out.append("")
            out.append("    static constexpr key_history release_history[]{")
            for key, first, last in history:
                last_text = "" if last == newest else ", {%d, %d, %d}" % last
                out.append("        {\"%s\", {%d, %d, %d}%s}, // from the spec; check the view's history" % ((key,) + first + (last_text,)))
            out.append("    };")
        out.append("};")
        out.append("BOOST_DESCRIBE_STRUCT(%s, (), (%s))" % (name, ", ".join(m[0] for m in members)))
        out.append("")
    out.append("/// Body of GET /api%s." % path)
    out.append("using %s = %s;" % (alias, root))
    print("\n".join(out))


if __name__ == "__main__":
    main()
