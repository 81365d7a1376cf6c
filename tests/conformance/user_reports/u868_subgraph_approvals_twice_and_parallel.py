# https://github.com/langchain-ai/langgraph/issues/6792 , https://github.com/langchain-ai/langgraph/issues/1806 : approvals inside subgraphs: one node invoking the same interrupting subgraph twice (resumed twice, the values it returns), and two parallel subgraph nodes that both interrupt, inspected with get_state(subgraphs=True) and resumed one at a time by interrupt id
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:200])
def ask(s):
    return {"log": ["ask:" + str(interrupt("q%d" % len(s["log"])))]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
def twice(s):
    a = sub.invoke({"log": ["first"]})
    b = sub.invoke({"log": ["second", "x"]})
    return {"log": a["log"] + b["log"]}
app = StateGraph(S).add_node("twice", twice).add_edge(START, "twice").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
t("run", lambda: app.invoke({"log": []}, cfg))
t("state", lambda: [(tk.name, [i.value for i in tk.interrupts]) for tk in app.get_state(cfg).tasks])
t("resume1", lambda: app.invoke(Command(resume="A"), cfg))
t("resume2", lambda: app.invoke(Command(resume="B"), cfg))
t("final", lambda: app.get_state(cfg).values)
# two parallel subgraph nodes interrupting, resumed by map, get_state(subgraphs=True)
sub2 = StateGraph(S).add_node("ask", ask).add_node("done", lambda s: {"log": ["done"]}).add_edge(START, "ask").add_edge("ask", "done").compile()
par = StateGraph(S).add_node("left", sub2).add_node("right", sub2).add_edge(START, "left").add_edge(START, "right").compile(checkpointer=InMemorySaver())
c2 = {"configurable": {"thread_id": "2"}}
t("par run", lambda: sorted(i.value for i in par.invoke({"log": []}, c2)["__interrupt__"]))
st = par.get_state(c2, subgraphs=True)
t("par state", lambda: sorted((tk.name, tk.state.values["log"], tk.state.next, [i.value for i in tk.state.interrupts]) for tk in st.tasks))
ids = {tk.name: tk.interrupts[0].id for tk in st.tasks}
t("par resume left", lambda: par.invoke(Command(resume={ids["left"]: "L"}), c2))
t("par state2", lambda: sorted((tk.name, tk.state.values["log"] if tk.state is not None and not isinstance(tk.state, dict) else tk.state) for tk in par.get_state(c2, subgraphs=True).tasks))
t("par resume right", lambda: par.invoke(Command(resume={ids["right"]: "R"}), c2))
