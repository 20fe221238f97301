.class public final synthetic Lcom/quillbin/backup/BackupToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/quillbin/io/Outlet$Producer;


# instance fields
.field public final synthetic f$0:Ljava/io/File;

.field public final synthetic f$1:Lcom/quillbin/data/BackupDao$Backup;


# direct methods
.method public synthetic constructor <init>(Ljava/io/File;Lcom/quillbin/data/BackupDao$Backup;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillbin/backup/BackupToolProvider$$ExternalSyntheticLambda0;->f$0:Ljava/io/File;

    iput-object p2, p0, Lcom/quillbin/backup/BackupToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/quillbin/data/BackupDao$Backup;

    return-void
.end method


# virtual methods
.method public final produce(Ljava/io/OutputStream;)V
    .registers 4

    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider$$ExternalSyntheticLambda0;->f$0:Ljava/io/File;

    iget-object v1, p0, Lcom/quillbin/backup/BackupToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/quillbin/data/BackupDao$Backup;

    invoke-static {v0, v1, p1}, Lcom/quillbin/backup/BackupToolProvider;->lambda$download$0(Ljava/io/File;Lcom/quillbin/data/BackupDao$Backup;Ljava/io/OutputStream;)V

    return-void
.end method
