.class public final Lcom/quillbin/cetp/SessionTable;
.super Ljava/lang/Object;
.source "SessionTable.java"


# static fields
.field public static final INLINE_ONLY:I = 0x0

.field public static final MISSING:I = -0x1

.field private static final RNG:Ljava/security/SecureRandom;

.field public static final WITH_FILES:I = 0x1


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final provider:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 20
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/quillbin/cetp/SessionTable;->RNG:Ljava/security/SecureRandom;

    return-void
.end method

.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 3

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iput-object p1, p0, Lcom/quillbin/cetp/SessionTable;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 27
    iput-object p2, p0, Lcom/quillbin/cetp/SessionTable;->provider:Ljava/lang/String;

    .line 28
    return-void
.end method

.method public static envelopeProblem(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 103
    const-string v1, "request_id"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 104
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    .line 105
    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version must be 2"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 107
    :cond_0
    if-eqz v4, :cond_1

    invoke-virtual {v4}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 108
    :cond_1
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 110
    :cond_2
    const/4 v1, -0x1

    if-ne p0, v1, :cond_3

    .line 111
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "No live session: negotiate again"

    const/4 v3, 0x1

    invoke-static {v4, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 113
    :cond_3
    const/4 v0, 0x0

    return-object v0
.end method

.method public static randomToken(I)Ljava/lang/String;
    .registers 4

    .line 32
    new-array v2, p0, [B

    .line 33
    sget-object v0, Lcom/quillbin/cetp/SessionTable;->RNG:Ljava/security/SecureRandom;

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 34
    const/16 v1, 0xb

    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public lookup(Ljava/lang/String;I)I
    .registers 15

    .line 88
    if-eqz p1, :cond_0

    invoke-virtual {p1}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 89
    :cond_0
    const/4 v0, -0x1

    return v0

    .line 91
    :cond_1
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    iget-object v3, p0, Lcom/quillbin/cetp/SessionTable;->provider:Ljava/lang/String;

    const/4 v2, 0x1

    aput-object v3, v0, v2

    invoke-static {p2}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    invoke-static {v3, v4}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v0, v2

    move-object v8, v0

    .line 92
    iget-object v0, p0, Lcom/quillbin/cetp/SessionTable;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "files"

    aput-object v5, v2, v4

    const-string v1, "sessions"

    const-string v3, "token = ? AND provider = ? AND uid = ? AND expires_at > ?"

    move-object v4, v8

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 94
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_3

    .line 95
    const/4 v10, -0x1

    .line 98
    if-eqz v9, :cond_2

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 95
    :cond_2
    return v10

    .line 97
    :cond_3
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getInt(I)I
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_4

    const/4 v0, 0x1

    goto :goto_0

    :cond_4
    const/4 v0, 0x0

    :goto_0
    move v10, v0

    .line 98
    if-eqz v9, :cond_5

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 97
    :cond_5
    return v10

    :catch_0
    move-exception v10

    .line 92
    if-eqz v9, :cond_6

    :try_start_2
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_6
    :goto_1
    throw v10
.end method

.method public negotiate(ILandroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 20
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 38
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 39
    const/4 v7, 0x0

    .line 40
    if-eqz v6, :cond_1

    .line 41
    move-object v8, v6

    array-length v9, v8

    const/4 v10, 0x0

    :goto_0
    if-ge v10, v9, :cond_1

    aget v11, v8, v10

    .line 42
    const/4 v1, 0x2

    if-ne v11, v1, :cond_0

    .line 43
    const/4 v7, 0x1

    .line 41
    :cond_0
    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 47
    :cond_1
    if-nez v7, :cond_2

    .line 48
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Quillbin only speaks CETP version 2"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 50
    :cond_2
    new-instance v8, Lorg/json/JSONArray;

    move-object/from16 v2, p2

    const-string v3, "consumer_capabilities"

    const-string v4, "[]"

    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v8, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 51
    const/4 v9, 0x0

    .line 52
    const/4 v10, 0x0

    :goto_1
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v10, v1, :cond_4

    .line 53
    invoke-virtual {v8, v10}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    const-string v0, "large_results"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 54
    const/4 v9, 0x1

    .line 52
    :cond_3
    add-int/lit8 v10, v10, 0x1

    goto :goto_1

    .line 57
    :cond_4
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/quillbin/cetp/SessionTable;->randomToken(I)Ljava/lang/String;

    move-result-object v10

    .line 58
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x124f80

    add-long v11, v0, v2

    .line 59
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillbin/cetp/SessionTable;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO sessions (token, provider, uid, files, expires_at) VALUES (?, ?, ?, ?, ?)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v13

    .line 61
    const/4 v1, 0x1

    :try_start_0
    invoke-virtual {v13, v1, v10}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 62
    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/quillbin/cetp/SessionTable;->provider:Ljava/lang/String;

    const/4 v1, 0x2

    invoke-virtual {v13, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 63
    move/from16 v2, p1

    int-to-long v2, v2

    const/4 v1, 0x3

    invoke-virtual {v13, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 64
    move-object v0, v13

    const/4 v1, 0x4

    if-eqz v9, :cond_5

    const-wide/16 v2, 0x1

    goto :goto_2

    :cond_5
    const-wide/16 v2, 0x0

    :goto_2
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 65
    const/4 v1, 0x5

    invoke-virtual {v13, v1, v11, v12}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 66
    invoke-virtual {v13}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 67
    if-eqz v13, :cond_7

    invoke-virtual {v13}, Landroid/database/sqlite/SQLiteStatement;->close()V

    goto :goto_4

    :catch_0
    move-exception v14

    .line 59
    if-eqz v13, :cond_6

    :try_start_1
    invoke-virtual {v13}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_3

    :catch_1
    move-exception v15

    invoke-virtual {v14, v15}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_6
    :goto_3
    throw v14

    .line 68
    :cond_7
    :goto_4
    new-instance v13, Lorg/json/JSONArray;

    invoke-direct {v13}, Lorg/json/JSONArray;-><init>()V

    .line 69
    if-eqz v9, :cond_8

    .line 70
    const-string v1, "large_results"

    invoke-virtual {v13, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 72
    :cond_8
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 73
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/quillbin/cetp/SessionTable;->provider:Ljava/lang/String;

    .line 74
    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 75
    const-string v1, "provider_name"

    move-object/from16 v2, p3

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 76
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 77
    invoke-static {v11, v12}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 78
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 80
    const-string v3, "max_request_bytes"

    const/high16 v4, 0x10000

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 81
    const-string v3, "max_inline_result_bytes"

    const/high16 v4, 0x40000

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 82
    const-string v3, "max_concurrent_requests"

    const/4 v4, 0x2

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 83
    const-string v3, "idempotency_window_seconds"

    const-wide/32 v4, 0x15180

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    .line 79
    const-string v1, "limits"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 72
    invoke-static {v0}, Lcom/quillbin/cetp/Answers;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
