.class public final Lapp/keelson/backup/cetp/BackupPlan;
.super Ljava/lang/Object;
.source "SnapshotToolProvider.kt"


# instance fields
.field private final apps:Ljava/util/List;

.field private final label:Ljava/lang/String;

.field private final media:Z


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/util/List;Z)V
    .registers 5

    const-string v0, "label"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "apps"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/keelson/backup/cetp/BackupPlan;->label:Ljava/lang/String;

    iput-object p2, p0, Lapp/keelson/backup/cetp/BackupPlan;->apps:Ljava/util/List;

    iput-boolean p3, p0, Lapp/keelson/backup/cetp/BackupPlan;->media:Z

    return-void
.end method


# virtual methods
.method public final getApps()Ljava/util/List;
    .registers 2

    .line 21
    iget-object v0, p0, Lapp/keelson/backup/cetp/BackupPlan;->apps:Ljava/util/List;

    return-object v0
.end method

.method public final getLabel()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lapp/keelson/backup/cetp/BackupPlan;->label:Ljava/lang/String;

    return-object v0
.end method

.method public final getMedia()Z
    .registers 2

    .line 21
    iget-boolean v0, p0, Lapp/keelson/backup/cetp/BackupPlan;->media:Z

    return v0
.end method
