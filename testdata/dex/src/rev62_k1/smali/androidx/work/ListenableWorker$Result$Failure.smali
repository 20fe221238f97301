.class public final Landroidx/work/ListenableWorker$Result$Failure;
.super Landroidx/work/ListenableWorker$Result;
.source "Work.kt"


.method public constructor <init>()V
    .registers 2
    .line 18
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Landroidx/work/ListenableWorker$Result;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

