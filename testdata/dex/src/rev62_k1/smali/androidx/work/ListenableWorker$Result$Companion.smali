.class public final Landroidx/work/ListenableWorker$Result$Companion;
.super Ljava/lang/Object;
.source "Work.kt"


.method private constructor <init>()V
    .registers 1
    .line 19
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final success()Landroidx/work/ListenableWorker$Result;
    .registers 2
    .line 20
    new-instance v0, Landroidx/work/ListenableWorker$Result$Success;
    invoke-direct {v0}, Landroidx/work/ListenableWorker$Result$Success;-><init>()V
    check-cast v0, Landroidx/work/ListenableWorker$Result;
    return-object v0
.end method

.method public final failure()Landroidx/work/ListenableWorker$Result;
    .registers 2
    .line 21
    new-instance v0, Landroidx/work/ListenableWorker$Result$Failure;
    invoke-direct {v0}, Landroidx/work/ListenableWorker$Result$Failure;-><init>()V
    check-cast v0, Landroidx/work/ListenableWorker$Result;
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Landroidx/work/ListenableWorker$Result$Companion;-><init>()V
    return-void
.end method

