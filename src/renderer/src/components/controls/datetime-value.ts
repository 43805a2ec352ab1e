import { parseDateTime, type CalendarDateTime } from '@internationalized/date';
import { localInputOf } from '../api-datetime.ts';

/**
 * A form keeps a moment as `datetime-local` text (`2026-05-01T09:30`, the person's own time), as the API
 * helpers read it; the date picker works on `CalendarDateTime`. These turn one into the other, to the minute.
 */
export function pickerValueOf(text: string): CalendarDateTime | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
  try {
    return parseDateTime(text.slice(0, 16));
  } catch {
    return null;
  }
}

export function textOfPickerValue(value: CalendarDateTime | null): string {
  if (value === null) return '';
  return value.toString().slice(0, 16);
}

/** One quick choice under a date field: "In a week" from now, at the same minute. */
export interface DatePreset {
  label: string;
  days: number;
}

export const EXPIRY_PRESETS: readonly DatePreset[] = [
  { label: 'In a day', days: 1 },
  { label: 'In a week', days: 7 },
  { label: 'In 30 days', days: 30 },
  { label: 'In a year', days: 365 },
];

export function presetText(preset: DatePreset, now: Date): string {
  const at = new Date(now);
  at.setDate(at.getDate() + preset.days);
  return localInputOf(at);
}
