import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

/**
 * How deep any JSON input may nest. The spec's deepest input (a combo line's child with its
 * attribute values, inside a sub-order of a cart) is about ten levels; anything far deeper is not
 * a cart, and walking it recursively (schemas, pricing) could exhaust the stack.
 */
export const MAX_INPUT_DEPTH = 24;

// A NUL anywhere, or a UTF-16 surrogate without its other half (PostgreSQL rejects both in text).
// With the u flag a well-formed pair is one code point, so \p{Cs} matches only a lone half.
const LONE_SURROGATE = /\p{Cs}/u;
const badText = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

type Problem = 'depth' | 'text' | null;

/** Walks a parsed input without recursion: its depth and every string (keys too). */
export function inputProblem(input: unknown): Problem {
  const stack: [unknown, number][] = [[input, 1]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [value, depth] = top;
    if (typeof value === 'string') {
      if (badText(value)) return 'text';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_INPUT_DEPTH) return 'depth';
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (badText(key)) return 'text';
      stack.push([item, depth + 1]);
    }
  }
  return null;
}

const MESSAGES = {
  depth: `Invalid body: nested more than ${MAX_INPUT_DEPTH} levels deep`,
  text: 'Invalid request: text must not contain NUL characters or unpaired surrogates',
} as const;

/**
 * Every request's body, query and path parameters are checked before any handler sees them, so no
 * feature can forget: bad text or absurd nesting is a 400 that echoes nothing back.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = inputProblem(part);
      if (problem) throw badRequest(MESSAGES[problem]);
    }
  });
}
