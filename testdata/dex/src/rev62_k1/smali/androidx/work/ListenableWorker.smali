.class public abstract Landroidx/work/ListenableWorker;
.super Ljava/lang/Object;
.source "Work.kt"

.field private final applicationContext:Landroid/content/Context;
.field private final params:Landroidx/work/WorkerParameters;

.method public constructor <init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    .registers 4
    const-string v0, "applicationContext"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "params"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Landroidx/work/ListenableWorker;->applicationContext:Landroid/content/Context;
    iput-object v3, v1, Landroidx/work/ListenableWorker;->params:Landroidx/work/WorkerParameters;
    return-void
.end method

.method public final getApplicationContext()Landroid/content/Context;
    .registers 2
    .line 14
    iget-object v0, v1, Landroidx/work/ListenableWorker;->applicationContext:Landroid/content/Context;
    return-object v0
.end method

.method public final getInputData()Landroidx/work/Data;
    .registers 2
    .line 15
    iget-object v0, v1, Landroidx/work/ListenableWorker;->params:Landroidx/work/WorkerParameters;
    invoke-virtual {v0}, Landroidx/work/WorkerParameters;->getInputData()Landroidx/work/Data;
    move-result-object v0
    return-object v0
.end method

