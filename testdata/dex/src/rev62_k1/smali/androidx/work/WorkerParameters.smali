.class public final Landroidx/work/WorkerParameters;
.super Ljava/lang/Object;
.source "Work.kt"

.field private final inputData:Landroidx/work/Data;

.method public constructor <init>(Landroidx/work/Data;)V
    .registers 3
    const-string v0, "inputData"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Landroidx/work/WorkerParameters;->inputData:Landroidx/work/Data;
    return-void
.end method

.method public final getInputData()Landroidx/work/Data;
    .registers 2
    .line 12
    iget-object v0, v1, Landroidx/work/WorkerParameters;->inputData:Landroidx/work/Data;
    return-object v0
.end method

