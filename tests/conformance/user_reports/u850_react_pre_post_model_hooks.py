# https://github.com/langchain-ai/langgraph/issues/4404 , https://github.com/langchain-ai/langgraph/pull/4318 : create_react_agent with a pre_model_hook that trims by returning llm_input_messages (state untouched) or rewrites the history with RemoveMessage(REMOVE_ALL_MESSAGES), and a post_model_hook that interrupts for a human check before tools run; what the model saw, the final messages, stream updates node names and the pause/resume
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
from langchain_core.messages import HumanMessage, RemoveMessage
from langchain_core.tools import tool
from langgraph.graph.message import REMOVE_ALL_MESSAGES
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
seen = []
class Seen(Model):
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        seen.append([m.content for m in messages])
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kw)
@tool
def look(q: str) -> str:
    """look"""
    return "found " + q
def trim_view(s):
    return {"llm_input_messages": s["messages"][-2:]}
def rewrite(s):
    return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES)] + s["messages"][-1:]}
def check(s):
    last = s["messages"][-1]
    if getattr(last, "tool_calls", None):
        ok = interrupt({"calls": [c["name"] for c in last.tool_calls]})
        if not ok:
            return {"messages": [AIMessage("blocked", id=last.id)]}
    return {}
hist = [HumanMessage("m%d" % i, id="m%d" % i) for i in range(4)]
for label, kw in [("trim view", {"pre_model_hook": trim_view}), ("rewrite", {"pre_model_hook": rewrite})]:
    seen.clear()
    agent = create_react_agent(Seen(messages=iter([AIMessage("", id="a1", tool_calls=[call("look", {"q": "x"}, "c1")]), AIMessage("fin", id="a2")])), [look], **kw)
    out = agent.invoke({"messages": hist})
    print(label, seen, [m.content for m in out["messages"]])
    print("  ", sorted(agent.get_graph().nodes))
for answer in [True, False]:
    seen.clear()
    agent = create_react_agent(Seen(messages=iter([AIMessage("", id="a1", tool_calls=[call("look", {"q": "y"}, "c1")]), AIMessage("fin", id="a2")])), [look], post_model_hook=check, checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": str(answer)}}
    for ch in agent.stream({"messages": [HumanMessage("go", id="h")]}, cfg, stream_mode="updates"):
        print(answer, {k: (v if k == "__interrupt__" else show((v or {}).get("messages", []))) for k, v in ch.items()})
    print("  ", agent.get_state(cfg).next)
    for ch in agent.stream(Command(resume=answer), cfg, stream_mode="updates"):
        print(answer, {k: show((v or {}).get("messages", [])) for k, v in ch.items()})
    print("  ", seen, agent.get_state(cfg).next)
