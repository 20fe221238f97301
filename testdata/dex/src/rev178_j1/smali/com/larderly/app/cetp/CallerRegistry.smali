.class public final Lcom/larderly/app/cetp/CallerRegistry;
.super Ljava/lang/Object;
.source "CallerRegistry.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larderly/app/cetp/CallerRegistry$Caller;
    }
.end annotation


# instance fields
.field private final database:Lcom/larderly/app/data/AppDatabase;

.field private final packages:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/AppDatabase;Landroid/content/pm/PackageManager;)V
    .registers 3

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/larderly/app/cetp/CallerRegistry;->database:Lcom/larderly/app/data/AppDatabase;

    .line 20
    iput-object p2, p0, Lcom/larderly/app/cetp/CallerRegistry;->packages:Landroid/content/pm/PackageManager;

    .line 21
    return-void
.end method


# virtual methods
.method public resolve(I)Lcom/larderly/app/cetp/CallerRegistry$Caller;
    .registers 17

    .line 55
    iget-object v0, p0, Lcom/larderly/app/cetp/CallerRegistry;->packages:Landroid/content/pm/PackageManager;

    move/from16 v1, p1

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v8

    .line 56
    if-nez v8, :cond_0

    .line 57
    move/from16 v0, p1

    invoke-static {v0}, Lcom/larderly/app/cetp/CallerRegistry$Caller;->refused(I)Lcom/larderly/app/cetp/CallerRegistry$Caller;

    move-result-object v0

    return-object v0

    .line 59
    :cond_0
    const/4 v9, 0x0

    .line 60
    move-object v10, v8

    array-length v11, v10

    const/4 v12, 0x0

    :goto_0
    if-ge v12, v11, :cond_2

    aget-object v13, v10, v12

    .line 61
    if-eqz v9, :cond_1

    .line 62
    move/from16 v0, p1

    invoke-static {v0}, Lcom/larderly/app/cetp/CallerRegistry$Caller;->refused(I)Lcom/larderly/app/cetp/CallerRegistry$Caller;

    move-result-object v0

    return-object v0

    .line 64
    :cond_1
    move-object v9, v13

    .line 60
    add-int/lit8 v12, v12, 0x1

    goto :goto_0

    .line 66
    :cond_2
    if-nez v9, :cond_3

    .line 67
    move/from16 v0, p1

    invoke-static {v0}, Lcom/larderly/app/cetp/CallerRegistry$Caller;->refused(I)Lcom/larderly/app/cetp/CallerRegistry$Caller;

    move-result-object v0

    return-object v0

    .line 69
    :cond_3
    iget-object v0, p0, Lcom/larderly/app/cetp/CallerRegistry;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "cert_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "scopes"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "expires_at"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v9, v4, v6

    const-string v1, "grants"

    const-string v3, "package = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 74
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v1, 0x2

    invoke-interface {v10, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_5

    .line 75
    :cond_4
    move/from16 v0, p1

    invoke-static {v0}, Lcom/larderly/app/cetp/CallerRegistry$Caller;->refused(I)Lcom/larderly/app/cetp/CallerRegistry$Caller;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v13

    .line 80
    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 75
    return-object v13

    .line 77
    :cond_5
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v10, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v11

    .line 78
    const/4 v1, 0x1

    invoke-interface {v10, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v12

    .line 80
    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 81
    goto :goto_1

    :catchall_0
    move-exception v14

    .line 80
    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 81
    throw v14

    .line 82
    :goto_1
    iget-object v0, p0, Lcom/larderly/app/cetp/CallerRegistry;->packages:Landroid/content/pm/PackageManager;

    invoke-static {v11}, Lcom/larderly/app/cetp/Tokens;->unhex(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v0, v9, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-nez v0, :cond_6

    .line 83
    move/from16 v0, p1

    invoke-static {v0}, Lcom/larderly/app/cetp/CallerRegistry$Caller;->refused(I)Lcom/larderly/app/cetp/CallerRegistry$Caller;

    move-result-object v0

    return-object v0

    .line 85
    :cond_6
    new-instance v0, Lcom/larderly/app/cetp/CallerRegistry$Caller;

    new-instance v4, Ljava/util/HashSet;

    const-string v7, ","

    invoke-virtual {v12, v7}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v6

    invoke-static {v6}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    invoke-direct {v4, v6}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    move/from16 v2, p1

    const/4 v5, 0x1

    invoke-direct {v0, v2, v9, v4, v5}, Lcom/larderly/app/cetp/CallerRegistry$Caller;-><init>(ILjava/lang/String;Ljava/util/Set;Z)V

    return-object v0
.end method
