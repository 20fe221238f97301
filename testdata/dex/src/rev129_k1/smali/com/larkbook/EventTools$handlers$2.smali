.class final synthetic Lcom/larkbook/EventTools$handlers$2;
.super Lkotlin/jvm/internal/FunctionReferenceImpl;
.source "EventTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;
.implements Lkotlin/coroutines/jvm/internal/SuspendFunction;

# direct methods
.method constructor <init>(Ljava/lang/Object;)V
    .registers 9
    move-object v0, p0
    move-object v2, p1
    const/4 v1, 0x2
    const-class v3, Lcom/larkbook/EventTools;
    const-string v4, "create"
    const-string v5, "create(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;"
    const/4 v6, 0x0
    invoke-direct/range {v0 .. v6}, Lkotlin/jvm/internal/FunctionReferenceImpl;-><init>(ILjava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method public final invoke(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/larkbook/EventTools$handlers$2;->receiver:Ljava/lang/Object;
    check-cast v0, Lcom/larkbook/EventTools;
    .line 33
    invoke-static {v0, p1, p2}, Lcom/larkbook/EventTools;->access$create(Lcom/larkbook/EventTools;Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    .line 33
    move-object v1, p1
    check-cast v1, Lcom/larkbook/ToolCall;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/EventTools$handlers$2;->invoke(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
