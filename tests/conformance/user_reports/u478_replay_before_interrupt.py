# https://github.com/langchain-ai/langgraph/issues/4987 , #6208 : replaying from a checkpoint before an interrupting node asks again; replay after the answer does not; history sources
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
asked = []
def ask(s):
    asked.append(len(s["log"]))
    return {"log": [f"ans={interrupt('name?')}"]}
g = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("ask", ask).add_node("post", lambda s: {"log": ["post"]})
g.add_edge(START, "pre"); g.add_edge("pre", "ask"); g.add_edge("ask", "post")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
app.invoke({"log": []}, cfg)
app.invoke(Command(resume="ann"), cfg)
hist = list(app.get_state_history(cfg))
print([(h.metadata["step"], h.next, [bool(t.interrupts) for t in h.tasks]) for h in hist])
before_ask = next(h for h in hist if h.next == ("ask",))
out = app.invoke(None, before_ask.config)
print({k: v for k, v in out.items() if k != "__interrupt__"}, [i.value for i in out.get("__interrupt__", [])])
print(app.get_state(cfg).next, asked)
print(app.invoke(Command(resume="bob"), cfg))
before_post = next(h for h in hist if h.next == ("post",))
print(list(app.stream(None, before_post.config, stream_mode="updates")), asked)
print(len(list(app.get_state_history(cfg))))
