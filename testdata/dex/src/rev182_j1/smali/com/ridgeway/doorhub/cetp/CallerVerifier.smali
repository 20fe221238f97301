.class public Lcom/ridgeway/doorhub/cetp/CallerVerifier;
.super Ljava/lang/Object;
.source "CallerVerifier.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;
    }
.end annotation


# instance fields
.field private final database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

.field private final packageManager:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Landroid/content/pm/PackageManager;)V
    .registers 3

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    .line 24
    iput-object p2, p0, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->packageManager:Landroid/content/pm/PackageManager;

    .line 25
    return-void
.end method


# virtual methods
.method public requireCaller(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;
    .registers 7

    .line 50
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {p0, v1, p1}, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->resolve(ILjava/lang/String;)Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

    move-result-object v4

    .line 51
    if-nez v4, :cond_0

    .line 52
    new-instance v0, Ljava/lang/SecurityException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "caller is not paired with "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 54
    :cond_0
    return-object v4
.end method

.method public resolve(ILjava/lang/String;)Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;
    .registers 17

    .line 58
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->packageManager:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v8

    .line 59
    if-nez v8, :cond_0

    .line 60
    const/4 v0, 0x0

    return-object v0

    .line 62
    :cond_0
    const/4 v9, 0x0

    .line 63
    move-object v10, v8

    array-length v11, v10

    const/4 v12, 0x0

    :goto_0
    if-ge v12, v11, :cond_2

    aget-object v13, v10, v12

    .line 64
    if-eqz v9, :cond_1

    .line 65
    const/4 v0, 0x0

    return-object v0

    .line 67
    :cond_1
    move-object v9, v13

    .line 63
    add-int/lit8 v12, v12, 0x1

    goto :goto_0

    .line 69
    :cond_2
    if-nez v9, :cond_3

    .line 70
    const/4 v0, 0x0

    return-object v0

    .line 72
    :cond_3
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/data/DoorhubDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "cert_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "scopes"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p2, v4, v6

    const/4 v6, 0x1

    aput-object v9, v4, v6

    const-string v1, "paired_apps"

    const-string v3, "provider = ? AND package = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 74
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_5

    .line 75
    const/4 v11, 0x0

    .line 82
    if-eqz v10, :cond_4

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 75
    :cond_4
    return-object v11

    .line 77
    :cond_5
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v10, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/ridgeway/doorhub/cetp/Tokens;->fromHex(Ljava/lang/String;)[B

    move-result-object v11

    .line 78
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->packageManager:Landroid/content/pm/PackageManager;

    const/4 v3, 0x1

    invoke-virtual {v0, v9, v11, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result v0

    if-nez v0, :cond_7

    .line 79
    const/4 v12, 0x0

    .line 82
    if-eqz v10, :cond_6

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 79
    :cond_6
    return-object v12

    .line 81
    :cond_7
    :try_start_2
    new-instance v0, Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

    new-instance v4, Ljava/util/HashSet;

    const/4 v7, 0x1

    invoke-interface {v10, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const-string v7, " "

    invoke-virtual {v6, v7}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v6

    invoke-static {v6}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    invoke-direct {v4, v6}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    invoke-direct {v0, p1, v9, v4}, Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;-><init>(ILjava/lang/String;Ljava/util/Set;)V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_0

    move-object v12, v0

    .line 82
    if-eqz v10, :cond_8

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 81
    :cond_8
    return-object v12

    :catch_0
    move-exception v11

    .line 72
    if-eqz v10, :cond_9

    :try_start_3
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_1

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_9
    :goto_1
    throw v11
.end method
