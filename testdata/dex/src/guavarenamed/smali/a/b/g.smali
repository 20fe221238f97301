# Guava's TrustedListenableFutureTask, renamed by R8 and cut down to what this app uses.
.class final La/b/g;
.super Ljava/util/concurrent/FutureTask;
.source "SourceFile"

# interfaces
.implements La/b/d;

.method constructor <init>(Ljava/lang/Runnable;)V
    .registers 3
    const/4 v0, 0x0
    invoke-direct {p0, p1, v0}, Ljava/util/concurrent/FutureTask;-><init>(Ljava/lang/Runnable;Ljava/lang/Object;)V
    return-void
.end method

.method public final a(Ljava/lang/Runnable;Ljava/util/concurrent/Executor;)V
    .registers 3
    invoke-interface {p2, p1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    return-void
.end method
