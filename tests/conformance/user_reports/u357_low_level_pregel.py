# https://github.com/langchain-ai/langgraph/pull/1049 , low-level Pregel how-to reports: NodeBuilder subscribe/read/write, Topic(accumulate) and EphemeralValue channels, a cycle stopped by a None write, stream modes, get_graph
from langgraph.channels import EphemeralValue, LastValue, Topic, BinaryOperatorAggregate
from langgraph.pregel import Pregel, NodeBuilder
from langgraph.checkpoint.memory import InMemorySaver
import operator

node1 = NodeBuilder().subscribe_only("a").do(lambda x: x + x).write_to("b")
node2 = NodeBuilder().subscribe_only("b").do(lambda x: x + x).write_to("c", "log")
app = Pregel(nodes={"node1": node1, "node2": node2},
             channels={"a": EphemeralValue(str), "b": EphemeralValue(str), "c": EphemeralValue(str), "log": Topic(str, accumulate=True)},
             input_channels=["a"], output_channels=["b", "c", "log"])
print(app.invoke({"a": "foo"}))
print(list(app.stream({"a": "x"}, stream_mode="updates")))
print(list(app.stream({"a": "x"}, stream_mode="values")))

loop = NodeBuilder().subscribe_only("value").do(lambda x: x + x if len(x) < 8 else None).write_to("value")
cyc = Pregel(nodes={"loop": loop}, channels={"value": EphemeralValue(str)}, input_channels=["value"], output_channels=["value"])
print(cyc.invoke({"value": "a"}))
summer = NodeBuilder().subscribe_to("n").read_from("total").do(lambda d: d["n"] + (d["total"] or 0)).write_to("total")
acc = Pregel(nodes={"summer": summer}, channels={"n": LastValue(int), "total": BinaryOperatorAggregate(int, operator.add)},
             input_channels=["n"], output_channels=["total"], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(acc.invoke({"n": 3}, cfg), acc.invoke({"n": 4}, cfg), acc.get_state(cfg).values)
print(sorted(app.get_graph().nodes))
