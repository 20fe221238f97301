.class public final synthetic Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "D8$$SyntheticClass"

.field public final synthetic f$0:I

.method public synthetic constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda3;->f$0:I
    return-void
.end method

.method public final run()V
    .registers 2
    iget v0, p0, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda3;->f$0:I
    invoke-static {v0}, Lcom/example/r13h/ToolProvider;->lambda$call$3(I)V
    return-void
.end method
