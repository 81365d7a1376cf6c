"""The drawable Graph object: structure helpers, JSON, ASCII, PNG refusal."""

from __future__ import annotations

import json
from typing import Literal

import pytest

import draw_helpers as h
from lingxigraph.graph._draw import (
    CurveStyle,
    Edge,
    Graph,
    MermaidDrawMethod,
    MermaidRenderError,
    Node,
    NodeStyles,
    draw_graph,
    yaml_dump,
)
from lingxigraph.graph import END, START, StateGraph


def route(s) -> Literal["b", "__end__"]:
    return "b"


def test_get_graph_returns_graph_with_start_and_end():
    graph = h.chain().get_graph()
    assert list(graph.nodes) == ["__start__", "a", "b", "__end__"]
    # as LangGraph: a function node is drawn holding the RunnableCallable the builder made
    assert type(graph.nodes["a"].data).__name__ == "RunnableCallable"
    assert graph.nodes["a"].data.func is h.a and graph.nodes["a"].data.name == "a"
    assert graph.nodes["__end__"].data is None
    assert graph.first_node().id == "__start__"
    assert graph.last_node().id == "__end__"


def test_behaviour_reference_section_24_edges():
    # /work/shared/reference/behaviour.md §24: a conditional edge from `a`
    # (targets from a Literal annotation) to b / END.
    g = StateGraph(h.S)
    g.add_node("a", h.a)
    g.add_node("b", h.b)
    g.add_edge(START, "a")
    g.add_conditional_edges("a", route)
    g.add_edge("b", END)
    graph = g.compile().get_graph()
    assert list(graph.nodes) == ["__start__", "a", "b", "__end__"]
    assert [(e.source, e.target, e.conditional) for e in graph.edges] == [
        ("__start__", "a", False),
        ("a", "__end__", True),
        ("a", "b", True),
        ("b", "__end__", False),
    ]


def test_subgraph_node_data_is_the_compiled_subgraph():
    compiled = h.subgraph()
    graph = compiled.get_graph()
    assert graph.nodes["child"].data is compiled.builder.nodes["child"].runnable
    xray = compiled.get_graph(xray=True)
    assert "child" not in xray.nodes
    assert xray.nodes["child:s1"].name == "s1"
    assert xray.nodes["child:s1"].data.func is h.a


def test_draw_graph_function_and_aget_graph():
    import asyncio

    compiled = h.agent_loop()
    direct = draw_graph(compiled)
    via_async = asyncio.run(compiled.aget_graph())
    assert direct.edges == via_async.edges == compiled.get_graph().edges


def test_edge_and_node_are_namedtuples_with_copy():
    edge = Edge("a", "b")
    assert edge == ("a", "b", None, False)
    assert edge.copy(target="c") == Edge("a", "c", None, False)
    node = Node("x", "x", None, None)
    assert node.copy(id="p:x") == Node("p:x", "x", None, None)


def test_graph_building_helpers():
    g = Graph()
    s = g.add_node(None, "s")
    m = g.add_node(len, "m", metadata={"k": 1})
    e = g.add_node(None, "e")
    g.add_edge(s, m)
    g.add_edge("m", "e", "done", True)
    with pytest.raises(ValueError):
        g.add_node(None, "s")
    with pytest.raises(ValueError):
        g.add_edge("s", "missing")
    assert g.first_node() == s and g.last_node() == e

    outer = Graph()
    outer.add_node(None, "top")
    first, last = outer.extend(g, prefix="sub")
    assert first.id == "sub:s" and last.id == "sub:e"
    assert list(outer.nodes) == ["top", "sub:s", "sub:m", "sub:e"]
    assert outer.edges[-1] == Edge("sub:m", "sub:e", "done", True)

    g.trim_first_node()
    g.trim_last_node()
    assert list(g.nodes) == ["m"] and g.edges == []

    g.remove_node("m")
    assert g.nodes == {}


def test_trim_keeps_branching_start_and_shared_end():
    g = Graph()
    for n in ("s", "x", "y", "e"):
        g.add_node(None, n)
    g.add_edge("s", "x", conditional=True)
    g.add_edge("s", "y", conditional=True)
    g.add_edge("x", "e")
    g.add_edge("y", "e")
    g.trim_first_node()
    g.trim_last_node()
    assert list(g.nodes) == ["s", "x", "y", "e"]


def test_reid_names_generated_ids():
    g = Graph()
    one = g.add_node(len)
    two = g.add_node(len)
    three = g.add_node(abs)
    g.add_edge(one, two)
    g.add_edge(two, three)
    renamed = g.reid()
    assert list(renamed.nodes) == ["len_1", "len_2", "abs"]
    assert [tuple(e)[:2] for e in renamed.edges] == [("len_1", "len_2"), ("len_2", "abs")]


def test_to_json_shape_is_json_serialisable():
    data = h.subgraph().get_graph().to_json()
    text = json.dumps(data)
    assert json.loads(text) == data
    nodes = {n["id"]: n for n in data["nodes"]}
    assert nodes["__end__"] == {"id": "__end__"}
    assert nodes["a"]["type"] == "runnable"
    assert nodes["a"]["data"] == {"id": ["langgraph", "_internal", "_runnable", "RunnableCallable"], "name": "a"}
    # our classes show LangGraph's package path, as a snapshot recorded with LangGraph has them
    assert nodes["child"]["data"]["id"] == ["langgraph", "graph", "state", "CompiledStateGraph"]
    assert data["edges"][0] == {"source": "__start__", "target": "a"}


