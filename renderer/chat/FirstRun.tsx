/** First run: what this app does, what it will never do, and the way to settings. */
import { Icon } from '../components/Icon.js';

export function FirstRun({ onOpenSettings }: { onOpenSettings: () => void }) {
  return (
    <section className="first-run" aria-labelledby="first-run-title" data-testid="first-run">
      <div className="first-run__mark" aria-hidden="true">
        <Icon name="shield" />
      </div>
      <h2 id="first-run-title">Talk to your home, on your terms</h2>
      <p className="first-run__lead">
        Sovereign Companion answers questions about your Home Assistant and can switch lights and switches — but only the ones you choose, and only after you
        approve each request.
      </p>
      <ol className="first-run__steps">
        <li>
          <strong>Connect</strong> your Home Assistant with its address and a long-lived access token.
        </li>
        <li>
          <strong>Choose</strong> which entities the assistant may read, and which lights and switches it may control.
        </li>
        <li>
          <strong>Ask.</strong> Every read and every action waits for your approval on a card in this chat, showing what would happen.
        </li>
      </ol>
      <button type="button" className="button button--primary button--large" onClick={onOpenSettings}>
        <Icon name="gear" />
        Set up Home Assistant
      </button>
      <p className="muted first-run__note">Your token stays on this computer and is never shown again, not even to the assistant.</p>
    </section>
  );
}
