.class public final synthetic Lcom/example/gk/ToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "D8$$SyntheticClass"

.field public final synthetic f$0:Lcom/example/gk/ToolProvider;

.method public synthetic constructor <init>(Lcom/example/gk/ToolProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/gk/ToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/gk/ToolProvider;
    return-void
.end method

.method public final run()V
    .registers 2
    iget-object v0, p0, Lcom/example/gk/ToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/gk/ToolProvider;
    invoke-static {v0}, Lcom/example/gk/ToolProvider;->lambda$call$1(Lcom/example/gk/ToolProvider;)V
    return-void
.end method
