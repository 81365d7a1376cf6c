# https://github.com/langchain-ai/langgraph/pull/380 : a compiled graph's public attributes tools read: nodes (keys), channels (keys and class names), stream_channels, input_channels, output_channels, stream_mode, interrupt_before/after_nodes, checkpointer, name, get_subgraphs() names (recurse too), for a plain graph, a graph with input/output schemas and a graph with a private channel
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.checkpoint.memory import InMemorySaver
class In(TypedDict):
    q: str
class Out(TypedDict):
    a: str
class S(TypedDict):
    q: str
    a: str
    log: Annotated[list, operator.add]
class Priv(TypedDict):
    secret: int
def first(s: In): return {"log": ["f"], "secret": 1}
def second(s: Priv): return {"a": "x"}
def show(g):
    print(" nodes", list(g.nodes))
    print(" channels", {k: type(v).__name__ for k, v in g.channels.items()})
    print(" stream", g.stream_channels, "input", g.input_channels, "output", g.output_channels, "mode", g.stream_mode)
    print(" ib", g.interrupt_before_nodes, "ia", g.interrupt_after_nodes, "saver", type(g.checkpointer).__name__, "name", g.name)
    print(" subgraphs", [(n, type(s).__name__) for n, s in g.get_subgraphs()], [(n) for n, s in g.get_subgraphs(recurse=True)])
b = StateGraph(S, input_schema=In, output_schema=Out)
b.add_node("first", first); b.add_node("second", second)
b.add_edge(START, "first"); b.add_edge("first", "second")
show(b.compile(checkpointer=InMemorySaver(), interrupt_before=["second"], name="qa"))
m = StateGraph(MessagesState); m.add_node("x", lambda s: {}); m.add_edge(START, "x")
show(m.compile())
sub = StateGraph(S); sub.add_node("inner", lambda s: {}); sub.add_edge(START, "inner")
mid = StateGraph(S); mid.add_node("sub", sub.compile()); mid.add_edge(START, "sub")
top = StateGraph(S); top.add_node("mid", mid.compile()); top.add_node("plain", lambda s: {}); top.add_edge(START, "mid"); top.add_edge("mid", "plain")
show(top.compile())
print([n for n, _ in top.compile().get_subgraphs(namespace="mid")], [n for n, _ in top.compile().get_subgraphs(namespace="mid|sub", recurse=True)])
