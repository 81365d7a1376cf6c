"""A few oracle drawings spelled out in full, for readability.

Each string is exactly what LangGraph 1.2.11 printed for the same graph.
"""

from __future__ import annotations

import draw_helpers as h

HEADER = "---\nconfig:\n  flowchart:\n    curve: linear\n---\ngraph TD;\n"
FOOTER = (
    "\tclassDef default fill:#f2f0ff,line-height:1.2\n"
    "\tclassDef first fill-opacity:0\n"
    "\tclassDef last fill:#bfb6fc\n"
)


def test_chain():
    assert h.chain().get_graph().draw_mermaid() == HEADER + (
        "\t__start__([<p>__start__</p>]):::first\n"
        "\ta(a)\n"
        "\tb(b)\n"
        "\t__end__([<p>__end__</p>]):::last\n"
        "\t__start__ --> a;\n"
        "\ta --> b;\n"
        "\tb --> __end__;\n"
    ) + FOOTER


def test_conditional_edges_with_path_map_are_dotted_and_labelled():
    assert h.cond_path_map().get_graph().draw_mermaid() == HEADER + (
        "\t__start__([<p>__start__</p>]):::first\n"
        "\ta(a)\n"
        "\tb(b)\n"
        "\tc(c)\n"
        "\t__end__([<p>__end__</p>]):::last\n"
        "\t__start__ --> a;\n"
        "\ta -. &nbsp;done&nbsp; .-> __end__;\n"
        "\ta -. &nbsp;go_b&nbsp; .-> b;\n"
        "\ta -. &nbsp;go_c&nbsp; .-> c;\n"
        "\tb --> __end__;\n"
        "\tc --> __end__;\n"
    ) + FOOTER


def test_conditional_edges_from_literal_annotation():
    assert h.cond_literal().get_graph().draw_mermaid() == HEADER + (
        "\t__start__([<p>__start__</p>]):::first\n"
        "\ta(a)\n"
        "\tb(b)\n"
        "\tc(c)\n"
        "\t__end__([<p>__end__</p>]):::last\n"
        "\t__start__ --> a;\n"
        "\ta -.-> __end__;\n"
        "\ta -.-> b;\n"
        "\ta -.-> c;\n"
        "\tb --> __end__;\n"
        "\tc --> __end__;\n"
    ) + FOOTER


def test_conditional_edge_with_unknown_targets_draws_nothing_past_the_source():
    # LangGraph 1.2.11 cannot know where `route` goes: `a` is drawn as a dead end
    # (a plain edge to __end__), b and c are unreachable, and with several
    # nodes lacking incoming edges no node is styled first/last.
    assert h.cond_unknown_targets().get_graph().draw_mermaid() == HEADER + (
        "\t__start__(<p>__start__</p>)\n"
        "\ta(a)\n"
        "\tb(b)\n"
        "\tc(c)\n"
        "\t__end__(<p>__end__</p>)\n"
        "\t__start__ --> a;\n"
        "\ta --> __end__;\n"
    ) + FOOTER


def test_command_destinations_dict_labels_edges():
    assert h.command_destinations_dict().get_graph().draw_mermaid() == HEADER + (
        "\t__start__([<p>__start__</p>]):::first\n"
        "\ta(a)\n"
        "\tb(b)\n"
        "\tc(c)\n"
        "\t__end__([<p>__end__</p>]):::last\n"
        "\t__start__ --> a;\n"
        "\ta -. &nbsp;to b&nbsp; .-> b;\n"
        "\ta -. &nbsp;to c&nbsp; .-> c;\n"
        "\tb --> __end__;\n"
        "\tc --> __end__;\n"
    ) + FOOTER


def test_join_edges():
    assert h.join().get_graph().draw_mermaid() == HEADER + (
        "\t__start__([<p>__start__</p>]):::first\n"
        "\ta(a)\n"
        "\tb(b)\n"
        "\tc(c)\n"
        "\t__end__([<p>__end__</p>]):::last\n"
        "\t__start__ --> a;\n"
        "\t__start__ --> b;\n"
        "\ta --> c;\n"
        "\tb --> c;\n"
        "\tc --> __end__;\n"
    ) + FOOTER


def test_subgraph_xray():
    compiled = h.subgraph()
    assert compiled.get_graph().draw_mermaid() == HEADER + (
        "\t__start__([<p>__start__</p>]):::first\n"
        "\ta(a)\n"
        "\tchild(child)\n"
        "\tc(c)\n"
        "\t__end__([<p>__end__</p>]):::last\n"
        "\t__start__ --> a;\n"
        "\ta --> child;\n"
        "\tchild --> c;\n"
        "\tc --> __end__;\n"
    ) + FOOTER
    assert compiled.get_graph(xray=True).draw_mermaid() == HEADER + (
        "\t__start__([<p>__start__</p>]):::first\n"
        "\ta(a)\n"
        "\tc(c)\n"
        "\t__end__([<p>__end__</p>]):::last\n"
        "\t__start__ --> a;\n"
        "\ta --> child\\3as1;\n"
        "\tchild\\3as2 --> c;\n"
        "\tc --> __end__;\n"
        "\tsubgraph child\n"
        "\tchild\\3as1(s1)\n"
        "\tchild\\3as2(s2)\n"
        "\tchild\\3as1 --> child\\3as2;\n"
        "\tend\n"
    ) + FOOTER


def test_metadata_defer_and_interrupts_in_labels():
    assert h.metadata_defer_interrupts().get_graph().draw_mermaid() == HEADER + (
        "\t__start__([<p>__start__</p>]):::first\n"
        "\ta(a<hr/><small><em>k = v\nn = 1\ndefer = True\n__interrupt = before,after</em></small>)\n"
        "\tb(b<hr/><small><em>__interrupt = before</em></small>)\n"
        "\t__end__([<p>__end__</p>]):::last\n"
        "\t__start__ --> a;\n"
        "\ta --> b;\n"
        "\tb --> __end__;\n"
    ) + FOOTER
