.class public final synthetic Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/lumenframe/studio/backup/SnapshotWorker;

.field public final synthetic f$1:J


# direct methods
.method public synthetic constructor <init>(Lcom/lumenframe/studio/backup/SnapshotWorker;J)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda1;->f$0:Lcom/lumenframe/studio/backup/SnapshotWorker;

    iput-wide p2, p0, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda1;->f$1:J

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda1;->f$0:Lcom/lumenframe/studio/backup/SnapshotWorker;

    iget-wide v1, p0, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda1;->f$1:J

    check-cast p1, Lorg/json/JSONArray;

    invoke-virtual {v0, v1, v2, p1}, Lcom/lumenframe/studio/backup/SnapshotWorker;->lambda$run$1$com-lumenframe-studio-backup-SnapshotWorker(JLorg/json/JSONArray;)Lorg/json/JSONArray;

    move-result-object v0

    return-object v0
.end method
