# D8's class for the method reference Runnable::run of line 8 (see sketch/ToolProvider.java).
.class public final synthetic Lcom/example/dxp/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.implements Ljava/util/concurrent/Executor;

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final execute(Ljava/lang/Runnable;)V
    .registers 2
    invoke-interface {p1}, Ljava/lang/Runnable;->run()V
    return-void
.end method
