.class public final synthetic Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "D8$$SyntheticClass"

.field public final synthetic f$0:Lcom/example/cid/ToolProvider;


.method public synthetic constructor <init>(Lcom/example/cid/ToolProvider;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;->f$0:Lcom/example/cid/ToolProvider;

    return-void
.end method

.method public final run()V
    .locals 2
    iget-object v0, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;->f$0:Lcom/example/cid/ToolProvider;
    invoke-static {v0}, Lcom/example/cid/ToolProvider;->lambda$call$2(Lcom/example/cid/ToolProvider;)V
    return-void
.end method
