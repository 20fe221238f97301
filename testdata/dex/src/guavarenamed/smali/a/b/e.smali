# Guava's MoreExecutors, renamed by R8; listeningDecorator renamed a.
.class public final La/b/e;
.super Ljava/lang/Object;
.source "SourceFile"

.method public static a(Ljava/util/concurrent/ExecutorService;)La/b/c;
    .registers 2
    new-instance v0, La/b/f;
    invoke-direct {v0, p0}, La/b/f;-><init>(Ljava/util/concurrent/ExecutorService;)V
    return-object v0
.end method
