"""`PersistentDict`: a defaultdict saved to a file, loadable without running code."""

import os
import pickle
from collections import defaultdict

import pytest

from lingxigraph.checkpoint.memory import PersistentDict


def test_sync_then_load_round_trips_plain_data(tmp_path):
    path = str(tmp_path / "state.pkl")
    saved = PersistentDict(list, filename=path)
    saved["a"].append(1)
    saved["blob"] = ("msgpack", b"\x00\xff", {1, 2}, 2.5, None)
    saved.sync()
    assert isinstance(saved, defaultdict)

    loaded = PersistentDict(list, filename=path)
    loaded.load()
    assert dict(loaded) == {"a": [1], "blob": ("msgpack", b"\x00\xff", {1, 2}, 2.5, None)}
    assert loaded["missing"] == []  # still a defaultdict


def test_close_writes_and_empties_and_context_manager_closes(tmp_path):
    path = str(tmp_path / "d.pkl")
    with PersistentDict(filename=path) as saved:
        saved["k"] = "v"
    assert len(saved) == 0
    again = PersistentDict(filename=path)
    again.load()
    assert dict(again) == {"k": "v"}


def test_flags_and_mode(tmp_path):
    path = str(tmp_path / "d.pkl")
    readonly = PersistentDict(filename=path)
    readonly.flag = "r"
    readonly["x"] = 1
    readonly.sync()
    assert not os.path.exists(path)

    fresh = PersistentDict(filename=path)
    fresh["x"] = 1
    fresh.mode = 0o600
    fresh.sync()
    assert os.stat(path).st_mode & 0o777 == 0o600
    new = PersistentDict(filename=path)
    new.flag = "n"
    new.load()
    assert dict(new) == {}


def test_unknown_format_raises_and_keeps_the_old_file(tmp_path):
    path = str(tmp_path / "d.pkl")
    saved = PersistentDict(filename=path)
    saved["x"] = 1
    saved.sync()
    saved.format = "json"
    with pytest.raises(NotImplementedError, match="json"):
        saved.sync()
    assert not os.path.exists(path + ".tmp")
    check = PersistentDict(filename=path)
    check.load()
    assert dict(check) == {"x": 1}


class Boom:
    def __reduce__(self):
        return (os.system, ("echo pwned",))


def test_load_refuses_globals_that_could_run_code(tmp_path):
    path = tmp_path / "evil.pkl"
    path.write_bytes(pickle.dumps({"x": Boom()}, 2))
    victim = PersistentDict(filename=str(path))
    with pytest.raises(pickle.UnpicklingError, match="refusing to load"):
        victim.load()
    assert dict(victim) == {}
    path.write_bytes(pickle.dumps([1, 2], 2))
    with pytest.raises(pickle.UnpicklingError, match="does not hold a saved dict"):
        victim.load()
