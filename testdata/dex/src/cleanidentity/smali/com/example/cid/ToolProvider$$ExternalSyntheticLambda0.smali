.class public final synthetic Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Landroid/os/Binder$ThrowingRunnable;

.field public final synthetic f$0:Lcom/example/cid/ToolProvider;
.field public final synthetic f$1:Landroid/os/Bundle;

.method public synthetic constructor <init>(Lcom/example/cid/ToolProvider;Landroid/os/Bundle;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/cid/ToolProvider;
    iput-object p2, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda0;->f$1:Landroid/os/Bundle;
    return-void
.end method

.method public final runOrThrow()V
    .registers 3
    iget-object v0, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/cid/ToolProvider;
    iget-object v1, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda0;->f$1:Landroid/os/Bundle;
    invoke-direct {v0, v1}, Lcom/example/cid/ToolProvider;->lambda$call$0(Landroid/os/Bundle;)V
    return-void
.end method
