# https://github.com/langchain-ai/langgraph/pull/3455 : a @task that raises inside an @entrypoint with a checkpointer: the error's type, text and notes, caught inside the entrypoint (result() raising) vs not caught, get_state after, and re-invoking the thread (which tasks run again)
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
calls = []
@task
def good(x):
    calls.append(("good", x))
    return x * 2
@task
def bad(x):
    calls.append(("bad", x))
    raise ValueError(f"bad {x}")
@entrypoint(checkpointer=InMemorySaver())
def uncaught(x: int):
    a = good(x).result()
    return bad(a).result()
@entrypoint(checkpointer=InMemorySaver())
def caught(x: int):
    try:
        return bad(x).result()
    except ValueError as e:
        return f"caught {e}"
c = {"configurable": {"thread_id": "t"}}
try:
    uncaught.invoke(1, c)
except Exception as e:
    print(type(e).__name__, str(e), [n.split(" and id")[0] for n in getattr(e, "__notes__", [])])
st = uncaught.get_state(c)
print(st.values, st.next, sorted((t.name, repr(t.error)) for t in st.tasks))
try:
    uncaught.invoke(None, c)
except Exception as e:
    print("again", type(e).__name__, str(e))
print(calls)
print(caught.invoke(3, {"configurable": {"thread_id": "u"}}))
