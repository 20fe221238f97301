.class public final Lcom/scanbox/cetp/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final database:Lcom/scanbox/data/ScanDatabase;

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 12
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "token"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "uid"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "provider_id"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "expires_at"

    aput-object v2, v0, v1

    sput-object v0, Lcom/scanbox/cetp/Sessions;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/scanbox/data/ScanDatabase;Ljava/security/SecureRandom;)V
    .registers 3

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/scanbox/cetp/Sessions;->database:Lcom/scanbox/data/ScanDatabase;

    .line 19
    iput-object p2, p0, Lcom/scanbox/cetp/Sessions;->random:Ljava/security/SecureRandom;

    .line 20
    return-void
.end method


# virtual methods
.method public find(Ljava/lang/String;)Ljava/util/Optional;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/scanbox/cetp/Session;",
            ">;"
        }
    .end annotation

    .line 38
    if-nez p1, :cond_0

    .line 39
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;

    move-result-object v0

    return-object v0

    .line 41
    :cond_0
    iget-object v0, p0, Lcom/scanbox/cetp/Sessions;->database:Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {v0}, Lcom/scanbox/data/ScanDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/scanbox/cetp/Sessions;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    .line 42
    const-string v1, "sessions"

    const-string v3, "token = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 44
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 45
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v9

    .line 50
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 45
    return-object v9

    .line 47
    :cond_1
    :try_start_1
    new-instance v0, Lcom/scanbox/cetp/Session;

    const/4 v3, 0x0

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    const/4 v5, 0x2

    invoke-interface {v8, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    .line 48
    const/4 v6, 0x3

    invoke-interface {v8, v6}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    move-object v1, v0

    invoke-direct/range {v1 .. v6}, Lcom/scanbox/cetp/Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V

    .line 47
    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v9

    .line 50
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 47
    return-object v9

    :catchall_0
    move-exception v10

    .line 50
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 51
    throw v10
.end method

.method public open(ILjava/lang/String;)Lcom/scanbox/cetp/Session;
    .registers 15

    .line 23
    const/16 v0, 0x20

    new-array v9, v0, [B

    .line 24
    iget-object v0, p0, Lcom/scanbox/cetp/Sessions;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v9}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 25
    new-instance v10, Lcom/scanbox/cetp/Session;

    const/16 v3, 0xa

    invoke-static {v9, v3}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v2

    .line 26
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x1b7740

    add-long/2addr v5, v7

    move-object v1, v10

    move v3, p1

    move-object v4, p2

    invoke-direct/range {v1 .. v6}, Lcom/scanbox/cetp/Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V

    .line 27
    new-instance v11, Landroid/content/ContentValues;

    invoke-direct {v11}, Landroid/content/ContentValues;-><init>()V

    .line 28
    invoke-virtual {v10}, Lcom/scanbox/cetp/Session;->token()Ljava/lang/String;

    move-result-object v2

    const-string v1, "token"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    invoke-virtual {v10}, Lcom/scanbox/cetp/Session;->uid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 30
    invoke-virtual {v10}, Lcom/scanbox/cetp/Session;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 31
    invoke-virtual {v10}, Lcom/scanbox/cetp/Session;->expiresAtMs()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 32
    iget-object v0, p0, Lcom/scanbox/cetp/Sessions;->database:Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {v0}, Lcom/scanbox/data/ScanDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "sessions"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 33
    return-object v10
.end method
