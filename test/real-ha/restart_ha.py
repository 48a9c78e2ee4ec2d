#!/usr/bin/env python3
"""Start Home Assistant again on a config dir run_ha.py already provisioned, on the same port.

run_ha.py refuses an onboarded config dir (it provisions a fresh home), so the outage scenario of
test/real-ha restarts Home Assistant with run_ha.py's own pieces instead: the same launcher, the
same private network namespace with only `lo`, the same relay from host 127.0.0.1:PORT. Nothing
is provisioned: the owner, the token, the registries are the ones on disk.

    <venv python> restart_ha.py --run-ha-dir DIR --config-dir DIR --port N

Prints one JSON line {"pid"} once the relay listens (Home Assistant itself is still starting: the
caller polls it with its token, so no unauthenticated probe is logged as a failed login), then
runs until SIGTERM and stops Home Assistant the way run_ha.py does.
"""

from __future__ import annotations

import argparse
import json
import signal
import subprocess
import sys
import time
from pathlib import Path


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--run-ha-dir", required=True)
    ap.add_argument("--config-dir", required=True)
    ap.add_argument("--port", type=int, required=True)
    args = ap.parse_args()

    sys.path.insert(0, args.run_ha_dir)
    import run_ha  # noqa: PLC0415 - only importable once its folder is on the path

    config_dir = Path(args.config_dir).resolve()
    out = open(config_dir / "stdout.log", "ab")
    cmd = ["unshare", "--net", "--", "sh", "-c", 'ip link set lo up && exec "$0" "$@"',
           str(run_ha.VENV_PY), str(run_ha.HERE / "ha_launcher.py"), str(config_dir)]
    proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    got_signal: list[int] = []
    signal.signal(signal.SIGTERM, lambda signum, _frame: got_signal.append(signum))
    signal.signal(signal.SIGINT, lambda signum, _frame: got_signal.append(signum))
    rc = 1
    try:
        run_ha.NetnsForwarder(proc.pid, args.port).start()
        print(json.dumps({"pid": proc.pid}), flush=True)
        while not got_signal and proc.poll() is None:
            time.sleep(0.2)
        rc = 0 if got_signal and run_ha.stop(proc) == 0 else 1
    finally:
        run_ha.stop(proc)
        out.close()
    return rc


if __name__ == "__main__":
    sys.exit(main())
