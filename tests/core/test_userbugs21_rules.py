"""Rules found replaying users' bug reports (round 16, part B) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import pytest

from lingxigraph.func import entrypoint


def test_entrypoint_without_parameters_is_refused_when_decorated() -> None:
    # LangGraph refuses it at decoration time; lingxigraph used to build the graph and
    # fail at invoke() with EmptyInputError
    with pytest.raises(ValueError, match="^Entrypoint function must have at least one parameter$"):

        @entrypoint()
        def no_params() -> int:
            return 1

    with pytest.raises(ValueError, match="at least one parameter"):

        @entrypoint()
        async def no_params_async() -> int:
            return 1


def test_entrypoint_with_only_previous_or_varargs_is_accepted() -> None:
    @entrypoint()
    def star(*args: int) -> tuple[int, ...]:
        return args

    @entrypoint()
    def only_previous(*, previous: int | None = None) -> str:
        return "built"

    assert star.invoke(3) == (3,)
    assert list(only_previous.nodes) == ["only_previous"]
