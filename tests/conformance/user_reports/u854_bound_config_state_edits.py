# https://github.com/langchain-ai/langgraph/issues/1554 , https://github.com/langchain-ai/langgraph/issues/2290 : an app kept as graph.with_config(metadata=..., configurable={"user_id": ...}) (as a web handler binds its tenant): runs, update_state, as_node="__input__" and "__copy__" forks, bulk_update_state through it; each checkpoint's source and the bound/caller keys its metadata carries; get_state through a graph bound to a thread id
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import StateUpdate
class S(TypedDict):
    log: Annotated[list, operator.add]
app = StateGraph(S).add_node("n", lambda s: {"log": ["n"]}).add_node("m", lambda s: {"log": ["m"]}).add_edge(START, "n").add_edge("n", "m").compile(checkpointer=InMemorySaver())
tenant = app.with_config(metadata={"tenant": "acme"}, configurable={"user_id": "u1"})
c1 = {"configurable": {"thread_id": "1"}}
tenant.invoke({"log": []}, c1)
tenant.update_state(c1, {"log": ["edit"]}, as_node="n")
tenant.update_state({"configurable": {"thread_id": "1", "user_id": "u2"}, "metadata": {"tenant": "other"}}, {"log": ["edit2"]}, as_node="m")
tenant.update_state(c1, None, as_node="__copy__")
tenant.bulk_update_state(c1, [[StateUpdate({"log": ["b1"]}, "n")], [StateUpdate({"log": ["b2"]}, "m")]])
tenant.update_state({"configurable": {"thread_id": "2"}}, {"log": ["in"]}, as_node="__input__")
app.update_state({"configurable": {"thread_id": "1", "user_id": "plain"}, "metadata": {"tenant": "t"}}, None, as_node="__copy__")
for t in ["1", "2"]:
    print(t, [(h.metadata["step"], h.metadata["source"], h.metadata.get("tenant"), h.metadata.get("user_id")) for h in app.get_state_history({"configurable": {"thread_id": t}})])
pinned = app.with_config(configurable={"thread_id": "1"})
st = pinned.get_state({"configurable": {}})
print(st.values, st.next, st.metadata["source"])
try:
    print(len(list(pinned.get_state_history({"configurable": {}}))))
except Exception as e:
    print("RAISED", type(e).__name__, e)
