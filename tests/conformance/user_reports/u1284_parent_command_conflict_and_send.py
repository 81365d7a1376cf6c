# https://github.com/langchain-ai/langgraph/pull/3134 : two parallel subgraphs both returning Command(graph=PARENT, update=...) on a parent key without a reducer (the error type and text), the same with a reducer, and a child returning Command(graph=PARENT, goto=Send(...)) to a parent node
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Command, Send
class Plain(TypedDict):
    who: str
class Red(TypedDict):
    who: Annotated[list, operator.add]
def mk(schema, tag, wrap):
    def n(s): return Command(graph=Command.PARENT, update={"who": wrap(tag)})
    return StateGraph(schema).add_node("n", n).add_edge(START, "n").compile()
for schema, wrap in [(Plain, lambda t: t), (Red, lambda t: [t])]:
    g = StateGraph(schema).add_node("a", mk(schema, "a", wrap)).add_node("b", mk(schema, "b", wrap)).add_edge(START, "a").add_edge(START, "b").compile()
    try:
        r = g.invoke({"who": wrap("")})
        print(schema.__name__, {k: sorted(v) if isinstance(v, list) else v for k, v in r.items()})
    except Exception as e:
        print(schema.__name__, "!!", type(e).__name__, str(e).splitlines()[0][:200])
class T(TypedDict):
    got: Annotated[list, operator.add]
def kid(s): return Command(graph=Command.PARENT, goto=[Send("recv", {"got": ["sent-1"]}), Send("recv", {"got": ["sent-2"]})])
child = StateGraph(T).add_node("kid", kid).add_edge(START, "kid").compile()
def recv(s): return {"got": ["recv saw " + ",".join(s["got"])]}
g = StateGraph(T).add_node("child", child).add_node("recv", recv).add_edge(START, "child").compile()
print(sorted(g.invoke({"got": []})["got"]))
for ns, c in g.stream({"got": []}, stream_mode="updates", subgraphs=True):
    print([n.split(":")[0] for n in ns], sorted(c))
