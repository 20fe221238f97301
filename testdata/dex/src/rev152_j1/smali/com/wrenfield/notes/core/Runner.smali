.class public interface abstract Lcom/wrenfield/notes/core/Runner;
.super Ljava/lang/Object;
.source "Runner.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/core/Runner$Pooled;,
        Lcom/wrenfield/notes/core/Runner$Inline;,
        Lcom/wrenfield/notes/core/Runner$Task;
    }
.end annotation


# virtual methods
.method public abstract run(Lcom/wrenfield/notes/core/Runner$Task;J)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/wrenfield/notes/core/Runner$Task<",
            "TT;>;J)TT;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/util/concurrent/TimeoutException;
        }
    .end annotation
.end method
