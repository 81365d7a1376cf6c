# https://github.com/langchain-ai/langgraph/pull/1049 , low-level Pregel reports: NamedBarrierValue joining two writers, AnyValue taking two writes, write_to with keyword mappers and a static value, stream_channels, update_state on a Pregel with as_node, interrupt_before_nodes, and validate() errors for unknown channels
import operator
from langgraph.channels import EphemeralValue, LastValue, Topic, BinaryOperatorAggregate, NamedBarrierValue, AnyValue
from langgraph.pregel import Pregel, NodeBuilder
from langgraph.checkpoint.memory import InMemorySaver
a = NodeBuilder().subscribe_only("inp").do(lambda x: x.upper()).write_to("a_out", "join", barrier=lambda x: "a")
b = NodeBuilder().subscribe_only("inp").do(lambda x: x[::-1]).write_to("b_out", barrier=lambda x: "b")
j = NodeBuilder().subscribe_to("barrier", read=False).read_from("a_out", "b_out").do(lambda d: f"{d['a_out']}|{d['b_out']}").write_to("result")
app = Pregel(
    nodes={"a": a, "b": b, "j": j},
    channels={"inp": EphemeralValue(str), "a_out": LastValue(str), "b_out": LastValue(str), "join": AnyValue(str),
              "barrier": NamedBarrierValue(str, {"a", "b"}), "result": LastValue(str)},
    input_channels="inp", output_channels=["result", "join"], checkpointer=InMemorySaver(),
)
cfg = {"configurable": {"thread_id": "1"}}
print(app.invoke("abc", cfg))
for ch in app.stream("xy", {"configurable": {"thread_id": "2"}}, stream_mode="values"):
    print(ch)
st = app.get_state(cfg)
print(st.values, st.next, st.metadata["step"])
app.update_state(cfg, {"a_out": "manual"}, as_node="a")
st = app.get_state(cfg)
print(st.values, st.next)
print(app.invoke(None, cfg))
app_b = Pregel(nodes={"a": a, "b": b, "j": j}, channels=app.channels, input_channels="inp", output_channels="result",
               stream_channels=["a_out", "result"], interrupt_before_nodes=["j"], checkpointer=InMemorySaver())
c3 = {"configurable": {"thread_id": "3"}}
print(list(app_b.stream("hey", c3)))
print(app_b.get_state(c3).next, app_b.invoke(None, c3))
two = NodeBuilder().subscribe_only("inp").do(lambda x: x).write_to("any")
two2 = NodeBuilder().subscribe_only("inp").do(lambda x: x + "2").write_to("any")
print(Pregel(nodes={"t": two, "u": two2}, channels={"inp": EphemeralValue(str), "any": AnyValue(str)}, input_channels="inp", output_channels="any").invoke("v"))
for bad in [dict(nodes={"n": NodeBuilder().subscribe_only("nope").do(lambda x: x).write_to("out")}, channels={"inp": EphemeralValue(str), "out": LastValue(str)}, input_channels="inp", output_channels="out"),
            dict(nodes={"n": NodeBuilder().subscribe_only("inp").do(lambda x: x).write_to("out")}, channels={"inp": EphemeralValue(str), "out": LastValue(str)}, input_channels="missing", output_channels="out"),
            dict(nodes={"n": NodeBuilder().subscribe_only("inp").do(lambda x: x).write_to("out")}, channels={"inp": EphemeralValue(str), "out": LastValue(str)}, input_channels="inp", output_channels="zzz"),
            dict(nodes={"n": NodeBuilder().subscribe_only("inp").do(lambda x: x).write_to("out")}, channels={"inp": EphemeralValue(str), "out": LastValue(str)}, input_channels="inp", output_channels="out", interrupt_after_nodes=["ghost"])]:
    try:
        p = Pregel(**bad)
        print("built", p.invoke("q"))
    except Exception as e:
        print("RAISED", type(e).__name__, e)
try:
    NodeBuilder().subscribe_only("inp").read_from("other")
    print("no error")
except Exception as e:
    print("RAISED", type(e).__name__, e)
