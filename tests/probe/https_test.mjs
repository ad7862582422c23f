// `explorer-schema probe` and the library's example (examples/probe_contract_test.cpp)
// against an HTTPS server of this test's own, on 127.0.0.1 only, with a
// certificate made here: it answers every path of the registry with a
// fixture of its endpoint, gzip-compressed and chunked, and, in its faulty
// modes, with every fault the probe must name. Each run of the program is
// bounded in time, and the server in requests.
//   node https_test.mjs EXPLORER_SCHEMA PROBE_EXAMPLE OPENSSL FIXTURES_DIR WORK_DIR
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import zlib from 'node:zlib';

const [cli, example, openssl, fixtures, work] = process.argv.slice(2);
fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });
let failures = 0;
function check(ok, rule, detail = '') {
  if (!ok) {
    failures++;
    console.log(`FAILED: ${rule}${detail ? `\n  ${String(detail).slice(0, 4000)}` : ''}`);
  } else {
    console.log(`ok: ${rule}`);
  }
}
// The whole test is bounded: a hang fails it.
setTimeout(() => { console.log('FAILED: the test did not end within 300 s'); process.exit(1); }, 300000).unref();

// A certificate for 127.0.0.1, made now.
const key = path.join(work, 'key.pem'), cert = path.join(work, 'cert.pem');
execFileSync(openssl, ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
  '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
  { stdio: 'ignore' });

// The registry's paths, and for each endpoint its first fixture (by name)
// that is valid under Blockscout v11.2, as the program judges it (as
// probe/probe_test.cpp's fixture_of chooses).
const apiKey = 'k3y-SECRET_0001-probe';
const endpoints = execFileSync(cli, ['endpoints', '--contract', 'blockscout']).toString().trim().split('\n')
  .map((line) => { const [name, request] = line.split('\t'); return { name, segments: request.split(' ')[1].split('?')[0].split('/') }; });
const bodies = new Map();
for (const { name } of endpoints) {
  const dir = path.join(fixtures, 'blockscout', name, 'valid');
  // The largest (the first by name of those as large): the one with the most values to follow.
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
  const run = spawnSync(cli, ['validate', '--contract', 'blockscout', '--endpoint', name, '--blockscout-release', 'v11.2',
    '--format', 'json', ...files]);
  const verdicts = run.stdout.toString().trim().split('\n').map((l) => JSON.parse(l));
  const at = verdicts.findIndex((v) => v.valid);
  if (at >= 0) bodies.set(name, fs.readFileSync(files[at]));
}
const errorBody = (status) => {
  const dir = path.join(fixtures, 'blockscout', 'errors', String(status), 'valid');
  return fs.readFileSync(path.join(dir, fs.readdirSync(dir).sort()[0]));
};
function endpointOf(pathname) {
  const parts = pathname.split('/');
  let best = null, literals = -1;
  for (const e of endpoints) {
    if (e.segments.length !== parts.length) continue;
    let n = 0, fits = true;
    e.segments.forEach((s, i) => {
      if (s.startsWith('{')) fits = fits && parts[i] !== '';
      else if (s === parts[i]) n++;
      else fits = false;
    });
    if (fits && n > literals) { best = e.name; literals = n; }
  }
  return best;
}

// A body of 257 MiB of spaces, gzip-compressed: past the 256 MiB a body may be.
const bomb = await new Promise((resolve) => {
  const gzip = zlib.createGzip({ level: 9 }), parts = [];
  gzip.on('data', (d) => parts.push(d)).on('end', () => resolve(Buffer.concat(parts)));
  const mib = Buffer.alloc(1 << 20, 0x20);
  (async () => {
    for (let i = 0; i < 257; i++) if (!gzip.write(mib)) await new Promise((r) => gzip.once('drain', r));
    gzip.end();
  })();
});

