# https://github.com/langchain-ai/langgraph/issues/6577 , durable execution docs , round 1 #64 : the writes saved for failed @task calls (one caught by the entrypoint, one not) under each durability, get_state, and the re-run after the failure (called again)
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
runs = []
@task
def bad(x):
    runs.append(x)
    raise ValueError(f"bad {x}")
@task
def ok(x):
    runs.append(("ok", x))
    return x
saver = InMemorySaver()
@entrypoint(checkpointer=saver)
def wf(x: int):
    ok(x).result()
    try:
        bad(x).result()
    except ValueError:
        pass
    return bad(x + 1).result()
for dur in ("exit", "sync", "async"):
    cfg = {"configurable": {"thread_id": dur}}
    try:
        wf.invoke(1, cfg, durability=dur)
    except ValueError as e:
        print(dur, "raised", e)
    print(dur, sorted((w[1], str(w[2])) for w in saver.get_tuple(cfg).pending_writes))
    st = wf.get_state(cfg)
    print(dur, st.next, [(t.name, t.error) for t in st.tasks])
try:
    wf.invoke(None, {"configurable": {"thread_id": "sync"}})
except ValueError as e:
    print("again", e)
print(runs)
