import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import type { ReactNode } from 'react';
import './why.css';

interface WhyPopoverProps {
  /** What the explanation is about, as its heading: "Why items stay in a channel". */
  title: string;
  children: ReactNode;
}

/**
 * A small "Why?" beside a page's one-sentence description: the reasons a person only sometimes needs (what the
 * server cannot do, where else to do it) open in a popover instead of filling the page header.
 */
export function WhyPopover({ title, children }: WhyPopoverProps) {
  return (
    <DialogTrigger>
      <Button className="why-trigger" aria-label={`Why? ${title}`}>
        Why?
      </Button>
      <Popover className="why-popover" placement="bottom start">
        <Dialog className="why-dialog">
          <Heading slot="title" className="why-title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
