# https://github.com/langchain-ai/langgraph/issues/2633 : hierarchical teams: a top supervisor routes with Command(goto=...) to a team subgraph whose own supervisor routes to a worker node that interrupts for approval (two levels down); the updates stream with subgraphs=True, get_state(subgraphs=True) at the pause (nested next / interrupts), the resume and the top-level history
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def writer(s):
    ok = interrupt({"publish": s["log"][-1]})
    return {"log": ["writer:" + ok]}
def researcher(s):
    return {"log": ["researcher"]}
def team_sup(s):
    return Command(goto="writer" if "researcher" in s["log"] else "researcher")
team = StateGraph(S).add_node("team_sup", team_sup, destinations=("researcher", "writer")).add_node("researcher", researcher).add_node("writer", writer)
team.add_edge(START, "team_sup"); team.add_edge("researcher", "team_sup"); team.add_edge("writer", END)
team = team.compile()
def top(s):
    return Command(goto=END if any(x.startswith("writer") for x in s["log"]) else "docs_team", update={"log": ["top"]})
app = StateGraph(S).add_node("top", top, destinations=("docs_team", END)).add_node("docs_team", team).add_edge(START, "top").add_edge("docs_team", "top").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in app.stream({"log": []}, cfg, stream_mode="updates", subgraphs=True):
    print([n.split(":")[0] for n in ns], {k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in ch.items()})
st = app.get_state(cfg, subgraphs=True)
t = st.tasks[0]
print(st.next, t.name, t.state.next, [(x.name, [i.value for i in x.interrupts]) for x in t.state.tasks], t.state.values)
for ns, ch in app.stream(Command(resume="yes"), cfg, stream_mode="updates", subgraphs=True):
    print([n.split(":")[0] for n in ns], ch)
print(app.get_state(cfg).values, [(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
