.class public abstract Lio/reactivex/rxjava3/core/Scheduler;
.super Ljava/lang/Object;
.source "Scheduler.java"


.method public constructor <init>()V
    .registers 1
    .line 2
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

