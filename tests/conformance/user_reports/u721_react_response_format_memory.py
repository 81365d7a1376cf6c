# https://github.com/langchain-ai/langgraph/pull/3493 , #4756 : create_react_agent(response_format, checkpointer, post_model_hook): structured_response across turns, get_graph nodes and edges, stream values keys per step
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
from pydantic import BaseModel
from langchain_core.messages import HumanMessage
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
class Answer(BaseModel):
    answer: str
def post(state):
    return {}
m = Model(messages=iter([AIMessage(f"turn{i}", id=f"a{i}") for i in range(3)]))
agent = create_react_agent(m, [], response_format=Answer, post_model_hook=post, checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
for i in range(2):
    vals = list(agent.stream({"messages": [HumanMessage(f"h{i}", id=f"h{i}")]}, c, stream_mode="values"))
    print(i, [sorted(v) for v in vals], vals[-1]["structured_response"])
st = agent.get_state(c)
print(sorted(st.values), st.values["structured_response"], st.next)
gr = agent.get_graph()
print(sorted(gr.nodes), sorted((e.source, e.target, e.conditional) for e in gr.edges))
m2 = Model(messages=iter([AIMessage("x", id="b")]))
agent2 = create_react_agent(m2, [], response_format=Answer, pre_model_hook=lambda s: {"llm_input_messages": s["messages"]})
gr = agent2.get_graph()
print(sorted(gr.nodes), sorted((e.source, e.target, e.conditional) for e in gr.edges))
