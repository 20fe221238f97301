.class final Lcom/example/cid/ToolProvider$call$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.implements Lkotlin/jvm/functions/Function2;
.source "ToolProvider.kt"

.field final synthetic this$0:Lcom/example/cid/ToolProvider;

.method constructor <init>(Lcom/example/cid/ToolProvider;Lkotlin/coroutines/Continuation;)V
    .locals 1
    iput-object p1, p0, Lcom/example/cid/ToolProvider$call$2;->this$0:Lcom/example/cid/ToolProvider;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 2
    .line 70
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 71
    iget-object v1, p0, Lcom/example/cid/ToolProvider$call$2;->this$0:Lcom/example/cid/ToolProvider;
    invoke-virtual {v1, v0}, Lcom/example/cid/ToolProvider;->audit(I)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method
