# https://github.com/langchain-ai/langgraph/issues/4377 , https://github.com/langchain-ai/langgraph/issues/3362 : a create_react_agent inside a team subgraph inside a top graph, with a checkpointer; its tool returns Command(graph=Command.PARENT, goto="report") from two levels down (to the team graph), the team hands on to the top; stream updates with subgraphs=True (namespaces), the final state and get_state(subgraphs=True)
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
    stage: str
@tool
def finish(summary: str, tool_call_id: Annotated[str, InjectedToolCallId]):
    """finish"""
    return Command(graph=Command.PARENT, goto="report", update={"stage": "researched", "messages": [ToolMessage("done: " + summary, tool_call_id=tool_call_id, id="t-" + tool_call_id)]})
m = Model(messages=iter([AIMessage("", id="r1", tool_calls=[call("finish", {"summary": "facts"}, "f1")])]))
researcher = create_react_agent(m, [finish], name="researcher", state_schema=None)
def report(s):
    return {"stage": "reported", "messages": [AIMessage("report on " + s["messages"][-1].content, id="rep")]}
team = StateGraph(S).add_node("researcher", researcher, destinations=("report",)).add_node("report", report).add_edge(START, "researcher").compile()
top = StateGraph(S).add_node("team", team).add_node("publish", lambda s: {"stage": "published:" + s["stage"]}).add_edge(START, "team").add_edge("team", "publish").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "n"}}
for ns, ch in top.stream({"messages": [HumanMessage("research", id="h")], "stage": "new"}, cfg, stream_mode="updates", subgraphs=True):
    print([p.split(":")[0] for p in ns], {k: (show(v.get("messages", [])), v.get("stage")) if isinstance(v, dict) else v for k, v in ch.items()})
st = top.get_state(cfg, subgraphs=True)
print(show(st.values["messages"]), st.values["stage"], st.next, st.tasks)
print([(h.metadata["step"], h.next, h.values.get("stage")) for h in top.get_state_history(cfg)])
