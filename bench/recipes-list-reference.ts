/**
 * The yardstick of bench/recipes-list.ts, in a process of its own: Fastify sending the very
 * same (brotli) bytes as the app's list, precomputed, with nothing else to do.
 *
 *   npx tsx bench/recipes-list-reference.ts <file with the brotli body>
 *
 * prints the URL it listens on, and runs until killed.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.argv[2]!);
const bare = Fastify({ logger: false });
bare.get('/precomputed', (_request, reply) =>
  reply
    .type('application/json; charset=utf-8')
    .header('content-encoding', 'br')
    .header('vary', 'accept-encoding')
    .send(body),
);
const url = await bare.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${url}/precomputed\n`);
