# Guava's ListenableFuture, renamed by R8; addListener(Runnable, Executor) renamed a.
.class public interface abstract La/b/d;
.super Ljava/lang/Object;
.source "SourceFile"

# interfaces
.implements Ljava/util/concurrent/Future;

.method public abstract a(Ljava/lang/Runnable;Ljava/util/concurrent/Executor;)V
.end method
