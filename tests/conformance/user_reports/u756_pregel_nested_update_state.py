# https://github.com/langchain-ai/langgraph/issues/1222 : a low-level Pregel used as a node of a StateGraph (stream with subgraphs=True, checkpointer, get_state(subgraphs=True)); update_state on a low-level Pregel with as_node naming a node with several writers, and without as_node
import operator
from typing import Annotated, TypedDict
from langgraph.channels import EphemeralValue, LastValue, Topic, BinaryOperatorAggregate
from langgraph.pregel import Pregel, NodeBuilder
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
inner = Pregel(
    nodes={"dbl": NodeBuilder().subscribe_only("x").do(lambda x: x * 2).write_to("y", "hist")},
    channels={"x": LastValue(int), "y": LastValue(int), "hist": Topic(int, accumulate=True)},
    input_channels=["x"], output_channels=["x", "y"],
)
class S(TypedDict):
    x: int
    y: int
g = StateGraph(S); g.add_node("inner", inner); g.add_edge(START, "inner")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ch in app.stream({"x": 4}, cfg, stream_mode="updates", subgraphs=True):
    print(ch)
print(app.get_state(cfg).values)
summer = NodeBuilder().subscribe_to("n").read_from("total").do(lambda d: d["n"] + (d["total"] or 0)).write_to("total", "seen")
acc = Pregel(nodes={"summer": summer}, channels={"n": LastValue(int), "total": BinaryOperatorAggregate(int, operator.add), "seen": Topic(int, accumulate=True)},
             input_channels=["n"], output_channels=["total", "seen"], checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "a"}}
print(acc.invoke({"n": 3}, c))
for args in [({"total": 100}, "summer"), ({"n": 1}, None), ({"seen": 7}, "summer")]:
    try:
        acc.update_state(c, args[0], as_node=args[1])
        st = acc.get_state(c)
        print(st.values, st.next, st.metadata["source"], st.metadata.get("writes"))
    except Exception as e:
        print("RAISED", type(e).__name__, e)
print(acc.invoke(None, c))
print([(h.metadata["step"], h.metadata["source"]) for h in acc.get_state_history(c)])
