// The model against Blockscout's published OpenAPI documents: each
// endpoint's facts, read from the structs and their release histories, are
// compared with the spec's (tools/spec/facts.tsv, scripts/spec_facts.py);
// each difference is explained by a line of tools/spec/disagreements.tsv,
// and the differences and their evidence are published as
// docs/spec-drift.md.

#include "support.hpp"

#include <explorer_schema/detail/member_lookup.hpp>

#include <boost/mp11/algorithm.hpp>

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

using namespace test_support;

// The helpers are in the suite's namespace: the suites are compiled
// together (a unity build), where unnamed namespaces would meet.
BOOST_AUTO_TEST_SUITE(spec_facts)

constexpr std::size_t release_count = es::blockscout_releases.size();

/// What one pointer of a body is in one release.
struct at_release {
    bool present = false;
    std::set<std::string> types;
    bool nullable = false;
    bool required = false;
};

/// A pointer's facts in every release; `open`: the library holds anything
/// there (a free-form member), so it has no facts beneath.
struct pointer_facts {
    std::array<at_release, release_count> releases{};
    bool open = false;
};

using body_facts = std::map<std::string, pointer_facts>;

// ---- The library's facts, from the model -------------------------------

/// The JSON type of a leaf, as the library's JSON Schema export says it.
template <class T>
std::string leaf_type()
{
    auto const schema = es::schema_builder().schema_of<T>();
    if (auto const* t = schema.as_object().if_contains("type"))
        return std::string(t->as_string());
    return "any";
}

void record(body_facts& out, std::string const& pointer, es::release_set sent, es::release_set required,
            bool nullable, auto type_in)
{
    auto& f = out[pointer];
    for (std::size_t r = 0; r < release_count; ++r) {
        if (!sent.contains(r))
            continue;
        auto& a = f.releases[r];
        a.present = true;
        a.types.insert(type_in(r));
        a.nullable = a.nullable || nullable;
        a.required = a.required || required.contains(r);
    }
}

std::string parent_of(std::string const& pointer);

/// The facts of the alternatives of the value at `base`, each walked apart:
/// a member is required where every alternative that has its object there
/// requires it.
void merge_alternatives(body_facts& out, std::string const& base, std::vector<body_facts> const& alternatives)
{
    std::set<std::string> pointers;
    for (auto const& a : alternatives)
        for (auto const& [p, f] : a)
            pointers.insert(p);
    for (auto const& p : pointers) {
        auto& f = out[p];
        for (std::size_t r = 0; r < release_count; ++r) {
            bool any = false, all_required = true;
            for (auto const& a : alternatives) {
                if (p != base) {
                    auto const parent = a.find(parent_of(p));
                    if (parent == a.end() || !parent->second.releases[r].present)
                        continue; // this alternative has no object there
                }
                auto const it = a.find(p);
                if (it == a.end() || !it->second.releases[r].present) {
                    all_required = false;
                    continue;
                }
                auto const& x = it->second.releases[r];
                any = true;
                f.releases[r].types.insert(x.types.begin(), x.types.end());
                f.releases[r].nullable = f.releases[r].nullable || x.nullable;
                all_required = all_required && x.required;
            }
            if (any) {
                f.releases[r].present = true;
                f.releases[r].required = f.releases[r].required || all_required;
            }
        }
        for (auto const& a : alternatives)
            if (auto const it = a.find(p); it != a.end())
                f.open = f.open || it->second.open;
    }
}

template <class T>
void walk(body_facts& out, std::string const& pointer, es::release_set sent, es::release_set required, bool nullable);

template <class T, class... A>
void walk_alternatives(body_facts& out, std::string const& pointer, es::release_set sent, es::release_set required,
                       bool nullable, std::variant<A...>*)
{
    std::vector<body_facts> alternatives;
    (
        [&] {
            es::release_set s = sent;
            if constexpr (es::described_struct<A>)
                s = s & es::detail::alternative_sent_by<A>();
            body_facts f;
            walk<A>(f, pointer, s, required & s, nullable);
            alternatives.push_back(std::move(f));
        }(),
        ...);
    merge_alternatives(out, pointer, alternatives);
}

