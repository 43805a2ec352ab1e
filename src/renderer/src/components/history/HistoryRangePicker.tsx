import CalendarDays from 'lucide-react/icons/calendar-days';
import type { CalendarDate } from '@internationalized/date';
import { CalendarMonth } from '../controls/CalendarMonth.tsx';
import { useId } from 'react';
import {
  Button,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Label,
  Popover,
  Radio,
  RadioGroup,
  RangeCalendar,
} from 'react-aria-components';
import type { HistoryRange, HistoryRangePreset } from '../../../../shared/ipc/history.ts';
import { calendarDay, daysOfRange, rangeOfDays } from './range-dates.ts';
import './history.css';

export interface HistoryRangePickerProps {
  /** The range shown: a preset ending now, or two times (a custom range, whole days). */
  value: HistoryRange;
  /** Told the range chosen: a preset at once, a custom range once both its dates are whole and in order. */
  onChange: (range: HistoryRange) => void;
  /** Where history starts, so that choosing Custom after All fills in its first day; null when unknown. */
  since?: number | null;
  /** The group's name for screen readers; "Time range" unless said. */
  label?: string;
  /** The time "now" is, for the days Custom starts with; the clock unless said (tests). */
  now?: () => number;
}

const CHOICES: { key: HistoryRangePreset | 'custom'; text: string; spoken: string }[] = [
  { key: '24h', text: '24 h', spoken: 'Last 24 hours' },
  { key: '7d', text: '7 d', spoken: 'Last 7 days' },
  { key: '30d', text: '30 d', spoken: 'Last 30 days' },
  { key: 'all', text: 'All', spoken: 'All history' },
  { key: 'custom', text: 'Custom', spoken: 'Custom dates' },
];

/**
 * Which stretch of time a chart shows: 24 hours, 7 or 30 days, all of history, or two dates. A segmented
 * control that is a radio group (Tab reaches the choice made, the arrow keys choose another), and for Custom
 * two date fields with a calendar.
 */
export function HistoryRangePicker({
  value,
  onChange,
  since = null,
  label = 'Time range',
  now = Date.now,
}: HistoryRangePickerProps) {
  const selected = 'preset' in value ? value.preset : 'custom';
  const datesLabel = useId();

  const choose = (key: string) => {
    if (key === selected) return;
    if (key !== 'custom') {
      onChange({ preset: key as HistoryRangePreset });
      return;
    }
    // Custom starts from the days the chart shows, so changing one date is all it takes.
    const days = daysOfRange(value, now(), since);
    onChange(rangeOfDays(days.first, days.last));
  };

  const days = 'from' in value ? daysOfRange(value, now()) : null;
  return (
    <div className="history-range">
      <RadioGroup
        className="history-range-choices"
        aria-label={label}
        orientation="horizontal"
        value={selected}
        onChange={choose}
      >
        {CHOICES.map((choice) => (
          <Radio
            key={choice.key}
            value={choice.key}
            className="history-range-choice"
            aria-label={choice.spoken}
          >
            {choice.text}
          </Radio>
        ))}
      </RadioGroup>
      {days ? (
        <DateRangePicker
          className="history-range-dates"
          value={{ start: days.first, end: days.last }}
          maxValue={calendarDay(now())}
          aria-labelledby={datesLabel}
          onChange={(dates: { start: CalendarDate; end: CalendarDate } | null) => {
            if (dates && dates.start.compare(dates.end) <= 0) onChange(rangeOfDays(dates.start, dates.end));
          }}
        >
          <Label id={datesLabel} className="visually-hidden">
            Custom dates
          </Label>
          <Group className="input datetime-group history-range-group">
            <DateInput slot="start" className="datetime-input history-range-input">
              {(segment) => <DateSegment segment={segment} className="datetime-segment" />}
            </DateInput>
            <span aria-hidden="true" className="history-range-dash">
              –
            </span>
            <DateInput slot="end" className="datetime-input history-range-input">
              {(segment) => <DateSegment segment={segment} className="datetime-segment" />}
            </DateInput>
            <Button className="datetime-open" aria-label="Choose the days on a calendar">
              <CalendarDays aria-hidden="true" size={16} />
            </Button>
          </Group>
          <Popover className="datetime-popover" offset={4}>
            <Dialog className="datetime-dialog" aria-label="Custom dates">
              <RangeCalendar className="calendar history-range-calendar">
                <CalendarMonth />
              </RangeCalendar>
            </Dialog>
          </Popover>
        </DateRangePicker>
      ) : null}
    </div>
  );
}
