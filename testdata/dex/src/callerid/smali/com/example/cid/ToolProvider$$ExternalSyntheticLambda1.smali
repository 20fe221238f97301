.class public final synthetic Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "D8$$SyntheticClass"

.field public final synthetic f$0:Lcom/example/cid/ToolProvider;
.field public final synthetic f$1:I

.method public synthetic constructor <init>(Lcom/example/cid/ToolProvider;I)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/cid/ToolProvider;
    iput p2, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;->f$1:I
    return-void
.end method

.method public final run()V
    .locals 2
    iget-object v0, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/cid/ToolProvider;
    iget v1, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;->f$1:I
    invoke-static {v0, v1}, Lcom/example/cid/ToolProvider;->lambda$call$1(Lcom/example/cid/ToolProvider;I)V
    return-void
.end method
