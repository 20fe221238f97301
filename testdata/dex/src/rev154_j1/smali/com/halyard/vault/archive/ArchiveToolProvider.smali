.class public final Lcom/halyard/vault/archive/ArchiveToolProvider;
.super Landroid/content/ContentProvider;
.source "ArchiveToolProvider.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "VaultArchiveTools"


# instance fields
.field private host:Lcom/halyard/vault/cetp/CetpHost;

.field private operations:Lcom/halyard/vault/jobs/OperationRepository;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 22
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;
    .registers 7

    .line 52
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " from uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "VaultArchiveTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 53
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v2, "Halyard Vault\'s archive tools are served through call() only"

    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 38
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveToolProvider;->host:Lcom/halyard/vault/cetp/CetpHost;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {p0}, Lcom/halyard/vault/archive/ArchiveToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/halyard/vault/cetp/Caller;->of(ILjava/lang/String;)Lcom/halyard/vault/cetp/Caller;

    move-result-object v1

    invoke-virtual {v0, p1, v1, p3}, Lcom/halyard/vault/cetp/CetpHost;->call(Ljava/lang/String;Lcom/halyard/vault/cetp/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 73
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/halyard/vault/archive/ArchiveToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 63
    const-string v0, "application/json"

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 68
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/halyard/vault/archive/ArchiveToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public onCreate()Z
    .registers 9

    .line 30
    invoke-virtual {p0}, Lcom/halyard/vault/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/halyard/vault/jobs/VaultDb;->get(Landroid/content/Context;)Lcom/halyard/vault/jobs/VaultDb;

    move-result-object v7

    .line 31
    new-instance v1, Lcom/halyard/vault/jobs/OperationRepository;

    invoke-direct {v1, v7}, Lcom/halyard/vault/jobs/OperationRepository;-><init>(Lcom/halyard/vault/jobs/VaultDb;)V

    iput-object v1, p0, Lcom/halyard/vault/archive/ArchiveToolProvider;->operations:Lcom/halyard/vault/jobs/OperationRepository;

    .line 32
    new-instance v1, Lcom/halyard/vault/cetp/CetpHost;

    new-instance v2, Lcom/halyard/vault/archive/ArchiveDesk;

    invoke-virtual {p0}, Lcom/halyard/vault/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    iget-object v6, p0, Lcom/halyard/vault/archive/ArchiveToolProvider;->operations:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-direct {v2, v4, v7, v6}, Lcom/halyard/vault/archive/ArchiveDesk;-><init>(Landroid/content/Context;Lcom/halyard/vault/jobs/VaultDb;Lcom/halyard/vault/jobs/OperationRepository;)V

    new-instance v3, Lcom/halyard/vault/jobs/OperationsEndpoint;

    iget-object v5, p0, Lcom/halyard/vault/archive/ArchiveToolProvider;->operations:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-direct {v3, v5}, Lcom/halyard/vault/jobs/OperationsEndpoint;-><init>(Lcom/halyard/vault/jobs/OperationRepository;)V

    invoke-direct {v1, v2, v3}, Lcom/halyard/vault/cetp/CetpHost;-><init>(Lcom/halyard/vault/cetp/Desk;Lcom/halyard/vault/jobs/OperationsEndpoint;)V

    iput-object v1, p0, Lcom/halyard/vault/archive/ArchiveToolProvider;->host:Lcom/halyard/vault/cetp/CetpHost;

    .line 33
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 44
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveToolProvider;->operations:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/halyard/vault/jobs/OperationRepository;->find(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v5

    .line 45
    if-eqz v5, :cond_0

    iget v0, v5, Lcom/halyard/vault/jobs/OperationRow;->ownerUid:I

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    if-ne v0, v1, :cond_0

    iget-object v0, v5, Lcom/halyard/vault/jobs/OperationRow;->resultPath:Ljava/lang/String;

    if-nez v0, :cond_1

    .line 46
    :cond_0
    new-instance v0, Ljava/io/FileNotFoundException;

    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "no export at "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 48
    :cond_1
    new-instance v0, Ljava/io/File;

    iget-object v2, v5, Lcom/halyard/vault/jobs/OperationRow;->resultPath:Ljava/lang/String;

    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lcom/halyard/vault/jobs/ResultFiles;->openForConsumer(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 58
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/halyard/vault/archive/ArchiveToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 78
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/halyard/vault/archive/ArchiveToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method
