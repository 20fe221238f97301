.class public final Lcom/hearthlink/cetp/Ledger;
.super Ljava/lang/Object;
.source "Ledger.java"


# static fields
.field public static final APPROVED:Ljava/lang/String; = "approved"

.field public static final DENIED:Ljava/lang/String; = "denied"

.field public static final PENDING:Ljava/lang/String; = "pending"

.field private static final RANDOM:Ljava/security/SecureRandom;


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final provider:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 22
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/hearthlink/cetp/Ledger;->RANDOM:Ljava/security/SecureRandom;

    return-void
.end method

.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 3

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    iput-object p1, p0, Lcom/hearthlink/cetp/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 29
    iput-object p2, p0, Lcom/hearthlink/cetp/Ledger;->provider:Ljava/lang/String;

    .line 30
    return-void
.end method

.method public static newToken(I)Ljava/lang/String;
    .registers 4

    .line 34
    new-array v2, p0, [B

    .line 35
    sget-object v0, Lcom/hearthlink/cetp/Ledger;->RANDOM:Ljava/security/SecureRandom;

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 36
    const/16 v1, 0xb

    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static ticketKey(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 41
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/hearthlink/cetp/Call;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public decide(Ljava/lang/String;Z)Z
    .registers 10

    .line 166
    iget-object v0, p0, Lcom/hearthlink/cetp/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE tickets SET state = ? WHERE token_sha256 = ? AND state = ? AND expires_at > ?"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v4

    .line 168
    move-object v0, v4

    const/4 v1, 0x1

    if-eqz p2, :cond_0

    :try_start_0
    const-string v2, "approved"

    goto :goto_0

    :cond_0
    const-string v2, "denied"

    :goto_0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 169
    const/4 v1, 0x2

    invoke-virtual {v4, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 170
    const/4 v1, 0x3

    const-string v2, "pending"

    invoke-virtual {v4, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 171
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const/4 v1, 0x4

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 172
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    move v5, v0

    .line 173
    if-eqz v4, :cond_2

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    .line 172
    :cond_2
    return v5

    :catch_0
    move-exception v5

    .line 166
    if-eqz v4, :cond_3

    :try_start_1
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_2

    :catch_1
    move-exception v6

    invoke-virtual {v5, v6}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_2
    throw v5
.end method

.method public keep(Lcom/hearthlink/cetp/Call;Landroid/os/Bundle;)V
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 90
    iget-object v0, p0, Lcom/hearthlink/cetp/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT OR REPLACE INTO outcomes (uid, provider, request_id, tool, digest, reply, kept_at) VALUES (?, ?, ?, ?, ?, ?, ?)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v4

    .line 92
    :try_start_0
    iget v2, p1, Lcom/hearthlink/cetp/Call;->uid:I

    int-to-long v2, v2

    const/4 v1, 0x1

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 93
    iget-object v2, p0, Lcom/hearthlink/cetp/Ledger;->provider:Ljava/lang/String;

    const/4 v1, 0x2

    invoke-virtual {v4, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 94
    iget-object v2, p1, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    const/4 v1, 0x3

    invoke-virtual {v4, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 95
    iget-object v2, p1, Lcom/hearthlink/cetp/Call;->tool:Ljava/lang/String;

    const/4 v1, 0x4

    invoke-virtual {v4, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 96
    iget-object v2, p1, Lcom/hearthlink/cetp/Call;->digest:Ljava/lang/String;

    const/4 v1, 0x5

    invoke-virtual {v4, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 97
    invoke-static {p2}, Lcom/hearthlink/cetp/Replies;->freeze(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x6

    invoke-virtual {v4, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 98
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const/4 v1, 0x7

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 99
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 100
    if-eqz v4, :cond_1

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    goto :goto_1

    :catch_0
    move-exception v5

    .line 90
    if-eqz v4, :cond_0

    :try_start_1
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v6

    invoke-virtual {v5, v6}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_0
    :goto_0
    throw v5

    .line 101
    :cond_1
    :goto_1
    return-void
.end method

.method public liveSession(Ljava/lang/String;I)Z
    .registers 15

    .line 61
    if-eqz p1, :cond_0

    invoke-virtual {p1}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 62
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 64
    :cond_1
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    iget-object v3, p0, Lcom/hearthlink/cetp/Ledger;->provider:Ljava/lang/String;

    const/4 v2, 0x1

    aput-object v3, v0, v2

    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    invoke-static {v3, v4}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v0, v2

    move-object v8, v0

    .line 65
    iget-object v0, p0, Lcom/hearthlink/cetp/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "token"

    aput-object v5, v2, v4

    const-string v1, "sessions"

    const-string v3, "token = ? AND provider = ? AND uid = ? AND expires_at > ?"

    move-object v4, v8

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 67
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v10

    .line 68
    if-eqz v9, :cond_2

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 67
    :cond_2
    return v10

    :catch_0
    move-exception v10

    .line 65
    if-eqz v9, :cond_3

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v10
.end method

.method public openSession(IJ)Ljava/lang/String;
    .registers 12

    .line 47
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/hearthlink/cetp/Ledger;->newToken(I)Ljava/lang/String;

    move-result-object v4

    .line 48
    iget-object v0, p0, Lcom/hearthlink/cetp/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO sessions (token, provider, uid, expires_at) VALUES (?, ?, ?, ?)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v5

    .line 50
    const/4 v1, 0x1

    :try_start_0
    invoke-virtual {v5, v1, v4}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 51
    iget-object v2, p0, Lcom/hearthlink/cetp/Ledger;->provider:Ljava/lang/String;

    const/4 v1, 0x2

    invoke-virtual {v5, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 52
    int-to-long v2, p1

    const/4 v1, 0x3

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 53
    const/4 v1, 0x4

    invoke-virtual {v5, v1, p2, p3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 54
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 55
    if-eqz v5, :cond_1

    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->close()V

    goto :goto_1

    :catch_0
    move-exception v6

    .line 48
    if-eqz v5, :cond_0

    :try_start_1
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v7

    invoke-virtual {v6, v7}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_0
    :goto_0
    throw v6

    .line 56
    :cond_1
    :goto_1
    return-object v4
.end method

.method public openTicket(Lcom/hearthlink/cetp/Call;Ljava/lang/String;)Ljava/lang/String;
    .registers 13

    .line 107
    const/16 v0, 0x18

    invoke-static {v0}, Lcom/hearthlink/cetp/Ledger;->newToken(I)Ljava/lang/String;

    move-result-object v6

    .line 108
    iget-object v0, p0, Lcom/hearthlink/cetp/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO tickets (token_sha256, provider, uid, request_id, tool, digest, summary, state, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v7

    .line 110
    :try_start_0
    invoke-static {v6}, Lcom/hearthlink/cetp/Ledger;->ticketKey(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x1

    invoke-virtual {v7, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 111
    iget-object v2, p0, Lcom/hearthlink/cetp/Ledger;->provider:Ljava/lang/String;

    const/4 v1, 0x2

    invoke-virtual {v7, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 112
    iget v2, p1, Lcom/hearthlink/cetp/Call;->uid:I

    int-to-long v2, v2

    const/4 v1, 0x3

    invoke-virtual {v7, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 113
    iget-object v2, p1, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    const/4 v1, 0x4

    invoke-virtual {v7, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 114
    iget-object v2, p1, Lcom/hearthlink/cetp/Call;->tool:Ljava/lang/String;

    const/4 v1, 0x5

    invoke-virtual {v7, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 115
    iget-object v2, p1, Lcom/hearthlink/cetp/Call;->digest:Ljava/lang/String;

    const/4 v1, 0x6

    invoke-virtual {v7, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 116
    const/4 v1, 0x7

    invoke-virtual {v7, v1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 117
    const/16 v1, 0x8

    const-string v2, "pending"

    invoke-virtual {v7, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 118
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x493e0

    add-long/2addr v2, v4

    const/16 v1, 0x9

    invoke-virtual {v7, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 119
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 120
    if-eqz v7, :cond_1

    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteStatement;->close()V

    goto :goto_1

    :catch_0
    move-exception v8

    .line 108
    if-eqz v7, :cond_0

    :try_start_1
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v9

    invoke-virtual {v8, v9}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_0
    :goto_0
    throw v8

    .line 121
    :cond_1
    :goto_1
    return-object v6
.end method

.method public pendingSummary(Ljava/lang/String;)Ljava/lang/String;
    .registers 14

    .line 157
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    const/4 v2, 0x1

    const-string v3, "pending"

    aput-object v3, v0, v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    invoke-static {v3, v4}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    move-object v8, v0

    .line 158
    iget-object v0, p0, Lcom/hearthlink/cetp/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "summary"

    aput-object v5, v2, v4

    const-string v1, "tickets"

    const-string v3, "token_sha256 = ? AND state = ? AND expires_at > ?"

    move-object v4, v8

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 160
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0

    .line 161
    if-eqz v9, :cond_1

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 160
    :cond_1
    return-object v10

    :catch_0
    move-exception v10

    .line 158
    if-eqz v9, :cond_2

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v10
.end method

.method public replay(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 75
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x5265c00

    sub-long v8, v0, v2

    .line 76
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    iget v3, p1, Lcom/hearthlink/cetp/Call;->uid:I

    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    iget-object v3, p0, Lcom/hearthlink/cetp/Ledger;->provider:Ljava/lang/String;

    const/4 v2, 0x1

    aput-object v3, v0, v2

    iget-object v3, p1, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    const/4 v2, 0x2

    aput-object v3, v0, v2

    invoke-static {v8, v9}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v0, v2

    move-object v10, v0

    .line 77
    iget-object v0, p0, Lcom/hearthlink/cetp/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "tool"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "digest"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "reply"

    aput-object v5, v2, v4

    const-string v1, "outcomes"

    const-string v3, "uid = ? AND provider = ? AND request_id = ? AND kept_at > ?"

    move-object v4, v10

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 79
    :try_start_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_1

    .line 80
    const/4 v12, 0x0

    .line 86
    if-eqz v11, :cond_0

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 80
    :cond_0
    return-object v12

    .line 82
    :cond_1
    :try_start_1
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->tool:Ljava/lang/String;

    const/4 v2, 0x0

    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->digest:Ljava/lang/String;

    const/4 v2, 0x1

    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 83
    :cond_2
    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was already used for another call"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v12

    .line 86
    if-eqz v11, :cond_3

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 83
    :cond_3
    return-object v12

    .line 85
    :cond_4
    :try_start_2
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    const/4 v2, 0x2

    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/hearthlink/cetp/Replies;->thaw(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_0

    move-result-object v12

    .line 86
    if-eqz v11, :cond_5

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 85
    :cond_5
    return-object v12

    :catch_0
    move-exception v12

    .line 77
    if-eqz v11, :cond_6

    :try_start_3
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_0

    :catch_1
    move-exception v13

    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_6
    :goto_0
    throw v12
.end method

.method public spendTicket(Lcom/hearthlink/cetp/Call;)Lorg/json/JSONObject;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 130
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->resumeToken:Ljava/lang/String;

    invoke-static {v0}, Lcom/hearthlink/cetp/Ledger;->ticketKey(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 132
    iget-object v0, p0, Lcom/hearthlink/cetp/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x7

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "uid"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "provider"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "request_id"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "tool"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "digest"

    aput-object v5, v2, v4

    const/4 v4, 0x5

    const-string v5, "state"

    aput-object v5, v2, v4

    const/4 v4, 0x6

    const-string v5, "expires_at"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v8, v4, v6

    const-string v1, "tickets"

    const-string v3, "token_sha256 = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 135
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_1

    .line 136
    const/4 v11, 0x0

    .line 148
    if-eqz v10, :cond_0

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 136
    :cond_0
    return-object v11

    .line 138
    :cond_1
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v10, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    iget v1, p1, Lcom/hearthlink/cetp/Call;->uid:I

    if-ne v0, v1, :cond_2

    iget-object v0, p0, Lcom/hearthlink/cetp/Ledger;->provider:Ljava/lang/String;

    .line 139
    const/4 v2, 0x1

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    .line 140
    const/4 v2, 0x2

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->tool:Ljava/lang/String;

    .line 141
    const/4 v2, 0x3

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->digest:Ljava/lang/String;

    .line 142
    const/4 v2, 0x4

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 143
    const/4 v1, 0x6

    invoke-interface {v10, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    move v11, v0

    .line 144
    if-nez v11, :cond_4

    .line 145
    const/4 v12, 0x0

    .line 148
    if-eqz v10, :cond_3

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 145
    :cond_3
    return-object v12

    .line 147
    :cond_4
    const/4 v1, 0x5

    :try_start_2
    invoke-interface {v10, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_0

    move-result-object v9

    .line 148
    if-eqz v10, :cond_6

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v11

    .line 132
    if-eqz v10, :cond_5

    :try_start_3
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_1

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_5
    :goto_1
    throw v11

    .line 149
    :cond_6
    :goto_2
    const-string v0, "pending"

    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 150
    iget-object v0, p0, Lcom/hearthlink/cetp/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v8, v3, v5

    const-string v1, "tickets"

    const-string v2, "token_sha256 = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 152
    :cond_7
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "state"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "approved"

    invoke-virtual {v2, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    const-string v1, "approved"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
