"""Prints, as JSON, the interrupt ids ``collect_interrupt_ids`` finds (run in a fresh process).

Usage: ``python hitl_id_probe.py <driver> <thread_id>``.
"""

from __future__ import annotations

import json
import sys

from hitl_helpers import Driver, collect_interrupt_ids


def main() -> None:
    driver, thread_id = sys.argv[1], sys.argv[2]
    if driver not in ("sync", "asyncio", "trio"):
        raise SystemExit(f"unknown driver {driver!r}")
    print(json.dumps(collect_interrupt_ids(Driver(driver), thread_id), sort_keys=True))


if __name__ == "__main__":
    main()
