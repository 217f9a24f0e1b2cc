import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../test/app.ts';

/** GET /metrics (issue 16): Prometheus's format, for a scraper with the token or on this machine. */

const TOKEN = 'a-metrics-token-of-some-length';

describe('/metrics', () => {
  let open: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
    guarded = await createTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });

  it('counts requests by route, action and status, with the process and the job queue', async () => {
    const client = new TestClient(open.app);
    await client.action('usernamecheck', { susername: 'someone_new' }, { json: true });
    await client.action('nosuchaction', {}, { json: true });
    const response = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/inc\/main",action="usernamecheck",status="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/inc\/main",action="",status="400"\} 1/,
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('# TYPE job_queue_jobs gauge');
  });

  it('answers a caller through a proxy, or one without the token, as if it did not exist', async () => {
    const forwarded = await open.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(404);
    const right = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('metrics_scrapes_total 1');
  });
});
