# https://github.com/langchain-ai/langgraph/issues/2893 : private keys passed between nodes through node return annotations and add_node(..., input_schema=): what each node sees (including instance-method and lambda nodes), what invoke returns with and without an output schema, and what get_state keeps of private keys
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class Overall(TypedDict):
    a: str
class Priv(TypedDict):
    secret: str
class Node2In(TypedDict):
    secret: str
    a: str
class Nodes:
    def n1(self, s: Overall) -> Priv:
        print("n1 sees", sorted(s))
        return {"secret": "s1"}
    def n2(self, s: Node2In) -> Overall:
        print("n2 sees", sorted(s.items()))
        return {"a": s["a"] + "+" + s["secret"]}
def n3(s):
    print("n3 sees", sorted(s.items()))
    return {"a": s["a"] + "!"}
def n4(s):
    print("n4 sees", sorted(s.items()))
    return {}
nodes = Nodes()
b = StateGraph(Overall).add_node("n1", nodes.n1).add_node("n2", nodes.n2).add_node("n3", n3).add_node("n4", n4, input_schema=Priv)
b.add_edge(START, "n1").add_edge("n1", "n2").add_edge("n2", "n3").add_edge("n3", "n4").add_edge("n4", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print("out", g.invoke({"a": "x"}, cfg))
print("state", g.get_state(cfg).values)
print("channels", sorted(k for k in g.channels if not k.startswith("branch:") and not k.startswith("__")))
print("values", list(g.stream({"a": "y"}, {"configurable": {"thread_id": "2"}}, stream_mode="values")))
print("updates", list(g.stream({"a": "z"}, {"configurable": {"thread_id": "3"}}, stream_mode="updates")))
