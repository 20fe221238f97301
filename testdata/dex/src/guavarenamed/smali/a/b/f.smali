# Guava's MoreExecutors$ListeningDecorator (with AbstractListeningExecutorService folded in), renamed by R8.
.class final La/b/f;
.super Ljava/util/concurrent/AbstractExecutorService;
.source "SourceFile"

# interfaces
.implements La/b/c;

.field private final a:Ljava/util/concurrent/ExecutorService;

.method constructor <init>(Ljava/util/concurrent/ExecutorService;)V
    .registers 2
    invoke-direct {p0}, Ljava/util/concurrent/AbstractExecutorService;-><init>()V
    iput-object p1, p0, La/b/f;->a:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method public final execute(Ljava/lang/Runnable;)V
    .registers 3
    iget-object v0, p0, La/b/f;->a:Ljava/util/concurrent/ExecutorService;
    invoke-interface {v0, p1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    return-void
.end method

.method public final submit(Ljava/lang/Runnable;)La/b/d;
    .registers 3
    new-instance v0, La/b/g;
    invoke-direct {v0, p1}, La/b/g;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {p0, v0}, La/b/f;->execute(Ljava/lang/Runnable;)V
    return-object v0
.end method

.method public final bridge synthetic submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;
    .registers 2
    invoke-virtual {p0, p1}, La/b/f;->submit(Ljava/lang/Runnable;)La/b/d;
    move-result-object p1
    return-object p1
.end method
