# https://github.com/langchain-ai/langgraph/pull/4468 (deferred nodes) : LastValueAfterFinish and NamedBarrierValueAfterFinish used directly in a low-level Pregel: the reader runs only when the run would otherwise finish; values before/after; with a checkpointer, get_state next at an interrupt_before of the deferred reader
from langgraph.channels import EphemeralValue, LastValue, LastValueAfterFinish, NamedBarrierValueAfterFinish, Topic
from langgraph.pregel import Pregel, NodeBuilder
from langgraph.checkpoint.memory import InMemorySaver
s1 = NodeBuilder().subscribe_only("n").do(lambda x: x + 1).write_to("m", "log", "late")
s2 = NodeBuilder().subscribe_only("m").do(lambda x: x * 10).write_to("k", "log", "late")
fin = NodeBuilder().subscribe_only("late").do(lambda x: f"final {x}").write_to("out")
chans = {"n": EphemeralValue(int), "m": EphemeralValue(int), "k": EphemeralValue(int), "log": Topic(int, accumulate=True), "late": LastValueAfterFinish(int), "out": LastValue(str)}
app = Pregel(nodes={"s1": s1, "s2": s2, "fin": fin}, channels=chans, input_channels="n", output_channels=["out", "log"])
print(app.invoke(0))
for ch in app.stream(1, stream_mode="updates"):
    print(ch)
app2 = Pregel(nodes={"s1": s1, "s2": s2, "fin": fin}, channels=chans, input_channels="n", output_channels=["out", "log"],
              checkpointer=InMemorySaver(), interrupt_before_nodes=["fin"])
cfg = {"configurable": {"thread_id": "1"}}
print(app2.invoke(0, cfg))
st = app2.get_state(cfg)
print(st.values, st.next)
print(app2.invoke(None, cfg))
w1 = NodeBuilder().subscribe_only("go").do(lambda x: "w1").write_to(bar=lambda x: "w1")
w2 = NodeBuilder().subscribe_only("go").do(lambda x: "w2").write_to(bar=lambda x: "w2")
j = NodeBuilder().subscribe_only("bar").do(lambda x: "joined").write_to("res")
app3 = Pregel(nodes={"w1": w1, "w2": w2, "j": j}, channels={"go": EphemeralValue(str), "bar": NamedBarrierValueAfterFinish(str, {"w1", "w2"}), "res": LastValue(str)},
              input_channels="go", output_channels="res", checkpointer=InMemorySaver())
c2 = {"configurable": {"thread_id": "2"}}
print(sorted(str(u) for u in app3.stream("x", c2, stream_mode="updates")))
print([(h.metadata["step"], h.next) for h in app3.get_state_history(c2)])
