# https://github.com/langchain-ai/langgraph/pull/2740 : streaming a parent whose subgraph interrupts (updates mode, subgraphs=True): the chunks of the first run, of the resume with Command(resume=...), and of a second interrupt in the same child on the resumed run, with get_state(subgraphs=True).tasks between
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    foo: str
def first(s):
    return {"foo": s["foo"] + "|" + interrupt("first?")}
def second(s):
    return {"foo": s["foo"] + "|" + interrupt("second?")}
child = StateGraph(S).add_node("first", first).add_node("second", second).add_edge(START, "first").add_edge("first", "second").compile()
g = StateGraph(S).add_node("child", child).add_node("end", lambda s: {"foo": s["foo"] + "|end"}).add_edge(START, "child").add_edge("child", "end").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(inp):
    for ns, chunk in g.stream(inp, cfg, stream_mode="updates", subgraphs=True):
        print(tuple(x.split(":")[0] for x in ns), {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in chunk.items()})
    st = g.get_state(cfg, subgraphs=True)
    print("state", st.next, [(t.name, [i.value for i in t.interrupts], t.state.next if t.state else None) for t in st.tasks])
show({"foo": "x"})
show(Command(resume="a1"))
show(Command(resume="a2"))
