/**
 * How an https:// Home Assistant is trusted (DESIGN §6, §8.4): the system's CAs, the household's
 * own CA certificate, or — for a self-signed certificate — the exact certificate, pinned after
 * the household has seen its fingerprint. Verification is never switched off.
 */
import { useState, type ReactNode } from 'react';
import type { CertificateInfo, PublicHomeAssistantConfig } from '../../common/contract/types.js';
import { sovereign } from '../bridge/install.js';
import { formatDate } from '../lib/time.js';
import { useSettings } from '../stores/settings.js';
import { SaveNote } from './Toggle.js';
import { rich, t } from '../i18n/index.js';
import { requestErrorSentence } from '../lib/request-errors.js';

/** PEM's own armour line, not words: the same in every language. */
const PEM_PLACEHOLDER = '-----BEGIN CERTIFICATE-----';
const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

function groupFingerprint(fp: string): string {
  const pairs = fp.split(':');
  const lines: string[] = [];
  for (let i = 0; i < pairs.length; i += 8) lines.push(pairs.slice(i, i + 8).join(':'));
  return lines.join('\n');
}

export function TrustPanel({ ha, baseUrl }: { ha: PublicHomeAssistantConfig; baseUrl: string }) {
  const save = useSettings((s) => s.saveHomeAssistant);
  const saveState = useSettings((s) => s.saves.trust);
  const [caPem, setCaPem] = useState('');
  const [probe, setProbe] = useState<{ state: 'idle' | 'probing' | 'done' | 'failed'; cert?: CertificateInfo; message?: string }>({ state: 'idle' });

  const current =
    ha.tls.mode === 'pinned'
      ? t('trust.pinned', { fingerprint: ha.tls.fingerprint_sha256 ?? t('trust.unknownFingerprint') })
      : ha.tls.mode === 'custom-ca'
        ? t('trust.customCa')
        : t('trust.system');

  const runProbe = async () => {
    setProbe({ state: 'probing' });
    try {
      setProbe({ state: 'done', cert: await sovereign().homeAssistant.probeCertificate(baseUrl) });
    } catch (reason) {
      setProbe({ state: 'failed', message: requestErrorSentence(reason) });
    }
  };

  const readFile = async (file: File | undefined) => {
    if (file !== undefined) setCaPem(await file.text());
  };

  return (
    <fieldset className="panel" data-testid="trust">
      <legend>
        <h3>{t('trust.title')}</h3>
      </legend>
      <p>{rich('trust.current', { current, b: bold })}</p>
      <details className="disclosure">
        <summary>{t('trust.useCa')}</summary>
        <div className="field">
          <label htmlFor="ca-file">{t('trust.caFile')}</label>
          <input id="ca-file" type="file" accept=".pem,.crt,.cer,application/x-pem-file" onChange={(event) => void readFile(event.target.files?.[0])} />
        </div>
        <div className="field">
          <label htmlFor="ca-pem">{t('trust.caPaste')}</label>
          <textarea
            id="ca-pem"
            className="mono"
            rows={4}
            value={caPem}
            spellCheck={false}
            onChange={(event) => setCaPem(event.target.value)}
            placeholder={PEM_PLACEHOLDER}
          />
        </div>
        <button
          type="button"
          className="button"
          disabled={!caPem.includes('BEGIN CERTIFICATE') || saveState?.state === 'saving'}
          onClick={() => void save('trust', { base_url: baseUrl, tls: { mode: 'custom-ca', ca_pem: caPem.trim() } })}
        >
          {t('trust.trustCa')}
        </button>
      </details>
      <details className="disclosure">
        <summary>{t('trust.pin')}</summary>
        <p className="muted">{t('trust.pinHelp')}</p>
        <button type="button" className="button" onClick={() => void runProbe()} disabled={probe.state === 'probing' || !baseUrl.startsWith('https://')}>
          {probe.state === 'probing' ? t('trust.connecting') : t('trust.show')}
        </button>
        {probe.state === 'failed' ? (
          <p className="field-error" role="alert">
            {probe.message}
          </p>
        ) : null}
        {probe.cert !== undefined ? (
          <div className="cert" data-testid="certificate">
            <dl>
              <dt>{t('trust.issuedTo')}</dt>
              <dd>{probe.cert.subject}</dd>
              <dt>{t('trust.issuedBy')}</dt>
              <dd>{probe.cert.issuer}</dd>
              <dt>{t('trust.valid')}</dt>
              <dd>{t('trust.validRange', { from: formatDate(probe.cert.valid_from), to: formatDate(probe.cert.valid_to) })}</dd>
              <dt>{t('trust.fingerprint')}</dt>
              <dd>
                <pre className="mono cert__fp">{groupFingerprint(probe.cert.fingerprint_sha256)}</pre>
              </dd>
            </dl>
            <button
              type="button"
              className="button button--primary"
              disabled={saveState?.state === 'saving'}
              onClick={() =>
                void save('trust', {
                  base_url: baseUrl,
                  tls: { mode: 'pinned', pinned_pem: probe.cert!.pem, fingerprint_sha256: probe.cert!.fingerprint_sha256 },
                })
              }
            >
              {t('trust.pinThis')}
            </button>
          </div>
        ) : null}
      </details>
      {ha.tls.mode !== 'system' ? (
        <button type="button" className="button button--quiet" onClick={() => void save('trust', { tls: { mode: 'system' } })}>
          {t('trust.backToSystem')}
        </button>
      ) : null}
      <SaveNote state={saveState?.state} message={saveState?.message} />
    </fieldset>
  );
}
