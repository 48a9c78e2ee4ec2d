/**
 * `get_history` drawn by the app: a state timeline for on/off (and other non-numeric) entities, a
 * small line chart for numeric sensors. Both are SVG with a text title, and the recorded changes
 * are listed underneath as the accessible (and exact) form of the same data.
 */
import { useId } from 'react';
import { historyWindow, isNumericHistory, niceTicks, numericSeries, stateSegments, type HistoryResult } from '../lib/history.js';
import { stateWord } from '../lib/state-words.js';
import { alignedTicks, formatDateTime, formatDay, formatTime } from '../lib/time.js';
import { stateTone } from './StateTable.js';
import { t } from '../i18n/index.js';

export function HistoryView({
  result,
  name,
  unit,
  deviceClass = null,
}: {
  result: HistoryResult;
  name: string;
  unit?: string | null;
  deviceClass?: string | null;
}) {
  const numeric = isNumericHistory(result);
  const period = t('history.period', { period: result.period });
  return (
    <figure className="result result--history" data-testid={numeric ? 'history-chart' : 'history-timeline'}>
      <figcaption className="result__caption">
        {name} — {period}
        <span className="muted"> · {t('history.changes', { count: result.changes.length })}</span>
      </figcaption>
      {result.changes.length === 0 ? (
        <p className="muted">{t('history.nothing')}</p>
      ) : numeric ? (
        <LineChart result={result} name={name} unit={unit ?? null} />
      ) : (
        <Timeline result={result} name={name} deviceClass={deviceClass} />
      )}
      {result.changes.length > 0 ? (
        <details className="history-list">
          <summary>{t('history.showChanges', { count: result.changes.length })}</summary>
          <ol>
            {[...result.changes].reverse().map((c, i) => (
              <li key={i}>
                <time dateTime={c.changed_at}>{formatDateTime(c.changed_at)}</time>{' '}
                <span className="history-list__state">{stateWord(c.state, deviceClass)}</span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </figure>
  );
}

const W = 560;
const TIMELINE_H = 56;

/** Ticks at round times in the display zone (every 15 min, 3 h, local midnight…), evenly spaced. */
function timeTicks(start: number, end: number): { ticks: number[]; label: (t: number) => string } {
  const { ticks, step } = alignedTicks(start, end, 7);
  return { ticks, label: step >= 86_400_000 ? formatDay : (t) => formatTime(new Date(t).toISOString()) };
}

function Timeline({ result, name, deviceClass }: { result: HistoryResult; name: string; deviceClass: string | null }) {
  const titleId = useId();
  const { start, end } = historyWindow(result);
  const span = end - start;
  const x = (t: number) => ((t - start) / span) * W;
  const segments = stateSegments(result);
  const states = [...new Set(result.changes.map((c) => c.state))];
  const axis = timeTicks(start, end);
  return (
    <div className="chart">
      <svg viewBox={`0 0 ${W} ${TIMELINE_H}`} className="chart__svg" role="img" aria-labelledby={titleId}>
        <title id={titleId}>
          {t('history.timelineTitle', {
            name,
            count: result.changes.length,
            state: stateWord(result.changes.at(-1)?.state ?? 'unknown', deviceClass),
            at: formatDateTime(result.changes.at(-1)?.changed_at ?? ''),
          })}
        </title>
        <rect x="0" y="8" width={W} height="24" className="timeline__track" rx="4" />
        {segments.map((s, i) => (
          <rect
            key={i}
            x={x(s.start)}
            y="8"
            width={Math.max(1, x(s.end) - x(s.start))}
            height="24"
            className={`timeline__seg timeline__seg--${s.state === null ? 'unknown' : stateTone(s.state)}`}
          />
        ))}
        {axis.ticks.map((t) => (
          <text key={t} x={x(t)} y="50" className="chart__tick" textAnchor={x(t) < 24 ? 'start' : x(t) > W - 24 ? 'end' : 'middle'} data-tick={t}>
            {axis.label(t)}
          </text>
        ))}
      </svg>
      <ul className="legend" aria-hidden="true">
        {states.slice(0, 6).map((s) => (
          <li key={s}>
            <span className={`legend__swatch timeline__seg--${stateTone(s)}`} />
            {stateWord(s, deviceClass)}
          </li>
        ))}
        <li>
          <span className="legend__swatch timeline__seg--unknown" />
          {t('history.notRecorded')}
        </li>
      </ul>
    </div>
  );
}

const CHART_H = 180;
const PAD = { left: 44, right: 12, top: 12, bottom: 26 };

function LineChart({ result, name, unit }: { result: HistoryResult; name: string; unit: string | null }) {
  const titleId = useId();
  const runs = numericSeries(result);
  const values = runs.flat().map((p) => p.v);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const ticks = niceTicks(min, max);
  const lo = Math.min(min, ticks[0] ?? min);
  const hi = Math.max(max, ticks.at(-1) ?? max);
  const { start, end } = historyWindow(result);
  const span = end - start;
  const innerW = W - PAD.left - PAD.right;
  const innerH = CHART_H - PAD.top - PAD.bottom;
  const x = (t: number) => PAD.left + ((Math.min(Math.max(t, start), end) - start) / span) * innerW;
  const y = (v: number) => PAD.top + (hi === lo ? innerH / 2 : innerH - ((v - lo) / (hi - lo)) * innerH);
  const suffix = unit ? ` ${unit}` : '';
  const last = runs.at(-1)?.at(-1);
  const axis = timeTicks(start, end);
  return (
    <div className="chart">
      <svg viewBox={`0 0 ${W} ${CHART_H}`} className="chart__svg" role="img" aria-labelledby={titleId}>
        <title id={titleId}>{t('history.chartTitle', { name, min, max, latest: last?.v ?? '', unit: suffix })}</title>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="chart__grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="chart__tick">
              {v}
            </text>
          </g>
        ))}
        {axis.ticks.map((t) => (
          <text
            key={t}
            x={x(t)}
            y={CHART_H - 6}
            className="chart__tick"
            textAnchor={x(t) < PAD.left + 20 ? 'start' : x(t) > W - 30 ? 'end' : 'middle'}
            data-tick={t}
          >
            {axis.label(t)}
          </text>
        ))}
        {runs.map((run, i) => {
          // A sensor holds its value until the next change: draw steps, extended to the window's end.
          const points: string[] = [];
          run.forEach((p, j) => {
            if (j > 0) points.push(`${x(p.t)},${y(run[j - 1]!.v)}`);
            points.push(`${x(p.t)},${y(p.v)}`);
          });
          if (i === runs.length - 1 && last !== undefined) points.push(`${x(end)},${y(last.v)}`);
          return <polyline key={i} points={points.join(' ')} className="chart__line" />;
        })}
        {last !== undefined ? <circle cx={x(end)} cy={y(last.v)} r="3.5" className="chart__dot" /> : null}
      </svg>
    </div>
  );
}
