from typing_extensions import TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

ran = []
@task
def slow_add(a: int, b: int) -> int:
    ran.append((a, b))
    return a + b

@entrypoint()
def adder(pair: dict) -> int:
    return slow_add(pair["a"], pair["b"]).result()

class S(TypedDict):
    a: int
    b: int
    total: int
    ok: str

def use_entrypoint(state: S):
    return {"total": adder.invoke({"a": state["a"], "b": state["b"]})}

def use_task(state: S):
    t = slow_add(state["total"], 100).result()
    ok = interrupt(f"keep {t}?")
    return {"total": t, "ok": ok}

g = (StateGraph(S).add_node(use_entrypoint).add_node(use_task).add_edge(START, "use_entrypoint")
     .add_edge("use_entrypoint", "use_task").compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
for ns, c in g.stream({"a": 1, "b": 2, "total": 0, "ok": ""}, cfg, subgraphs=True):
    print([p.split(":")[0] for p in ns], c)
print(ran)
s = g.get_state(cfg)
print(s.next, [(t.name, [i.value for i in t.interrupts]) for t in s.tasks])
for ns, c in g.stream(Command(resume="yes"), cfg, subgraphs=True):
    print([p.split(":")[0] for p in ns], c)
print(ran)
print([(h.metadata["step"], h.next, len(h.tasks)) for h in g.get_state_history(cfg)])
