.class public final Lcom/fernhill/stockroom/core/CallerGate;
.super Ljava/lang/Object;
.source "CallerGate.java"


# instance fields
.field private final db:Lcom/fernhill/stockroom/core/StockDb;

.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method constructor <init>(Landroid/content/pm/PackageManager;Lcom/fernhill/stockroom/core/StockDb;)V
    .registers 3

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/fernhill/stockroom/core/CallerGate;->pm:Landroid/content/pm/PackageManager;

    .line 19
    iput-object p2, p0, Lcom/fernhill/stockroom/core/CallerGate;->db:Lcom/fernhill/stockroom/core/StockDb;

    .line 20
    return-void
.end method


# virtual methods
.method public admit(ILjava/lang/String;)Ljava/util/Set;
    .registers 24
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 23
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fernhill/stockroom/core/CallerGate;->pm:Landroid/content/pm/PackageManager;

    move/from16 v1, p1

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v8

    .line 24
    if-eqz v8, :cond_0

    array-length v0, v8

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 25
    :cond_0
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0

    .line 27
    :cond_1
    new-instance v9, Ljava/util/LinkedHashSet;

    invoke-direct {v9}, Ljava/util/LinkedHashSet;-><init>()V

    .line 28
    move-object v10, v8

    array-length v11, v10

    const/4 v12, 0x0

    :goto_0
    if-ge v12, v11, :cond_6

    aget-object v13, v10, v12

    .line 29
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fernhill/stockroom/core/CallerGate;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

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

    aput-object v13, v4, v6

    const/4 v6, 0x1

    aput-object p2, v4, v6

    const-string v1, "paired_apps"

    const-string v3, "package = ? AND provider_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v14

    .line 32
    :try_start_0
    invoke-interface {v14}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_2

    .line 33
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v15

    .line 45
    invoke-interface {v14}, Landroid/database/Cursor;->close()V

    .line 33
    return-object v15

    .line 35
    :cond_2
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v14, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tokens;->unhex(Ljava/lang/String;)[B

    move-result-object v15

    .line 36
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fernhill/stockroom/core/CallerGate;->pm:Landroid/content/pm/PackageManager;

    const/4 v3, 0x1

    invoke-virtual {v0, v13, v15, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-nez v0, :cond_3

    .line 37
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v16

    .line 45
    invoke-interface {v14}, Landroid/database/Cursor;->close()V

    .line 37
    return-object v16

    .line 39
    :cond_3
    const/4 v1, 0x1

    :try_start_2
    invoke-interface {v14, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v16

    move-object/from16 v0, v16

    array-length v0, v0

    move/from16 v17, v0

    const/16 v18, 0x0

    :goto_1
    move/from16 v0, v18

    move/from16 v1, v17

    if-ge v0, v1, :cond_5

    aget-object v19, v16, v18

    .line 40
    move-object/from16 v0, v19

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_4

    .line 41
    move-object/from16 v1, v19

    invoke-interface {v9, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 39
    :cond_4
    add-int/lit8 v18, v18, 0x1

    goto :goto_1

    .line 45
    :cond_5
    invoke-interface {v14}, Landroid/database/Cursor;->close()V

    .line 46
    goto :goto_2

    :catchall_0
    move-exception v20

    .line 45
    invoke-interface {v14}, Landroid/database/Cursor;->close()V

    .line 46
    throw v20

    .line 28
    :goto_2
    add-int/lit8 v12, v12, 0x1

    goto/16 :goto_0

    .line 48
    :cond_6
    return-object v9
.end method
