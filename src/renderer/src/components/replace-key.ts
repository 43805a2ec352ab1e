import { createContext } from 'react';

/**
 * Where "Replace the key" leads: the shell gives the way to the active account's key dialog, so that every
 * message saying a key is missing from the keychain comes with a Replace key button. Null where no key can be
 * replaced from the window (the built-in sandbox's, which Linkdesk repairs itself).
 */
export const ReplaceKeyContext = createContext<(() => void) | null>(null);
