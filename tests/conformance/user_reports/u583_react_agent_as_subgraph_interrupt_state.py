# https://github.com/langchain-ai/langgraph/issues/4523 , #6533 , CopilotKit#1964 : two create_react_agent subgraphs run in parallel from a parent, each tool interrupting; get_state(subgraphs=True) down to each agent's tools task; resume both with one id map; parent messages
import operator
from typing import Annotated
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import create_react_agent
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class Scripted(BaseChatModel):
    responses: list
    i: int = 0
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        r = self.responses[self.i]
        self.i += 1
        return ChatResult(generations=[ChatGeneration(message=r)])
    @property
    def _llm_type(self):
        return "scripted"
    def bind_tools(self, tools, **kw):
        return self
@tool
def approve(what: str) -> str:
    """Ask a human."""
    return f"{what}: {interrupt({'approve': what})}"
def agent(name):
    m = Scripted(responses=[AIMessage("", id=f"{name}-1", tool_calls=[{"name": "approve", "args": {"what": name}, "id": f"c-{name}"}]), AIMessage(f"{name} done", id=f"{name}-2")])
    return create_react_agent(m, [approve], name=name)
class P(MessagesState):
    pass
def pick(name):
    def f(s):
        return {"messages": s["messages"]}
    return f
g = (StateGraph(P).add_node("alpha", agent("alpha")).add_node("beta", agent("beta"))
     .add_edge(START, "alpha").add_edge(START, "beta").compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"messages": [HumanMessage("go", id="h")]}, cfg)
print(sorted(i.value["approve"] for i in out["__interrupt__"]))
st = g.get_state(cfg, subgraphs=True)
for t in sorted(st.tasks, key=lambda t: t.name):
    sub = t.state
    print(t.name, [i.value for i in t.interrupts], sub.next, [(tt.name, [i.value for i in tt.interrupts]) for tt in sub.tasks], [m.content for m in sub.values["messages"]])
out = g.invoke(Command(resume={i.id: "yes" for i in st.interrupts}), cfg)
print(sorted((type(m).__name__, m.content) for m in out["messages"]))
print(g.get_state(cfg).next)
