"""``call``: runs a ``RemoteGraph`` method through its sync or its async twin
(each test using it runs both), with a fake client of the matching kind."""

from __future__ import annotations

import pytest
from remote_fakes import Caller


@pytest.fixture(params=["sync", "async"])
def call(request: pytest.FixtureRequest) -> Caller:
    return Caller(request.param == "async")
