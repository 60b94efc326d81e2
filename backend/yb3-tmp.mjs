import { parse } from 'yaml';
const n = Number(process.argv[2]); const u = process.argv[3] === 'u';
const opts = { schema: 'core', customTags: [], merge: false, maxAliasCount: 10, uniqueKeys: u, logLevel: 'error', prettyErrors: false };
const doc = Array.from({length: n}, (_, i) => `k${i}: v`).join('\n');
let t = Date.now();
try { parse(doc, opts); } catch (e) { console.log(e.message.slice(0,40)); }
console.log(n, doc.length, Date.now() - t);
