"""``python -m lingxigraph draw module:attr`` (and the ``main()`` entry point)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import draw_helpers as h
from draw_oracle_facts import FACTS
from lingxigraph.__main__ import main

HERE = Path(__file__).resolve().parent

APP = textwrap.dedent(
    """
    from typing_extensions import TypedDict
    from lingxigraph.graph import END, START, StateGraph

    class S(TypedDict):
        x: int

    def a(s):
        return {"x": 1}

    def b(s):
        return {"x": 2}

    def route(s):
        return "b"

    builder = StateGraph(S)
    builder.add_node("a", a)
    builder.add_node("b", b)
    builder.add_node("c", b)
    builder.add_edge(START, "a")
    builder.add_conditional_edges("a", route, {"go_b": "b", "go_c": "c", "done": END})
    builder.add_edge("b", END)
    builder.add_edge("c", END)
    graph = builder.compile()

    def make_graph():
        return builder.compile()

    class Holder:
        graph = graph

    not_a_graph = 42
    """
)


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(HERE), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return subprocess.run(
        [sys.executable, "-m", "lingxigraph", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture()
def app_dir(tmp_path: Path) -> Path:
    (tmp_path / "my_app.py").write_text(APP)
    return tmp_path


def test_draw_mermaid_for_helper_graph_matches_oracle(tmp_path):
    proc = run_cli("draw", "draw_helpers:cond_path_map", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == FACTS[("cond_path_map", "False")]["mermaid"]


def test_draw_xray(tmp_path):
    proc = run_cli("draw", "draw_helpers:subgraph", "--xray", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == FACTS[("subgraph", "True")]["mermaid"]
    proc = run_cli("draw", "draw_helpers:nested_subgraphs", "--xray-depth", "1", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == FACTS[("nested_subgraphs", "1")]["mermaid"]


def test_draw_module_from_cwd_compiled_builder_and_factory(app_dir):
    expected = FACTS[("cond_path_map", "False")]["mermaid"]
    for target in ("my_app:graph", "my_app:builder", "my_app:make_graph", "my_app:Holder.graph"):
        proc = run_cli("draw", target, cwd=app_dir)
        assert proc.returncode == 0, (target, proc.stderr)
        assert proc.stdout == expected, target


def test_draw_file_path_target(app_dir, tmp_path_factory):
    elsewhere = tmp_path_factory.mktemp("elsewhere")
    proc = run_cli("draw", str(app_dir / "my_app.py") + ":graph", cwd=elsewhere)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == FACTS[("cond_path_map", "False")]["mermaid"]


def test_draw_ascii_format_and_output_file(app_dir):
    out = app_dir / "graph.txt"
    proc = run_cli("draw", "my_app:graph", "--format", "ascii", "-o", str(out), cwd=app_dir)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == ""
    text = out.read_text()
    assert text == h.cond_path_map().get_graph().draw_ascii() + "\n"
    for name in ("__start__", "a", "b", "c", "__end__"):
        assert f"| {name} |" in text


def test_draw_mermaid_output_file(app_dir):
    out = app_dir / "graph.mmd"
    proc = run_cli("draw", "my_app:graph", "--output", str(out), cwd=app_dir)
    assert proc.returncode == 0, proc.stderr
    assert out.read_text() == FACTS[("cond_path_map", "False")]["mermaid"]


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("my_app", "expected MODULE:ATTR"),
        ("no_such_module_xyz:graph", "cannot import module"),
        ("my_app:missing", "has no attribute"),
        ("my_app:not_a_graph", "is not a graph"),
        ("./nope.py:graph", "no such file"),
    ],
)
def test_draw_errors_exit_1_with_message(app_dir, target, message):
    proc = run_cli("draw", target, cwd=app_dir)
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert message in proc.stderr
    assert "Traceback" not in proc.stderr


def test_usage_errors_exit_2(app_dir):
    assert run_cli(cwd=app_dir).returncode == 2
    proc = run_cli("draw", "my_app:graph", "--format", "svg", cwd=app_dir)
    assert proc.returncode == 2
    assert "invalid choice" in proc.stderr


def test_help_lists_draw(app_dir):
    proc = run_cli("--help", cwd=app_dir)
    assert proc.returncode == 0
    assert "draw" in proc.stdout
    proc = run_cli("draw", "--help", cwd=app_dir)
    assert proc.returncode == 0
    for flag in ("--xray", "--format", "-o"):
        assert flag in proc.stdout


def test_main_in_process(capsys):
    assert main(["draw", "draw_helpers:chain"]) == 0
    assert capsys.readouterr().out == FACTS[("chain", "False")]["mermaid"]
    assert main(["draw", "draw_helpers:subgraph", "--xray", "--format", "mermaid"]) == 0
    assert capsys.readouterr().out == FACTS[("subgraph", "True")]["mermaid"]
    assert main(["draw", "draw_helpers:nope"]) == 1
    assert "has no attribute" in capsys.readouterr().err
