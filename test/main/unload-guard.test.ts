import { describe, expect, it } from 'vitest';
import {
  guardUnload,
  UNLOAD_QUESTION,
  unloadAllowed,
  type UnloadQuestion,
} from '../../src/main/window/unload-guard.ts';

/** A webContents stand-in that keeps the listener, so a test can fire `will-prevent-unload`. */
function setUp(answer: number) {
  const asked: UnloadQuestion[] = [];
  let kept = 0;
  let listener: ((event: { preventDefault(): void }) => void) | null = null;
  guardUnload(
    {
      on(name, given) {
        expect(name).toBe('will-prevent-unload');
        listener = given;
      },
    },
    (question) => {
      asked.push(question);
      return answer;
    },
    () => kept++,
  );
  /** Fires the event as Electron does when the page's beforeunload was cancelled; true when the unload goes on. */
  const fire = () => {
    const event = { prevented: false, preventDefault: () => (event.prevented = true) };
    listener!(event);
    return event.prevented;
  };
  return { asked, fire, kept: () => kept };
}

describe('the unload guard', () => {
  it('asks with Keep editing first, as the default and as what dismissing the box means', () => {
    expect(UNLOAD_QUESTION.buttons).toEqual(['Keep editing', 'Discard']);
    expect(UNLOAD_QUESTION.defaultId).toBe(0);
    expect(UNLOAD_QUESTION.cancelId).toBe(0);
    expect(UNLOAD_QUESTION.message).toBe('Discard your unsaved changes?');
  });

  it('lets the window close only when the person discards', () => {
    const discard = setUp(1);
    expect(discard.fire()).toBe(true);
    expect(discard.asked).toEqual([UNLOAD_QUESTION]);

    const keep = setUp(0);
    expect(keep.fire()).toBe(false);
    expect(keep.asked).toEqual([UNLOAD_QUESTION]);
  });

  it('says when the page was kept, so that a quit under way is called off', () => {
    const keep = setUp(0);
    keep.fire();
    expect(keep.kept()).toBe(1);
    const discard = setUp(1);
    discard.fire();
    expect(discard.kept()).toBe(0);
  });

  it('asks again on every attempt', () => {
    const { asked, fire } = setUp(0);
    fire();
    fire();
    expect(asked).toHaveLength(2);
  });

  it('keeps the page for any answer but Discard', () => {
    expect(unloadAllowed(() => 0)).toBe(false);
    expect(unloadAllowed(() => 1)).toBe(true);
    expect(unloadAllowed(() => -1)).toBe(false);
    expect(unloadAllowed(() => 2)).toBe(false);
  });
});
