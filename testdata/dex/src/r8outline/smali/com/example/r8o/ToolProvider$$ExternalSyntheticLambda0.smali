.class public final synthetic Lcom/example/r8o/ToolProvider$$ExternalSyntheticLambda0;
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
    invoke-static {}, Lcom/example/r8o/ToolProvider;->lambda$audit$0()V
    return-void
.end method