template <class T>
void walk(body_facts& out, std::string const& pointer, es::release_set sent, es::release_set required, bool nullable)
{
    namespace category = es::category;
    using C = es::category_t<T>;
    if constexpr (std::same_as<C, category::optional>) {
        walk<typename T::value_type>(out, pointer, sent, required, true);
    } else if constexpr (std::same_as<C, category::omittable>) {
        // Its key's releases (key_releases_of) say when every body has it.
        walk<typename T::value_type>(out, pointer, sent, required, nullable);
    } else if constexpr (std::same_as<C, category::secret>) {
        walk<typename T::value_type>(out, pointer, sent, required, nullable);
    } else if constexpr (std::same_as<C, category::quoted_integer>) {
        record(out, pointer, sent, required, nullable,
               [](std::size_t r) { return T::quoted_by().contains(r) ? std::string("string") : std::string("integer"); });
    } else if constexpr (std::derived_from<C, category::array_form>) {
        record(out, pointer, sent, required, nullable, [](std::size_t) { return std::string("array"); });
        walk<typename T::value_type>(out, pointer + "/*", sent, sent, false);
    } else if constexpr (std::same_as<C, category::described_struct>) {
        record(out, pointer, sent, required, nullable, [](std::size_t) { return std::string("object"); });
        for (std::size_t k = 0; k < es::detail::key_count<T>; ++k) {
            if (!es::detail::key_chains<T>[k].empty())
                continue; // some chain types': the default chain type never sends it
            auto const keys = es::detail::key_releases_of<T>[k];
            auto child = pointer;
            es::json_pointer::append_key(child, es::detail::key_name<T>(k));
            boost::mp11::mp_with_index<es::detail::member_count<T>>(es::detail::member_of_key<T>(k), [&](auto i) {
                using M = es::member_type<boost::mp11::mp_at_c<es::members_of<T>, i>>;
                if constexpr (!es::of_category<M, category::extra_members>)
                    walk<M>(out, child, sent & keys.sent, sent & keys.required, false);
            });
        }
    } else if constexpr (std::derived_from<C, category::variant> || std::same_as<C, category::kind_variant>) {
        walk_alternatives<T>(out, pointer, sent, required, nullable, static_cast<T*>(nullptr));
    } else if constexpr (std::derived_from<C, category::object_form>) {
        // A map or a free-form object: any members.
        record(out, pointer, sent, required, nullable, [](std::size_t) { return std::string("object"); });
        out[pointer].open = true;
    } else if constexpr (std::same_as<C, category::raw_json>) {
        record(out, pointer, sent, required, nullable, [](std::size_t) { return std::string("any"); });
        out[pointer].open = true;
    } else {
        auto const type = leaf_type<T>();
        record(out, pointer, sent, required, nullable, [&](std::size_t) { return type; });
    }
}

// ---- The spec's facts, from tools/spec/facts.tsv ----------------------

fs::path const project_dir = tests_dir.parent_path();
fs::path const facts_file = project_dir / "tools/spec/facts.tsv";
fs::path const disagreements_file = project_dir / "tools/spec/disagreements.tsv";
fs::path const drift_page_file = project_dir / "docs/spec-drift.md";

std::vector<std::string> split(std::string const& line, char sep = '\t')
{
    std::vector<std::string> out(1);
    for (char c : line)
        if (c == sep)
            out.emplace_back();
        else
            out.back() += c;
    return out;
}

es::version parse_tag(std::string_view tag)
{
    auto const parts = split(std::string(tag.substr(1)), '.');
    return {static_cast<std::uint8_t>(std::stoi(parts.at(0))), static_cast<std::uint8_t>(std::stoi(parts.at(1))),
            static_cast<std::uint8_t>(std::stoi(parts.at(2)))};
}

/// The published tag after `v`, in the library's table of releases (which
/// lists every patch the spec is published for).
es::version tag_after(es::version v)
{
    for (std::size_t r = 0; r < release_count; ++r) {
        auto const& rel = es::blockscout_releases[r];
        if (rel.major == v.major && rel.minor == v.minor)
            return v.patch < rel.last_patch ? es::version{v.major, v.minor, static_cast<std::uint8_t>(v.patch + 1)}
                   : r + 1 < release_count  ? es::blockscout_releases[r + 1].first()
                                            : es::still_sent;
    }
    return es::still_sent;
}

struct spec_run {
    std::set<std::string> types;
    bool nullable = false;
    bool required = false;
    es::version first, last;
};

struct spec_path {
    std::map<std::string, std::vector<spec_run>> pointers;
    std::map<std::string, bool> closed; ///< object pointers: whether the spec forbids other members
};

