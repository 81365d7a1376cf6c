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


CHAT = Path(__file__).resolve().parents[2] / "examples" / "chat_approval.py"


def test_chat_approval_streams_tokens_and_pauses_for_approval() -> None:
    done = subprocess.run(
        [sys.executable, str(CHAT), "--auto-approve"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "[assistant] I will issue a refund of 40 EUR for the double charge." in out
    assert ">>> approval needed: refund({'amount': 40})" in out
    assert "last: 'Done: the refund was issued and you will see it within five days.'" in out


def test_chat_approval_declined_without_a_person() -> None:
    done = subprocess.run(
        [sys.executable, str(CHAT)], capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL
    )
    assert done.returncode == 0, done.stderr
    assert "last: 'Understood, I did not issue the refund. Anything else?'" in done.stdout
