.class public final Lcom/quillbin/data/BackupDao$Backup;
.super Ljava/lang/Object;
.source "BackupDao.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillbin/data/BackupDao;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Backup"
.end annotation


# instance fields
.field public final createdAt:J

.field public final file:Ljava/lang/String;

.field public final id:J

.field public final label:Ljava/lang/String;

.field public final sha256:Ljava/lang/String;

.field public final size:J


# direct methods
.method constructor <init>(Landroid/database/Cursor;)V
    .registers 4

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    const/4 v1, 0x0

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/quillbin/data/BackupDao$Backup;->id:J

    .line 25
    const/4 v1, 0x1

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/data/BackupDao$Backup;->label:Ljava/lang/String;

    .line 26
    const/4 v1, 0x2

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/data/BackupDao$Backup;->file:Ljava/lang/String;

    .line 27
    const/4 v1, 0x3

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/quillbin/data/BackupDao$Backup;->size:J

    .line 28
    const/4 v1, 0x4

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/data/BackupDao$Backup;->sha256:Ljava/lang/String;

    .line 29
    const/4 v1, 0x5

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/quillbin/data/BackupDao$Backup;->createdAt:J

    .line 30
    return-void
.end method