std::string const& facts_commit()
{
    static std::string const commit = [] {
        std::ifstream in(facts_file);
        for (std::string line; std::getline(in, line) && line.starts_with('#');)
            if (auto const at = line.find("commit "); at != std::string::npos)
                return line.substr(at + 7, 40);
        return std::string("unknown");
    }();
    return commit;
}

std::map<std::string, spec_path> const& published_facts()
{
    static auto const facts = [] {
        std::map<std::string, spec_path> out;
        std::ifstream in(facts_file);
        BOOST_TEST_REQUIRE(in.good(), facts_file << " cannot be read");
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line.starts_with('#'))
                continue;
            auto const c = split(line);
            BOOST_TEST_REQUIRE(c.size() == 12u, "a line of facts.tsv without 12 columns: " << line);
            if (c[0] != "member")
                continue;
            spec_run run;
            for (auto const& t : split(c[3], '|'))
                run.types.insert(t);
            run.nullable = c[5] == "true";
            run.required = c[6] != "false";
            run.first = parse_tag(c[9]);
            run.last = parse_tag(c[11]);
            out[c[1]].pointers[c[2]].push_back(run);
            if (c[7] != "-")
                out[c[1]].closed[c[2]] = c[7] == "true";
        }
        return out;
    }();
    return facts;
}

/// A spec pointer's facts per release: present when some patch has it,
/// required when every patch has it and requires it.
pointer_facts per_release(std::vector<spec_run> const& runs)
{
    pointer_facts f;
    for (std::size_t r = 0; r < release_count; ++r) {
        auto const& rel = es::blockscout_releases[r];
        auto& a = f.releases[r];
        bool all_required = true;
        for (auto const& run : runs) {
            if (run.last < rel.first() || rel.last() < run.first)
                continue;
            a.present = true;
            a.types.insert(run.types.begin(), run.types.end());
            a.nullable = a.nullable || run.nullable;
            all_required = all_required && run.required;
        }
        // Every patch of the release is in a run.
        auto covered = rel.first();
        for (bool grew = true; grew && covered <= rel.last();) {
            grew = false;
            for (auto const& run : runs)
                if (run.first <= covered && covered <= run.last) {
                    covered = tag_after(run.last);
                    grew = true;
                }
        }
        a.required = a.present && all_required && rel.last() < covered;
    }
    return f;
}

// ---- The comparison ------------------------------------------------------

/// The spec's path of a registry path: without /api, the query and the
/// parameters' names.
std::string spec_path_of(std::string_view registry_path)
{
    std::string p(registry_path.substr(0, registry_path.find('?')));
    if (p.starts_with("/api/"))
        p.erase(0, 4);
    std::string out;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i] == '{') {
            out += "{}";
            i = p.find('}', i);
        } else {
            out += p[i];
        }
    }
    return out;
}

std::string releases_text(std::vector<std::size_t> const& rs)
{
    es::release_set s;
    for (auto r : rs)
        s = s | es::release_set::only(es::release_index(r));
    return s.to_string();
}

std::string types_text(std::set<std::string> const& types)
{
    std::string out;
    for (auto const& t : types)
        out += (out.empty() ? "" : " or ") + t;
    return out.empty() ? "nothing" : out;
}

struct difference {
    std::string endpoint, path, pointer, aspect;
    std::string spec, library; ///< what each says, for people

    auto key() const { return std::tie(endpoint, pointer, aspect); }
};

/// Whether a pointer lies under one the library leaves free-form.
bool under_open(body_facts const& lib, std::string const& pointer)
{
    for (auto p = pointer; !p.empty();) {
        p = p.substr(0, p.rfind('/'));
        if (auto const it = lib.find(p); it != lib.end() && it->second.open)
            return true;
    }
    return false;
}

/// The parent of a pointer ("" for a member of the body).
std::string parent_of(std::string const& pointer) { return pointer.substr(0, pointer.rfind('/')); }

