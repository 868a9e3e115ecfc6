import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage-keys';

/**
 * "Lembrar-me" keeps only the e-mail (savedEmail) and the flag (rememberMe = 'true'). The old app also
 * kept the password base64-encoded; we never write it and delete any copy left behind.
 */
export function readRememberedLogin(): { email: string; rememberMe: boolean } {
  const rememberMe = readStorage(storageKeys.rememberMe) === 'true';
  const email = rememberMe ? (readStorage(storageKeys.savedEmail) ?? '') : '';
  return { email, rememberMe };
}

export function saveRememberedLogin(email: string, rememberMe: boolean): void {
  if (rememberMe) {
    writeStorage(storageKeys.savedEmail, email);
    writeStorage(storageKeys.rememberMe, 'true');
  } else {
    removeStorage(storageKeys.savedEmail);
    removeStorage(storageKeys.rememberMe);
  }
}

export function forgetLegacySavedPassword(): void {
  removeStorage(storageKeys.legacySavedPassword);
}
