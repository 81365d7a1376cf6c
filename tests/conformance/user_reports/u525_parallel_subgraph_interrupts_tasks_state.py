# https://github.com/langchain-ai/langgraph/issues/4028 , PR 2430 , docs#2378 : two parallel subgraph nodes both calling interrupt(); get_state(subgraphs=True).tasks[].state / .interrupts, Command(resume={id: v}) one at a time
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class Sub(TypedDict):
    topic: str
    who: str
    answers: Annotated[list, operator.add]
def ask(s):
    a = interrupt({"q": f"{s['who']} about {s['topic']}?"})
    return {"answers": [f"{s['topic']}={a}"]}
def mk(name):
    return (StateGraph(Sub).add_node("prep", lambda s: {"answers": [f"prep-{name}"], "who": name}).add_node("ask", ask)
            .add_edge(START, "prep").add_edge("prep", "ask").add_edge("ask", END).compile())
class P(TypedDict):
    topic: Annotated[str, lambda a, b: b]
    answers: Annotated[list, operator.add]
g = (StateGraph(P).add_node("left", mk("L")).add_node("right", mk("R")).add_node("join", lambda s: {"answers": ["joined"]})
     .add_edge(START, "left").add_edge(START, "right").add_edge(["left", "right"], "join").add_edge("join", END)
     .compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "t"}}
out = g.invoke({"topic": "x", "answers": []}, cfg)
print(sorted(i.value["q"] for i in out["__interrupt__"]))
def show(st):
    print("next", st.next, "answers", sorted(st.values["answers"]))
    for t in sorted(st.tasks, key=lambda t: t.name):
        sub = t.state
        print(" task", t.name, [i.value for i in t.interrupts], type(sub).__name__)
        if sub is not None and hasattr(sub, "values"):
            print("   sub next", sub.next, sorted(sub.values["answers"]), [(tt.name, [i.value for i in tt.interrupts]) for tt in sub.tasks])
            print("   sub ns", sub.config["configurable"]["checkpoint_ns"].split(":")[0], sub.parent_config is not None)
st = g.get_state(cfg, subgraphs=True)
show(st)
print("interrupts", sorted(i.value["q"] for i in st.interrupts))
st2 = g.get_state(cfg)
print([type(t.state).__name__ for t in st2.tasks], [sorted(t.state["configurable"]) for t in st2.tasks if t.state])
first = sorted(st.interrupts, key=lambda i: i.value["q"])[0]
out = g.invoke(Command(resume={first.id: "yes"}), cfg)
print(sorted(i.value["q"] for i in out["__interrupt__"]), sorted(out["answers"]))
st = g.get_state(cfg, subgraphs=True)
show(st)
rest = [i for t in st.tasks if t.name in st.next for i in t.interrupts][0]
out = g.invoke(Command(resume={rest.id: "no"}), cfg)
print(sorted(out["answers"]), "__interrupt__" in out)
show(g.get_state(cfg, subgraphs=True))