template <class E>
void compare(std::vector<difference>& out, spec_path const& spec)
{
    using T = es::response_t<E, es::contracts::blockscout>;
    body_facts lib;
    walk<T>(lib, "", es::served_by<E>, es::served_by<E>, false);
    std::string const endpoint(E::name), path = spec_path_of(E::path_template);
    std::map<std::string, pointer_facts> sp;
    for (auto const& [p, runs] : spec.pointers)
        sp[p] = per_release(runs);

    // The releases compared: those the spec has the path in.
    std::vector<std::size_t> compared;
    for (std::size_t r = 0; r < release_count; ++r)
        if (sp[""].releases[r].present)
            compared.push_back(r);

    std::set<std::string> pointers;
    for (auto const& [p, f] : lib)
        pointers.insert(p);
    for (auto const& [p, f] : sp)
        pointers.insert(p);
    auto const present_in = [&](auto const& facts, std::string const& p) {
        std::vector<std::size_t> rs;
        if (auto const it = facts.find(p); it != facts.end())
            for (auto r : compared)
                if (it->second.releases[r].present)
                    rs.push_back(r);
        return rs;
    };
    for (auto const& p : pointers) {
        if (under_open(lib, p))
            continue;
        auto const in_lib = present_in(lib, p), in_spec = present_in(sp, p);
        if (in_lib.empty() && in_spec.empty())
            continue;
        auto const shown = [&](std::vector<std::size_t> const& rs) { return "in " + releases_text(rs); };
        if (in_lib.empty() || in_spec.empty()) {
            // Only the outermost member of a subtree one side lacks.
            auto const parent = parent_of(p);
            if (!p.empty() && (in_lib.empty() ? present_in(lib, parent) : present_in(sp, parent)).empty())
                continue;
            if (in_lib.empty())
                out.push_back({endpoint, path, p, "member", "declares it " + shown(in_spec), "does not have it"});
            else
                out.push_back({endpoint, path, p, "member",
                               sp.contains(parent) && sp.at(parent).releases[in_lib.front()].present &&
                                       spec.closed.contains(parent) && spec.closed.at(parent)
                                   ? "does not declare it, and forbids other members"
                                   : "does not declare it",
                               "sends it " + shown(in_lib)});
            continue;
        }
        if (in_lib != in_spec)
            out.push_back({endpoint, path, p, "release", "declares it " + shown(in_spec), "sends it " + shown(in_lib)});
        std::vector<std::size_t> both;
        std::set_intersection(in_lib.begin(), in_lib.end(), in_spec.begin(), in_spec.end(),
                              std::back_inserter(both));
        std::map<std::string, std::pair<std::vector<std::size_t>, std::pair<std::string, std::string>>> aspects;
        for (auto r : both) {
            auto const& l = lib.at(p).releases[r];
            auto const& s = sp.at(p).releases[r];
            auto const fits = [&] {
                if (s.types.contains("any") || l.types.contains("any"))
                    return true;
                for (auto const& t : l.types)
                    if (!s.types.contains(t) && !(t == "integer" && s.types.contains("number")))
                        return false;
                for (auto const& t : s.types)
                    if (!l.types.contains(t) && !(t == "number" && l.types.contains("integer")))
                        return false;
                return true;
            }();
            if (!fits) {
                auto& a = aspects["type"];
                a.first.push_back(r);
                a.second = {types_text(s.types), types_text(l.types)};
            }
            if (l.nullable != s.nullable) {
                auto& a = aspects["nullable"];
                a.first.push_back(r);
                a.second = {s.nullable ? "may be null" : "is never null", l.nullable ? "may be null" : "is never null"};
            }
            if (!p.empty() && !p.ends_with("/*") && l.required != s.required) {
                auto& a = aspects["required"];
                a.first.push_back(r);
                a.second = {s.required ? "required" : "may be absent", l.required ? "always sent" : "may be absent"};
            }
        }
        for (auto const& [aspect, a] : aspects)
            out.push_back({endpoint, path, p, aspect, a.second.first + " in " + releases_text(a.first),
                           a.second.second});
    }
}

std::vector<difference> const& differences()
{
    static auto const diffs = [] {
        std::vector<difference> out;
        auto const& spec = published_facts();
        // The facts are those of the default build's specs
        // (scripts/spec_facts.py): an endpoint only other chain types' builds
        // serve is not held to them, though the default spec of v9.0 and v9.1
        // published the beacon deposits and Celo rewards paths.
        es::detail::for_each_apart<es::endpoints::of<es::contracts::blockscout>>([&](auto e) {
            using E = decltype(e);
            if constexpr (es::served_on<E>.contains(es::chain_type::default_chain))
                if (auto const it = spec.find(spec_path_of(E::path_template)); it != spec.end())
                    compare<E>(out, it->second);
        });
        return out;
    }();
    return diffs;
}

