import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notesContracts } from '#shared/notes/notes.contracts';
import { DOCS_ASSET_NAMES, apiDocsContracts } from '#shared/api-docs/api-docs.contracts';
import { clientContractsSource } from './vite-client-contracts';

/** Evaluates the generated module source and answers its exports. */
async function evaluate(source: string) {
  return (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<
    string,
    unknown
  >;
}

describe('clientContractsSource', () => {
  it('keeps what the client reads of each contract: method, path, how it travels', async () => {
    const client = await evaluate(clientContractsSource({ notesContracts, apiDocsContracts }));
    expect(client.notesContracts).toEqual({
      addNote: { method: 'POST', path: '/api/notes' },
      removeNote: { method: 'DELETE', path: '/api/notes/:id' },
    });
    expect(client.apiDocsContracts).toMatchObject({
      showDocs: { method: 'GET', path: '/api/docs', produces: 'text/html' },
    });
  });

  it('leaves out every schema, so the bundle needs no zod', () => {
    const source = clientContractsSource({ notesContracts });
    expect(source).not.toMatch(/zod|_zod|summary|responses/);
  });

  it('keeps plain data the module exports beside its contracts', async () => {
    const client = await evaluate(clientContractsSource({ DOCS_ASSET_NAMES }));
    expect(client.DOCS_ASSET_NAMES).toEqual([...DOCS_ASSET_NAMES]);
  });

  it('refuses a module that exports a schema or a function: the client would lack it', () => {
    expect(() => clientContractsSource({ noteSchema: z.object({}) })).toThrow(
      'noteSchema: a contracts module may export contracts and plain data only',
    );
    expect(() => clientContractsSource({ helper: () => 1 })).toThrow('helper:');
  });
});
