# https://github.com/langchain-ai/langgraph/issues/3101 : an @entrypoint that invokes a compiled StateGraph (with a node that interrupts) inside a @task and directly: the stream with subgraphs=True (namespaces and chunks), the interrupt and its resume, and the entrypoint's final value
from typing import TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    v: str
def shout(s):
    return {"v": s["v"].upper()}
def ask(s):
    return {"v": s["v"] + "/" + interrupt("suffix?")}
inner = StateGraph(S).add_node("shout", shout).add_node("ask", ask).add_edge(START, "shout").add_edge("shout", "ask").add_edge("ask", END).compile()
plain = StateGraph(S).add_node("shout", shout).add_edge(START, "shout").compile()
@task
def run_inner(v: str) -> str:
    return inner.invoke({"v": v})["v"]
@entrypoint(checkpointer=InMemorySaver())
def wf(v: str):
    a = plain.invoke({"v": v})["v"]
    b = run_inner(a + "!").result()
    return a + "|" + b
cfg = {"configurable": {"thread_id": "1"}}
for inp in ["hey", Command(resume="ok")]:
    for ns, ch in wf.stream(inp, cfg, stream_mode="updates", subgraphs=True):
        print([n.split(":")[0] for n in ns], {k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in ch.items()})
print(wf.get_state(cfg).values)
