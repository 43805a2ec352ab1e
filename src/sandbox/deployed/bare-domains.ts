import type { Database } from '../db/database.ts';
import { urls } from '../public/urls.ts';
import { listBareDomains } from '../store/domains.ts';

/**
 * Deployed installations print a domain as it was stored: one stored bare by another client gives short
 * URLs such as `go.example-ads.test/bare01`, without a scheme. The routes print it with one (as the
 * reference would); this takes the scheme off again for the caller's bare domains, in a URL or a domain.
 */
export function bareDomainPrinter(db: Database, userId: number): (text: string) => string {
  const printed = listBareDomains(db, userId).map((domain) => ({ bare: domain, full: urls.domain(domain) }));
  return (text) => {
    for (const { bare, full } of printed) {
      if (text === full || text.startsWith(`${full}/`)) return bare + text.slice(full.length);
    }
    return text;
  };
}
