"""Run LangGraph's recorded experiment scripts against lingxigraph and diff outputs.

``../shared/reference/scripts/eNN_*.py`` are small programs; ``scripts/out/``
holds what LangGraph 1.2.11 printed (ids and timestamps masked). Each script is
copied with its imports switched to ``lingxigraph`` and run in a subprocess;
its output must equal LangGraph's, except for the documented deliberate
differences in ``tests/conformance/README.md``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPTS = Path(__file__).resolve().parents[3] / "shared" / "reference" / "scripts"

# scripts whose whole output must match LangGraph's
IDENTICAL = [
    "e01_modes",
    "e02_nocp",
    "e03_combined",
    "e05_subgraphs",
    "e11_snapshot",
    "e13_timetravel",
    "e14_durability",
    "e17_reclimit",
    "e20_static_cmd",
    "e22_func",
    "e25_schemas",
    "e32_v2_sub",
    "e33_resume_values",
    "e36_checks",
    "e37_ckpt_tasks",
]

pytestmark = pytest.mark.skipif(not SCRIPTS.is_dir(), reason="shared/reference/scripts not present")


def _port(src: Path, dest: Path) -> None:
    text = src.read_text()
    text = re.sub(r"\blanggraph\.", "lingxigraph.", text)
    text = re.sub(r"from langgraph ", "from lingxigraph ", text)
    dest.write_text(text)


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("reference")
    shutil.copy(SCRIPTS / "h.py", root / "h.py")
    for script in SCRIPTS.glob("e*.py"):
        _port(script, root / script.name)
    return root


@pytest.mark.parametrize("name", IDENTICAL)
def test_script_output_matches_langgraph(workdir: Path, name: str) -> None:
    done = subprocess.run(
        [sys.executable, f"{name}.py"],
        cwd=workdir,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    expected = (SCRIPTS / "out" / f"{name}.txt").read_text()
    assert done.stdout == expected
