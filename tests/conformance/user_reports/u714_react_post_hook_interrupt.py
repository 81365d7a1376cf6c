# https://github.com/langchain-ai/langgraph/pull/4785 , #5112 , docs 'agents: human-in-the-loop' : create_react_agent post_model_hook calling interrupt() to approve tool calls; resume with approval / rejection (hook returns Command goto END?); version v2 routes; get_state next
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableLambda
class Model(GenericFakeChatModel):
    seen: list = []
    def bind_tools(self, tools, **kw):
        self.seen.append(("bind", sorted(getattr(t, "name", getattr(t, "__name__", str(t))) for t in tools), sorted(kw)))
        return self
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        self.seen.append([(type(m).__name__, m.content) for m in messages])
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kw)
    def with_structured_output(self, schema, **kw):
        def make(msgs):
            self.seen.append(("structured", [(type(m).__name__, m.content) for m in (msgs.to_messages() if hasattr(msgs, "to_messages") else msgs)]))
            return schema(**{"answer": "forty-two"}) if isinstance(schema, type) else {"answer": "forty-two"}
        return RunnableLambda(make)
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
def act(x: str) -> str:
    """act"""
    return "acted " + x
def post(state):
    last = state["messages"][-1]
    if last.tool_calls:
        ok = interrupt({"approve": [c["name"] for c in last.tool_calls]})
        if not ok:
            return {"messages": [AIMessage("cancelled", id=last.id)]}
    return {}
for answer in (True, False):
    m = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("act", {"x": "1"}, "c1")]), AIMessage("done", id="a2")]))
    agent = create_react_agent(m, [act], post_model_hook=post, checkpointer=InMemorySaver())
    c = {"configurable": {"thread_id": str(answer)}}
    out = agent.invoke({"messages": [HumanMessage("go", id="h")]}, c)
    print(answer, out.get("__interrupt__"), agent.get_state(c).next)
    out = agent.invoke(Command(resume=answer), c)
    print(answer, show(out["messages"]), agent.get_state(c).next)
    print(answer, list(agent.get_graph().nodes))
