import Fastify from 'fastify';

/**
 * The baseline of the sandbox benchmark: the same Fastify, one route answering a small JSON object, no
 * database and no auth. Prints `{"url": ...}` as its first stdout line, like the sandbox does.
 */
const app = Fastify({ logger: false });
app.get('/', () => ({ error: 0, message: 'ok' }));

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('The bare server did not get a TCP address.');
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${address.port}` })}\n`);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
