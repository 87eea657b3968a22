import * as v from 'valibot';

/**
 * Parses a document read from the database with the contract's schema: stored documents are typed
 * once, where they are read, instead of cast where they are used. A document this API wrote that
 * no longer matches is a bug, not bad input: it fails loudly (500, logged with the path), never as
 * a silently wrong answer.
 */
export function parseStored<const S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  what: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new StoredDocumentInvalid(
    `Stored ${what} does not match the contract at '${v.getDotPath(issue) ?? ''}'`,
  );
}

export class StoredDocumentInvalid extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoredDocumentInvalid';
  }
}
