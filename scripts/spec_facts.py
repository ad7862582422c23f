#!/usr/bin/env python3
"""Facts from Blockscout's published OpenAPI documents, for tools/spec/facts.tsv.

Usage: scripts/spec_facts.py SWAGGERS_GIT_DIR [COMMIT] > tools/spec/facts.tsv

SWAGGERS_GIT_DIR is a git directory (bare or not) of blockscout/swaggers,
which holds blockscout/<release>/<chain type>/swagger.yaml; COMMIT defaults
to HEAD. The files are read from the commit with `git show`, never copied.

For every published release (a directory named MAJOR.MINOR.PATCH) whose
`default` chain type has a document, oldest first, and every GET path whose
200 response answers application/json, the 200 schema is flattened into one
fact per JSON Pointer of the body:

- $ref is resolved (a schema that refers to itself along one pointer stops
  there, as an object); allOf merges its parts; oneOf and anyOf are the
  union of their alternatives: a member is required when every object
  alternative requires it, the types are the union, `closed` when every
  object alternative forbids other members (additionalProperties: false);
- nullable: `nullable: true`, `type: [..., null]`, an alternative of type
  null or an enum that holds null;
- an array's items are the pointer with `/*` appended; the body is the
  empty pointer; `required` is `-` for the body and for array items;
- `format` is the name of the component schema the value refers to
  (without its Nullable suffix: AddressHash, FullHash, IntegerString,
  Timestamp, Address, Block...), else `format=...`, `enum=a|b|c` or
  `pattern=...` of the value, else `-`.

A path is normalised: its parameters become `{}` and a trailing slash goes
(`/v2/blocks/{block_hash_or_number_param}` is `/v2/blocks/{}`). The same
fact (every column but the releases) over consecutive published documents is
one line, with the release (minor version) and tag where it first holds and
where it last holds; a fact that changes is two lines. Each path's other
statuses are `status` lines: the status in the pointer column and the names
of their response schemas in the type column.

The output is sorted and deterministic: the same commit gives the same bytes.
"""

import re
import subprocess
import sys

import yaml

try:
    Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover
    Loader = yaml.SafeLoader

CHAIN = "default"


def git(gitdir, *args):
    return subprocess.run(["git", "-C", gitdir, *args], check=True, capture_output=True, text=True).stdout


def version_key(tag):
    return tuple(int(x) for x in tag.split("."))


def minor(tag):
    major, mnr, _ = tag.split(".")
    return "v%s.%s" % (major, mnr)


def normalise_path(path):
    path = re.sub(r"\{[^}]*\}", "{}", path)
    if len(path) > 1 and path.endswith("/"):
        path = path[:-1]
    return path


class Shape:
    """One alternative of what a value may be."""

    def __init__(self):
        self.types = set()
        self.nullable = False
        self.props = {}  # name -> [schema, ...]
        self.required = set()
        self.closed = False
        self.items = []  # [schema, ...]
        self.formats = set()

    def merge(self, other):
        self.types |= other.types
        self.nullable = self.nullable or other.nullable
        for name, schemas in other.props.items():
            self.props.setdefault(name, []).extend(schemas)
        self.required |= other.required
        self.closed = self.closed or other.closed
        self.items.extend(other.items)
        self.formats |= other.formats

    def is_object(self):
        return "object" in self.types or bool(self.props)


