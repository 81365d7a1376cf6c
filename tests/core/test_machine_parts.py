"""``Machine`` is put together from slotted mixins, one module per part of a run
(``_start``, ``_collect``, ``_exit``, ``_commit``, ``_emit``) on one typed base (``_machine_part``). These tests keep
that composition sound: a name defined in two parts would be chosen silently by
the method resolution order, and a part without ``__slots__ = ()`` would change
the machine's instance layout.
"""

from __future__ import annotations

import ast
import inspect

from lingxigraph.pregel import _commit, _emit, _machine, _machine_part, _start
from lingxigraph.pregel._machine import Machine
from lingxigraph.pregel._machine_part import MachinePart

_PARTS = Machine.__bases__


def _own_names(cls: type) -> set[str]:
    return {name for name in vars(cls) if not (name.startswith("__") and name.endswith("__"))}


def test_machine_is_made_of_its_run_parts() -> None:
    assert [part.__module__.rsplit(".", 1)[1] for part in _PARTS] == [
        "_start", "_collect", "_exit", "_commit", "_emit",
    ]


def test_each_part_is_slotted_and_adds_no_slots() -> None:
    for part in (*_PARTS, MachinePart):
        assert vars(part).get("__slots__") == (), part.__name__
    assert all(part.__bases__ == (MachinePart,) for part in _PARTS)


def test_the_parts_typed_attributes_are_what_a_machine_has() -> None:
    # one list for every part: a stale name (a slot renamed or gone) fails here
    provided = set(Machine.__slots__) | set(dir(Machine))
    assert set(MachinePart.__annotations__) - provided == set()
    # annotations only: no value of its own to shadow a slot or a part's method
    assert set(vars(MachinePart)) == {"__module__", "__annotations__", "__doc__", "__slots__"}


def test_no_name_is_defined_by_two_parts() -> None:
    # (a part's placeholder for a method Machine itself defines is fine: Machine's wins)
    machine_own = _own_names(Machine)
    seen: dict[str, str] = {}
    for part in _PARTS:
        for name in _own_names(part) - machine_own:
            assert name not in seen, f"{name} is defined by {seen.get(name)} and {part.__name__}"
            seen[name] = part.__name__


def test_pure_parts_import_no_concurrency_library() -> None:
    # the loop, its start, checkpoints and stream events decide; drivers run things
    for module in (_machine, _machine_part, _start, _commit, _emit):
        tree = ast.parse(inspect.getsource(module))
        imported = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                imported.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module.split(".")[0])
        assert not imported & {"asyncio", "anyio", "threading", "trio"}, module.__name__
