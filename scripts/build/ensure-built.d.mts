/** Types for `ensure-built.mjs` (plain JavaScript, so it runs before anything is compiled). */
import type { StdioOptions } from 'node:child_process';

/** One build: `node <args>` in the repository, with its inputs and the files it must leave. */
export interface BuildStep {
  /** The stamp's name: `dist/.build/<name>.json`. */
  name: string;
  /** What a person reads: "Building <label>…". */
  label: string;
  /** Arguments to `node` (a script path first, relative to the root). */
  args: string[];
  /** Set on top of the caller's environment. */
  env?: Record<string, string>;
  /** Files and folders, relative to the root, whose content the build depends on. */
  inputs(root: string): string[];
  /** Files, relative to the root, that a successful build leaves. */
  outputs: string[];
}

export type StepName = 'node' | 'electron' | 'renderer' | 'preload';

export interface BuildResult {
  step: string;
  built: boolean;
  /** Why it built ("never built here", "an input changed", "<output> is missing"), or why not. */
  reason: string;
}

export interface EnsureBuiltOptions {
  /** The repository (or a fake one in tests); this repository by default. */
  root?: string;
  /** Where "Building …" lines go; stderr by default. */
  log?: (line: string) => void;
  /** The build's own output; `['ignore', 2, 2]` (all of it on stderr) by default. */
  stdio?: StdioOptions;
}

export const REPO_ROOT: string;
export const STEPS: Record<StepName, BuildStep>;
export function tsconfigInputs(root: string, file: string): string[];
export function inputFiles(step: BuildStep, root?: string): string[];
export function fingerprint(step: BuildStep, root?: string): { digest: string; files: number };
export function ensureBuilt(steps: ReadonlyArray<StepName | BuildStep>, options?: EnsureBuiltOptions): Promise<BuildResult[]>;
