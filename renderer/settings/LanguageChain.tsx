/**
 * Who understands the household, in Settings → Assistant: which engine answers in which language and
 * why (docs/architecture.md, "The language chain") — and, when the app has no catalogue for the
 * household's language, that windows and replies fall back to another (said once, here).
 */
import type { LanguageChainView } from '../../common/contract/types.js';
import { Note } from '../components/Note.js';
import { t } from '../i18n/index.js';
import { currentLocale } from '../i18n/locale.js';

/** A language's name in the window's language, from Intl (the tag itself when Intl has none). */
function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames([currentLocale()], { type: 'language' }).of(tag) ?? tag;
  } catch {
    // A tag Intl can't read.
    return tag;
  }
}

export function LanguageChain({ chain }: { chain: LanguageChainView }) {
  const language = languageName(chain.spoken);
  return (
    <section className="panel" aria-labelledby="language-chain-title" data-testid="language-chain">
      <h3 id="language-chain-title">{t('assistant.chain.title')}</h3>
      <p data-engine={chain.engine} data-reason={chain.reason}>
        {t('assistant.chain.engine', { engine: chain.engine.replaceAll('-', '_'), language })}
      </p>
      <p className="muted">{t('assistant.chain.reason', { reason: chain.reason.replaceAll('-', '_') })}</p>
      {chain.ui_fallback ? (
        <Note testId="language-fallback">{t('assistant.chain.fallback', { language, replyLanguage: languageName(chain.reply_language) })}</Note>
      ) : null}
    </section>
  );
}
