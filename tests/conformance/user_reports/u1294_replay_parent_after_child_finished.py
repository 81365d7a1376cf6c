# https://github.com/langchain-ai/langgraph/issues/4866 : replaying (invoke(None, config)) a parent checkpoint taken before a finished child ran, and one between the child and the next parent node: which child nodes run again, the updates stream with subgraphs=True during the replay, and the history afterwards
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
ran = []
def mk(n):
    def f(s):
        ran.append(n)
        return {"log": [n]}
    return f
child = StateGraph(S).add_node("c1", mk("c1")).add_node("c2", mk("c2")).add_edge(START, "c1").add_edge("c1", "c2").compile()
g = StateGraph(S).add_node("p", mk("p")).add_node("child", child).add_node("q", mk("q")).add_edge(START, "p").add_edge("p", "child").add_edge("child", "q").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
g.invoke({"log": []}, cfg)
hist = list(g.get_state_history(cfg))
for target in [("child",), ("q",)]:
    h = next(x for x in hist if x.next == target)
    ran.clear()
    chunks = [([n.split(":")[0] for n in ns], c) for ns, c in g.stream(None, h.config, stream_mode="updates", subgraphs=True)]
    print(target, chunks, ran)
print([(x.metadata["source"], x.metadata["step"], x.next) for x in g.get_state_history(cfg)])