// ---- the server
const state = { mode: 'good', version: 'v11.2.7.+commit.1a2b3c4', log: [], seen: new Map() };
const mostRequests = 4000;
let served = 0;
function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(body);
}
function sendCompressed(req, res, body) {
  // gzip when asked for, in two chunks (no Content-Length: chunked).
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] || '');
  const data = gzip ? zlib.gzipSync(body) : Buffer.from(body);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  const half = Math.floor(data.length / 2);
  res.write(data.subarray(0, half));
  res.end(data.subarray(half));
}
const faults = {
  '/api/v2/stats': (req, res, n) => n === 1
    ? send(res, 429, '{"message":"Too Many Requests"}', { 'retry-after': '1' }) : null,
  '/api/v2/blocks': (req, res) => send(res, 500, '"Internal Server Error"'),
  '/api/v2/tokens': (req, res) => send(res, 422, errorBody(422)),
  '/api/v2/smart-contracts': (req, res) => send(res, 200, '<html><body>Bad gateway</body></html>',
    { 'content-type': 'text/html; charset=utf-8' }),
  '/api/v2/withdrawals': (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    res.write('{"items":[');
    setTimeout(() => res.socket.destroy(), 50);
  },
  '/api/v2/addresses': (req, res) => setTimeout(() => { if (!res.socket?.destroyed) send(res, 200, '{}'); }, 2500),
  '/api/v2/main-page/blocks': (req, res) => send(res, 302, '', { location: 'https://elsewhere.invalid/api/v2/main-page/blocks' }),
  '/api/v2/config/indexer': (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.end(bomb);
  },
  '/api/v2/config/backend': (req, res) => send(res, 200,
    `{"${apiKey}": "echo", "echo": "${apiKey}", "escaped": "\\u006b3y-SECRET\\u005f0001-probe"}`),
};
const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
  const url = new URL(req.url, 'https://127.0.0.1');
  state.log.push({ path: req.url, headers: req.headers, at: Date.now() });
  if (++served > mostRequests) return send(res, 503, '{"message":"the test server is done"}');
  const n = (state.seen.get(url.pathname) || 0) + 1;
  state.seen.set(url.pathname, n);
  if (state.mode === 'limited')
    return send(res, 429, '{"message":"Too Many Requests"}', { 'retry-after': '1' });
  if (url.pathname === '/api/v2/config/backend-version')
    return send(res, 200, JSON.stringify({ backend_version: state.version }));
  if (state.mode === 'faults') {
    if (/^\/api\/v2\/transactions\/0x[0-9a-fA-F]+\/fhe-operations$/.test(url.pathname))
      return send(res, 404, '{"message":"Not found"}');
    const fault = faults[url.pathname];
    if (fault && fault(req, res, n) !== null) return;
  }
  const endpoint = endpointOf(url.pathname);
  if (!endpoint || !bodies.has(endpoint)) return send(res, 404, '{"message":"Not found"}');
  sendCompressed(req, res, bodies.get(endpoint));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `https://127.0.0.1:${server.address().port}`;