def test_empty_graph_mermaid_and_ascii():
    g = Graph()
    assert g.draw_mermaid() == (
        "---\nconfig:\n  flowchart:\n    curve: linear\n---\ngraph TD;\n"
        "\tclassDef default fill:#f2f0ff,line-height:1.2\n"
        "\tclassDef first fill-opacity:0\n"
        "\tclassDef last fill:#bfb6fc\n"
    )
    assert g.draw_ascii() == ""


def test_enums_and_styles():
    assert CurveStyle.LINEAR.value == "linear"
    assert MermaidDrawMethod.API.value == "api"
    assert NodeStyles() == NodeStyles("fill:#f2f0ff,line-height:1.2", "fill-opacity:0", "fill:#bfb6fc")


def test_yaml_dump_matches_pyyaml_folding():
    # as printed by yaml.dump(..., default_flow_style=False) (PyYAML 6)
    words = " ".join(f"word{i}" for i in range(30))
    assert yaml_dump({"title": words, "config": {"x": {"deep": words}}}) == (
        "config:\n"
        "  x:\n"
        "    deep: word0 word1 word2 word3 word4 word5 word6 word7 word8 word9 word10 word11\n"
        "      word12 word13 word14 word15 word16 word17 word18 word19 word20 word21 word22\n"
        "      word23 word24 word25 word26 word27 word28 word29\n"
        "title: word0 word1 word2 word3 word4 word5 word6 word7 word8 word9 word10 word11 word12\n"
        "  word13 word14 word15 word16 word17 word18 word19 word20 word21 word22 word23 word24\n"
        "  word25 word26 word27 word28 word29\n"
    )
    assert yaml_dump({"f": [1.5, 1e20, float("inf"), 3.0, 1e-7], "k": ""}) == (
        "f:\n- 1.5\n- 1.0e+20\n- .inf\n- 3.0\n- 1.0e-07\nk: ''\n"
    )


# ---- ASCII ------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(h.GRAPHS))
def test_ascii_draws_a_box_per_node(name):
    graph = h.GRAPHS[name][0]().get_graph(xray=True)
    art = graph.draw_ascii()
    for node in graph.nodes.values():
        assert f"| {node.name} |" in art
    lines = art.splitlines()
    assert all(line == line.rstrip() for line in lines)
    assert art.count("+") == 4 * len(graph.nodes)


def test_ascii_layout_is_top_down_with_edge_styles():
    art = h.cond_path_list().get_graph().draw_ascii()
    lines = art.splitlines()

    def row(label):
        return next(i for i, line in enumerate(lines) if f"| {label} |" in line)

    assert row("__start__") < row("a") < row("b") == row("c") < row("__end__")
    between_start_and_a = "\n".join(lines[row("__start__") + 2 : row("a") - 1])
    between_a_and_b = "\n".join(lines[row("a") + 2 : row("b") - 1])
    assert "*" in between_start_and_a and "." not in between_start_and_a
    assert "." in between_a_and_b and "*" not in between_a_and_b


def test_ascii_handles_cycles_and_self_loops(capsys):
    for compiled in (h.agent_loop(), h.self_loop()):
        graph = compiled.get_graph()
        graph.print_ascii()
        out = capsys.readouterr().out
        assert "| __start__ |" in out and "| __end__ |" in out


def test_ascii_chain_exact():
    assert h.chain().get_graph().draw_ascii() == "\n".join(
        [
            "+-----------+",
            "| __start__ |",
            "+-----------+",
            "      *",
            "      *",
            "      *",
            "      *",
            "    +---+",
            "    | a |",
            "    +---+",
            "      *",
            "      *",
            "      *",
            "      *",
            "    +---+",
            "    | b |",
            "    +---+",
            "      *",
            "      *",
            "      *",
            "      *",
            " +---------+",
            " | __end__ |",
            " +---------+",
        ]
    )


# ---- PNG: never over the network --------------------------------------------


def test_draw_mermaid_png_without_local_renderer_raises(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("LINGXIGRAPH_MMDC", raising=False)
    graph = h.chain().get_graph()
    with pytest.raises(MermaidRenderError) as info:
        graph.draw_mermaid_png()
    message = str(info.value)
    assert "no local Mermaid renderer" in message
    assert "mmdc" in message
    assert isinstance(info.value, RuntimeError)
    with pytest.raises(MermaidRenderError):
        graph.draw_mermaid_png(draw_method=MermaidDrawMethod.API, output_file_path=str(tmp_path / "g.png"))
    assert not (tmp_path / "g.png").exists()


def test_draw_mermaid_png_uses_local_cli(monkeypatch, tmp_path):
    fake = tmp_path / "mmdc"
    fake.write_text(
        "#!/bin/sh\n"
        'while [ "$#" -gt 0 ]; do case "$1" in -i) IN="$2"; shift 2;; -o) OUT="$2"; shift 2;; *) shift;; esac; done\n'
        'printf "PNG:" > "$OUT"; cat "$IN" >> "$OUT"\n'
    )
    fake.chmod(0o755)
    monkeypatch.setenv("LINGXIGRAPH_MMDC", str(fake))
    graph = h.chain().get_graph()
    target = tmp_path / "out.png"
    data = graph.draw_mermaid_png(output_file_path=str(target))
    assert data == b"PNG:" + graph.draw_mermaid().encode()
    assert target.read_bytes() == data


def test_draw_png_without_graphviz_raises(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(MermaidRenderError, match="Graphviz"):
        h.chain().get_graph().draw_png()
