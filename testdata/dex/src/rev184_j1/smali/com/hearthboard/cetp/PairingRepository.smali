.class public final Lcom/hearthboard/cetp/PairingRepository;
.super Ljava/lang/Object;
.source "PairingRepository.java"


# instance fields
.field private final database:Lcom/hearthboard/data/HearthDatabase;


# direct methods
.method public constructor <init>(Lcom/hearthboard/data/HearthDatabase;)V
    .registers 2

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/hearthboard/cetp/PairingRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    .line 19
    return-void
.end method

.method public static solePackage(Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    .registers 10

    .line 23
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    .line 24
    if-nez v2, :cond_0

    .line 25
    new-instance v0, Ljava/lang/SecurityException;

    const-string v1, "unknown uid"

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 27
    :cond_0
    const/4 v3, 0x0

    .line 28
    move-object v4, v2

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_2

    aget-object v7, v4, v6

    .line 29
    if-eqz v3, :cond_1

    .line 30
    new-instance v0, Ljava/lang/SecurityException;

    const-string v1, "shared uid"

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 32
    :cond_1
    move-object v3, v7

    .line 28
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 34
    :cond_2
    if-nez v3, :cond_3

    .line 35
    new-instance v0, Ljava/lang/SecurityException;

    const-string v1, "unknown uid"

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 37
    :cond_3
    return-object v3
.end method


# virtual methods
.method public grantedScopes(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;>;"
        }
    .end annotation

    .line 53
    new-instance v0, Lcom/hearthboard/cetp/PairingRepository$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0, p1, p2}, Lcom/hearthboard/cetp/PairingRepository$$ExternalSyntheticLambda1;-><init>(Lcom/hearthboard/cetp/PairingRepository;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$grantedScopes$1$com-hearthboard-cetp-PairingRepository(Ljava/lang/String;Ljava/lang/String;)Ljava/util/Set;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 54
    iget-object v0, p0, Lcom/hearthboard/cetp/PairingRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "scopes"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const/4 v6, 0x1

    aput-object p2, v4, v6

    const-string v1, "paired_apps"

    const-string v3, "package = ? AND provider = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 56
    :try_start_0
    new-instance v0, Ljava/util/HashSet;

    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V

    move-object v9, v0

    .line 57
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 58
    const/4 v2, 0x0

    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    const-string v2, " "

    invoke-virtual {v1, v2}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-interface {v9, v1}, Ljava/util/Set;->addAll(Ljava/util/Collection;)Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 60
    :cond_0
    move-object v10, v9

    .line 61
    if-eqz v8, :cond_1

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 60
    :cond_1
    return-object v10

    :catch_0
    move-exception v9

    .line 54
    if-eqz v8, :cond_2

    :try_start_1
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_0
    throw v9
.end method

.method public synthetic lambda$pinnedDigest$0$com-hearthboard-cetp-PairingRepository(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 42
    iget-object v0, p0, Lcom/hearthboard/cetp/PairingRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "cert_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const/4 v6, 0x1

    aput-object p2, v4, v6

    const-string v1, "paired_apps"

    const-string v3, "package = ? AND provider = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 44
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    .line 45
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "not paired"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 47
    :cond_0
    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v9

    .line 48
    if-eqz v8, :cond_1

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 47
    :cond_1
    return-object v9

    :catch_0
    move-exception v9

    .line 42
    if-eqz v8, :cond_2

    :try_start_1
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_0
    throw v9
.end method

.method public pinnedDigest(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 41
    new-instance v0, Lcom/hearthboard/cetp/PairingRepository$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1, p2}, Lcom/hearthboard/cetp/PairingRepository$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/cetp/PairingRepository;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
