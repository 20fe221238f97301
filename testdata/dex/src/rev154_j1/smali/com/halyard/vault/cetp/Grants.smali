.class public final Lcom/halyard/vault/cetp/Grants;
.super Ljava/lang/Object;
.source "Grants.java"


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final context:Landroid/content/Context;

.field private final db:Lcom/halyard/vault/jobs/VaultDb;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 15
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "cert_sha256"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "scopes"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "expires_at"

    aput-object v2, v0, v1

    sput-object v0, Lcom/halyard/vault/cetp/Grants;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/halyard/vault/jobs/VaultDb;)V
    .registers 3

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lcom/halyard/vault/cetp/Grants;->context:Landroid/content/Context;

    .line 22
    iput-object p2, p0, Lcom/halyard/vault/cetp/Grants;->db:Lcom/halyard/vault/jobs/VaultDb;

    .line 23
    return-void
.end method

.method private signedWith(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 7

    .line 47
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_0

    .line 49
    const/4 v0, 0x0

    return v0

    .line 51
    :cond_0
    iget-object v0, p0, Lcom/halyard/vault/cetp/Grants;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-static {p2}, Lcom/halyard/vault/cetp/Digests;->unhex(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method


# virtual methods
.method public allows(Lcom/halyard/vault/cetp/Caller;Ljava/lang/String;)Z
    .registers 15

    .line 26
    iget-object v0, p1, Lcom/halyard/vault/cetp/Caller;->pkg:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 27
    const/4 v0, 0x0

    return v0

    .line 29
    :cond_0
    iget-object v0, p0, Lcom/halyard/vault/cetp/Grants;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/halyard/vault/cetp/Grants;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    iget-object v7, p1, Lcom/halyard/vault/cetp/Caller;->pkg:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v1, "grants"

    const-string v3, "package = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 31
    :cond_1
    :goto_0
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 32
    const/4 v1, 0x2

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_2

    .line 33
    goto :goto_0

    .line 35
    :cond_2
    const/4 v1, 0x1

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, " "

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, p2}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 36
    goto :goto_0

    .line 38
    :cond_3
    iget-object v1, p1, Lcom/halyard/vault/cetp/Caller;->pkg:Ljava/lang/String;

    const/4 v3, 0x0

    invoke-interface {v9, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, v1, v2}, Lcom/halyard/vault/cetp/Grants;->signedWith(Ljava/lang/String;Ljava/lang/String;)Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-eqz v0, :cond_1

    .line 39
    const/4 v10, 0x1

    .line 42
    if-eqz v9, :cond_4

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 39
    :cond_4
    return v10

    .line 42
    :cond_5
    if-eqz v9, :cond_7

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v10

    .line 29
    if-eqz v9, :cond_6

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_6
    :goto_1
    throw v10

    .line 43
    :cond_7
    :goto_2
    const/4 v0, 0x0

    return v0
.end method
