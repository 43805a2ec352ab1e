import type { Plugin } from 'vite';
import {
  DEVELOPMENT_META_CONTENT_SECURITY_POLICY,
  META_CONTENT_SECURITY_POLICY,
} from './content-security-policy.ts';

const META = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")([^"]*)("\s*\/?>)/i;

/** The policy an HTML page declares in its Content-Security-Policy meta tag, or null when it has none. */
export function readPolicyMeta(html: string): string | null {
  return META.exec(html)?.[2] ?? null;
}

/**
 * Keeps the renderer's meta tag and the header main sends from drifting apart: a build whose
 * `index.html` declares another policy than `META_CONTENT_SECURITY_POLICY` fails. Under the dev server the meta is
 * swapped for the development policy, which hot reload needs.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let serving = false;
  return {
    name: 'linkdesk:content-security-policy',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        const declared = readPolicyMeta(html);
        if (declared !== META_CONTENT_SECURITY_POLICY) {
          throw new Error(
            `${context.filename} ${declared === null ? 'has no Content-Security-Policy meta tag' : 'declares another Content-Security-Policy than main sends'}. ` +
              'Copy META_CONTENT_SECURITY_POLICY from src/main/window/content-security-policy.ts into its meta tag ' +
              '(or change the policy there), so the page and the header say the same.',
          );
        }
        return serving ? html.replace(META, `$1${DEVELOPMENT_META_CONTENT_SECURITY_POLICY}$3`) : html;
      },
    },
  };
}
