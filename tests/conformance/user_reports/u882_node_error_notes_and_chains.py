# https://github.com/langchain-ai/langgraph/issues/2937 , https://github.com/langchain-ai/langgraph/issues/3003 : the exception a caller catches when a node fails: a chained exception (raise ... from), a custom __str__, a user note, a failure inside a subgraph node, a failing @task in an @entrypoint; type, message, __notes__ (the "During task with name ..." lines), cause and context, on first run, on invoke(None) after it, and async
import asyncio, re, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.func import entrypoint, task
class S(TypedDict):
    log: Annotated[list, operator.add]
class MyErr(Exception):
    def __str__(self):
        return "custom str: " + repr(self.args)
def norm(x):
    return re.sub(r"[0-9a-f]{8}-[0-9a-f-]{27}", "<id>", str(x))
def show(label, f):
    try:
        f()
        print(label, "no error")
    except BaseException as e:
        print(label, type(e).__name__, norm(e), norm(getattr(e, "__notes__", None)), type(e.__cause__).__name__ if e.__cause__ else None, type(e.__context__).__name__ if e.__context__ else None)
def chained(s):
    try:
        {}["k"]
    except KeyError as k:
        raise ValueError("wrapped") from k
def custom(s):
    raise MyErr(1, "two")
def noted(s):
    e = RuntimeError("has note")
    e.add_note("user note")
    raise e
sub = StateGraph(S).add_node("deep", custom).add_edge(START, "deep").compile()
for name, fn in [("chained", chained), ("custom", custom), ("noted", noted), ("sub", sub)]:
    app = StateGraph(S).add_node(name, fn).add_edge(START, name).compile(checkpointer=InMemorySaver())
    show(name, lambda: app.invoke({"log": []}, {"configurable": {"thread_id": "1"}}))
    show(name + " again", lambda: app.invoke(None, {"configurable": {"thread_id": "1"}}))
    show(name + " async", lambda: asyncio.run(app.ainvoke({"log": []}, {"configurable": {"thread_id": "2"}})))
@task
def bad_task(x):
    raise MyErr("in task")
@entrypoint()
def ep(x):
    return bad_task(x).result()
show("entrypoint task", lambda: ep.invoke(1))
