#!/usr/bin/env python3
"""Spread one entity's recorded states over the SECONDS before its last row (bench/lib/real-home.ts).

    python spread_history.py DB ENTITY_ID SECONDS   # prints {"rows": N}

Home Assistant's recorder wrote every row (the states came in through its REST API); this moves
only their times, evenly, keeping their order and the last row's own time, so a week of history
exists without waiting a week. Every row must be a state change (last_changed_ts NULL: "same as
last_updated_ts" in the recorder's schema), else the script refuses; a last_reported_ts that is
set moves with last_updated_ts.
SQLite's own locking keeps Home Assistant's recorder (WAL mode, committing once a second) and this
one transaction apart.
"""

from __future__ import annotations

import json
import sqlite3
import sys


def main() -> int:
    db, entity_id, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    con = sqlite3.connect(db, timeout=60)
    with con:
        row = con.execute("SELECT metadata_id FROM states_meta WHERE entity_id = ?", (entity_id,)).fetchone()
        if row is None:
            sys.exit(f"{entity_id} has no rows in {db}")
        ids = con.execute(
            "SELECT state_id, last_updated_ts FROM states WHERE metadata_id = ? ORDER BY last_updated_ts, state_id",
            row,
        ).fetchall()
        changed_apart = con.execute(
            "SELECT COUNT(*) FROM states WHERE metadata_id = ? AND last_changed_ts IS NOT NULL", row
        ).fetchone()[0]
        if changed_apart:
            sys.exit(f"{changed_apart} rows of {entity_id} are not state changes; their last_changed can't be moved")
        last = ids[-1][1]
        step = seconds / len(ids)
        for k, (state_id, _) in enumerate(ids):
            ts = last - seconds + (k + 1) * step
            con.execute(
                "UPDATE states SET last_updated_ts = ?,"
                " last_reported_ts = CASE WHEN last_reported_ts IS NULL THEN NULL ELSE ? END"
                " WHERE state_id = ?",
                (ts, ts, state_id),
            )
    print(json.dumps({"rows": len(ids)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
