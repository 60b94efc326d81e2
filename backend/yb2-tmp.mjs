import { parse } from 'yaml';
const opts = { schema: 'core', customTags: [], merge: false, maxAliasCount: 10, uniqueKeys: false, logLevel: 'error', prettyErrors: false };
const n = Number(process.argv[2]);
for (const doc of ['['.repeat(n), 'a: ' + '['.repeat(10000) + ']'.repeat(10000)]) {
const t = Date.now();
let r;
try { r = parse(doc, opts); r = typeof r; } catch (e) { r = 'err ' + e.message.slice(0, 50); }
console.log(doc.length, Date.now() - t, r);
}
