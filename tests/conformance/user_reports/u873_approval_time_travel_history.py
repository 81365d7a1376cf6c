# https://github.com/langchain-ai/langgraph/issues/2290 , https://github.com/langchain-ai/langgraph/issues/1800 : time travel around an approval: resuming, then resuming again from the paused checkpoint, the whole history (next, interrupts, tasks' results, parent links), an update_state fork of the paused checkpoint run and resumed, a replay with invoke(None); which nodes run again in each case
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
def plan(s):
    return {"log": ["plan"]}
def approve(s):
    return {"log": ["approve:" + interrupt({"plan": s["log"][-1]})]}
def act(s):
    return {"log": ["act"]}
g = StateGraph(S).add_node("plan", plan).add_node("approve", approve).add_node("act", act)
g.add_edge(START, "plan").add_edge("plan", "approve").add_edge("approve", "act").add_edge("act", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
app.invoke({"log": []}, cfg)
paused = app.get_state(cfg)
t("resume yes", lambda: app.invoke(Command(resume="yes"), cfg))
t("resume again on paused config", lambda: app.invoke(Command(resume="no"), paused.config))
t("state now", lambda: (app.get_state(cfg).values, app.get_state(cfg).next))
hist = list(app.get_state_history(cfg))
ids = {h.config["configurable"]["checkpoint_id"]: i for i, h in enumerate(hist)}
for i, h in enumerate(hist):
    print(i, h.metadata["step"], h.metadata["source"], h.next, h.values.get("log"), [i2.value for i2 in h.interrupts], [(tk.name, tk.result) for tk in h.tasks], ids.get((h.parent_config or {}).get("configurable", {}).get("checkpoint_id")))
fork = app.update_state(paused.config, {"log": ["edited plan"]}, as_node="plan")
t("fork state", lambda: (app.get_state(fork).next, [i.value for i in app.get_state(fork).interrupts]))
t("run fork", lambda: app.invoke(None, fork))
t("resume fork", lambda: app.invoke(Command(resume="ok"), cfg))
t("len", lambda: len(list(app.get_state_history(cfg))))
t("replay from paused with None", lambda: app.invoke(None, paused.config))
t("final state", lambda: (app.get_state(cfg).values, app.get_state(cfg).next))

runs = []
def approve2(s):
    runs.append("approve")
    return {"log": ["approve:" + interrupt("q")]}
def act2(s):
    runs.append("act")
    return {"log": ["act"]}
g2 = StateGraph(S).add_node("plan", lambda s: {"log": ["plan"]}).add_node("approve", approve2).add_node("act", act2)
g2.add_edge(START, "plan").add_edge("plan", "approve").add_edge("approve", "act").add_edge("act", END)
saver = InMemorySaver()
app = g2.compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1"}}
app.invoke({"log": []}, cfg)
paused = app.get_state(cfg)
for label, inp, c in [("yes", Command(resume="yes"), cfg), ("no on paused", Command(resume="no"), paused.config), ("none on paused", None, paused.config), ("update+resume on paused", Command(resume="z", update={"log": ["u"]}), paused.config)]:
    runs.clear()
    out = app.invoke(inp, c)
    print(label, out, runs)
