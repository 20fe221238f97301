.class public final synthetic Lcom/example/gh/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "D8$$SyntheticClass"

.field public final synthetic f$0:Lcom/example/gh/ToolProvider;

.method public synthetic constructor <init>(Lcom/example/gh/ToolProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/gh/ToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/gh/ToolProvider;
    return-void
.end method

.method public final run()V
    .registers 2
    iget-object v0, p0, Lcom/example/gh/ToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/gh/ToolProvider;
    invoke-static {v0}, Lcom/example/gh/ToolProvider;->lambda$call$0(Lcom/example/gh/ToolProvider;)V
    return-void
.end method
