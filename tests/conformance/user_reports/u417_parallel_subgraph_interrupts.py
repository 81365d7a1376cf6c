# https://github.com/langchain-ai/langgraph/issues/4028 , agent-chat-ui#85 : two parallel subgraph nodes each interrupting; get_state(subgraphs=True) tasks[i].state; resume map by id for both; stream(subgraphs=True) updates
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, interrupt

class S(TypedDict):
    inputs: Annotated[list, operator.add]
def mk(tag):
    def ask(s):
        return {"inputs": [f"{tag}={interrupt(tag)}"]}
    return StateGraph(S).add_node("ask", ask).add_node("post", lambda s: {"inputs": [f"{tag}-post"]}).add_edge(START, "ask").add_edge("ask", "post").compile()
b = StateGraph(S)
b.add_node("ca", mk("a")); b.add_node("cb", mk("b")); b.add_node("cleanup", lambda s: {"inputs": ["clean"]})
b.add_edge(START, "ca"); b.add_edge(START, "cb"); b.add_edge("ca", "cleanup"); b.add_edge("cb", "cleanup")
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
ch = list(g.stream({"inputs": []}, cfg, stream_mode="updates", subgraphs=True))
print(sorted((len(ns), repr(d)[:60]) for ns, d in ch if "__interrupt__" not in d), len([1 for ns, d in ch if "__interrupt__" in d]))
st = g.get_state(cfg, subgraphs=True)
print(st.next, st.values)
for t in sorted(st.tasks, key=lambda t: t.name):
    print(t.name, [i.value for i in t.interrupts], t.state.values, t.state.next, [(tt.name, [i.value for i in tt.interrupts]) for tt in t.state.tasks])
    print(t.state.config["configurable"]["checkpoint_ns"].split(":")[0], t.state.metadata["step"] if t.state.metadata else None)
st0 = g.get_state(cfg)
print([type(t.state).__name__ for t in st0.tasks], sorted(t.state["configurable"]["checkpoint_ns"].split(":")[0] for t in st0.tasks))
ids = {i.value: i.id for i in st.interrupts}
out = g.invoke(Command(resume={ids["a"]: 1, ids["b"]: 2}), cfg)
print(sorted(out["inputs"]), g.get_state(cfg).next)
