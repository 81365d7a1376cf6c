"""The embedded LangGraph recordings (``streaming_recorded.py``) are copies of the reference files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from streaming_recorded import RECORDED

OUT = Path(__file__).resolve().parents[3] / "shared" / "reference" / "scripts" / "out"
_REMARK = re.compile(r"^   (\[grand node sees|type:)|^interrupt id == ")


def _section(script: str, title: str) -> str:
    lines = (OUT / f"{script}.txt").read_text().split("\n")
    start = lines.index(f"### {title}") + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("### ")), len(lines))
    return "\n".join(line for line in lines[start:end] if not _REMARK.match(line)).strip("\n")


@pytest.mark.skipif(not OUT.is_dir(), reason="shared/reference/scripts/out not present")
@pytest.mark.parametrize("key", sorted(RECORDED))
def test_embedded_recording_matches_reference_file(key: str) -> None:
    recorded = RECORDED[key]
    assert recorded.body == _section(recorded.script, recorded.section)
