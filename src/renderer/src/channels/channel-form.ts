import { z } from 'zod';
import { checkRename } from '../../../shared/api/installation-rules.ts';
import { channelCreateBody } from '../../../shared/api/requests.ts';
import type { Channel } from '../../../shared/ipc/resources.ts';

/** The channel form's fields, as typed. */
export interface ChannelFormValues {
  name: string;
  description: string;
  color: string;
  starred: boolean;
}

/** What the form sends; an empty description is left out. */
export interface ChannelValues {
  name: string;
  description?: string | undefined;
  color: string;
  starred: boolean;
}

export const CHANNEL_LABELS = {
  name: 'Name',
  description: 'Description',
  color: 'Colour',
  starred: 'Starred',
} as const satisfies Record<keyof ChannelFormValues, string>;

/** The colour a new channel starts with: the app's accent blue. */
export const DEFAULT_CHANNEL_COLOUR = '#2563eb';

/** `#abc` → `#aabbcc`: the colour picker takes six digits only. */
export function sixDigitColour(colour: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : DEFAULT_CHANNEL_COLOUR;
}

export function channelFormValues(channel: Channel | null): ChannelFormValues {
  return {
    name: channel?.name ?? '',
    description: channel?.description ?? '',
    color: sixDigitColour(channel?.color ?? DEFAULT_CHANNEL_COLOUR),
    starred: channel?.starred ?? false,
  };
}

/**
 * The installation's rules for a channel, checked before sending: a name (and a description, when there is one)
 * of at least two characters; a rename of at least three, since a shorter one is ignored with a success.
 */
export function channelSchema(editing: boolean) {
  return z
    .object({ name: z.string(), description: z.string(), color: z.string(), starred: z.boolean() })
    .superRefine((values, ctx) => {
      if (editing) checkRename(values.name, ctx);
    })
    .transform((values, ctx): ChannelValues => {
      const description = values.description.trim();
      const parsed = channelCreateBody.safeParse({
        name: values.name,
        color: values.color,
        starred: values.starred,
        ...(description ? { description } : {}),
      });
      if (parsed.success) return { ...parsed.data, color: values.color, starred: values.starred };
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as never);
      return z.NEVER;
    });
}
