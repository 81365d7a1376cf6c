# https://github.com/langchain-ai/langgraph/issues/6956 , #6208 , #5952 : a node calling interrupt() three times: values/updates chunks each resume, get_state interrupts/tasks between, resumes by id, side effects before each interrupt re-run
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
runs = []
class S(TypedDict):
    answers: list
def ask3(s):
    runs.append("start")
    a = interrupt("first")
    runs.append(f"after1:{a}")
    b = interrupt({"q": "second", "prev": a})
    runs.append(f"after2:{b}")
    c = interrupt("third")
    return {"answers": [a, b, c]}
g = StateGraph(S).add_node("ask3", ask3).add_edge(START, "ask3").add_edge("ask3", END).compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
print(list(g.stream({"answers": []}, c, stream_mode="updates")))
for ans in ("A", "B"):
    st = g.get_state(c)
    print([i.value for i in st.interrupts], [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
    print(list(g.stream(Command(resume=ans), c, stream_mode=["updates", "values"])))
st = g.get_state(c)
iid = st.interrupts[0].id
print(g.invoke(Command(resume={iid: "C"}), c))
print(runs)
print(g.get_state(c).next, len(list(g.get_state_history(c))))
