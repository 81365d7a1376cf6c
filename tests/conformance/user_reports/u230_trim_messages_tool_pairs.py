# https://github.com/langchain-ai/langgraph/issues/5112 , short-term memory reports : trimming history with trim_messages in pre_model_hook keeping tool-call pairs, RemoveMessage of an AI tool-call message and its ToolMessage
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, RemoveMessage, trim_messages, ToolMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver

class M(FakeMessagesListChatModel):
    seen: list = []
    def bind_tools(self, tools, **kw): return self
    def _generate(self, messages, *a, **kw):
        self.seen.append([type(m).__name__[0] for m in messages])
        return super()._generate(messages, *a, **kw)
@tool
def echo(x: str) -> str:
    """echo"""
    return x
def hook(s):
    kept = trim_messages(s["messages"], max_tokens=3, token_counter=len, strategy="last", start_on="human", include_system=True)
    return {"llm_input_messages": kept}
resp = []
for i in range(3):
    resp += [AIMessage("", id=f"t{i}", tool_calls=[{"name": "echo", "args": {"x": str(i)}, "id": f"c{i}"}]), AIMessage(f"answer {i}", id=f"a{i}")]
m = M(responses=resp); m.seen = []
ag = create_react_agent(m, [echo], pre_model_hook=hook, checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for i in range(3):
    out = ag.invoke({"messages": [("user", f"q{i}")]}, cfg)
print(m.seen, len(out["messages"]))
msgs = ag.get_state(cfg).values["messages"]
pair = [x for x in msgs if getattr(x, "tool_calls", None)][:1] + [x for x in msgs if isinstance(x, ToolMessage)][:1]
ag.update_state(cfg, {"messages": [RemoveMessage(id=x.id) for x in pair]})
print([(type(x).__name__, x.content) for x in ag.get_state(cfg).values["messages"]])
