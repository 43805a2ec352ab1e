import { z } from 'zod';
import {
  HISTORY_INTERVALS,
  MILESTONE_THRESHOLD_MAX,
  type HistoryInterval,
  type HistorySettings,
} from '../../../shared/ipc/history.ts';
import { formatCount } from '../components/format.ts';

/** At most this many thresholds: main refuses more. */
export const MAX_THRESHOLDS = 10;

/** The history settings form's fields, as typed: the interval as its select holds it, each threshold as text. */
export interface HistorySettingsFields {
  enabled: boolean;
  intervalMinutes: string;
  milestones: boolean;
  thresholds: { value: string }[];
  surges: boolean;
}

export const SETTINGS_LABELS = {
  enabled: 'Keep click history for this account',
  intervalMinutes: 'How often',
  milestones: 'Milestones',
  surges: 'When a link gets several times its usual clicks in an hour',
} as const;

export const thresholdLabel = (index: number) => `Total ${index + 1}`;

export function settingsFields(settings: HistorySettings): HistorySettingsFields {
  return {
    enabled: settings.enabled,
    intervalMinutes: String(settings.intervalMinutes),
    milestones: settings.milestones.enabled,
    thresholds: settings.milestones.thresholds.map((threshold) => ({ value: String(threshold) })),
    surges: settings.milestones.surges,
  };
}

/** "1,000", "1 000", "1000": people write big numbers with their own separators; the digits are what count. */
export function readThreshold(text: string): number | null {
  const digits = text.replace(/[\s,.'’_]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return value >= 1 && value <= MILESTONE_THRESHOLD_MAX ? value : null;
}

/**
 * Checks the form before sending: with milestones on, every threshold is a whole number in range and none is
 * there twice. With them off, what reads as a number is kept for when they are turned on again, and the rest
 * is dropped without a word: nobody is shown a mistake in a list they have put away.
 */
export function settingsSchema(kept: readonly number[]) {
  return z
    .object({
      enabled: z.boolean(),
      intervalMinutes: z.string(),
      milestones: z.boolean(),
      thresholds: z.array(z.object({ value: z.string() })),
      surges: z.boolean(),
    })
    .transform((values, ctx): HistorySettings => {
      const minutes = Number(values.intervalMinutes);
      if (!(HISTORY_INTERVALS as readonly number[]).includes(minutes)) {
        ctx.addIssue({
          code: 'custom',
          path: ['intervalMinutes'],
          message: 'Choose how often from the list.',
        });
      }
      const thresholds: number[] = [];
      values.thresholds.forEach(({ value }, index) => {
        const threshold = readThreshold(value);
        if (threshold !== null && thresholds.includes(threshold)) {
          if (values.milestones) {
            ctx.addIssue({
              code: 'custom',
              path: ['thresholds', index, 'value'],
              message: `${thresholdLabel(index)} is already in the list (${formatCount(threshold)}).`,
            });
          }
        } else if (threshold !== null) {
          thresholds.push(threshold);
        } else if (values.milestones) {
          ctx.addIssue({
            code: 'custom',
            path: ['thresholds', index, 'value'],
            message: value.trim()
              ? `${thresholdLabel(index)} must be a whole number from 1 to ${formatCount(MILESTONE_THRESHOLD_MAX)}.`
              : `${thresholdLabel(index)} is empty: type a number, or remove it.`,
          });
        }
      });
      return {
        enabled: values.enabled,
        intervalMinutes: minutes as HistoryInterval,
        milestones: {
          enabled: values.milestones,
          thresholds: (values.milestones || thresholds.length > 0 ? thresholds : [...kept])
            .sort((a, b) => a - b)
            .slice(0, MAX_THRESHOLDS),
          surges: values.surges,
        },
      };
    });
}
