# Guava's ListeningExecutorService, renamed by R8 (see sketch/ToolProvider.java).
.class public interface abstract La/b/c;
.super Ljava/lang/Object;
.source "SourceFile"

# interfaces
.implements Ljava/util/concurrent/ExecutorService;

.method public abstract submit(Ljava/lang/Runnable;)La/b/d;
.end method
