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
    invoke-static {}, Lcom/example/r8o/ToolProvider;->$r8$lambda$0oBqGZ8mdqFI1kP7kYVbXQ2e9rU()V
    return-void
.end method
