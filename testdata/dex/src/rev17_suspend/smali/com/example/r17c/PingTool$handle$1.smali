.class final Lcom/example/r17c/PingTool$handle$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "PingTool.kt"

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r17c/PingTool;->handle(ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.example.r17c.PingTool"
    f = "PingTool.kt"
    i = {}
    l = {
        9
    }
    m = "handle"
    n = {}
    s = {}
.end annotation

.field label:I

.field synthetic result:Ljava/lang/Object;

.field final synthetic this$0:Lcom/example/r17c/PingTool;

.method constructor <init>(Lcom/example/r17c/PingTool;Lkotlin/coroutines/Continuation;)V
    .registers 3
    iput-object p1, p0, Lcom/example/r17c/PingTool$handle$1;->this$0:Lcom/example/r17c/PingTool;
    invoke-direct {p0, p2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iput-object p1, p0, Lcom/example/r17c/PingTool$handle$1;->result:Ljava/lang/Object;
    iget p1, p0, Lcom/example/r17c/PingTool$handle$1;->label:I
    const/high16 v0, -0x80000000
    or-int/2addr p1, v0
    iput p1, p0, Lcom/example/r17c/PingTool$handle$1;->label:I
    iget-object p1, p0, Lcom/example/r17c/PingTool$handle$1;->this$0:Lcom/example/r17c/PingTool;
    const/4 v0, 0x0
    const/4 v1, 0x0
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p1, v0, v1, v2}, Lcom/example/r17c/PingTool;->handle(ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method
