.class public final Lcom/quirewell/data/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quirewell/data/Sessions$Session;
    }
.end annotation


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final provider:Ljava/lang/String;

.field private final tokens:Lcom/quirewell/cetp/TokenSources$TokenSource;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Lcom/quirewell/cetp/TokenSources$TokenSource;)V
    .registers 4

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 47
    iput-object p1, p0, Lcom/quirewell/data/Sessions;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 48
    iput-object p2, p0, Lcom/quirewell/data/Sessions;->provider:Ljava/lang/String;

    .line 49
    iput-object p3, p0, Lcom/quirewell/data/Sessions;->tokens:Lcom/quirewell/cetp/TokenSources$TokenSource;

    .line 50
    return-void
.end method


# virtual methods
.method public find(Ljava/lang/String;)Lcom/quirewell/data/Sessions$Session;
    .registers 13

    .line 65
    if-eqz p1, :cond_0

    invoke-virtual {p1}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 66
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 68
    :cond_1
    iget-object v0, p0, Lcom/quirewell/data/Sessions;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "uid"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "large_results"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "expires_at"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    iget-object v7, p0, Lcom/quirewell/data/Sessions;->provider:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    const-string v1, "sessions"

    const-string v3, "token = ? AND provider = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 70
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_3

    .line 71
    const/4 v9, 0x0

    .line 74
    if-eqz v8, :cond_2

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 71
    :cond_2
    return-object v9

    .line 73
    :cond_3
    :try_start_1
    new-instance v0, Lcom/quirewell/data/Sessions$Session;

    const/4 v4, 0x0

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    const/4 v5, 0x1

    invoke-interface {v8, v5}, Landroid/database/Cursor;->getInt(I)I

    move-result v4

    move-object v1, v0

    move-object v2, p1

    if-eqz v4, :cond_4

    const/4 v4, 0x1

    goto :goto_0

    :cond_4
    const/4 v4, 0x0

    :goto_0
    const/4 v6, 0x2

    invoke-interface {v8, v6}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    invoke-direct/range {v1 .. v6}, Lcom/quirewell/data/Sessions$Session;-><init>(Ljava/lang/String;IZJ)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-object v9, v0

    .line 74
    if-eqz v8, :cond_5

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 73
    :cond_5
    return-object v9

    :catch_0
    move-exception v9

    .line 68
    if-eqz v8, :cond_6

    :try_start_2
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_1

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_6
    :goto_1
    throw v9
.end method

.method public open(IZ)Lcom/quirewell/data/Sessions$Session;
    .registers 14

    .line 53
    new-instance v9, Lcom/quirewell/data/Sessions$Session;

    iget-object v2, p0, Lcom/quirewell/data/Sessions;->tokens:Lcom/quirewell/cetp/TokenSources$TokenSource;

    invoke-virtual {v2}, Lcom/quirewell/cetp/TokenSources$TokenSource;->next()Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x1b7740

    add-long/2addr v5, v7

    move-object v1, v9

    move v3, p1

    move v4, p2

    invoke-direct/range {v1 .. v6}, Lcom/quirewell/data/Sessions$Session;-><init>(Ljava/lang/String;IZJ)V

    .line 54
    new-instance v10, Landroid/content/ContentValues;

    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V

    .line 55
    invoke-static {v9}, Lcom/quirewell/data/Sessions$Session;->-$$Nest$fgettoken(Lcom/quirewell/data/Sessions$Session;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "token"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 56
    iget-object v2, p0, Lcom/quirewell/data/Sessions;->provider:Ljava/lang/String;

    const-string v1, "provider"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 57
    invoke-static {v9}, Lcom/quirewell/data/Sessions$Session;->-$$Nest$fgetuid(Lcom/quirewell/data/Sessions$Session;)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 58
    invoke-static {v9}, Lcom/quirewell/data/Sessions$Session;->-$$Nest$fgetlargeResults(Lcom/quirewell/data/Sessions$Session;)Z

    move-result v2

    move-object v0, v10

    const-string v1, "large_results"

    if-eqz v2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 59
    invoke-static {v9}, Lcom/quirewell/data/Sessions$Session;->-$$Nest$fgetexpiresAt(Lcom/quirewell/data/Sessions$Session;)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 60
    iget-object v0, p0, Lcom/quirewell/data/Sessions;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "sessions"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 61
    return-object v9
.end method
