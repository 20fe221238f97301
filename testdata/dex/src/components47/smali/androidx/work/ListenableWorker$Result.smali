.class public abstract Landroidx/work/ListenableWorker$Result;
.super Ljava/lang/Object;
.source "ListenableWorker.java"


.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static success()Landroidx/work/ListenableWorker$Result;
    .registers 1
    const/4 v0, 0x0
    return-object v0
.end method