// ---- the runs
const env = { ...process.env };
for (const name of ['http_proxy', 'https_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'all_proxy', 'BLOCKSCOUT_API_KEY'])
  delete env[name];
env.no_proxy = '127.0.0.1';
const keyFile = path.join(work, 'api-key');
fs.writeFileSync(keyFile, `${apiKey}\n`);
let runs = 0;
function run(program, args, mode) {
  const n = ++runs;
  state.mode = mode;
  state.log = [];
  state.seen = new Map();
  return new Promise((resolve) => {
    execFile(program, args, { env, timeout: 120000, maxBuffer: 1 << 28 }, (error, stdout, stderr) => {
      // Each run's output stays in the work folder, for a failure's reader.
      fs.writeFileSync(path.join(work, `run${n}.out`), `${program} ${args.join(' ')}\n${stdout}\n---\n${stderr}`);
      resolve({ status: error ? (error.code ?? 'killed') : 0, stdout: String(stdout), stderr: String(stderr), log: state.log });
    });
  });
}
const probe = (args, mode) => run(cli, ['probe', base, '--ca-file', cert, '--rate', '200', ...args], mode);
const leaks = (r) => (r.stdout + r.stderr).includes(apiKey) || (r.stdout + r.stderr).includes('k3y-SECRET');

// Rule: on an instance that keeps its contract, every request gets a
// verdict (one JSON line each, named), the exit status is 0, the key goes in
// the x-api-key header and nowhere in the output, gzip is asked for, and
// the capture's bodies get the same verdict from validate.
{
  const capture = path.join(work, 'capture');
  const r = await probe(['--format', 'json', '--api-key-file', keyFile, '--capture', capture], 'good');
  const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
  check(r.status === 0, 'a walk of an instance that keeps its contract exits 0', r.stderr);
  check(lines.length === r.log.length && lines.length > 100, `one verdict per request (${lines.length} for ${r.log.length})`);
  check(lines.every((l) => l.valid && l.releases.join() === 'v11.2'), 'every body valid under v11.2',
    JSON.stringify(lines.filter((l) => !l.valid)));
  check(lines[0].document === 'config-backend-version /api/v2/config/backend-version 200', 'the release is read first',
    lines[0].document);
  check(r.log.every((q) => q.headers['x-api-key'] === apiKey && /gzip/.test(q.headers['accept-encoding'])),
    'every request sends the key in x-api-key and asks for gzip');
  check(r.log.every((q) => !q.path.includes(apiKey)), 'no path holds the key from v9.1 on');
  check(!leaks(r), 'the key is in no output');
  check(r.log.some((q) => q.path.includes('?') && !q.path.includes('?q=')), 'a next page is asked for');
  check(/^explorer-schema probe: the instance says it runs v11\.2\.7\.\+commit\.1a2b3c4$/m.test(r.stderr),
    'the release the instance says is named', r.stderr);
  check(/^explorer-schema probe: not asked for: csv-export: no body read gave a value for \{uuid\}$/m.test(r.stderr),
    'an endpoint with no value for its parameters is named', r.stderr);
  const index = JSON.parse(fs.readFileSync(path.join(capture, 'capture.json')));
  check(index.release === 'v11.2' && index.bodies.length === lines.length, 'capture.json lists every body');
  const groups = new Map();
  for (const b of index.bodies) {
    const k = `${b.endpoint}\t${b.status}`;
    groups.set(k, [...(groups.get(k) || []), path.join(capture, b.file)]);
  }
  let agree = true;
  for (const [k, files] of groups) {
    const [endpoint, status] = k.split('\t');
    const v = spawnSync(cli, ['validate', '--contract', 'blockscout', '--endpoint', endpoint, '--status', status,
      '--blockscout-release', 'v11.2', ...files]);
    if (v.status !== 0) { agree = false; console.log(v.stdout.toString()); }
  }
  check(agree, 'validate gives each captured body the verdict probe gave');
  let captured = '';
  for (const b of index.bodies) captured += fs.readFileSync(path.join(capture, b.file));
  check(!captured.includes(apiKey), 'no capture holds the key');
}

// Rule: every fault is named, the walk goes on past each, and the exit
// status is 2 (some request got no body to judge): 429 with Retry-After
// waited for, 500 as a bare string judged (valid), 422 judged, an HTML
// page, a body cut short, a response slower than --timeout, a redirect to
// another host (not followed), a gzip body past 256 MiB, a 404 judged, a
// key echoed in a body.
{
  const r = await probe(['--timeout', '1', '--api-key-file', keyFile], 'faults');
  check(r.status === 2, 'a walk with failed requests exits 2', `${r.status}\n${r.stderr}`);
  const expect = (line, rule) => check(r.stdout.split('\n').includes(line) || r.stderr.split('\n').includes(line), rule,
    `wanted: ${line}\n${r.stdout}\n${r.stderr}`);
  const stats = r.log.filter((q) => q.path === '/api/v2/stats');
  check(stats.length === 2 && stats[1].at - stats[0].at >= 1000, '429: asked again after Retry-After',
    JSON.stringify(stats.map((q) => q.at)));
  expect('stats /api/v2/stats 200: valid (Blockscout v11.2; 0 errors, 0 warnings)', '429 then 200: judged');
  check(r.log.filter((q) => q.path === '/api/v2/blocks').length === 3, '500: retried twice');
  expect('blocks /api/v2/blocks 500: valid (Blockscout v11.2; 0 errors, 0 warnings)',
    "500 as a bare string: judged under its status (Blockscout's ErrorView sends one)");
  expect('tokens /api/v2/tokens 422: valid (Blockscout v11.2; 0 errors, 0 warnings)', '422: judged under its status');
  expect("explorer-schema probe: smart-contracts /api/v2/smart-contracts 200: HTTP 200 with text/html; charset=utf-8 where JSON was due (an HTML page: a proxy's or a CDN's?)",
    'an HTML page is named');
  check(/^explorer-schema probe: withdrawals \/api\/v2\/withdrawals 200: the body was cut short \(\d+ bytes read\): /m.test(r.stderr),
    'a body cut short is named', r.stderr);
  expect('explorer-schema probe: addresses /api/v2/addresses: timed out after 3 attempts of 1 s',
    'a response slower than --timeout is named');
  expect('explorer-schema probe: main-page-blocks /api/v2/main-page/blocks 302: redirected to another origin, https://elsewhere.invalid: not followed',
    'a redirect to another host is named and not followed');
  expect('(document): the document has more than 268435456 bytes, the limit', 'a body past 256 MiB is refused at the limit');
  expect('config-indexer /api/v2/config/indexer 200: invalid (no Blockscout release; 1 error, 0 warnings)',
    'a body past 256 MiB is judged invalid');
  check(/^transaction-fhe-operations \/api\/v2\/transactions\/0x[0-9a-f]+\/fhe-operations 404: valid/m.test(r.stdout),
    'a 404 is judged under its status');
  check(/^config-backend \/api\/v2\/config\/backend 200: /m.test(r.stdout), 'a body echoing the key is judged');
  check(!leaks(r), 'the key is in no output, however the body echoes it');
}

// Rule: a release that does not serve an endpoint: it is not asked for,
// and the report says so.
{
  state.version = 'v8.0.3';
  const r = await probe(['--max-requests', '30'], 'good');
  state.version = 'v11.2.7.+commit.1a2b3c4';
  check(/^explorer-schema probe: not asked for: [^:]*\blegacy-block-eth-block-number\b[^:]*: not served by Blockscout v8\.0 \(served by v11\.0–v11\.2\)$/m.test(r.stderr),
    'an endpoint the release does not serve is named, not asked for', r.stderr);
  check(r.log.length === 30 && r.log.every((q) => !q.path.startsWith('/api/legacy/')), '--max-requests bounds the walk');
}

// Rule: a rate limit that never lifts stops the walk with exit status 2
// after the retries.
{
  const r = await probe([], 'limited');
  check(r.status === 2 && r.log.length === 3, 'a rate limit that never lifts: 3 requests, exit 2', `${r.status} ${r.log.length}`);
  check(r.stderr.includes('explorer-schema probe: the instance could not be probed: the rate limit does not lift: /api/v2/config/backend-version answered 429 3 times'),
    'a rate limit that never lifts is named', r.stderr);
}

// Rule: a key that cannot be one is refused before any request, without
// being printed, and a key file is read no further than a key may be long.
{
  const shortKey = path.join(work, 'short-key');
  fs.writeFileSync(shortKey, 'abc\n');
  for (const file of [shortKey, '/dev/zero']) {
    const r = await probe(['--api-key-file', file], 'good');
    check(r.status === 2 && r.log.length === 0 && r.stderr.startsWith(
      'explorer-schema: --api-key-file: an API key is 8 to 256 characters, each a letter, a digit or one of -._~\n'),
    `a key file that holds no key is refused: ${file}`, r.stderr);
  }
}

// Rule: with standard output closed, its number would be the connection's:
// the probe refuses to start, and sends nothing.
{
  const r = await new Promise((resolve) => {
    state.log = [];
    execFile('sh', ['-c', `exec "$0" probe "$1" --ca-file "$2" >&-`, cli, base, cert], { env, timeout: 60000 },
      (error, stdout, stderr) => resolve({ status: error ? error.code : 0, stderr: String(stderr), log: state.log }));
  });
  check(r.status === 2 && r.log.length === 0 &&
    r.stderr === 'explorer-schema: cannot write to standard output: it is closed\n',
  'a closed standard output: refused before any request', `${r.status} ${r.log.length} ${r.stderr}`);
}

// Rule: JUnit: one test case per request, named by endpoint, path and status.
{
  const r = await probe(['--format', 'junit', '--max-requests', '3'], 'good');
  check(r.stdout.includes('<testcase classname="probe" name="config-backend-version /api/v2/config/backend-version 200"'),
    'a JUnit test case per request', r.stdout);
  check((r.stdout.match(/<testcase /g) || []).length === 3, 'three requests, three test cases');
}

// Rule: the library's example asserts the walk: it passes on an instance
// that keeps its contract and fails on one that does not.
{
  const good = await run(example, ['--', base, cert, '200'], 'good');
  check(good.status === 0, 'the example passes on a good instance', good.stdout + good.stderr);
  const bad = await run(example, ['--', base, cert, '200'], 'faults');
  check(bad.status !== 0 && bad.stdout.includes('smart-contracts /api/v2/smart-contracts 200'),
    'the example fails on a faulty one, naming the request', bad.stdout);
}

// Rule: a certificate the client does not trust, or a port where nothing
// listens: the instance cannot be probed (exit status 2), said once.
{
  const r = await run(cli, ['probe', base], 'good');
  check(r.status === 2 && /the instance could not be probed: cannot reach https:\/\/127\.0\.0\.1:\d+: SSL peer certificate|SSL certificate problem/.test(r.stderr),
    'an untrusted certificate is named', r.stderr);
  const closed = https.createServer();
  await new Promise((res) => closed.listen(0, '127.0.0.1', res));
  const port = closed.address().port;
  await new Promise((res) => closed.close(res));
  const u = await run(cli, ['probe', `https://127.0.0.1:${port}`, '--ca-file', cert], 'good');
  check(u.status === 2 && u.stderr.includes(`the instance could not be probed: cannot reach https://127.0.0.1:${port}: Couldn't connect to server`),
    'an unreachable instance is named', u.stderr);
}

server.close();
server.closeAllConnections?.();
console.log(failures ? `${failures} check(s) failed` : 'every check passed');
process.exit(failures ? 1 : 0);
