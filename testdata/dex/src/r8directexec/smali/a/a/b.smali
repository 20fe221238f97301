# Guava's MoreExecutors, shrunk and renamed by R8: directExecutor() is a; see sketch/ToolProvider.java.
.class public final La/a/b;
.super Ljava/lang/Object;
.source "MoreExecutors.java"


# direct methods
.method public static a()Ljava/util/concurrent/Executor;
    .registers 1
    .line 418
    sget-object v0, La/a/a;->a:La/a/a;
    return-object v0
.end method
