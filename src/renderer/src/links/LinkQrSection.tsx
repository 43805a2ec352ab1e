import ChevronRight from 'lucide-react/icons/chevron-right';
import { lazy, Suspense } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components/Disclosure';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Link } from '../../../shared/ipc/resources.ts';

// The QR engine comes with the first code opened, not with the window or with every pane.
const LinkQrCode = lazy(() => import('./LinkQrCode.tsx').then((module) => ({ default: module.LinkQrCode })));

interface LinkQrSectionProps {
  api: Api;
  accountId: string;
  link: Link;
  /** Open or closed, kept by the screen: a person who opened it once finds it open on the next link too. */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

/**
 * A QR code of the link's short URL and its export, folded away at the end of the pane: wanted now and then,
 * never in the way of the figures. The code is drawn only once the section is open.
 */
export function LinkQrSection({ api, accountId, link, expanded, onExpandedChange }: LinkQrSectionProps) {
  return (
    <Disclosure className="link-qr-section" isExpanded={expanded} onExpandedChange={onExpandedChange}>
      <Heading level={3} className="link-qr-heading">
        <Button slot="trigger" className="link-qr-trigger">
          <ChevronRight aria-hidden="true" size={16} className="link-qr-chevron" />
          QR code
        </Button>
      </Heading>
      <DisclosurePanel className="link-qr-panel">
        {expanded ? (
          <Suspense fallback={<p className="muted">Drawing the code…</p>}>
            <LinkQrCode api={api} accountId={accountId} link={link} />
          </Suspense>
        ) : null}
      </DisclosurePanel>
    </Disclosure>
  );
}
