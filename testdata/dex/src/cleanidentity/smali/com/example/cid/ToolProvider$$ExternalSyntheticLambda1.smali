.class public final synthetic Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Landroid/os/Binder$ThrowingSupplier;

.field public final synthetic f$0:Lcom/example/cid/ToolProvider;

.method public synthetic constructor <init>(Lcom/example/cid/ToolProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/cid/ToolProvider;
    return-void
.end method

.method public final getOrThrow()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/cid/ToolProvider;
    invoke-direct {v0}, Lcom/example/cid/ToolProvider;->lambda$call$1()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
