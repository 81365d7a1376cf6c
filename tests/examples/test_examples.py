"""Run the examples end to end, each in its own interpreter, and check what they print."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import sysconfig
from collections import Counter
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"
TICKETS = EXAMPLES / "data" / "tickets.jsonl"

# The example's definition of a token, restated so the tests count independently.
TOKEN = re.compile(r"[^\W\d]\w*")
TABLE_ROW = re.compile(r"^\s+(\d+)\s+(\S+)\s+([\d,]+)\s+[\d.]+%$")
SUMMARY = re.compile(
    r"^Summary: (\d+) tickets \| (\d+) needed approval: (\d+) approved, (\d+) rejected \| "
    r"(\d+) handled automatically \| (\d+) interrupts resumed \| refunds and credits issued: \$([\d,.]+)$",
    re.M,
)


def run_example(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, *args], cwd=REPO, input=stdin, capture_output=True,
        text=True, encoding="utf-8", env=env, timeout=300,
    )


def summary(stdout: str) -> dict[str, object]:
    match = SUMMARY.search(stdout)
    assert match, stdout[-2000:]
    total, needed, approved, rejected, auto, resumes, money = match.groups()
    return {"total": int(total), "needed": int(needed), "approved": int(approved), "rejected": int(rejected),
            "automatic": int(auto), "resumes": int(resumes), "money": money}


def final_rows(stdout: str) -> dict[str, str]:
    """ticket id -> its row of the final-state table."""
    table = stdout.split("Final state of every ticket:", 1)[1]
    return {line.split()[0]: line for line in table.splitlines()
            if re.match(r"^\s+[A-Z]+-\d+\s", line)}


def top_table(stdout: str) -> list[tuple[str, int]]:
    rows = [TABLE_ROW.match(line) for line in stdout.splitlines()]
    return [(m.group(2), int(m.group(3).replace(",", ""))) for m in rows if m]


def expected_top(texts: list[str], n: int = 20) -> list[tuple[str, int]]:
    counts: Counter[str] = Counter()
    for text in texts:
        counts.update(TOKEN.findall(text.casefold()))
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]


# --------------------------------------------------------------------------
# ticket_approval.py
# --------------------------------------------------------------------------


def test_ticket_data_is_well_formed() -> None:
    tickets = [json.loads(line) for line in TICKETS.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert 30 <= len(tickets) <= 60
    assert all(set(t) == {"id", "customer", "subject", "body", "created_at"} for t in tickets)
    assert len({t["id"] for t in tickets}) == len(tickets)
    assert [t["created_at"] for t in tickets] == sorted(t["created_at"] for t in tickets)


def test_ticket_workflow_auto_approve_on_bundled_data() -> None:
    result = run_example("examples/ticket_approval.py", "--auto-approve")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    n_tickets = sum(1 for line in TICKETS.read_text(encoding="utf-8").splitlines() if line.strip())
    # The bundled data: 15 risky actions (5 refunds and 4 credits over $50, of
    # which 3 are $1,000 or more and need a second sign-off; 2 account-owner /
    # 2FA changes; 4 abuse reports); every other ticket is handled automatically.
    assert summary(out) == {"total": n_tickets, "needed": 15, "approved": 15, "rejected": 0,
                            "automatic": n_tickets - 15, "resumes": 18, "money": "5,359.50"}
    assert out.count("PAUSED: waiting for support lead approval") == 15
    assert out.count("PAUSED: waiting for finance sign-off") == 3
    assert "Approval queue: 15 tickets waiting for a human" in out
    rows = final_rows(out)
    assert len(rows) == n_tickets
    assert "approved" in rows["TKT-1007"] and "refund $1,788.00 issued" in rows["TKT-1007"]
    assert "automatic" in rows["TKT-1009"] and "refund $12.00 issued" in rows["TKT-1009"]
    assert "escalated to on-call SRE as P1" in rows["TKT-1002"]


MINI_TICKETS = [
    {"id": "T-1", "customer": "Acme Widgets", "subject": "Refund please",
     "body": "Please refund $500.00 for the unused seats.", "created_at": "2025-01-01T00:00:00Z"},
    {"id": "T-2", "customer": "Beta Bolts", "subject": "Small refund",
     "body": "Please refund $20.00.", "created_at": "2025-01-01T01:00:00Z"},
    {"id": "T-3", "customer": "Gamma Gears", "subject": "Phishing workspace",
     "body": "A workspace is sending phishing invoices.", "created_at": "2025-01-01T02:00:00Z"},
    {"id": "T-4", "customer": "Delta Drills", "subject": "Big refund",
     "body": "Refund of $2,000.00 for the annual plan bought by mistake.", "created_at": "2025-01-01T03:00:00Z"},
    {"id": "T-5", "customer": "Epsilon Eggs", "subject": "Site down",
     "body": "Everything returns 503 for all of us.", "created_at": "2025-01-01T04:00:00Z"},
]


@pytest.fixture
def mini_tickets(tmp_path: Path) -> Path:
    path = tmp_path / "tickets.jsonl"
    path.write_text("".join(json.dumps(t) + "\n" for t in MINI_TICKETS), encoding="utf-8")
    return path


def test_ticket_workflow_reads_decisions_from_stdin(mini_tickets: Path) -> None:
    # T-1: approve. T-3: an invalid answer, then reject. T-4: the lead approves
    # $1,500 instead of $2,000, which still needs finance, who approve.
    answers = "y\nmaybe\nn\n1500\ny\n"
    result = run_example("examples/ticket_approval.py", "--tickets", str(mini_tickets), stdin=answers)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert summary(out) == {"total": 5, "needed": 3, "approved": 2, "rejected": 1, "automatic": 2,
                            "resumes": 4, "money": "2,020.00"}
    assert "please answer" in out
    rows = final_rows(out)
    assert "rejected" in rows["T-3"]
    assert "refund $1,500.00 issued" in rows["T-4"]
    assert "escalated to on-call SRE as P1" in rows["T-5"]
    assert "PAUSED: waiting for finance sign-off of refund $1,500.00 (asked $2,000.00)" in out


def test_ticket_workflow_fails_cleanly_when_stdin_closes(mini_tickets: Path) -> None:
    result = run_example("examples/ticket_approval.py", "--tickets", str(mini_tickets), stdin="y\n")
    assert result.returncode != 0
    assert "--auto-approve" in result.stderr
    assert "Summary:" not in result.stdout


# --------------------------------------------------------------------------
# map_reduce.py
# --------------------------------------------------------------------------


def _write_corpus(root: Path) -> list[str]:
    """A small folder of text files; returns the texts the example should count."""
    rng = random.Random(1234)
    vocab = [f"w{i:02d}" for i in range(40)] + ["Alpha", "beta", "ALPHA", "gamma_ray", "x1", "Ünïcode"]
    weights = [1 / (i + 1) for i in range(len(vocab))]

    def text(n_lines: int) -> str:
        lines = []
        for _ in range(n_lines):
            words = rng.choices(vocab, weights, k=rng.randint(3, 12))
            lines.append(" ".join(words) + rng.choice([".", ",", "!", "", " 42 -- 7x"]))
        return "\n".join(lines) + "\n"

    files = {"a.txt": text(40), "b.md": text(25), "nested/c.txt": text(300), "nested/deeper/d.py": text(10)}
    texts = []
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
        texts.append(content)
    # Skipped: hidden folders, caches and binary files.
    (root / ".git").mkdir()
    (root / ".git" / "HEAD").write_text("skipme " * 50, encoding="utf-8")
    (root / "__pycache__").mkdir()
    (root / "__pycache__" / "x.txt").write_text("skipme " * 50, encoding="utf-8")
    (root / "image.bin").write_bytes(b"\x89PNG\0\0 skipme skipme")
    return texts


def test_map_reduce_over_a_folder_matches_a_direct_count(tmp_path: Path) -> None:
    texts = _write_corpus(tmp_path)
    # 1 KiB chunks, so the 300-line file is split across several map tasks.
    result = run_example("examples/map_reduce.py", str(tmp_path), "--chunk-kb", "1")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    expected = expected_top(texts)
    assert top_table(out) == expected
    assert "skipme" not in dict(top_table(out))
    total = sum(len(TOKEN.findall(t.casefold())) for t in texts)
    assert f"Top 20 tokens of {total:,} " in out
    assert "4 files ->" in out and "1 binary files skipped" in out
    assert re.search(r"nested/c\.txt \[part \d+/\d+\]", out)
    n_chunks = int(re.search(r"-> (\d+) chunks", out).group(1))
    assert n_chunks > 4
    assert out.count(" done: ") == n_chunks
    assert f"merged {n_chunks}/{n_chunks} partial counts" in out


def test_map_reduce_over_one_file_in_chunks(tmp_path: Path) -> None:
    text = "".join(f"Line {i} the quick brown fox {'jumps ' * (i % 5)}over the lazy dog {i % 7}\n"
                   for i in range(2000))
    corpus = tmp_path / "big.txt"
    corpus.write_text(text, encoding="utf-8")
    result = run_example("examples/map_reduce.py", str(corpus), "--chunk-kb", "8", "--top", "5")
    assert result.returncode == 0, result.stderr
    assert top_table(result.stdout) == expected_top([text], 5)
    assert "big.txt [part 1/" in result.stdout


def test_map_reduce_on_the_stdlib_by_default() -> None:
    result = run_example("examples/map_reduce.py", "--max-files", "5")
    assert result.returncode == 0, result.stderr
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    assert str(stdlib) in result.stdout
    # The example's selection: *.py files sorted by path relative to the
    # stdlib folder, skipping hidden folders, caches and site-packages.
    found = []
    for folder, dirs, names in os.walk(stdlib):
        dirs[:] = [d for d in dirs if not d.startswith(".")
                   and d not in ("__pycache__", "site-packages", "dist-packages", "node_modules")]
        found += [(Path(folder, n).relative_to(stdlib).as_posix(), Path(folder, n))
                  for n in names if n.endswith(".py") and not n.startswith(".")]
    files = [path for _, path in sorted(found)[:5]]
    texts = [p.read_bytes().decode("utf-8", errors="replace") for p in files]
    assert "discover: 5 files ->" in result.stdout
    assert top_table(result.stdout) == expected_top(texts)


def test_map_reduce_on_an_empty_folder(tmp_path: Path) -> None:
    result = run_example("examples/map_reduce.py", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert "No tokens found" in result.stdout
