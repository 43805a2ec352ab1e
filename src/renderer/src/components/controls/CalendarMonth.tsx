import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button, CalendarCell, CalendarGrid, Heading } from 'react-aria-components';

/**
 * A calendar's month: its name between the previous and next month, and its days. Goes inside react-aria's
 * `Calendar` (one day) or `RangeCalendar` (two), which give it the dates and the choosing.
 */
export function CalendarMonth() {
  return (
    <>
      <header className="calendar-header">
        <Button slot="previous" className="calendar-step" aria-label="Previous month">
          <ChevronLeft aria-hidden="true" size={16} />
        </Button>
        <Heading className="calendar-heading" />
        <Button slot="next" className="calendar-step" aria-label="Next month">
          <ChevronRight aria-hidden="true" size={16} />
        </Button>
      </header>
      <CalendarGrid className="calendar-grid">
        {(date) => <CalendarCell date={date} className="calendar-cell" />}
      </CalendarGrid>
    </>
  );
}
