# https://github.com/langchain-ai/langgraph/issues/2644 : nodes whose input / output types differ from the state (a node annotated with a private TypedDict returning only private keys, a node returning a key of no schema, output_schema keys only): InvalidUpdateError "Must write to at least one of" texts and the results
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class State(TypedDict):
    foo: int
class Tmp(TypedDict):
    zoo: int
class node1:
    def __call__(self, state: State) -> Tmp:
        return {"zoo": state["foo"] + 1}
class node2:
    def __call__(self, state: Tmp) -> State:
        return {"foo": state["zoo"] + 1}
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, getattr(e, "lc_error_code", None))
        print("  " + "\n  ".join(str(e).splitlines()))
b = StateGraph(State)
b.add_node("node_1", node1()); b.add_node("node_2", node2())
b.add_edge(START, "node_1"); b.add_edge("node_1", "node_2"); b.add_edge("node_2", END)
show("report", lambda: b.compile().invoke({"foo": 1}))
print(sorted(b.channels), sorted(getattr(k, "__name__", str(k)) for k in b.schemas))
b2 = StateGraph(State); b2.add_node("x", lambda s: {"nope": 1}); b2.add_edge(START, "x")
show("unknown key", lambda: b2.compile().invoke({"foo": 1}))
b3 = StateGraph(State, input_schema=Tmp); b3.add_node("x", lambda s: {"foo": s.get("zoo", 0)}); b3.add_edge(START, "x")
show("input only private", lambda: b3.compile().invoke({"zoo": 5}))
show("input wrong key", lambda: b3.compile().invoke({"foo": 5}))
