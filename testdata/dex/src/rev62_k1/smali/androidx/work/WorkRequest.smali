.class public Landroidx/work/WorkRequest;
.super Ljava/lang/Object;
.source "Work.kt"

.field private final workerClass:Ljava/lang/Class;
.field private final input:Landroidx/work/Data;

.method public constructor <init>(Ljava/lang/Class;Landroidx/work/Data;)V
    .registers 4
    const-string v0, "workerClass"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Landroidx/work/WorkRequest;->workerClass:Ljava/lang/Class;
    iput-object v3, v1, Landroidx/work/WorkRequest;->input:Landroidx/work/Data;
    return-void
.end method

.method public final getWorkerClass()Ljava/lang/Class;
    .registers 2
    .line 30
    iget-object v0, v1, Landroidx/work/WorkRequest;->workerClass:Ljava/lang/Class;
    return-object v0
.end method

.method public final getInput()Landroidx/work/Data;
    .registers 2
    .line 30
    iget-object v0, v1, Landroidx/work/WorkRequest;->input:Landroidx/work/Data;
    return-object v0
.end method

