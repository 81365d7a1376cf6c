# https://github.com/langchain-ai/langgraph/pull/1534 (Pregel API era) , langgraph.pregel docs examples : Pregel + NodeBuilder with LastValue, Topic, EphemeralValue, BinaryOperatorAggregate
import operator
from langgraph.channels import EphemeralValue, LastValue, Topic, BinaryOperatorAggregate
from langgraph.pregel import Pregel, NodeBuilder
from langgraph.checkpoint.memory import InMemorySaver

node1 = NodeBuilder().subscribe_only("a").do(lambda x: x + x).write_to("b")
node2 = NodeBuilder().subscribe_to("b").do(lambda x: x["b"] + x["b"]).write_to("c")
app = Pregel(
    nodes={"node1": node1, "node2": node2},
    channels={"a": EphemeralValue(str), "b": LastValue(str), "c": EphemeralValue(str)},
    input_channels=["a"], output_channels=["b", "c"],
)
print(app.invoke({"a": "foo"}))
for c in app.stream({"a": "x"}, stream_mode=["updates", "values"]):
    print(c)
n1 = NodeBuilder().subscribe_only("a").do(lambda x: x * 2).write_to("topic", "total")
n2 = NodeBuilder().subscribe_only("a").do(lambda x: x + 1).write_to("topic", "total")
app2 = Pregel(
    nodes={"n1": n1, "n2": n2},
    channels={"a": EphemeralValue(int), "topic": Topic(int, accumulate=True), "total": BinaryOperatorAggregate(int, operator.add)},
    input_channels="a", output_channels=["topic", "total"], checkpointer=InMemorySaver(),
)
cfg = {"configurable": {"thread_id": "1"}}
r = app2.invoke(3, cfg)
print(sorted(r["topic"]), r["total"])
r = app2.invoke(10, cfg)
print(sorted(r["topic"]), r["total"])
print(sorted(app2.get_state(cfg).values["topic"]), app2.get_state(cfg).values["total"])
n3 = NodeBuilder().subscribe_only("value").do(lambda x: x + "!" if len(x) < 4 else None).write_to("value")
app3 = Pregel(nodes={"n3": n3}, channels={"value": EphemeralValue(str)}, input_channels=["value"], output_channels=["value"])
print(app3.invoke({"value": "a"}))
