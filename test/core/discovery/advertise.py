#!/usr/bin/python3
"""Advertise one Home Assistant instance over mDNS, as Home Assistant's zeroconf integration does.

Used by interop.test.ts with Debian's python3-zeroconf (the library Home Assistant itself uses).
Record shape follows the reference sheet §6 (core `homeassistant/components/zeroconf/__init__.py`):
type `_home-assistant._tcp.local.`, instance `<location_name>._home-assistant._tcp.local.`, server
`<uuid>.local.`, and exactly the TXT keys a running Core sends.

Always pinned to loopback (ENVIRONMENT.md: unpinned sockets would also send on the real network).

argv[1] is a JSON spec: {location_name, uuid, version, port, internal_url, external_url, base_url,
deadline_s}. Prints one JSON line once registered. A line "unregister" on stdin — or stdin closing,
or the deadline passing — sends the goodbyes, closes Zeroconf, prints {"gone": true} and exits.
"""
import json
import socket
import sys
import threading

from zeroconf import IPVersion, ServiceInfo, Zeroconf

SERVICE_TYPE = "_home-assistant._tcp.local."


def main() -> int:
    spec = json.loads(sys.argv[1])
    deadline_s = min(float(spec.get("deadline_s", 60)), 120.0)
    # Home Assistant: dots become spaces in the instance name (then truncated under 63 bytes).
    location_name = spec["location_name"].replace(".", " ")
    properties = {
        "location_name": location_name,
        "uuid": spec["uuid"],
        "version": spec["version"],
        "external_url": spec.get("external_url", ""),
        "internal_url": spec.get("internal_url", ""),
        "base_url": spec.get("base_url", ""),
        # Home Assistant passes True; it reaches the wire as the text "True" (reference §6).
        "requires_api_password": "True",
    }
    zc = Zeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
    info = ServiceInfo(
        SERVICE_TYPE,
        f"{location_name}.{SERVICE_TYPE}",
        port=int(spec["port"]),
        properties=properties,
        server=f"{spec['uuid']}.local.",
        addresses=[socket.inet_aton("127.0.0.1")],
    )
    stop = threading.Event()

    def watch_stdin() -> None:
        for line in sys.stdin:
            if line.strip() == "unregister":
                break
        stop.set()

    try:
        zc.register_service(info, allow_name_change=True)
        print(json.dumps({"registered": info.name}), flush=True)
        threading.Thread(target=watch_stdin, daemon=True).start()
        stop.wait(deadline_s)
        zc.unregister_service(info)
    finally:
        zc.close()
    print(json.dumps({"gone": True}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
