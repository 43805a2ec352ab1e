import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  DEVELOPMENT_CONTENT_SECURITY_POLICY,
  DEVELOPMENT_META_CONTENT_SECURITY_POLICY,
  META_CONTENT_SECURITY_POLICY,
  installContentSecurityPolicy,
  withContentSecurityPolicy,
  type HeadersReceivedHook,
} from '../../src/main/window/content-security-policy.ts';
import { contentSecurityPolicyPlugin, readPolicyMeta } from '../../src/main/window/csp-vite-plugin.ts';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

describe('Content-Security-Policy', () => {
  it('is the one the renderer page declares in its meta tag', () => {
    expect(readPolicyMeta(readFileSync('src/renderer/index.html', 'utf8'))).toBe(
      META_CONTENT_SECURITY_POLICY,
    );
    // The meta carries everything but what only a header can say.
    expect(META_CONTENT_SECURITY_POLICY).toBe(
      CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''),
    );
  });

  it('allows no inline script, no eval, no plugin, no foreign script, style or connection', () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    expect(policy['default-src']).toEqual(["'none'"]);
    // WebAssembly only (the QR preview's decoder), never JavaScript eval.
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src'] ?? policy['default-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // Images come from main as data: or blob: addresses: the page can send nothing out through an image request.
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/'unsafe-(inline|eval|hashes)'|\*/);
  });

  it('relaxes only what hot reload needs in development', () => {
    const strict = directives(CONTENT_SECURITY_POLICY);
    const relaxed = directives(DEVELOPMENT_CONTENT_SECURITY_POLICY);
    expect(relaxed['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", "'unsafe-inline'"]);
    expect(relaxed['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(DEVELOPMENT_CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
    for (const name of ['default-src', 'img-src', 'font-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      expect(relaxed[name], name).toEqual(strict[name]);
    }
  });

  it('is set on the app’s pages, replacing any policy the server sent, and only there', () => {
    let listener: Parameters<HeadersReceivedHook['onHeadersReceived']>[0] | null = null;
    installContentSecurityPolicy(
      { onHeadersReceived: (installed) => (listener = installed) },
      { policy: CONTENT_SECURITY_POLICY, isAppUrl: (url) => url === 'http://localhost:5173/' },
    );
    const answer = (url: string, responseHeaders?: Record<string, string[]>) => {
      let response: unknown;
      listener!({ url, ...(responseHeaders ? { responseHeaders } : {}) }, (given) => (response = given));
      return response;
    };
    expect(
      answer('http://localhost:5173/', {
        'content-type': ['text/html'],
        'content-security-policy': ['default-src *'],
      }),
    ).toEqual({
      responseHeaders: {
        'content-type': ['text/html'],
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    });
    expect(answer('https://installation.example/avatar.png', { 'content-type': ['image/png'] })).toEqual({});
  });

  it('adds the header to a response that had none', () => {
    expect(withContentSecurityPolicy(undefined, 'x')).toEqual({ 'Content-Security-Policy': ['x'] });
  });
});

describe('Content-Security-Policy build check', () => {
  const transform = (html: string, command: 'build' | 'serve') => {
    const plugin = contentSecurityPolicyPlugin();
    (plugin.configResolved as (config: { command: string }) => void)({ command });
    const hook = plugin.transformIndexHtml as {
      handler: (html: string, context: { filename: string }) => string;
    };
    return hook.handler(html, { filename: 'index.html' });
  };
  const page = (policy: string) =>
    `<html><head>\n<meta\n  http-equiv="Content-Security-Policy"\n  content="${policy}"\n/>\n</head></html>`;

  it('passes a page that declares the policy, unchanged for a build', () => {
    expect(transform(page(META_CONTENT_SECURITY_POLICY), 'build')).toBe(page(META_CONTENT_SECURITY_POLICY));
  });

  it('swaps in the development policy under the dev server', () => {
    expect(readPolicyMeta(transform(page(META_CONTENT_SECURITY_POLICY), 'serve'))).toBe(
      DEVELOPMENT_META_CONTENT_SECURITY_POLICY,
    );
  });

  it('fails a build whose page declares another policy or none, saying where to look', () => {
    expect(() => transform(page("default-src 'self'"), 'build')).toThrow(
      /another Content-Security-Policy.*content-security-policy\.ts/s,
    );
    expect(() => transform('<html></html>', 'build')).toThrow(/no Content-Security-Policy meta tag/);
  });
});
