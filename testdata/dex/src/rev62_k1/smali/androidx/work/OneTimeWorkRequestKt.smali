.class public final Landroidx/work/OneTimeWorkRequestKt;
.super Ljava/lang/Object;
.source "OneTimeWorkRequestKt.kt"


.method public static final synthetic OneTimeWorkRequestBuilder()Landroidx/work/OneTimeWorkRequest$Builder;
    .registers 4
    const/4 v0, 0x0
    move v3, v0
    .line 5
    new-instance v0, Landroidx/work/OneTimeWorkRequest$Builder;
    const/4 v1, 0x4
    const-string v2, "W"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v1, Landroidx/work/ListenableWorker;
    check-cast v1, Ljava/lang/Class;
    invoke-direct {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    return-object v0
.end method

