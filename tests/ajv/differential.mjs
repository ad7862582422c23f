// Validates every document of the mutation corpus with ajv against the
// exported schemas and compares ajv's verdict with explorer_schema's.
// Usage: node differential.mjs WORK_DIR (holding <contract>.<endpoint>.schema.json
// and corpus.ndjson, with ajv installed under node_modules).
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";

// The only rules on which the two may disagree: those JSON Schema cannot
// express. A disagreement is allowed when the mutation is of the kind named,
// or when every error explorer_schema reports has the code named.
const allowedKinds = new Map([
  ["corrupt_timestamp_leap_second",
   "date-time allows a leap second (23:59:60); the contract's timestamps are calendar instants without one"],
  ["corrupt_integer_beyond_256_bits",
   "a pattern cannot bound an integer string's magnitude to 256 bits"],
]);
// Blockscout's summary responses (a transaction's, a user operation's) tie
// `data` to success and `error` to failure, a rule across members the
// exported schema leaves out. (The pointer of a broken fixture is its file
// name.)
const successRule = "a schema of the export does not tie data and error to success";
const allowedPointers = new Map(
  ["transaction-summary", "account-abstraction-operation-summary"].flatMap((endpoint) =>
    ["/success", "/data", "/error", "failure_with_data.json", "success_without_data.json"].map(
      (p) => [`blockscout ${endpoint} ${p}`, successRule])));
// An object of several possible shapes without a type tag (a transfer's
// total, a revert reason, an Arbitrum batch's data_availability) is, for
// the decoder, the shape that knows most of its keys; anyOf of open schemas
// also accepts it as a smaller shape whose other keys are unknown members.
const untagged = /\/(total|revert_reason|data_availability)\//;
// The exported schema takes an object as any Blockscout release, and any
// chain type's build, sends it; that all objects of a document come from one
// release and one build, with the members that release always sends, is a
// rule across the document.
const releaseRule = "release rules";
allowedKinds.set(releaseRule,
  "a schema takes each object in the shape of any release and chain type, not the document as one build");
allowedKinds.set("untagged shapes", "anyOf of open schemas accepts an object as a smaller shape with unknown members");
const allowedCodes = new Map([
  ["undefined_placeholder", "a schema cannot relate a template's placeholders to its variables"],
  ["unterminated_placeholder", "a schema cannot parse a summary template"],
]);

const work = process.argv[2];
// The fewest documents the corpus may hold: fewer means it lost some.
const minimum = Number(process.argv[3]);
const ajv = new Ajv2020({ allErrors: false });
addFormats(ajv);
const validators = new Map();
for (const file of fs.readdirSync(work).filter((f) => f.endsWith(".schema.json"))) {
  const [contract, endpoint] = file.split(".");
  const schema = JSON.parse(fs.readFileSync(path.join(work, file), "utf8"));
  validators.set(`${contract} ${endpoint}`, ajv.compile(schema));
}

let documents = 0, agreed = 0;
const allowed = new Map();
const unexpected = [];
const lines = readline.createInterface({ input: fs.createReadStream(path.join(work, "corpus.ndjson")) });
for await (const line of lines) {
  const entry = JSON.parse(line);
  documents++;
  const where = `${entry.contract} ${entry.endpoint}`;
  const ajvValid = validators.get(where)(entry.document);
  if (ajvValid === entry.valid) {
    agreed++;
    continue;
  }
  const reason = allowedKinds.has(entry.kind)
    ? entry.kind
    : allowedPointers.has(`${where} ${entry.pointer}`)
      ? `${where} ${entry.pointer}`
    : entry.contract === "blockscout" && ajvValid && untagged.test(entry.pointer)
      ? "untagged shapes"
    : ajvValid && entry.release_rules_only
      ? releaseRule
    : !entry.valid && entry.codes.length > 0 && entry.codes.every((c) => allowedCodes.has(c))
      ? entry.codes[0]
      : null;
  if (reason !== null) {
    allowed.set(reason, (allowed.get(reason) ?? 0) + 1);
  } else {
    unexpected.push(`${where} ${entry.kind} ${entry.pointer}: explorer_schema says ${
      entry.valid ? "valid" : "invalid (" + entry.codes.join(", ") + ")"}, ajv says ${ajvValid ? "valid" : "invalid"}`);
  }
}

console.log(`${documents} documents: ${agreed} verdicts agree`);
for (const [reason, count] of allowed)
  console.log(`  ${count} allowed disagreements, ${reason}: ${
    allowedKinds.get(reason) ?? allowedPointers.get(reason) ?? allowedCodes.get(reason)}`);
for (const u of unexpected.slice(0, 30))
  console.log(`  UNEXPECTED ${u}`);
console.log(`${unexpected.length} unexpected disagreements`);
if (!(documents >= minimum)) {
  console.log(`the corpus holds ${documents} documents; at least ${minimum} are needed`);
  process.exit(1);
}
process.exit(unexpected.length === 0 ? 0 : 1);
