.class public final synthetic Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Ljava/util/List;

.field public final synthetic f$1:Z

.field public final synthetic f$2:Lcom/lumenframe/studio/ops/WorkContext;


# direct methods
.method public synthetic constructor <init>(Ljava/util/List;ZLcom/lumenframe/studio/ops/WorkContext;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda0;->f$0:Ljava/util/List;

    iput-boolean p2, p0, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda0;->f$1:Z

    iput-object p3, p0, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda0;->f$2:Lcom/lumenframe/studio/ops/WorkContext;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda0;->f$0:Ljava/util/List;

    iget-boolean v1, p0, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda0;->f$1:Z

    iget-object v2, p0, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda0;->f$2:Lcom/lumenframe/studio/ops/WorkContext;

    invoke-static {v0, v1, v2}, Lcom/lumenframe/studio/backup/SnapshotWorker;->lambda$run$0(Ljava/util/List;ZLcom/lumenframe/studio/ops/WorkContext;)Lorg/json/JSONArray;

    move-result-object v0

    return-object v0
.end method
