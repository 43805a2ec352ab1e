import { describe, expect, it } from 'vitest';
import { textOn } from './badge-colour.ts';
import { channelFormValues, channelSchema, sixDigitColour } from './channel-form.ts';

describe('textOn', () => {
  it('writes black on light colours and white on dark ones', () => {
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#fde047')).toBe('#000000');
    expect(textOn('#0f766e')).toBe('#ffffff');
    expect(textOn('#000')).toBe('#ffffff');
  });
});

describe('the channel form', () => {
  it('gives the colour picker six digits, whatever the installation stored', () => {
    expect(sixDigitColour('#AbC')).toBe('#aabbcc');
    expect(sixDigitColour('#0F766E')).toBe('#0f766e');
    expect(sixDigitColour('')).toBe('#2563eb');
    expect(channelFormValues(null)).toEqual({ name: '', description: '', color: '#2563eb', starred: false });
  });

  it('leaves out an empty description and refuses the names installations refuse or ignore', () => {
    const values = { name: 'News', description: ' ', color: '#0f766e', starred: true };
    expect(channelSchema(false).parse(values)).toEqual({ name: 'News', color: '#0f766e', starred: true });
    expect(channelSchema(false).safeParse({ ...values, description: 'x' }).success).toBe(false);
    expect(channelSchema(false).safeParse({ ...values, name: 'N' }).success).toBe(false);
    expect(channelSchema(true).safeParse({ ...values, name: 'Ne' }).success).toBe(false);
  });
});
