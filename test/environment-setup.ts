/**
 * Setup of the environment matrix's projects (test/environments.ts): vitest copies a project's
 * `env` into `process.env` inside the worker, where a removed variable would read as the string
 * "undefined". The worker was started without it (a spawn skips undefined values, so ICU never saw
 * it); this removes the string too, so code reading `process.env` sees what the process got.
 */
import { MATRIX_VARIABLES } from './environments.js';

for (const name of MATRIX_VARIABLES) if (process.env[name] === 'undefined') delete process.env[name];
