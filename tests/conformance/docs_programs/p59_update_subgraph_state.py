from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class S(TypedDict):
    city: str
    report: str

def pick(state: S):
    return {"city": "Oslo"}
def confirm(state: S):
    ok = interrupt(f"use {state['city']}?")
    return {"report": f"{state['city']}:{ok}"}
sub = StateGraph(S).add_node(pick).add_node(confirm).add_edge(START, "pick").add_edge("pick", "confirm").compile()
def start(state: S):
    return {"report": "start"}
g = StateGraph(S).add_node(start).add_node("weather", sub).add_edge(START, "start").add_edge("start", "weather").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"city": "", "report": ""}, cfg)["__interrupt__"][0].value)
state = g.get_state(cfg, subgraphs=True)
sub_state = state.tasks[0].state
print(sub_state.values, sub_state.next)
new_cfg = g.update_state(sub_state.config, {"city": "Lima"})
print(sorted(new_cfg["configurable"].keys()), new_cfg["configurable"]["checkpoint_ns"].split(":")[0])
sub_state = g.get_state(cfg, subgraphs=True).tasks[0].state
print(sub_state.values, sub_state.next, sub_state.metadata["source"], sub_state.metadata["step"])
for ns, c in g.stream(Command(resume="yes"), cfg, subgraphs=True):
    print([p.split(":")[0] for p in ns], c)
print(g.get_state(cfg).values)
# update as a subgraph node
cfg2 = {"configurable": {"thread_id": "2"}}
g.invoke({"city": "", "report": ""}, cfg2)
sub_state = g.get_state(cfg2, subgraphs=True).tasks[0].state
g.update_state(sub_state.config, {"report": "manual"}, as_node="confirm")
s = g.get_state(cfg2, subgraphs=True)
print(s.next, s.tasks[0].state.values if s.tasks and s.tasks[0].state else None, s.tasks[0].state.next if s.tasks and s.tasks[0].state else None)
print(g.invoke(None, cfg2))
hist = list(g.get_state_history(sub_state.config))
print(len(hist), [(h.metadata["step"], h.next) for h in hist])
