.class public final Lio/reactivex/rxjava3/schedulers/Schedulers;
.super Ljava/lang/Object;
.source "Schedulers.java"


.method public constructor <init>()V
    .registers 1
    .line 2
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static io()Lio/reactivex/rxjava3/core/Scheduler;
    .registers 1
    .line 3
    new-instance v0, Ljava/lang/RuntimeException;
    invoke-direct {v0}, Ljava/lang/RuntimeException;-><init>()V
    throw v0
.end method

.method public static computation()Lio/reactivex/rxjava3/core/Scheduler;
    .registers 1
    .line 4
    new-instance v0, Ljava/lang/RuntimeException;
    invoke-direct {v0}, Ljava/lang/RuntimeException;-><init>()V
    throw v0
.end method

