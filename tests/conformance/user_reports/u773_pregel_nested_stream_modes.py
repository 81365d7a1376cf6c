# https://github.com/langchain-ai/langgraph/pull/1049 , low-level Pregel reports : a Pregel used inside another Pregel's NodeBuilder.do (stream subgraphs=True namespaces, checkpoints), stream modes tasks / checkpoints / debug on a low-level Pregel with a checkpointer, get_state_history next/writes metadata, update_state with as_node=None on a single-writer graph, output_keys and interrupt_before at call time
from langgraph.channels import EphemeralValue, LastValue, Topic
from langgraph.pregel import Pregel, NodeBuilder
from langgraph.checkpoint.memory import InMemorySaver
inner = Pregel(nodes={"up": NodeBuilder().subscribe_only("a").do(lambda x: x.upper()).write_to("b")},
               channels={"a": EphemeralValue(str), "b": LastValue(str)}, input_channels="a", output_channels="b")
outer = Pregel(
    nodes={"first": NodeBuilder().subscribe_only("inp").do(lambda x: x + "!").write_to("mid", "hist"),
           "nested": NodeBuilder().subscribe_only("mid").do(inner).write_to("out", "hist")},
    channels={"inp": EphemeralValue(str), "mid": EphemeralValue(str), "out": LastValue(str), "hist": Topic(str, accumulate=True)},
    input_channels="inp", output_channels=["out", "hist"], checkpointer=InMemorySaver(),
)
cfg = {"configurable": {"thread_id": "1"}}
for ch in outer.stream("hi", cfg, stream_mode="updates", subgraphs=True):
    print(ch)
for mode in ("tasks", "checkpoints", "debug"):
    c = {"configurable": {"thread_id": mode}}
    for ch in outer.stream("yo", c, stream_mode=mode):
        if mode == "tasks":
            print(mode, ch["name"], ch.get("input"), ch.get("result"), ch.get("triggers"))
        elif mode == "checkpoints":
            print(mode, ch["metadata"]["step"], ch["values"], ch["next"], [t["name"] for t in ch["tasks"]])
        else:
            print(mode, ch["type"], ch["step"], ch["payload"].get("name"), sorted(ch["payload"]))
print([(h.metadata["step"], h.metadata["source"], h.next, h.values) for h in outer.get_state_history(cfg)])
try:
    outer.update_state(cfg, {"out": "manual"})
    print(outer.get_state(cfg).values, outer.get_state(cfg).metadata["source"])
except Exception as e:
    print("RAISED", type(e).__name__, e)
print(outer.invoke("again", {"configurable": {"thread_id": "k"}}, output_keys="out"))
c2 = {"configurable": {"thread_id": "ib"}}
print(outer.invoke("x", c2, interrupt_before=["nested"]), outer.get_state(c2).next)
print(outer.invoke(None, c2))
