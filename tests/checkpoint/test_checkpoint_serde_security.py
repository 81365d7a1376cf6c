"""Hostile and random bytes never run code, import modules or crash the process.

``loads_typed`` may only return a value or raise ``SerdeError`` (a
``ValueError``). A trap class in this module records any attempt to build
it; payloads naming ``os.system``, ``subprocess.Popen``, ``builtins.eval``
and friends must come back as inert data.
"""

from __future__ import annotations

import logging
import os
import pickle
import re
import sys
import warnings
from collections.abc import Iterator
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lingxigraph.checkpoint.serde.base import SerdeError, UnknownSerializationTypeError, UnregisteredTypeWarning
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer

TRIGGERED: list[str] = []
"""Set by `Trap` whenever anything tries to construct or call it."""


class Trap:
    """Records every way a deserialiser could invoke it."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Trap:
        TRIGGERED.append("__new__")
        return super().__new__(cls)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        TRIGGERED.append("__init__")

    @classmethod
    def build(cls, arg: Any) -> Trap:
        TRIGGERED.append("build")
        return cls()

    @classmethod
    def model_validate(cls, arg: Any) -> Trap:
        TRIGGERED.append("model_validate")
        return cls()

    def __reduce__(self) -> tuple[Any, ...]:
        return (TRIGGERED.append, ("unpickled",))


HOSTILE_TARGETS: list[tuple[str, str]] = [
    ("os", "system"),
    ("posix", "system"),
    ("subprocess", "Popen"),
    ("subprocess", "run"),
    ("builtins", "eval"),
    ("builtins", "exec"),
    ("builtins", "__import__"),
    ("builtins", "type"),
    ("builtins", "object.__subclasses__"),
    ("importlib", "import_module"),
    ("pickle", "loads"),
    ("shutil", "rmtree"),
    ("ctypes", "CDLL"),
    ("io", "open"),
    (__name__, "Trap"),
    (__name__, "Trap.build"),
    (__name__, "TRIGGERED.append"),
    ("lingxigraph_no_such_module_xyz", "Thing"),
    ("antigravity", "fly"),
    ("this", "s"),
    ("lingxigraph.messages", "convert_to_messages"),
    ("lingxigraph.types", "interrupt"),
    ("lingxigraph.checkpoint.serde._policy", "locate_class"),
]
MARKER = "/tmp/lingxigraph_serde_pwned"
ARGS: list[Any] = [f"echo pwned > {MARKER}", ["sh", "-c", "exit 3"], {"args": ["true"]}, [__name__], None]


def _ext(code: int, *payload: Any) -> msgpack.ExtType:
    return msgpack.ExtType(code, msgpack.packb(list(payload), use_bin_type=True))


def _hostile_payloads(targets: list[tuple[str, str]]) -> Iterator[bytes]:
    for module, name in targets:
        for code in range(8):
            for arg in ARGS:
                yield msgpack.packb(_ext(code, module, name, arg))
                yield msgpack.packb(_ext(code, module, name, arg, "build"))
                yield msgpack.packb({"nested": [_ext(code, module, name, arg, "__reduce__")]})


SERIALIZERS = {
    "strict": JsonPlusSerializer(allowed_msgpack_modules=None),
    # the default allows imported data classes (Trap is none), except from dangerous modules
    "default": JsonPlusSerializer(),
    "allow-all": JsonPlusSerializer(allowed_msgpack_modules=True),
    # Naming a module in the allowlist permits importing it, so leave out the two
    # whose import has side effects; the dangerous ones stay and must still be refused.
    "allow-hostile-names": JsonPlusSerializer(
        allowed_msgpack_modules=[t for t in HOSTILE_TARGETS if t[0] not in (__name__, "this", "antigravity")]
    ),
}


def _load_quietly(serde: JsonPlusSerializer, data: tuple[str, bytes]) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UnregisteredTypeWarning)
        try:
            return serde.loads_typed(data)
        except SerdeError:
            return None


@pytest.mark.parametrize("name", sorted(SERIALIZERS))
def test_hostile_extension_payloads_are_inert(name: str) -> None:
    serde = SERIALIZERS[name]
    # allow-all trusts every class the program imported, this module's Trap included.
    targets = [t for t in HOSTILE_TARGETS if name != "allow-all" or t[0] != __name__]
    TRIGGERED.clear()
    modules_before = set(sys.modules)
    for payload in _hostile_payloads(targets):
        result = _load_quietly(serde, ("msgpack", payload))
        assert not callable(result)
    assert TRIGGERED == []
    assert set(sys.modules) - modules_before == set()
    assert not os.path.exists(MARKER)


def test_unknown_type_warns_and_returns_data() -> None:
    payload = msgpack.packb(_ext(1, "subprocess", "Popen", ["sh", "-c", "exit 3"]))
    with pytest.warns(UnregisteredTypeWarning, match=r"^Deserializing unregistered type subprocess\.Popen "):
        assert JsonPlusSerializer().loads_typed(("msgpack", payload)) == ["sh", "-c", "exit 3"]


def test_allow_all_still_refuses_dangerous_modules() -> None:
    payload = msgpack.packb(_ext(0, "os", "system", "exit 3"))
    with pytest.warns(UnregisteredTypeWarning, match=r"os\.system"):
        assert JsonPlusSerializer(allowed_msgpack_modules=True).loads_typed(("msgpack", payload)) == "exit 3"


def test_explicitly_allowlisted_trap_is_the_only_way_in() -> None:
    # Sanity check of the harness: allowlisting the class by name does construct it.
    TRIGGERED.clear()
    serde = JsonPlusSerializer(allowed_msgpack_modules=[(__name__, "Trap")])
    value = serde.loads_typed(("msgpack", msgpack.packb(_ext(0, __name__, "Trap", 1))))
    assert isinstance(value, Trap)
    assert TRIGGERED == ["__new__", "__init__"]
    TRIGGERED.clear()


def test_pickle_is_refused_unless_enabled() -> None:
    TRIGGERED.clear()
    data = ("pickle", pickle.dumps(Trap.__new__(Trap)))
    TRIGGERED.clear()
    with pytest.raises(UnknownSerializationTypeError, match=r"^Unknown serialization type: pickle$"):
        JsonPlusSerializer().loads_typed(data)
    assert TRIGGERED == []
    assert isinstance(UnknownSerializationTypeError("x"), (ValueError, NotImplementedError))


@pytest.mark.parametrize(
    "data",
    [
        ("msgpack", b""),
        ("msgpack", b"\xc1"),
        ("msgpack", b"\x92\x01"),
        ("msgpack", b"\x01\x02"),
        ("msgpack", b"\xd4\x63\x00"),
        ("msgpack", msgpack.packb(msgpack.ExtType(0, b"\xff\xfe"))),
        ("msgpack", msgpack.packb(msgpack.ExtType(0, msgpack.packb([1, 2, 3])))),
        ("msgpack", msgpack.packb(msgpack.ExtType(0, msgpack.packb(["a"])))),
        ("msgpack", msgpack.packb(_ext(0, "builtins", "tuple", 5))),
        ("msgpack", msgpack.packb({(1,): 2}, use_bin_type=True)[:-1]),
        ("msgpack", b"\x81\x91\x01\x02"),
        ("json", b"{not json"),
        ("bogus", b""),
        ("msgpack",),
    ],
)
def test_malformed_data_raises_serde_error(data: Any) -> None:
    with pytest.raises(SerdeError):
        JsonPlusSerializer().loads_typed(data)


def test_stored_value_a_builtin_rejects_comes_back_as_its_payload(caplog: pytest.LogCaptureFixture) -> None:
    # LangGraph (checkpoint 4.3.2) reads a well-formed payload whose value the type
    # rejects as the stored argument, logged, rather than failing the whole read
    data = ("msgpack", msgpack.packb({"at": _ext(3, "datetime", "datetime", "31/02/2024", "fromisoformat")}))
    with caplog.at_level(logging.WARNING):
        assert JsonPlusSerializer().loads_typed(data) == {"at": "31/02/2024"}
    assert re.search(r"Could not reconstruct datetime\.datetime from checkpoint \(ValueError\)", caplog.text)


def test_method_call_outside_the_safe_set_is_never_made(tmp_path: Any, caplog: pytest.LogCaptureFixture) -> None:
    # a crafted payload naming pathlib.Path.read_text: the file is never read, the
    # argument (a Path) comes back and the refusal is logged, as LangGraph does
    secret = tmp_path / "secret.txt"
    secret.write_text("secret")
    arg = msgpack.ExtType(0, msgpack.packb(["pathlib", "PosixPath", [str(secret)]]))
    data = ("msgpack", msgpack.packb(_ext(3, "pathlib", "PosixPath", arg, "read_text")))
    with caplog.at_level(logging.WARNING):
        value = JsonPlusSerializer(allowed_msgpack_modules=True).loads_typed(data)
    assert value != "secret"
    assert str(value) == str(secret)
    assert re.search(r"Blocked deserialization of method call pathlib\.PosixPath\.read_text", caplog.text)


def test_deeply_nested_extensions_are_refused_cleanly() -> None:
    nested: Any = 1
    for _ in range(500):
        nested = msgpack.ExtType(0, msgpack.packb(["builtins", "tuple", [nested]]))
    with pytest.raises(SerdeError, match=r"nested deeper than"):
        JsonPlusSerializer().loads_typed(("msgpack", msgpack.packb(nested)))


def test_deep_nesting_in_a_small_thread_stack_does_not_crash() -> None:
    import threading

    nested: Any = 1
    for _ in range(100):
        nested = (nested,)
    tag, payload = JsonPlusSerializer().dumps_typed(nested)
    results: list[Any] = []
    old = threading.stack_size(512 * 1024)
    try:
        thread = threading.Thread(target=lambda: results.append(JsonPlusSerializer().loads_typed((tag, payload))))
        thread.start()
        thread.join()
    finally:
        threading.stack_size(old)
    assert results == [nested]


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300))
def test_random_bytes_give_a_value_or_serde_error(data: bytes) -> None:
    TRIGGERED.clear()
    modules_before = set(sys.modules)
    for serde in SERIALIZERS.values():
        _load_quietly(serde, ("msgpack", data))
        _load_quietly(serde, ("json", data))
    assert TRIGGERED == []
    assert set(sys.modules) - modules_before == set()


_targets = st.sampled_from(HOSTILE_TARGETS + [("builtins", "tuple"), ("datetime", "datetime"), ("uuid", "UUID")])
_args = st.recursive(
    st.one_of(st.none(), st.integers(-(2**63), 2**63 - 1), st.text(max_size=10), st.binary(max_size=10)),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=4), inner, max_size=3)),
    max_leaves=6,
)


@st.composite
def _crafted(draw: st.DrawFn, depth: int = 0) -> Any:
    module, name = draw(_targets)
    arg = draw(_crafted(depth + 1)) if depth < 3 and draw(st.booleans()) else draw(_args)
    extra = draw(st.lists(st.text(max_size=8), max_size=2))
    return _ext(draw(st.integers(0, 9)), module, name, arg, *extra)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_crafted(), st.binary(max_size=4))
def test_crafted_extensions_give_a_value_or_serde_error(ext: msgpack.ExtType, junk: bytes) -> None:
    TRIGGERED.clear()
    modules_before = set(sys.modules)
    for payload in (msgpack.packb(ext), msgpack.packb([ext, {"k": ext}]), msgpack.packb(ext) + junk):
        for serde in (SERIALIZERS["strict"], SERIALIZERS["default"], SERIALIZERS["allow-hostile-names"]):
            _load_quietly(serde, ("msgpack", payload))
    assert TRIGGERED == []
    assert set(sys.modules) - modules_before == set()
