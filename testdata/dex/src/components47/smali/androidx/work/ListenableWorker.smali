.class public abstract Landroidx/work/ListenableWorker;
.super Ljava/lang/Object;
.source "ListenableWorker.java"


.method public constructor <init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getApplicationContext()Landroid/content/Context;
    .registers 2
    const/4 v0, 0x0
    return-object v0
.end method

.method public final getInputData()Landroidx/work/Data;
    .registers 2
    const/4 v0, 0x0
    return-object v0
.end method