class Document:
    def __init__(self, text):
        self.doc = yaml.load(text, Loader=Loader)
        self.schemas = (self.doc.get("components") or {}).get("schemas") or {}

    def resolve(self, ref):
        prefix = "#/components/schemas/"
        if not ref.startswith(prefix):
            raise ValueError("unsupported $ref " + ref)
        return ref[len(prefix):], self.schemas[ref[len(prefix):]]

    def shapes(self, schema, refs):
        """The alternatives of `schema`; `refs` the component schemas
        entered along the current pointer."""
        if schema is None:
            return [Shape()]
        if "$ref" in schema:
            name, target = self.resolve(schema["$ref"])
            if name in refs:
                s = Shape()
                s.types.add("object")
                s.formats.add("recursive:" + name)
                return [s]
            shapes = self.shapes(target, refs | {name})
            leaf = name[: -len("Nullable")] if name.endswith("Nullable") else name
            for s in shapes:
                s.formats = {leaf}
            return shapes
        own = Shape()
        t = schema.get("type")
        if isinstance(t, list):
            for x in t:
                if x is None or x == "null":
                    own.nullable = True
                else:
                    own.types.add(x)
        elif t == "null":
            own.nullable = True
        elif t is not None:
            own.types.add(t)
        if schema.get("nullable") is True:
            own.nullable = True
        if "enum" in schema:
            values = schema["enum"] or []
            if any(v is None for v in values):
                own.nullable = True
            named = [str(v) for v in values if v is not None]
            if named:
                own.formats.add("enum=" + "|".join(named))
        elif "format" in schema:
            own.formats.add("format=" + str(schema["format"]))
        elif "pattern" in schema:
            own.formats.add("pattern=" + str(schema["pattern"]))
        for name, sub in (schema.get("properties") or {}).items():
            own.props.setdefault(name, []).append(sub)
        if own.props or "object" in own.types:
            own.types.add("object")
        own.required |= set(schema.get("required") or [])
        if schema.get("additionalProperties") is False:
            own.closed = True
        if "items" in schema:
            own.items.append(schema["items"])
            own.types.add("array")
        result = [own]
        for part in schema.get("allOf") or []:
            merged = []
            for r in result:
                for p in self.shapes(part, refs):
                    m = Shape()
                    m.merge(r)
                    m.merge(p)
                    merged.append(m)
            result = merged
        alternatives = (schema.get("oneOf") or []) + (schema.get("anyOf") or [])
        if alternatives:
            merged = []
            for r in result:
                for a in alternatives:
                    for p in self.shapes(a, refs):
                        m = Shape()
                        m.merge(r)
                        m.merge(p)
                        merged.append(m)
            result = merged
        # An alternative that is null alone makes the value nullable.
        nulls = [s for s in result if s.nullable and not s.types and not s.props and not s.items]
        if nulls and len(nulls) < len(result):
            result = [s for s in result if s not in nulls]
            for s in result:
                s.nullable = True
        return result

    def flatten(self, schema, pointer, required, refs, out):
        shapes = self.shapes(schema, refs)
        types = set()
        nullable = False
        formats = set()
        for s in shapes:
            types |= s.types
            nullable = nullable or s.nullable
            formats |= s.formats
        objects = [s for s in shapes if s.is_object()]
        closed = "-"
        if objects:
            closed = "true" if all(s.closed for s in objects) else "false"
        fact = (
            "|".join(sorted(types)) or "any",
            ",".join(sorted(formats)) or "-",
            "true" if nullable else "false",
            required,
            closed,
        )
        previous = out.get(pointer)
        if previous is not None and previous != fact:
            # The same pointer reached twice (a oneOf of arrays): the union.
            fact = (
                "|".join(sorted(set(previous[0].split("|")) | set(fact[0].split("|")))),
                ",".join(sorted((set(previous[1].split(",")) | set(fact[1].split(","))) - {"-"})) or "-",
                "true" if "true" in (previous[2], fact[2]) else "false",
                previous[3] if previous[3] == fact[3] else "false",
                previous[4] if previous[4] == fact[4] else "false",
            )
        out[pointer] = fact
        names = []
        for s in objects:
            for name in s.props:
                if name not in names:
                    names.append(name)
        for name in names:
            subs = []
            for s in objects:
                subs.extend(s.props.get(name, []))
            req = "true" if all(name in s.required for s in objects) else "false"
            child = pointer + "/" + name.replace("~", "~0").replace("/", "~1")
            self.flatten({"anyOf": subs} if len(subs) > 1 else subs[0], child, req, refs, out)
        items = []
        for s in shapes:
            items.extend(s.items)
        if items:
            self.flatten({"anyOf": items} if len(items) > 1 else items[0], pointer + "/*", "-", refs, out)

    def facts(self):
        """{path: ({pointer: fact}, {status: schema names})}"""
        result = {}
        for path, operations in (self.doc.get("paths") or {}).items():
            get = (operations or {}).get("get")
            if not get:
                continue
            responses = get.get("responses") or {}
            ok = responses.get("200") or responses.get(200)
            if not ok or "$ref" in ok:
                continue
            content = (ok.get("content") or {}).get("application/json")
            if content is None:
                continue
            members = {}
            self.flatten(content.get("schema"), "", "-", frozenset(), members)
            statuses = {}
            for status, response in responses.items():
                if str(status) == "200":
                    continue
                names = []
                for media, body in sorted(((response or {}).get("content") or {}).items()):
                    schema = (body or {}).get("schema") or {}
                    names.append(schema["$ref"].rsplit("/", 1)[1] if "$ref" in schema else media)
                statuses[str(status)] = ",".join(names) or "-"
            key = normalise_path(path)
            if key in result:
                raise SystemExit("two GET paths normalise to " + key)
            result[key] = (members, statuses)
        return result


def main():
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    gitdir = sys.argv[1]
    commit = git(gitdir, "rev-parse", sys.argv[2] if len(sys.argv) == 3 else "HEAD").strip()
    listing = git(gitdir, "ls-tree", "-r", "--name-only", commit, "blockscout/").split("\n")
    tags = sorted(
        (m.group(1) for m in (re.fullmatch(r"blockscout/(\d+\.\d+\.\d+)/" + CHAIN + r"/swagger\.yaml", f) for f in listing) if m),
        key=version_key,
    )
    # (kind, path, pointer, fact) -> runs of consecutive document indices
    runs = {}
    for index, tag in enumerate(tags):
        print("reading " + tag, file=sys.stderr)
        doc = Document(git(gitdir, "show", "%s:blockscout/%s/%s/swagger.yaml" % (commit, tag, CHAIN)))
        for path, (members, statuses) in doc.facts().items():
            rows = [("member", path, p, f) for p, f in members.items()]
            rows += [("status", path, s, (n, "-", "-", "-", "-")) for s, n in statuses.items()]
            for row in rows:
                spans = runs.setdefault(row, [])
                if spans and spans[-1][1] == index - 1:
                    spans[-1][1] = index
                else:
                    spans.append([index, index])
    lines = []
    for (kind, path, pointer, fact), spans in runs.items():
        for first, last in spans:
            lines.append(
                (path, kind, pointer, version_key(tags[first]))
                + ((kind, path, pointer) + fact + (minor(tags[first]), "v" + tags[first], minor(tags[last]), "v" + tags[last]),)
            )
    lines.sort(key=lambda l: l[:4])
    out = sys.stdout
    out.write(
        "# Facts of Blockscout's published OpenAPI documents (chain type %s, releases %s to %s, %d documents),\n"
        "# from blockscout/swaggers commit %s, by scripts/spec_facts.py (which says what each column means).\n"
        "# Regenerate: scripts/spec_facts.py <git dir of blockscout/swaggers> %s > tools/spec/facts.tsv\n"
        "# kind\tpath\tpointer\ttype\tformat\tnullable\trequired\tclosed\tfirst\tfirst_tag\tlast\tlast_tag\n"
        % (CHAIN, tags[0], tags[-1], len(tags), commit, commit)
    )
    for line in lines:
        out.write("\t".join(line[4]) + "\n")


if __name__ == "__main__":
    main()
