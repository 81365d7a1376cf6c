# https://github.com/langchain-ai/langgraph/pull/3886 : stream_mode="tasks" with subgraphs=True over two parallel subgraphs that each interrupt, resumed together by an id map: each task start / result event's namespace, name, keys, triggers, input, result, error and interrupts, in step order
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(tag):
    def ask(s): return {"log": [tag + "=" + interrupt(tag)]}
    return StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
g = StateGraph(S).add_node("left", mk("L")).add_node("right", mk("R")).add_node("join", lambda s: {"log": ["join"]}).add_edge(START, "left").add_edge(START, "right").add_edge(["left", "right"], "join").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def rows(stream):
    out = []
    for ns, t in stream:
        ints = [(i["value"], sorted(i)) for i in t.get("interrupts", ())]
        out.append((tuple(x.split(":")[0] for x in ns), t["name"], sorted(t), t.get("triggers"), t.get("input"), t.get("result"), t.get("error"), ints))
    return sorted(out, key=repr)
for r in rows(g.stream({"log": []}, cfg, stream_mode="tasks", subgraphs=True)): print(r)
ids = {i.value: i.id for i in g.get_state(cfg).interrupts}
print(sorted(ids))
print("-- resume")
for r in rows(g.stream(Command(resume={ids["L"]: "l", ids["R"]: "r"}), cfg, stream_mode="tasks", subgraphs=True)): print(r)
print(g.get_state(cfg).values)
