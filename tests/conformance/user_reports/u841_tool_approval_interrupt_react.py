# https://github.com/langchain-ai/langgraph/issues/2886 , docs 'add human-in-the-loop to tools' : a create_react_agent tool that calls interrupt() for approval before acting; two tool calls in one AI message (both interrupt), resumed with a map approving one and editing the other; streamed updates and the tool messages; interrupt values and ns
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
@tool
def send_email(to: str, body: str) -> str:
    """send an email"""
    ans = interrupt({"action": "send_email", "to": to, "body": body})
    if ans["type"] == "accept":
        return "sent to " + to
    if ans["type"] == "edit":
        return "sent edited to " + ans["args"]["to"]
    return "cancelled"
m = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("send_email", {"to": "ann", "body": "hi"}, "e1"), call("send_email", {"to": "bob", "body": "yo"}, "e2")]), AIMessage("all done", id="a2")]))
agent = create_react_agent(m, [send_email], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "h"}}
rows = []
for ch in agent.stream({"messages": [HumanMessage("mail them", id="h")]}, cfg, stream_mode="updates"):
    for k, v in ch.items():
        rows.append((k, str(sorted(str(i.value) for i in v) if k == "__interrupt__" else show(v["messages"]))))
for r in sorted(rows):  # (the two tool calls run at once: their chunks come as they finish)
    print(*r)
st = agent.get_state(cfg)
print(st.next, [(t.name, [i.value["to"] for i in t.interrupts]) for t in st.tasks])
by_to = {i.value["to"]: i.id for i in st.interrupts}
rows = []
for ch in agent.stream(Command(resume={by_to["ann"]: {"type": "accept"}, by_to["bob"]: {"type": "edit", "args": {"to": "bobby"}}}), cfg, stream_mode="updates"):
    for k, v in ch.items():
        rows.append((k, str(show(v["messages"]))))
for r in sorted(rows):
    print(*r)
print(show(agent.get_state(cfg).values["messages"]))
