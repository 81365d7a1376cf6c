"""The pure-Python XXH3-128 (used to recompute LangGraph's task and interrupt ids)."""

from __future__ import annotations

import os
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from persistence_helpers import oracle_python

from lingxigraph._internal._xxh3 import xxh3_128_hexdigest

ORACLE = oracle_python()

# digests printed by the ``xxhash`` package (xxh3_128_hexdigest); one per length class
KNOWN = [
    (b"", "99aa06d3014798d86001c324468d497f"),
    (b"a", "a96faf705af16834e6c632b61e964e1f"),
    (b"abc", "06b05ab6733a618578af5f94892f3950"),
    (b"hello", "b5e9c1ad071b3e7fc779cfaa5e523818"),
    (b"lingxigraph", "150340260cc579be56293487c3281daf"),
    (b"x" * 17, "9e8a29b5dfc13013416e526dfb687d89"),
    (b"0123456789" * 10, "931051f058803fac50f1ac05bb72ed13"),
    (bytes(range(200)), "cb0395310643ba0edd97e9af3609d9f5"),
    (bytes(range(256)) * 2, "111d5771df64cbcb1059105ad19bfa09"),
    (bytes(i * 7 % 256 for i in range(2500)), "ea892ad35793f07724bdcc39a1641cc5"),
]


@pytest.mark.parametrize(("data", "digest"), KNOWN, ids=[str(len(d)) for d, _ in KNOWN])
def test_known_digests(data: bytes, digest: str) -> None:
    assert xxh3_128_hexdigest(data) == digest


def test_rejects_str() -> None:
    with pytest.raises(TypeError, match=r"^xxh3_128 takes bytes, not str$"):
        xxh3_128_hexdigest("abc")  # type: ignore[arg-type]


_SERVER = """
import sys, xxhash
for line in sys.stdin:
    sys.stdout.write(xxhash.xxh3_128_hexdigest(bytes.fromhex(line.strip())) + "\\n")
    sys.stdout.flush()
"""


@pytest.fixture(scope="module")
def oracle():
    if ORACLE is None:
        pytest.skip("no LangGraph 1.2.11 oracle (LANGGRAPH_PYTHON)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    proc = subprocess.Popen(
        [ORACLE, "-c", _SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
    )

    def digest(data: bytes) -> str:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(data.hex() + "\n")
        proc.stdin.flush()
        return proc.stdout.readline().strip()

    if digest(b"abc") != KNOWN[2][1]:
        proc.kill()
        proc.wait()
        pytest.skip("oracle venv has no working xxhash")
    yield digest
    assert proc.stdin is not None
    proc.stdin.close()
    proc.wait()


# lengths around every branch of the algorithm: 0-16, 17-128, 129-240, long inputs
# (one block is 1024 bytes, one stripe 64)
_LENGTHS = st.one_of(
    st.integers(0, 260),
    st.integers(1000, 1100),
    st.integers(2040, 2120),
)


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_matches_xxhash_package(oracle, data) -> None:
    n = data.draw(_LENGTHS)
    payload = data.draw(st.binary(min_size=n, max_size=n))
    assert xxh3_128_hexdigest(payload) == oracle(payload)
