"""The v3 event API tests: LangGraph's experimental-API warning is expected
everywhere here (tests marked ``beta_warning`` check it); Python warnings are
errors otherwise."""

from __future__ import annotations

import contextlib
import sys
import warnings

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "beta_warning: the test checks the v3 experimental warning itself")


@pytest.fixture(autouse=True)
def _ignore_beta_warning(request: pytest.FixtureRequest) -> None:
    if request.node.get_closest_marker("beta_warning"):
        return
    # langchain-core adds its own filter for its beta warnings when first
    # imported: if it is loaded, make sure that happened before adding ours
    # (never load it here: the suite expects it unloaded unless a test loads it)
    if "langchain_core" in sys.modules:
        with contextlib.suppress(ImportError):
            import langchain_core._api  # noqa: F401
    warnings.filterwarnings("ignore", message="The v3 streaming protocol on Pregel is experimental")
