.class public final Landroidx/work/OneTimeWorkRequest;
.super Landroidx/work/WorkRequest;
.source "Work.kt"


.method public constructor <init>(Ljava/lang/Class;Landroidx/work/Data;)V
    .registers 4
    const-string v0, "workerClass"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    invoke-direct {v1, v2, v3}, Landroidx/work/WorkRequest;-><init>(Ljava/lang/Class;Landroidx/work/Data;)V
    return-void
.end method

