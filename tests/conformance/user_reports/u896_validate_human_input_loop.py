# https://github.com/langchain-ai/langgraph/issues/6208 , docs 'validate human input' : a node that keeps asking in a loop until the answer is valid: the interrupt values (prompt and count) after invalid answers, the state after the valid one, and the history length
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    age: int
    asked: int
def ask_age(s):
    prompt = "age?"
    n = 0
    while True:
        n += 1
        ans = interrupt({"prompt": prompt, "n": n})
        if isinstance(ans, int) and ans > 0:
            return {"age": ans, "asked": n}
        prompt = "invalid %r, age?" % (ans,)
app = StateGraph(S).add_node("ask_age", ask_age).add_edge(START, "ask_age").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = app.invoke({"age": 0, "asked": 0}, cfg)
print([i.value for i in out["__interrupt__"]])
for ans in ["ten", -3, 42]:
    out = app.invoke(Command(resume=ans), cfg)
    print(repr(ans), {k: v for k, v in out.items() if k != "__interrupt__"}, [i.value for i in out.get("__interrupt__", [])])
st = app.get_state(cfg)
print(st.values, st.next, len(list(app.get_state_history(cfg))))
