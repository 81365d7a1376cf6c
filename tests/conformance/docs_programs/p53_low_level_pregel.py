from langgraph.channels import EphemeralValue, LastValue, Topic, BinaryOperatorAggregate
from langgraph.pregel import Pregel, NodeBuilder
import operator

node1 = NodeBuilder().subscribe_only("a").do(lambda x: x + x).write_to("b")
node2 = NodeBuilder().subscribe_only("b").do(lambda x: x + x).write_to("c")
app = Pregel(nodes={"node1": node1, "node2": node2},
             channels={"a": EphemeralValue(str), "b": EphemeralValue(str), "c": EphemeralValue(str)},
             input_channels=["a"], output_channels=["b", "c"])
print(app.invoke({"a": "foo"}))
node1 = NodeBuilder().subscribe_only("a").do(lambda x: x + x).write_to("b", "c")
node2 = NodeBuilder().subscribe_to("b").do(lambda x: x["b"] + x["b"]).write_to("c")
app = Pregel(nodes={"node1": node1, "node2": node2},
             channels={"a": EphemeralValue(str), "b": EphemeralValue(str), "c": Topic(str, accumulate=True)},
             input_channels=["a"], output_channels=["c"])
print(app.invoke({"a": "foo"}))
node1 = NodeBuilder().subscribe_only("a").do(lambda x: x + x).write_to("b", "c")
node2 = NodeBuilder().subscribe_only("b").do(lambda x: x + x).write_to("c")
app = Pregel(nodes={"node1": node1, "node2": node2},
             channels={"a": EphemeralValue(str), "b": EphemeralValue(str), "c": BinaryOperatorAggregate(str, operator.add)},
             input_channels=["a"], output_channels=["c"])
print(app.invoke({"a": "foo"}))
app = Pregel(nodes={"node1": NodeBuilder().subscribe_only("a").do(str.upper).write_to("b"),
                    "node2": NodeBuilder().subscribe_only("b").do(lambda x: x + "!").write_to("c")},
             channels={"a": EphemeralValue(str), "b": LastValue(str), "c": LastValue(str)},
             input_channels=["a"], output_channels=["b", "c"])
for c in app.stream({"a": "hey"}, stream_mode=["updates", "values"]):
    print(c)
