"""Suite-wide settings: Hypothesis without wall-clock deadlines (CI machines are
shared and slow; a deadline would make property tests flaky, not stricter)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

settings.register_profile(
    "lingxigraph",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("lingxigraph")
