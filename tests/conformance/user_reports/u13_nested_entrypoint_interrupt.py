# https://github.com/langchain-ai/langgraph/issues/6792 (PR 6793): entrypoint calling another entrypoint that interrupts
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.func import entrypoint, task
from langgraph.types import Command, interrupt

calls = []

@task
def prep(x):
    calls.append(("prep", x))
    return x * 2

@entrypoint()
def child(x):
    y = prep(x).result()
    ans = interrupt(f"approve {y}?")
    calls.append(("child after", ans))
    return {"y": y, "ans": ans}

@entrypoint(checkpointer=InMemorySaver())
def parent(x):
    pre = prep(x + 100).result()
    r = child.invoke(x)
    return {"pre": pre, "child": r}

cfg = {"configurable": {"thread_id": "1"}}
print(parent.invoke(1, cfg))
print(calls); calls.clear()
st = parent.get_state(cfg)
print(st.next, [i.value for i in st.interrupts])
print(parent.invoke(Command(resume="yes"), cfg))
print(calls)
for chunk in parent.stream(2, {"configurable": {"thread_id": "2"}}, stream_mode=["updates", "tasks"], subgraphs=True):
    ns, mode, data = chunk
    print(len(ns), mode, data if mode == "updates" else (data["name"], "result" in data))
