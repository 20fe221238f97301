.class public final synthetic Lapp/keelson/backup/cetp/SnapshotToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lapp/keelson/backup/cetp/SnapshotToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Lapp/keelson/backup/cetp/BackupPlan;


# direct methods
.method public synthetic constructor <init>(Lapp/keelson/backup/cetp/SnapshotToolProvider;Ljava/lang/String;Lapp/keelson/backup/cetp/BackupPlan;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider$$ExternalSyntheticLambda0;->f$0:Lapp/keelson/backup/cetp/SnapshotToolProvider;

    iput-object p2, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider$$ExternalSyntheticLambda0;->f$2:Lapp/keelson/backup/cetp/BackupPlan;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider$$ExternalSyntheticLambda0;->f$0:Lapp/keelson/backup/cetp/SnapshotToolProvider;

    iget-object v1, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider$$ExternalSyntheticLambda0;->f$2:Lapp/keelson/backup/cetp/BackupPlan;

    invoke-static {v0, v1, v2}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->startBackup$lambda$1(Lapp/keelson/backup/cetp/SnapshotToolProvider;Ljava/lang/String;Lapp/keelson/backup/cetp/BackupPlan;)V

    return-void
.end method