// ---- The explanations ----------------------------------------------------

struct explanation {
    std::string endpoint, pointer, aspect, evidence;
    std::size_t line = 0;
    auto key() const { return std::tie(endpoint, pointer, aspect); }
};

std::vector<explanation> const& explanations()
{
    static auto const lines = [] {
        std::vector<explanation> out;
        std::ifstream in(disagreements_file);
        std::size_t n = 0;
        for (std::string line; std::getline(in, line);) {
            ++n;
            if (line.empty() || line.starts_with('#'))
                continue;
            auto const c = split(line);
            BOOST_TEST_REQUIRE(c.size() == 4u, "tools/spec/disagreements.tsv:" << n
                                                   << " is not endpoint<TAB>pointer<TAB>aspect<TAB>evidence");
            out.push_back({c[0], c[1], c[2], c[3], n});
        }
        return out;
    }();
    return lines;
}

std::string const* evidence_for(difference const& d)
{
    for (auto const& e : explanations())
        if (e.key() == d.key())
            return &e.evidence;
    return nullptr;
}

std::string shown_pointer(std::string const& p) { return p.empty() ? "(the body)" : "`" + p + "`"; }

/// The cells of a Markdown table: no bar or line break breaks a row.
std::string cell(std::string s)
{
    std::string out;
    for (char c : s)
        out += c == '|' ? std::string("\\|") : c == '\n' ? std::string(" ") : std::string(1, c);
    return out;
}

std::string drift_page()
{
    std::string out =
        "# Where Blockscout's published spec and the servers differ\n\n"
        "Blockscout publishes an OpenAPI document for each release and chain type "
        "([blockscout/swaggers](https://github.com/blockscout/swaggers), `blockscout/<release>/<chain type>/swagger.yaml`). "
        "This page compares the documents of the `default` chain type, releases ";
    {
        es::version first = es::still_sent, last{};
        for (auto const& [path, sp] : published_facts())
            for (auto const& run : sp.pointers.at(""))
                first = std::min(first, run.first), last = std::max(last, run.last);
        auto const text = [](es::version v) {
            return std::to_string(v.major) + "." + std::to_string(v.minor) + "." + std::to_string(v.patch);
        };
        out += text(first) + " to " + text(last);
    }
    out += " (blockscout/swaggers commit `" + facts_commit() +
           "`), with the library's model of each endpoint the registry has and the spec describes: "
           "its members, their JSON types, whether they may be null or absent, and the releases that send "
           "them. Where they differ, the library follows the backend's source "
           "(`apps/block_scout_web/lib/block_scout_web/views/api/v2/` of blockscout/blockscout at the tag) and "
           "real recordings; the last column says why.\n\n"
           "How it is made: `scripts/spec_facts.py` flattens each document's GET responses into facts "
           "(`tools/spec/facts.tsv`, no spec file is kept); the suite `spec_facts` reads the model's "
           "facts from its structs and release histories (members one chain type alone sends are left out: the "
           "`default` documents have none; nor is an endpoint only other chain types' builds serve, though the "
           "documents of 9.0 and 9.1 have the beacon deposits and Celo rewards paths; what the model leaves "
           "free-form is not compared beneath), compares "
           "them release by release over the releases whose document has the path, and fails on a difference "
           "`tools/spec/disagreements.tsv` does not explain or an explanation that matches no difference. "
           "A JSON `number` in the spec fits an integer. This page is written by "
           "`EXPLORER_SCHEMA_REGENERATE=1 explorer_schema_tests --run_test=spec_facts/spec_drift_page_is_up_to_date` "
           "(`scripts/regenerate.sh`); the suite fails when it is stale.\n\n"
           "Aspects: **member** (one side has it, the other does not), **type** (its JSON type), **nullable**, "
           "**required** (whether every body has it), **release** (the releases that have it).\n";
    auto const& diffs = differences();
    out += "\n" + std::to_string(diffs.size()) + " differences.\n";
    std::string current;
    for (auto const& d : diffs) {
        if (d.endpoint != current) {
            current = d.endpoint;
            out += "\n## `" + d.endpoint + "`: GET /api" + d.path +
                   "\n\n| member | aspect | the spec | the library | why |\n|---|---|---|---|---|\n";
        }
        auto const* why = evidence_for(d);
        out += "| " + cell(shown_pointer(d.pointer)) + " | " + d.aspect + " | " + cell(d.spec) + " | " +
               cell(d.library) + " | " + cell(why ? *why : "not explained yet") + " |\n";
    }
    std::vector<std::string> missing;
    std::set<std::string> registry;
    boost::mp11::mp_for_each<es::endpoints::of<es::contracts::blockscout>>(
        [&](auto e) { registry.insert(spec_path_of(decltype(e)::path_template)); });
    for (auto const& [path, sp] : published_facts())
        if (!registry.contains(path))
            missing.push_back(path);
    if (!missing.empty()) {
        out += "\n## Paths the registry does not have yet\n\n";
        for (auto const& p : missing)
            out += "- GET /api" + p + "\n";
    }
    return out;
}


