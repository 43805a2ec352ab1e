/** What a person can do when the keychain fails, in the words of their own system. */
export function keychainAdvice(platform: NodeJS.Platform): string {
  switch (platform) {
    case 'darwin':
      return 'Make sure your login keychain is unlocked (Keychain Access), then try again.';
    case 'win32':
      return 'Make sure Windows Credential Manager is available to your user account, then try again.';
    default:
      return 'Make sure GNOME Keyring or KWallet (the Secret Service) is installed, running and unlocked, then try again.';
  }
}

/** Said when Linkdesk finds nowhere safe to keep keys at start-up. */
export function keychainSetupAdvice(platform: NodeJS.Platform): string {
  switch (platform) {
    case 'darwin':
      return 'Unlock your login keychain in Keychain Access, then start Linkdesk again.';
    case 'win32':
      return 'Sign in to Windows with your own user account (Credential Manager must be available), then start Linkdesk again.';
    default:
      return (
        'Install and unlock GNOME Keyring or KWallet (the Secret Service), for example with ' +
        '`sudo apt install gnome-keyring` on Debian or Ubuntu, then log in again and start Linkdesk.'
      );
  }
}

/** The part of a thrown value worth showing: its message, without a stack. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
