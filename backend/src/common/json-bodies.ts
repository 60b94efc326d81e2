import express, { type RequestHandler } from 'express';
import { refuseDeepJson } from './hostile-input.js';

/**
 * Parses a JSON body with the size limit of the first path prefix it falls under (list the most
 * specific first), else `defaultLimit`; a request without a body passes straight on. Four parser
 * layers, each matching its path, were walked by every API call, reads included.
 */
export function jsonBodies(limits: ReadonlyArray<readonly [prefix: string, limit: string | number]>, defaultLimit: string | number): RequestHandler {
  const parsers = limits.map(([prefix, limit]) => ({ prefix, parse: express.json({ limit, verify: refuseDeepJson }) }));
  const fallback = express.json({ limit: defaultLimit, verify: refuseDeepJson });
  return (req, res, next) => {
    // body-parser's own test for a body (type-is's hasBody).
    if (req.headers['transfer-encoding'] === undefined && req.headers['content-length'] === undefined) return next();
    const path = req.path.toLowerCase();
    const parser = parsers.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))?.parse ?? fallback;
    parser(req, res, next);
  };
}
