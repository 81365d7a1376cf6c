# https://github.com/langchain-ai/langgraph/issues/3372 : a subgraph invoked inside a parent node's function (not added as a node) against the same subgraph added as a node: get_graph(xray=True) nodes and edges, draw_mermaid() line count and whether the child's nodes appear, get_subgraphs() names, and the updates stream with subgraphs=True of both (the namespaces each shows)
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
class SubState(TypedDict, total=False):
    bar: str
    baz: str
class ParentState(TypedDict, total=False):
    foo: str
def sub1(s): return {"baz": "baz"}
def sub2(s): return {"bar": s["bar"] + s["baz"]}
sub = StateGraph(SubState).add_node(sub1).add_node(sub2).add_edge(START, "sub1").add_edge("sub1", "sub2").compile()
def node_1(s): return {"foo": "hi! " + s["foo"]}
def node_2(s):
    out = sub.invoke({"bar": s["foo"]})
    return {"foo": out["bar"]}
as_call = StateGraph(ParentState).add_node(node_1).add_node(node_2).add_edge(START, "node_1").add_edge("node_1", "node_2").compile()
class Both(TypedDict, total=False):
    foo: str
    bar: str
    baz: str
as_node = StateGraph(Both).add_node(node_1).add_node("child", sub).add_edge(START, "node_1").add_edge("node_1", "child").compile()
for name, g in (("call", as_call), ("node", as_node)):
    dg = g.get_graph(xray=True)
    print(name, sorted(dg.nodes), sorted((e.source, e.target) for e in dg.edges))
    text = g.get_graph(xray=True).draw_mermaid()
    print(name, len(text.splitlines()), "sub1" in text, [n for n, _ in g.get_subgraphs()])
    inp = {"foo": "x"} if name == "call" else {"foo": "x", "bar": "x"}
    print(name, [(ns[0].split(":")[0] if ns else "", list(c)) for ns, c in g.stream(inp, stream_mode="updates", subgraphs=True)])
