// Parses each rendering markdown_corpus printed with commonmark.js and with
// markdown-it (HTML and linkify on) and checks that it means exactly its
// text and links: at most one paragraph, holding only text and the links
// intended (NUL, which CommonMark cannot hold, read as U+FFFD).
// Usage: node check.mjs CORPUS.ndjson
import { readFileSync } from "node:fs";
import * as commonmark from "commonmark";
import MarkdownIt from "markdown-it";

const lines = readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean);
const reader = new commonmark.Parser();
const markdownIt = new MarkdownIt({ html: true, linkify: true });
const same = (a, b) => {
  const decode = (u) => { try { return decodeURIComponent(u); } catch { return u; } };
  return decode(a) === decode(b);
};
let failures = 0;

function fail(entry, parser, why) {
  if (++failures <= 10)
    console.error(`${parser}: ${why}\n  markdown: ${JSON.stringify(entry.markdown)}\n  text: ${JSON.stringify(entry.text)}`);
}

// What the tree of commonmark.js says: [text, links] or a reason it is not inert.
function fromCommonmark(markdown) {
  const walker = reader.parse(markdown).walker();
  let text = "", links = [], link = null, paragraphs = 0, event;
  while ((event = walker.next())) {
    const node = event.node;
    switch (node.type) {
      case "document": break;
      case "paragraph": if (event.entering) ++paragraphs; break;
      case "text": if (link) link[0] += node.literal; text += node.literal; break;
      case "link":
        if (event.entering) { if (link) return `a link in a link`; link = ["", node.destination]; }
        else { links.push(link); link = null; }
        break;
      default: return `a ${node.type} node`;
    }
  }
  return paragraphs <= 1 ? [text, links] : `${paragraphs} paragraphs`;
}

function fromMarkdownIt(markdown) {
  const tokens = markdownIt.parse(markdown, {});
  let text = "", links = [], link = null;
  const kinds = tokens.map((t) => t.type).join(",");
  if (kinds !== "" && kinds !== "paragraph_open,inline,paragraph_close") return `blocks ${kinds}`;
  for (const t of tokens.length ? tokens[1].children : []) {
    switch (t.type) {
      case "text": if (link) link[0] += t.content; text += t.content; break;
      case "link_open": if (link) return "a link in a link"; link = ["", t.attrGet("href")]; break;
      case "link_close": links.push(link); link = null; break;
      default: return `a ${t.type} token`;
    }
  }
  return [text, links];
}

for (const entry of lines.map((l) => JSON.parse(l))) {
  const expectedText = entry.text.replaceAll("\0", "\uFFFD");
  for (const [parser, read] of [["commonmark.js", fromCommonmark], ["markdown-it", fromMarkdownIt]]) {
    const got = read(entry.markdown);
    if (typeof got === "string") { fail(entry, parser, got); continue; }
    const [text, links] = got;
    if (text !== expectedText) fail(entry, parser, `text ${JSON.stringify(text)}`);
    else if (links.length !== entry.links.length ||
             links.some(([t, u], i) => t !== entry.links[i][0].replaceAll("\0", "\uFFFD") || !same(u, entry.links[i][1])))
      fail(entry, parser, `links ${JSON.stringify(links)}, not ${JSON.stringify(entry.links)}`);
  }
}
console.log(`${lines.length} renderings parsed by commonmark.js and markdown-it, ${failures} not inert`);
process.exit(failures === 0 && lines.length > 1000 ? 0 : 1);