BOOST_AUTO_TEST_CASE(every_difference_from_the_published_spec_is_explained)
{
    std::size_t unexplained = 0;
    for (auto const& d : differences())
        if (!evidence_for(d)) {
            ++unexplained;
            BOOST_ERROR("GET /api" << d.path << " " << shown_pointer(d.pointer) << ": " << d.aspect
                                   << " differs (the spec " << d.spec << "; the library " << d.library
                                   << "), and tools/spec/disagreements.tsv does not say why:\n"
                                   << d.endpoint << "\t" << d.pointer << "\t" << d.aspect << "\t<evidence>");
        }
    BOOST_TEST_MESSAGE(differences().size() << " differences, " << unexplained << " unexplained");
}

BOOST_AUTO_TEST_CASE(every_explanation_matches_a_difference)
{
    std::set<std::string> aspects{"member", "type", "nullable", "required", "release"};
    for (auto const& e : explanations()) {
        BOOST_TEST_CONTEXT("tools/spec/disagreements.tsv:" << e.line << " " << e.endpoint << " "
                                                           << shown_pointer(e.pointer) << " " << e.aspect)
        {
            BOOST_TEST(aspects.contains(e.aspect), "no such aspect");
            BOOST_TEST(!e.evidence.empty(), "no evidence");
            bool const matched = std::ranges::any_of(differences(), [&](difference const& d) { return d.key() == e.key(); });
            BOOST_TEST(matched, "explains no difference between the spec and the model (stale, or a typo)");
            std::size_t const same = std::ranges::count_if(explanations(), [&](explanation const& o) { return o.key() == e.key(); });
            BOOST_TEST(same == 1u, "explained more than once");
        }
    }
}

/// The newest release whose published spec has a path.
es::version last_published(spec_path const& sp)
{
    es::version last{};
    for (auto const& [pointer, runs] : sp.pointers)
        for (auto const& r : runs)
            last = std::max(last, r.last);
    return last;
}

// Every path of the newest published spec is an endpoint of the registry. A
// path an older spec alone published (the beacon deposits and Celo rewards
// of other chain types, in the default spec of v9.1 only) is not required.
BOOST_AUTO_TEST_CASE(every_path_of_the_newest_published_spec_has_an_endpoint)
{
    std::set<std::string> registry;
    boost::mp11::mp_for_each<es::endpoints::of<es::contracts::blockscout>>(
        [&](auto e) { registry.insert(spec_path_of(decltype(e)::path_template)); });
    es::version newest{};
    for (auto const& [path, sp] : published_facts())
        newest = std::max(newest, last_published(sp));
    std::string missing;
    std::size_t count = 0, required = 0;
    for (auto const& [path, sp] : published_facts()) {
        if (last_published(sp) != newest)
            continue;
        ++required;
        if (!registry.contains(path)) {
            missing += "\n  GET /api" + path;
            ++count;
        }
    }
    BOOST_TEST(required >= 90u);
    BOOST_TEST(count == 0u, count << " paths of Blockscout's newest published spec (tools/spec/facts.tsv) have no "
                                     "endpoint in the registry:" << missing);
}

BOOST_AUTO_TEST_CASE(spec_drift_page_is_up_to_date)
{
    auto const page = drift_page();
    if (regenerating()) {
        std::ofstream(drift_page_file, std::ios::binary) << page;
        return;
    }
    std::ifstream in(drift_page_file, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    BOOST_TEST(s.str() == page, "docs/spec-drift.md is out of date; regenerate it with scripts/regenerate.sh");
}

BOOST_AUTO_TEST_SUITE_END()
