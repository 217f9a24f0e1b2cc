// The baseline: a bare Fastify route with JSON body parsing and nothing else, served the same way.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ status: true }));
app.get('/', async () => 'ok');
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
