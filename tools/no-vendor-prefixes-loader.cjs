// @ts-check
/**
 * An Rspack loader for stylis's vendor prefixer (`stylis/src/Prefixer.js`), which styled-components
 * imports with the rest of stylis and calls only when an app asks for vendor prefixes
 * (`enableVendorPrefixes` on a StyleSheetManager; off by default since styled-components 6). These
 * apps never ask (their browsers need no prefixes), yet a bundler cannot know it: the prefixer's
 * tables of properties were 3 KB of script (about 1 KB gzip) in every start. The loader gives the
 * module one export, `prefix`, that throws: were vendor prefixes ever asked for, every style would
 * fail at once, in the end-to-end tests first, not silently lose its prefixes.
 *
 * no-vendor-prefixes-loader.spec.ts fails when stylis's file exports anything else, when
 * styled-components no longer calls the prefixer only on request, or when an app asks for prefixes.
 *
 * @param {string} source
 * @returns {string}
 */
function noVendorPrefixes(source) {
  const exported = [...source.matchAll(/^export\s+(?:function|const|let|var)\s+([\w$]+)/gm)].map((match) => match[1]);
  if (exported.join() !== 'prefix') throw new Error(`stylis's Prefixer.js now exports ${exported.join(', ') || 'nothing'}, not prefix alone: look at tools/no-vendor-prefixes-loader.cjs again`);
  return "export function prefix() {\n  throw new Error('Vendor prefixes are off in this build (tools/no-vendor-prefixes-loader.cjs)');\n}\n";
}

module.exports = noVendorPrefixes;
