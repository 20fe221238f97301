.class public final Lcom/lumenframe/studio/cetp/CallerPolicy;
.super Ljava/lang/Object;
.source "CallerPolicy.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;
    }
.end annotation


# instance fields
.field private final context:Landroid/content/Context;

.field private final providerKey:Ljava/lang/String;


# direct methods
.method public constructor <init>(Landroid/content/Context;Ljava/lang/String;)V
    .registers 3

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 32
    iput-object p1, p0, Lcom/lumenframe/studio/cetp/CallerPolicy;->context:Landroid/content/Context;

    .line 33
    iput-object p2, p0, Lcom/lumenframe/studio/cetp/CallerPolicy;->providerKey:Ljava/lang/String;

    .line 34
    return-void
.end method

.method private paired(Ljava/lang/String;Landroid/content/pm/PackageManager;)Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;
    .registers 17

    .line 62
    iget-object v0, p0, Lcom/lumenframe/studio/cetp/CallerPolicy;->context:Landroid/content/Context;

    invoke-static {v0}, Lcom/lumenframe/studio/data/StudioDb;->get(Landroid/content/Context;)Lcom/lumenframe/studio/data/StudioDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenframe/studio/data/StudioDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 63
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "cert_sha256"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "scopes"

    aput-object v3, v0, v2

    move-object v9, v0

    .line 64
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    iget-object v3, p0, Lcom/lumenframe/studio/cetp/CallerPolicy;->providerKey:Ljava/lang/String;

    const/4 v2, 0x1

    aput-object v3, v0, v2

    move-object v10, v0

    .line 65
    move-object v0, v8

    const-string v1, "paired_consumers"

    move-object v2, v9

    const-string v3, "package = ? AND provider = ?"

    move-object v4, v10

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 66
    :try_start_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_1

    .line 67
    const/4 v12, 0x0

    .line 74
    if-eqz v11, :cond_0

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 67
    :cond_0
    return-object v12

    .line 69
    :cond_1
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v11, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenframe/studio/cetp/Crypto;->unhex(Ljava/lang/String;)[B

    move-result-object v12

    .line 70
    move-object/from16 v0, p2

    const/4 v3, 0x1

    invoke-virtual {v0, p1, v12, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result v0

    if-nez v0, :cond_3

    .line 71
    const/4 v13, 0x0

    .line 74
    if-eqz v11, :cond_2

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 71
    :cond_2
    return-object v13

    .line 73
    :cond_3
    :try_start_2
    new-instance v0, Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;

    const/4 v4, 0x1

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v4, ","

    invoke-virtual {v3, v4}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    invoke-direct {v0, p1, v3}, Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;-><init>(Ljava/lang/String;Ljava/util/List;)V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_0

    move-object v13, v0

    .line 74
    if-eqz v11, :cond_4

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 73
    :cond_4
    return-object v13

    :catch_0
    move-exception v12

    .line 65
    if-eqz v11, :cond_5

    :try_start_3
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_0

    :catch_1
    move-exception v13

    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_5
    :goto_0
    throw v12
.end method


# virtual methods
.method public admit(I)Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;
    .registers 12

    .line 42
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_0

    .line 43
    const/4 v0, 0x0

    return-object v0

    .line 45
    :cond_0
    iget-object v0, p0, Lcom/lumenframe/studio/cetp/CallerPolicy;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    .line 46
    invoke-virtual {v2, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v3

    .line 47
    if-eqz v3, :cond_1

    array-length v0, v3

    const/4 v1, 0x1

    if-eq v0, v1, :cond_2

    .line 48
    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 50
    :cond_2
    const/4 v4, 0x0

    .line 51
    move-object v5, v3

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_4

    aget-object v8, v5, v7

    .line 52
    invoke-direct {p0, v8, v2}, Lcom/lumenframe/studio/cetp/CallerPolicy;->paired(Ljava/lang/String;Landroid/content/pm/PackageManager;)Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;

    move-result-object v9

    .line 53
    if-nez v9, :cond_3

    .line 54
    const/4 v0, 0x0

    return-object v0

    .line 56
    :cond_3
    move-object v4, v9

    .line 51
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 58
    :cond_4
    return-object v4
.end method
