.class public final Landroidx/work/OneTimeWorkRequest$Builder;
.super Ljava/lang/Object;
.source "Work.kt"

.field private final workerClass:Ljava/lang/Class;
.field private input:Landroidx/work/Data;

.method public constructor <init>(Ljava/lang/Class;)V
    .registers 3
    const-string v0, "workerClass"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Landroidx/work/OneTimeWorkRequest$Builder;->workerClass:Ljava/lang/Class;
    return-void
.end method

.method public final setInputData(Landroidx/work/Data;)Landroidx/work/OneTimeWorkRequest$Builder;
    .registers 3
    const-string v0, "data"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    iput-object v2, v1, Landroidx/work/OneTimeWorkRequest$Builder;->input:Landroidx/work/Data;
    return-object v1
.end method

.method public final build()Landroidx/work/OneTimeWorkRequest;
    .registers 4
    .line 36
    new-instance v0, Landroidx/work/OneTimeWorkRequest;
    iget-object v1, v3, Landroidx/work/OneTimeWorkRequest$Builder;->workerClass:Ljava/lang/Class;
    iget-object v2, v3, Landroidx/work/OneTimeWorkRequest$Builder;->input:Landroidx/work/Data;
    invoke-direct {v0, v1, v2}, Landroidx/work/OneTimeWorkRequest;-><init>(Ljava/lang/Class;Landroidx/work/Data;)V
    return-object v0
.end method

