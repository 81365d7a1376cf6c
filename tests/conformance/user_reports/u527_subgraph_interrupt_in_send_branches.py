# https://github.com/langchain-ai/langgraph/issues/4028 : Send fan-out into a subgraph that interrupts; get_state(subgraphs=True) task states of Send tasks; id-map resumes of both (a plain resume of the last after an id map answered the first is deliberate difference (b3))
import operator
from typing import Annotated, TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command, Send
from langgraph.checkpoint.memory import InMemorySaver
class Child(BaseModel):
    prompt: str
    human_inputs: Annotated[list[str], operator.add] = []
def get_input(s: Child):
    return {"human_inputs": [interrupt(s.prompt)]}
child = StateGraph(Child).add_node("get_input", get_input).add_edge(START, "get_input").compile()
class Parent(TypedDict):
    prompts: list
    human_inputs: Annotated[list, operator.add]
def fan(s):
    return [Send("child", {"prompt": p}) for p in s["prompts"]]
g = (StateGraph(Parent).add_node("child", child).add_node("start", lambda s: {})
     .add_edge(START, "start").add_conditional_edges("start", fan, ["child"]).add_edge("child", END)
     .compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "t"}}
out = g.invoke({"prompts": ["p1", "p2"], "human_inputs": []}, cfg)
print(sorted(i.value for i in out["__interrupt__"]))
st = g.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, t.path[0], [i.value for i in t.interrupts]) for t in sorted(st.tasks, key=lambda t: t.interrupts[0].value)])
for t in sorted(st.tasks, key=lambda t: t.interrupts[0].value):
    print(" ", t.state.values, t.state.next, [tt.name for tt in t.state.tasks])
by = {i.value: i.id for i in st.interrupts}
out = g.invoke(Command(resume={by["p2"]: "two"}), cfg)
print(sorted(i.value for i in out.get("__interrupt__", [])), out["human_inputs"])
# a plain resume after an id map answered a subgraph interrupt is deliberate difference (b3): resumed by id instead
out = g.invoke(Command(resume={by["p1"]: "one"}), cfg)
print(sorted(out["human_inputs"]), "__interrupt__" in out, g.get_state(cfg).next)
