/** A fake Home Assistant REST server for tests and the demo; see server.ts. */
export { startFakeHomeAssistant } from './server.js';
export { demoHome, DEMO_LATE_REPORTER } from './homes.js';
export { generateHome } from './generate-home.js';
export { createTestCertificate } from './tls-certificate.js';
export type {
  Fault,
  FaultRule,
  FakeEntity,
  FakeHomeAssistant,
  FakeHomeAssistantOptions,
  RecordedRequest,
  RefuseServiceEffect,
} from './types.js';
