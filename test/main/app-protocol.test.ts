import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppProtocolHandler, servedPath } from '../../src/main/window/app-protocol.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/main/window/content-security-policy.ts';
import { PERMISSIONS_POLICY } from '../../src/main/window/permissions-policy.ts';

// A renderer folder with a secret file beside it, which no request may reach.
const scratch = mkdtempSync(join(tmpdir(), 'linkdesk-app-protocol-'));
const rendererDir = join(scratch, 'renderer');
mkdirSync(join(rendererDir, 'assets'), { recursive: true });
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Linkdesk</title>');
writeFileSync(join(rendererDir, 'assets', 'index-1.js'), 'console.log("app")');
writeFileSync(join(rendererDir, 'assets', 'index-1.css'), 'body{}');
writeFileSync(join(scratch, 'secret.txt'), 'SECRET-OUTSIDE');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const warnings: string[] = [];
const handle = createAppProtocolHandler({
  rendererDir,
  policy: CONTENT_SECURITY_POLICY,
  log: { warn: (message) => warnings.push(message) },
});

async function get(url: string, method = 'GET') {
  const response = await handle(new Request(url, { method }));
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('the app scheme', () => {
  it('serves the built page and its files, each with the policy and its media type', async () => {
    for (const url of ['app://linkdesk/index.html', 'app://linkdesk/', 'app://linkdesk/index.html#/links']) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.body).toContain('<title>Linkdesk</title>');
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(page.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const script = await get('app://linkdesk/assets/index-1.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await get('app://linkdesk/assets/index-1.css')).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    const head = await get('app://linkdesk/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves nothing outside the renderer folder, however the path is spelled', async () => {
    for (const url of [
      'app://linkdesk/../secret.txt',
      'app://linkdesk/%2e%2e/secret.txt',
      'app://linkdesk/assets/..%2f..%2fsecret.txt',
      'app://linkdesk/assets/..%5c..%5csecret.txt',
      'app://linkdesk/..%255csecret.txt',
      `app://linkdesk/${encodeURIComponent(join(scratch, 'secret.txt'))}`,
      'app://linkdesk/index.html%00.js',
      'app://other-host/secret.txt',
      'app://other-host/index.html',
      'app://linkdesk/assets',
      'app://linkdesk/missing.js',
      'app://linkdesk/%E0%A4%A',
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
      expect(answer.body, url).toBe('Not found');
      expect(answer.headers.get('content-security-policy'), url).toBe(CONTENT_SECURITY_POLICY);
    }
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('refuses every method but GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await get('app://linkdesk/index.html', method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('names files only inside the folder', () => {
    expect(servedPath('app://linkdesk/assets/index-1.js', rendererDir)).toBe(
      join(rendererDir, 'assets', 'index-1.js'),
    );
    expect(servedPath('app://linkdesk/', rendererDir)).toBe(join(rendererDir, 'index.html'));
    expect(servedPath('file:///etc/passwd', rendererDir)).toBeNull();
    expect(servedPath('not a url', rendererDir)).toBeNull();
  });
});
