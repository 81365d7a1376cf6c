# https://github.com/langchain-ai/langgraph/issues/6005 : defer=True as users expect it to wait: unequal branches (a -> b -> b2 and a -> c, both into d), a deferred node in a loop (how often it runs per lap), a deferred node reached by Sends and by a conditional edge that picked only one branch, and the updates stream's step order
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class S(TypedDict, total=False):
    agg: Annotated[list, operator.add]
    laps: int
def mk(name):
    def fn(s):
        return {"agg": [name]}
    return fn
def build(defer):
    b = StateGraph(S)
    for n in ("a", "b", "b2", "c"):
        b.add_node(n, mk(n))
    b.add_node("d", mk("d"), defer=defer)
    b.add_edge(START, "a").add_edge("a", "b").add_edge("a", "c").add_edge("b", "b2").add_edge("b2", "d").add_edge("c", "d").add_edge("d", END)
    return b.compile()
for defer in (False, True):
    print(defer, build(defer).invoke({"agg": []})["agg"], [list(c) for c in build(defer).stream({"agg": []}, stream_mode="updates")])
def lap(s): return {"laps": s.get("laps", 0) + 1, "agg": ["lap"]}
def fan(s): return [Send("w", {"agg": ["w%d" % i]}) for i in range(2)] + ["side"]
def again(s): return "lap" if s["laps"] < 2 else END
b = (StateGraph(S).add_node("lap", lap).add_node("w", mk("w")).add_node("side", mk("side")).add_node("join", mk("join"), defer=True)
     .add_edge(START, "lap").add_conditional_edges("lap", fan, ["w", "side"]).add_edge("w", "join").add_edge("side", "join")
     .add_conditional_edges("join", again, ["lap", END]))
g = b.compile()
print(g.invoke({"agg": []})["agg"])
print([list(c) for c in g.stream({"agg": []}, stream_mode="updates")])
def pick(s): return "b"
b = (StateGraph(S).add_node("a", mk("a")).add_node("b", mk("b")).add_node("c", mk("c")).add_node("d", mk("d"), defer=True)
     .add_edge(START, "a").add_conditional_edges("a", pick, ["b", "c"]).add_edge("b", "d").add_edge("c", "d"))
print(b.compile().invoke({"agg": []})["agg"])
