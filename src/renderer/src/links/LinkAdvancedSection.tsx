import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';

interface LinkAdvancedSectionProps {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** What is inside, said beside the heading so that a closed section does not hide what it holds. */
  summary: string;
  children: ReactNode;
}

/**
 * The fields few links need, behind one "Advanced" heading. Its owner opens it when one of them has a value
 * or an error: nothing a link has and nothing wrong is ever hidden in a closed section.
 */
export function LinkAdvancedSection({
  expanded,
  onExpandedChange,
  summary,
  children,
}: LinkAdvancedSectionProps) {
  return (
    <Disclosure className="link-form-advanced" isExpanded={expanded} onExpandedChange={onExpandedChange}>
      <Heading level={3} className="link-form-advanced-heading">
        <Button slot="trigger" className="link-form-advanced-toggle">
          <ChevronRight aria-hidden="true" size={16} className="link-form-advanced-chevron" />
          <span>Advanced</span>
          <span className="link-form-advanced-summary">{summary}</span>
        </Button>
      </Heading>
      <DisclosurePanel className="link-form-advanced-panel">{children}</DisclosurePanel>
    </Disclosure>
  );
}
