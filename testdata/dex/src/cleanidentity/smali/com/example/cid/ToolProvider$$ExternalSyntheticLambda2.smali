.class public final synthetic Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Landroid/os/Binder$ThrowingRunnable;

.field public final synthetic f$0:Landroid/os/Bundle;
.field public final synthetic f$1:I

.method public synthetic constructor <init>(Landroid/os/Bundle;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;->f$0:Landroid/os/Bundle;
    iput p2, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;->f$1:I
    return-void
.end method

.method public final runOrThrow()V
    .registers 3
    iget-object v0, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;->f$0:Landroid/os/Bundle;
    iget v1, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;->f$1:I
    invoke-static {v0, v1}, Lcom/example/cid/ToolProvider;->lambda$call$2(Landroid/os/Bundle;I)V
    return-void
.end method
