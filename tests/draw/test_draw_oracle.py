"""get_graph() matches what LangGraph 1.2.11 printed for the same graphs."""

from __future__ import annotations

import pytest

import draw_helpers as h
from draw_oracle_facts import (
    DUPLICATE_SUBGRAPH_ERROR,
    FACTS,
    LONG_LABEL_WRAP_3,
    MERMAID_OPTIONS,
    TO_JSON_EDGES,
    TO_JSON_METADATA,
)
from lingxigraph.graph._draw import CurveStyle, Edge, Graph, Node, NodeStyles

CASES = sorted(FACTS)
XRAY = {"False": False, "True": True, "1": 1, "2": 2}


def _ids(case):
    name, xray = case
    return f"{name}-xray={xray}"


@pytest.fixture(scope="module")
def compiled():
    cache = {}

    def get(name):
        if name not in cache:
            cache[name] = h.GRAPHS[name][0]()
        return cache[name]

    return get


def test_every_helper_graph_has_facts():
    recorded = {(name, repr(xray)) for name, (_, levels) in h.GRAPHS.items() for xray in levels}
    assert recorded == set(FACTS)


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_nodes_match_oracle(case, compiled):
    name, xray = case
    graph = compiled(name).get_graph(xray=XRAY[xray])
    assert isinstance(graph, Graph)
    assert [(k, n.name, n.metadata) for k, n in graph.nodes.items()] == FACTS[case]["nodes"]
    for key, node in graph.nodes.items():
        assert isinstance(node, Node)
        assert node.id == key


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_edges_match_oracle(case, compiled):
    name, xray = case
    graph = compiled(name).get_graph(xray=XRAY[xray])
    assert [tuple(e) for e in graph.edges] == FACTS[case]["edges"]
    assert all(isinstance(e, Edge) for e in graph.edges)


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_mermaid_matches_oracle_byte_for_byte(case, compiled):
    name, xray = case
    assert compiled(name).get_graph(xray=XRAY[xray]).draw_mermaid() == FACTS[case]["mermaid"]


def test_mermaid_options_match_oracle():
    graph = h.agent_loop().get_graph()
    assert graph.draw_mermaid(with_styles=False) == MERMAID_OPTIONS["no_styles"]
    assert (
        graph.draw_mermaid(
            curve_style=CurveStyle.BASIS,
            wrap_label_n_words=1,
            node_colors=NodeStyles(default="fill:red", first="fill:blue", last="fill:green"),
        )
        == MERMAID_OPTIONS["wrap_1_basis"]
    )
    frontmatter = {
        "title": "Agent: loop " + " ".join(f"w{i}" for i in range(30)),
        "config": {
            "theme": "neutral",
            "look": "handDrawn",
            "themeVariables": {
                "primaryColor": "#ff0000",
                "n": 3,
                "b": True,
                "f": 1.5e20,
                "z": None,
                "lst": [1, "x y", {"q": "\u00e9"}],
                "empty": {},
                "tab": "x\ty",
            },
            "flowchart": {"curve": "basis", "htmlLabels": False},
        },
        "A": "it's",
        "B": "a #b",
        "C": "2001-12-14",
        "D": "-x",
        "E": "? x",
        "F": "yes",
        "G": "1e3",
        "H": ".5",
        "I": "trail ",
        "J": "a\nb",
    }
    assert graph.draw_mermaid(frontmatter_config=frontmatter) == MERMAID_OPTIONS["frontmatter"]


def test_curve_style_accepts_plain_string():
    graph = h.chain().get_graph()
    assert "    curve: basis\n" in graph.draw_mermaid(curve_style="basis")


def test_long_labels_wrap_like_oracle():
    assert h.cond_long_label().get_graph().draw_mermaid(wrap_label_n_words=3) == LONG_LABEL_WRAP_3


def test_to_json_edges_and_metadata_match_oracle():
    assert h.cond_path_map().get_graph().to_json()["edges"] == TO_JSON_EDGES
    nodes = h.metadata_defer_interrupts().get_graph().to_json()["nodes"]
    assert [n.get("metadata") for n in nodes] == TO_JSON_METADATA


def test_duplicate_subgraph_names_raise_like_oracle():
    graph = h.duplicate_subgraph_names().get_graph(xray=True)
    with pytest.raises(ValueError) as info:
        graph.draw_mermaid()
    assert str(info.value) == DUPLICATE_SUBGRAPH_ERROR
