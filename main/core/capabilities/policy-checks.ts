/**
 * The policy checks the Home Assistant capabilities share (RFC-0018 `_policy_check`, RFC-0019's
 * second `policy_check`). Pure functions of the freshly read policy: nothing here touches the network.
 */
import { domainOf, isControllableDomain } from '../../../common/entity-id.js';
import { CapabilityError } from '../capability-error.js';
import type { PolicyView } from './capability.js';

/** RFC-0018: enabled but not set up is its own code, so the reply can say "isn't set up yet". */
export function checkConfigured(policy: PolicyView): CapabilityError | null {
  return policy.home_assistant_configured
    ? null
    : new CapabilityError(
        'CAPABILITY_NOT_CONFIGURED',
        policy.not_configured_message ?? "Home Assistant isn't set up yet: add its address and an access token in Settings.",
      );
}

/**
 * RFC-0018 Entity Allowlist: checked before any confirmation or request. The message is generic
 * on purpose — it never says whether such an entity exists.
 */
export function checkAllowlisted(entityId: string, policy: PolicyView): CapabilityError | null {
  return policy.allowlisted_entities.has(entityId)
    ? null
    : new CapabilityError('ENTITY_NOT_ALLOWLISTED', 'That entity is not on the list the household allowed the assistant to read.');
}

/**
 * RFC-0019 `policy_check` for actions: controllable, then (defensively) readable, then the
 * domain re-derived from the id itself — never trusted from list membership.
 */
export function checkControllable(entityId: string, policy: PolicyView): CapabilityError | null {
  if (!policy.controllable_entities.has(entityId)) {
    return new CapabilityError('ENTITY_NOT_CONTROLLABLE', 'That entity may be read but not controlled; control is allowed per entity in Settings.');
  }
  const notReadable = checkAllowlisted(entityId, policy);
  if (notReadable) return notReadable;
  return checkDomain(entityId);
}

/** RFC-0019 Domain Scope: light and switch only; climate.turn_off is real, so this can't be left to chance. */
export function checkDomain(entityId: string): CapabilityError | null {
  const domain = domainOf(entityId);
  return isControllableDomain(domain)
    ? null
    : new CapabilityError('DOMAIN_NOT_CONTROLLABLE', `Only lights and switches can be controlled; "${domain}" entities never are.`);
}
