.class public final Lcom/inkbarrow/data/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"


# static fields
.field public static final LARGE_RESULTS:I = 0x1

.field public static final NONE:I = -0x1

.field public static final PLAIN:I


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final provider:Ljava/lang/String;

.field private final tokens:Lcom/inkbarrow/cetp/TokenSource;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Lcom/inkbarrow/cetp/TokenSource;)V
    .registers 4

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/inkbarrow/data/Sessions;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 20
    iput-object p2, p0, Lcom/inkbarrow/data/Sessions;->provider:Ljava/lang/String;

    .line 21
    iput-object p3, p0, Lcom/inkbarrow/data/Sessions;->tokens:Lcom/inkbarrow/cetp/TokenSource;

    .line 22
    return-void
.end method


# virtual methods
.method public check(Ljava/lang/String;I)I
    .registers 15

    .line 38
    if-eqz p1, :cond_0

    invoke-virtual {p1}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 39
    :cond_0
    const/4 v0, -0x1

    return v0

    .line 41
    :cond_1
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    iget-object v3, p0, Lcom/inkbarrow/data/Sessions;->provider:Ljava/lang/String;

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

    .line 42
    iget-object v0, p0, Lcom/inkbarrow/data/Sessions;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "large_results"

    aput-object v5, v2, v4

    const-string v1, "sessions"

    const-string v3, "token = ? AND provider = ? AND uid = ? AND expires_at > ?"

    move-object v4, v8

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 44
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_3

    .line 45
    const/4 v10, -0x1

    .line 48
    if-eqz v9, :cond_2

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 45
    :cond_2
    return v10

    .line 47
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

    .line 48
    if-eqz v9, :cond_5

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 47
    :cond_5
    return v10

    :catch_0
    move-exception v10

    .line 42
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

.method public open(IZJ)Ljava/lang/String;
    .registers 10

    .line 25
    iget-object v0, p0, Lcom/inkbarrow/data/Sessions;->tokens:Lcom/inkbarrow/cetp/TokenSource;

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/TokenSource;->next()Ljava/lang/String;

    move-result-object v3

    .line 26
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 27
    const-string v1, "token"

    invoke-virtual {v4, v1, v3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    iget-object v2, p0, Lcom/inkbarrow/data/Sessions;->provider:Ljava/lang/String;

    const-string v1, "provider"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 30
    move-object v0, v4

    const-string v1, "large_results"

    if-eqz p2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 31
    invoke-static {p3, p4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 32
    iget-object v0, p0, Lcom/inkbarrow/data/Sessions;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "sessions"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 33
    return-object v3
.end method
