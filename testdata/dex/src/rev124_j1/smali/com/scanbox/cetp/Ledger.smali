.class public final Lcom/scanbox/cetp/Ledger;
.super Ljava/lang/Object;
.source "Ledger.java"


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final database:Lcom/scanbox/data/ScanDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 15
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "digest"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "value_json"

    aput-object v2, v0, v1

    sput-object v0, Lcom/scanbox/cetp/Ledger;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/scanbox/data/ScanDatabase;)V
    .registers 2

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, Lcom/scanbox/cetp/Ledger;->database:Lcom/scanbox/data/ScanDatabase;

    .line 21
    return-void
.end method

.method public static digest(Lcom/scanbox/cetp/Invocation;)Ljava/lang/String;
    .registers 5

    .line 57
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v3

    .line 58
    invoke-virtual {p0}, Lcom/scanbox/cetp/Invocation;->tool()Ljava/lang/String;

    move-result-object v1

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-virtual {v3, v1}, Ljava/security/MessageDigest;->update([B)V

    .line 59
    const/4 v1, 0x0

    invoke-virtual {v3, v1}, Ljava/security/MessageDigest;->update(B)V

    .line 60
    invoke-virtual {p0}, Lcom/scanbox/cetp/Invocation;->argsJson()Ljava/lang/String;

    move-result-object v1

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-virtual {v3, v1}, Ljava/security/MessageDigest;->update([B)V

    .line 61
    invoke-virtual {v3}, Ljava/security/MessageDigest;->digest()[B

    move-result-object v0

    const/4 v1, 0x2

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 63
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "SHA-256 is missing"

    invoke-direct {v0, v2, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method public keep(Ljava/lang/String;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/Reply;)V
    .registers 10

    .line 43
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 44
    const-string v1, "provider_id"

    invoke-virtual {v5, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 45
    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->uid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 46
    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->tool()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 48
    invoke-static {p2}, Lcom/scanbox/cetp/Ledger;->digest(Lcom/scanbox/cetp/Invocation;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 49
    invoke-virtual {p3}, Lcom/scanbox/cetp/Reply;->valueJson()Ljava/lang/String;

    move-result-object v2

    const-string v1, "value_json"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 50
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "kept_at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 51
    iget-object v0, p0, Lcom/scanbox/cetp/Ledger;->database:Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {v0}, Lcom/scanbox/data/ScanDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "requests"

    const/4 v2, 0x0

    const/4 v4, 0x4

    invoke-virtual {v0, v1, v2, v5, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 52
    return-void
.end method

.method public recall(Ljava/lang/String;Lcom/scanbox/cetp/Invocation;)Ljava/util/Optional;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Lcom/scanbox/cetp/Invocation;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/scanbox/cetp/Reply;",
            ">;"
        }
    .end annotation

    .line 25
    iget-object v0, p0, Lcom/scanbox/cetp/Ledger;->database:Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {v0}, Lcom/scanbox/data/ScanDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/scanbox/cetp/Ledger;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    .line 27
    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->uid()I

    move-result v7

    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 25
    const-string v1, "requests"

    const-string v3, "provider_id = ? AND uid = ? AND request_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 29
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    .line 30
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v9

    .line 38
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 30
    return-object v9

    .line 32
    :cond_0
    :try_start_1
    invoke-static {p2}, Lcom/scanbox/cetp/Ledger;->digest(Lcom/scanbox/cetp/Invocation;)Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x0

    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 33
    const-string v0, "INVALID_REQUEST"

    const-string v1, "This request_id was used with other arguments"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Reply;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v9

    .line 38
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 33
    return-object v9

    .line 36
    :cond_1
    const/4 v1, 0x1

    :try_start_2
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/scanbox/cetp/Reply;->success(Ljava/lang/String;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    move-result-object v9

    .line 38
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 36
    return-object v9

    :catchall_0
    move-exception v10

    .line 38
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 39
    throw v10
.end method
