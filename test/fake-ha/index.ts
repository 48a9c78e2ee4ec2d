/** A fake Home Assistant REST server for tests and the demo; see server.ts. */
export { startFakeHomeAssistant } from './server.js';
export { demoHome, DEMO_LATE_REPORTER } from './homes.js';
export { generateHome } from './generate-home.js';
export { createTestCertificate } from './tls-certificate.js';
export { demoRegistries } from './demo-registries.js';
export { emptyRegistries } from './websocket-api.js';
export type { FakeArea, FakeDevice, FakeEntityEntry, FakeFloor, FakeRegistries, RecordedWebSocketSession, WebSocketFault } from './websocket-api.js';
export type { Fault, FaultRule, FakeEntity, FakeHomeAssistant, FakeHomeAssistantOptions, RecordedRequest, RefuseServiceEffect } from './types.js';
export type { FakeRecognition, FakeRecognizer, FakeSlot } from './recognizer.js';
