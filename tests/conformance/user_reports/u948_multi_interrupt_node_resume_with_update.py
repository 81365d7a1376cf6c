# https://github.com/langchain-ai/langgraph/issues/4196 : a form-filling node that calls interrupt() three times in sequence (name, age, confirm); each resume re-runs the node and returns earlier answers from the resume list; get_state() values / interrupts after each step (not next: see the README's deliberate difference (a)), a Command(resume=..., update=...) that also edits the state, the final values and the history (LangGraph fails to rebuild the step where the resumed Command's update and the node both wrote `note`)
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
runs = []
class S(TypedDict, total=False):
    name: str
    age: int
    note: str
    confirmed: bool
def form(s):
    runs.append(s.get("note"))
    name = interrupt({"ask": "name"})
    age = interrupt({"ask": "age", "name": name})
    ok = interrupt({"ask": "confirm", "summary": "%s/%s/%s" % (name, age, s.get("note"))})
    return {"name": name, "age": int(age), "confirmed": ok == "yes"}
app = StateGraph(S).add_node("form", form).add_edge(START, "form").add_edge("form", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = app.invoke({"note": "first"}, cfg)
print([i.value for i in out["__interrupt__"]])
for cmd in [Command(resume="ann"), Command(resume="41", update={"note": "edited"}), Command(resume="yes")]:
    out = app.invoke(cmd, cfg)
    st = app.get_state(cfg)
    print({k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in out.items()}, st.values, [i.value for i in st.interrupts])
print(runs)
try:
    print([(h.metadata["step"], h.metadata["source"], h.next) for h in app.get_state_history(cfg)])
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
