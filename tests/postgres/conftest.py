"""A throwaway PostgreSQL server for the Postgres saver and store tests.

``LINGXI_PG_DSN`` (a libpq conninfo or URL of a server whose user may create
databases) is used when set. Otherwise the session starts its own server: a
new cluster from the machine's ``initdb`` in a temporary folder, listening on
a Unix socket only, stopped at the end. As root, the server runs as the
``postgres`` user (PostgreSQL refuses to run as root). The tests are skipped,
with the reason, only when there is neither a server binary nor psycopg.

Each test gets a new, empty database (``pg_dsn``), dropped afterwards.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator

import pytest

psycopg = pytest.importorskip("psycopg", reason="the postgres extra (psycopg) is not installed")


def _bin(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    versions = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return versions[-1] if versions else None


def _as_server_user(argv: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return argv
    runuser = shutil.which("runuser")
    if runuser is None:
        pytest.skip("running as root and no runuser to start PostgreSQL as another user")
    return [runuser, "-u", "postgres", "--", *argv]


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    """Conninfo of a server (database ``postgres``) on which tests may create databases."""
    given = os.environ.get("LINGXI_PG_DSN")
    if given:
        yield given
        return
    initdb, pg_ctl = _bin("initdb"), _bin("pg_ctl")
    if initdb is None or pg_ctl is None:
        pytest.skip("no PostgreSQL server binaries (initdb, pg_ctl) and LINGXI_PG_DSN is not set")
    root = tempfile.mkdtemp(prefix="lingxi-pg-")
    if os.geteuid() == 0:
        shutil.chown(root, user="postgres")
    data = os.path.join(root, "data")
    subprocess.run(
        _as_server_user([initdb, "-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]),
        check=True,
        capture_output=True,
    )
    # Unix socket only (no TCP port to collide with), no fsync: the data is thrown away
    options = f"-k {root} -c listen_addresses='' -F"
    subprocess.run(
        _as_server_user([pg_ctl, "-D", data, "-o", options, "-w", "-l", os.path.join(root, "log"), "start"]),
        check=True,
        capture_output=True,
    )
    try:
        yield f"host={root} user=postgres dbname=postgres"
    finally:
        subprocess.run(
            _as_server_user([pg_ctl, "-D", data, "-m", "immediate", "stop"]),
            check=False,
            capture_output=True,
        )
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def pg_dsn(pg_server: str) -> Iterator[str]:
    """Conninfo of a new empty database, dropped after the test."""
    name = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield psycopg.conninfo.make_conninfo(pg_server, dbname=name)
    finally:
        with psycopg.connect(pg_server, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
