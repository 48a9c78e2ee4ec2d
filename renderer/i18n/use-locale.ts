/**
 * The window's locale for React: provided once at the root (lib/boot.ts), read by memoised
 * components so a language change draws them again without remounting anything.
 */
import { createContext, useContext } from 'react';

export const LocaleContext = createContext('en');

/** The current locale; calling it subscribes a (memoised) component to language changes. */
export function useLocale(): string {
  return useContext(LocaleContext);
}
