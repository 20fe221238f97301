.class final Lcom/example/cid/ToolProvider$call$1;
.super Lkotlin/jvm/internal/Lambda;
.implements Lkotlin/jvm/functions/Function0;
.source "ToolProvider.kt"

.field final synthetic this$0:Lcom/example/cid/ToolProvider;

.method constructor <init>(Lcom/example/cid/ToolProvider;)V
    .locals 1
    iput-object p1, p0, Lcom/example/cid/ToolProvider$call$1;->this$0:Lcom/example/cid/ToolProvider;
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public bridge synthetic invoke()Ljava/lang/Object;
    .locals 1
    .line 59
    invoke-virtual {p0}, Lcom/example/cid/ToolProvider$call$1;->invoke()V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public final invoke()V
    .locals 1
    .line 60
    iget-object v0, p0, Lcom/example/cid/ToolProvider$call$1;->this$0:Lcom/example/cid/ToolProvider;
    invoke-virtual {v0}, Lcom/example/cid/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 61
    return-void
.end method
