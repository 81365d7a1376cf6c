# https://github.com/langchain-ai/langgraph/issues/6792 : an @entrypoint whose @task invokes a compiled StateGraph that calls interrupt(); the first run's interrupts, the resume, how often the task before it ran, and the saved tasks in get_state
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    text: str
def review(s):
    ok = interrupt({"review": s["text"]})
    return {"text": s["text"] + (" approved" if ok else " rejected")}
sub = StateGraph(S).add_node("review", review).add_edge(START, "review").compile()
counts = {"prep": 0, "sub": 0}
@task
def prep(x):
    counts["prep"] += 1
    return x.strip()
@task
def run_sub(text):
    counts["sub"] += 1
    return sub.invoke({"text": text})["text"]
@entrypoint(checkpointer=InMemorySaver())
def wf(x):
    t = prep(x).result()
    return run_sub(t).result()
cfg = {"configurable": {"thread_id": "1"}}
out = list(wf.stream("  draft ", cfg, stream_mode="updates"))
print([(list(c)[0], [i.value for i in c["__interrupt__"]] if "__interrupt__" in c else c) for c in out])
st = wf.get_state(cfg)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks], [i.value for i in st.interrupts])
print(list(wf.stream(Command(resume=True), cfg, stream_mode="updates")), counts)
print(wf.get_state(cfg).values)
