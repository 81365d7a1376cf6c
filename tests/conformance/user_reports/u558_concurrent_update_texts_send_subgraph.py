# https://github.com/langchain-ai/langgraph/issues/2336 , #6446 , #740 : INVALID_CONCURRENT_GRAPH_UPDATE raised by two Send copies, by two parallel subgraphs returning a shared key, by a node and a Command; Overwrite twice; get_state after the failure
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, Command, Overwrite
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    val: str
    items: Annotated[list, operator.add]
def show(g, inp, tid="1"):
    cfg = {"configurable": {"thread_id": tid}}
    try:
        print("ok", g.invoke(inp, cfg))
    except Exception as e:
        print(type(e).__name__, "|", str(e).replace("\n", " / "))
    try:
        st = g.get_state(cfg)
        print("  state", st.values, st.next, sorted((t.name, t.error) for t in st.tasks))
    except Exception as e:
        print("  get_state", type(e).__name__, "|", str(e).splitlines()[0])
sv = InMemorySaver()
g1 = StateGraph(S).add_node("w", lambda s: {"val": s["val"]}).add_conditional_edges(START, lambda s: [Send("w", {"val": "a"}), Send("w", {"val": "b"})], ["w"]).compile(checkpointer=sv)
show(g1, {"val": "", "items": []})
class Sub(TypedDict):
    val: str
s1 = StateGraph(Sub).add_node("x", lambda s: {"val": "from-sub"}).add_edge(START, "x").compile()
g2 = StateGraph(S).add_node("one", s1).add_node("two", s1).add_edge(START, "one").add_edge(START, "two").compile(checkpointer=sv)
show(g2, {"val": "", "items": []}, "2")
g3 = (StateGraph(S).add_node("a", lambda s: Command(update={"val": "cmd"})).add_node("b", lambda s: {"val": "plain"})
      .add_edge(START, "a").add_edge(START, "b").compile(checkpointer=sv))
show(g3, {"val": "", "items": []}, "3")
g4 = (StateGraph(S).add_node("a", lambda s: {"items": Overwrite(["A"])}).add_node("b", lambda s: {"items": Overwrite(["B"])})
      .add_edge(START, "a").add_edge(START, "b").compile(checkpointer=sv))
show(g4, {"val": "", "items": ["x"]}, "4")
g5 = (StateGraph(S).add_node("a", lambda s: {"items": Overwrite(["A"])}).add_node("b", lambda s: {"items": ["B"]})
      .add_edge(START, "a").add_edge(START, "b").compile(checkpointer=sv))
show(g5, {"val": "", "items": ["x"]}, "5")
