# D8's class for the method reference Runnable::run of line 11 (see sketch/ToolProvider.java).
.class public final synthetic Lcom/example/rdx/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Executor;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final execute(Ljava/lang/Runnable;)V
    .registers 2
    invoke-interface {p1}, Ljava/lang/Runnable;->run()V
    return-void
.end method
