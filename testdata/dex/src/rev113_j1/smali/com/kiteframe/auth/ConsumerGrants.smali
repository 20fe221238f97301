.class public final Lcom/kiteframe/auth/ConsumerGrants;
.super Ljava/lang/Object;
.source "ConsumerGrants.java"

# instance fields
.field private final db:Lcom/kiteframe/data/KiteDb;
.field private final pm:Landroid/content/pm/PackageManager;

# direct methods
.method public constructor <init>(Lcom/kiteframe/data/KiteDb;Landroid/content/pm/PackageManager;)V
    .registers 5
    .line 17
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 18
    iput-object v3, v2, Lcom/kiteframe/auth/ConsumerGrants;->db:Lcom/kiteframe/data/KiteDb;
    .line 19
    iput-object v4, v2, Lcom/kiteframe/auth/ConsumerGrants;->pm:Landroid/content/pm/PackageManager;
    .line 20
    return-void
.end method

# virtual methods
.method public allows(Ljava/lang/String;ILjava/util/List;)Z
    .registers 16
    .line 23
    if-eqz v13, :L12
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x1c
    if-ge v0, v1, :L14
    :L12
    .line 24
    const/4 v0, 0x0
    return v0
    :L14
    .line 26
    new-instance v8, Ljava/util/HashSet;
    invoke-direct {v8}, Ljava/util/HashSet;-><init>()V
    .line 27
    iget-object v0, v12, Lcom/kiteframe/auth/ConsumerGrants;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "grants"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    const-string v5, "scope"
    const/4 v4, 0x0
    aput-object v5, v2, v4
    const-string v5, "cert_sha256"
    const/4 v4, 0x1
    aput-object v5, v2, v4
    const-string v3, "package = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v13, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
    :L64
    .line 30
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L120
    .line 31
    const/4 v1, 0x1
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/kiteframe/ops/Digests;->fromHex(Ljava/lang/String;)[B
    move-result-object v10
    .line 32
    iget-object v0, v12, Lcom/kiteframe/auth/ConsumerGrants;->pm:Landroid/content/pm/PackageManager;
    const/4 v3, 0x1
    invoke-virtual {v0, v14, v10, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-eqz v0, :L117
    .line 33
    const/4 v2, 0x0
    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v8, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    :L117
    .line 35
    goto :L64
    :L120
    .line 37
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    .line 38
    goto :L142
    :L130
    .line 37
    move-exception v11
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    .line 38
    throw v11
    :L142
    .line 39
    invoke-interface {v15}, Ljava/util/List;->isEmpty()Z
    move-result v0
    if-nez v0, :L166
    invoke-interface {v8, v15}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z
    move-result v0
    if-eqz v0, :L166
    const/4 v0, 0x1
    goto :L167
    :L166
    const/4 v0, 0x0
    :L167
    return v0
    .catchall {:L64 .. :L120} :L130
.end method
