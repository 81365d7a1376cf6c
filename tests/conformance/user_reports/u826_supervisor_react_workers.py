# https://github.com/langchain-ai/langgraph/pull/4491 , https://github.com/langchain-ai/langgraph/issues/4377 : a hand-built supervisor routing with Command(goto=...) to two create_react_agent workers whose tools hand control back with Command(goto="supervisor", graph=Command.PARENT); stream updates+values with subgraphs=True, the final messages and the checkpoint's history
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
from typing import Annotated
from langchain_core.messages import HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command
class S(MessagesState):
    route: list
@tool
def back_to_supervisor(note: str, tool_call_id: Annotated[str, InjectedToolCallId]):
    """return to the supervisor"""
    return Command(graph=Command.PARENT, goto="supervisor", update={"messages": [ToolMessage("back: " + note, tool_call_id=tool_call_id, id="tm-" + tool_call_id)], "route": ["back:" + note]})
@tool
def add(a: int, b: int) -> int:
    """add"""
    return a + b
plan = iter(["math", "writer", END])
def supervisor(s):
    nxt = next(plan)
    return Command(goto=nxt, update={"route": (s.get("route") or []) + ["sup->" + nxt]})
math_m = Model(messages=iter([AIMessage("", id="m1", tool_calls=[call("add", {"a": 2, "b": 3}, "c1")]), AIMessage("", id="m2", tool_calls=[call("back_to_supervisor", {"note": "sum=5"}, "c2")])]))
writer_m = Model(messages=iter([AIMessage("", id="w1", tool_calls=[call("back_to_supervisor", {"note": "poem"}, "c3")])]))
math = create_react_agent(math_m, [add, back_to_supervisor], name="math")
writer = create_react_agent(writer_m, [back_to_supervisor], name="writer")
g = StateGraph(S)
g.add_node("supervisor", supervisor, destinations=("math", "writer", END))
g.add_node("math", math); g.add_node("writer", writer)
g.add_edge(START, "supervisor")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
for ns, mode, ch in app.stream({"messages": [HumanMessage("go", id="h")], "route": []}, cfg, stream_mode=["updates", "values"], subgraphs=True):
    if mode == "values":
        print(len(ns), mode, len(ch.get("messages", [])), ch.get("route"))
    else:
        print(len(ns), mode, {k: (show(v.get("messages", [])), v.get("route")) if isinstance(v, dict) else v for k, v in (ch or {}).items()})
st = app.get_state(cfg)
print(show(st.values["messages"]), st.values["route"], st.next)
print([(h.metadata["step"], h.metadata["source"], h.next, len(h.values.get("messages", []))) for h in app.get_state_history(cfg)])
