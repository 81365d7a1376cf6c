# https://github.com/langchain-ai/langgraph/pull/2132 : stream_mode="messages" over a node that calls two chat models in turn, one of them tagged "nostream" / "langsmith:nostream" / both via with_config or a config passed at call time; which tokens come, with which tags, ls_* keys, langgraph_node / step / triggers / path / checkpoint_ns, and the node's own tag
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
def mk(t):
    return GenericFakeChatModel(messages=iter([AIMessage(t, id="id-" + t.split()[0]) for _ in range(20)]))
forms = {
    "plain": lambda m: (m, None),
    "nostream": lambda m: (m.with_config(tags=["nostream"]), None),
    "ls_nostream": lambda m: (m.with_config(tags=["langsmith:nostream"]), None),
    "call_tag": lambda m: (m, {"tags": ["nostream"]}),
    "call_ls_tag": lambda m: (m, {"tags": ["langsmith:nostream", "x"]}),
}
for name, form in forms.items():
    first = mk("first model")
    second, cfg = form(mk("second model"))
    def both(s):
        a = first.invoke(s["messages"])
        b = second.invoke(s["messages"], cfg)
        return {"messages": [a, b]}
    g = StateGraph(MessagesState).add_node("both", both, metadata={"kind": "pair"}).add_edge(START, "both").compile()
    print("--", name)
    for ch, meta in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages"):
        print(type(ch).__name__, repr(ch.content), ch.id, sorted(meta.get("tags", [])), meta["langgraph_node"], meta["langgraph_step"], meta["langgraph_triggers"], meta["langgraph_path"], meta.get("kind"), sorted(k for k in meta if k.startswith("ls_")))
