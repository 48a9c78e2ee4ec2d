/** Fan-out of CompanionEvents to every window / SSE stream. Listener failures never reach the emitter. */
import type { CompanionEventName, CompanionEvents, EventSubscriber } from '../../common/contract/events.js';

type Listener = <E extends CompanionEventName>(name: E, payload: CompanionEvents[E]) => void;

export class EventHub {
  private readonly listeners = new Set<Listener>();

  readonly subscribe: EventSubscriber = (listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  emit<E extends CompanionEventName>(name: E, payload: CompanionEvents[E]): void {
    for (const listener of this.listeners) {
      try {
        listener(name, payload);
      } catch {
        // One broken window must not stop the others from hearing about the change.
      }
    }
  }
}
