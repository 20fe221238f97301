# D8's class for the lambda of ToolProvider.lambda$call$0 (see sketch/ToolProvider.java).
.class public final synthetic Lcom/example/dxp/ToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.implements Ljava/lang/Runnable;

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final run()V
    .registers 1
    invoke-static {}, Lcom/example/dxp/ToolProvider;->lambda$call$0()V
    return-void
.end method
