/**
 * What discovery hands to settings and first-run (DESIGN §2 `discovery.list`). The shapes live in
 * the shared contract; everything in them came from an mDNS advertisement anyone on the network
 * can send — data to show and suggest, never a base URL used until the household chooses it.
 *
 * - `uuid`: Home Assistant's instance id (32 lowercase hex); when the advertisement's uuid is
 *   missing or malformed, a key derived from host and port (`unverified-…`, never 32 hex, so it
 *   cannot collide with a real one) and `uuid_valid: false`.
 * - `location_name`: no control or bidi characters, at most 64 characters.
 * - `suggested_base_url`: `internal_url`'s origin if usable, else `http://<advertised IP>:<SRV port>`.
 * - `other_urls`: `external_url` / `base_url` when they differ from the suggestion.
 * - `host`: the SRV target without its trailing dot (`""` if malformed); `port`: the SRV port.
 * - `addresses`: syntactically valid unicast IPs, IPv4 first.
 */
export type { AlternativeUrl, DiscoveredInstance, DiscoveryListing } from '../../../common/contract/types.js';
