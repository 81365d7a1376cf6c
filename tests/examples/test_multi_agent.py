"""The multi-agent example runs end to end: routing, retries, store memory."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "multi_agent.py"


def test_multi_agent_example_routes_retries_and_remembers() -> None:
    done = subprocess.run([sys.executable, str(EXAMPLE)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "[researcher/research] researcher: looked up 'pregel'" in out
    assert "lookups so far: 4" in out  # 2 failures retried + 2 successes
    assert "[researcher/research] researcher: remembered 'pregel'" in out
    assert "remembered for ada: ['checkpoint', 'pregel']" in out
    assert out.count("supervisor: all requests handled") == 2
