# https://github.com/langchain-ai/langgraph/issues/4353 , generative-UI apps : a weather app that pushes UI components with push_ui_message (tied to the AI message, merged updates, a custom state_key, metadata), deletes one with delete_ui_message, and keeps them with ui_message_reducer; the custom stream chunks, the ui state after each turn over a checkpointer, and the reducer on its own (merge, remove, unknown id)
from typing import Annotated, Sequence
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.graph.ui import AnyUIMessage, push_ui_message, delete_ui_message, ui_message_reducer
from langgraph.checkpoint.memory import InMemorySaver
class S(MessagesState):
    ui: Annotated[Sequence[AnyUIMessage], ui_message_reducer]
    cards: Annotated[Sequence[AnyUIMessage], ui_message_reducer]
def weather(s):
    msg = AIMessage("sunny in rome", id="ai-%d" % len(s["messages"]))
    push_ui_message("weather", {"city": "rome", "temp": 21}, id="w1", message=msg, metadata={"source": "fake"})
    push_ui_message("weather", {"temp": 23}, id="w1", merge=True)
    push_ui_message("card", {"title": "tip"}, id="c1", state_key="cards")
    return {"messages": [msg]}
def cleanup(s):
    if len(s["messages"]) > 2:
        delete_ui_message("c1", state_key="cards")
    return {}
app = StateGraph(S).add_node("weather", weather).add_node("cleanup", cleanup).add_edge(START, "weather").add_edge("weather", "cleanup").add_edge("cleanup", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for i in range(2):
    for mode, ch in app.stream({"messages": [HumanMessage("weather?", id="h%d" % i)]}, cfg, stream_mode=["custom", "updates"]):
        print(mode, ch if mode == "custom" else {k: (sorted(v, key=str) if v else v) for k, v in ch.items()})
    st = app.get_state(cfg).values
    print(st["ui"], st["cards"])
left = [{"type": "ui", "id": "a", "name": "x", "props": {"p": 1, "q": 2}, "metadata": {}}]
print(ui_message_reducer(left, {"type": "ui", "id": "a", "name": "x", "props": {"q": 3}, "metadata": {"merge": True}}))
print(ui_message_reducer(left, [{"type": "remove-ui", "id": "a"}]))
try:
    print(ui_message_reducer(left, [{"type": "remove-ui", "id": "zzz"}]))
except Exception as e:
    print(type(e).__name__, e)
