// (g) How the server sends the shell's files: the encoding a browser gets for the page's own script
// (brotli, else gzip) and the caching of a hashed file and of the page.
export async function staticFiles(server) {
  const page = await fetch(`${server.url}/home`, { headers: { 'accept-encoding': 'br, gzip' } });
  const html = await page.text();
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('the page names no script');
  const encodingFor = async (accept) => (await fetch(new URL(script, server.url), { headers: { 'accept-encoding': accept } })).headers.get('content-encoding') ?? 'none';
  const hashed = await fetch(new URL(script, server.url));
  const rows = [
    { file: `${script} (br, gzip accepted)`, 'content-encoding': await encodingFor('br, gzip'), 'cache-control': hashed.headers.get('cache-control') },
    { file: `${script} (gzip accepted)`, 'content-encoding': await encodingFor('gzip'), 'cache-control': '' },
    { file: '/home (the page)', 'content-encoding': page.headers.get('content-encoding') ?? 'none', 'cache-control': page.headers.get('cache-control') },
  ];
  const compressed = rows[0]['content-encoding'] === 'br' && rows[1]['content-encoding'] === 'gzip';
  return { rows, figures: { staticCompressed: compressed ? 'br and gzip' : `${rows[0]['content-encoding']} / ${rows[1]['content-encoding']}` } };
}
