.class public final Lcom/saltmarsh/podcasts/ReceiptTable;
.super Ljava/lang/Object;
.source "Db.kt"

# interfaces
.implements Lcom/saltmarsh/podcasts/Ledger;


# instance fields
.field private final db:Lcom/saltmarsh/podcasts/PodcastDb;

.field private final recent:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>(Lcom/saltmarsh/podcasts/PodcastDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/ReceiptTable;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    .line 71
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/ReceiptTable;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    .line 70
    return-void
.end method


# virtual methods
.method public find(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Receipt;
    .registers 14

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ReceiptTable;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/saltmarsh/podcasts/Receipt;

    if-nez v0, :cond_2

    iget-object v0, p0, Lcom/saltmarsh/podcasts/ReceiptTable;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 74
    const/4 v2, 0x1

    new-array v8, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v8, v3

    const-string v1, "SELECT tool, digest, outcome FROM receipts WHERE key = ?"

    invoke-virtual {v0, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    .line 75
    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    .line 194
    const/4 v11, 0x0

    .line 75
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/saltmarsh/podcasts/Receipt;

    const/4 v3, 0x0

    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v4, 0x1

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v5, 0x2

    invoke-interface {v10, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const-string v6, "getString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2, v3, v4}, Lcom/saltmarsh/podcasts/Receipt;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v10

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v11

    move-object v9, v11

    throw v11
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v11

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v11

    :goto_1
    move-object v7, v0

    .line 76
    if-eqz v7, :cond_1

    .line 73
    move-object v8, v7

    .line 76
    move-object v9, v8

    .line 194
    const/4 v10, 0x0

    .line 76
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ReceiptTable;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, p1, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-object v0, v8

    goto :goto_2

    :cond_1
    const/4 v0, 0x0

    :cond_2
    :goto_2
    return-object v0
.end method

.method public save(Ljava/lang/String;Lcom/saltmarsh/podcasts/Receipt;)V
    .registers 9

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "receipt"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 79
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 80
    const-string v1, "key"

    invoke-virtual {v5, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 81
    invoke-virtual {p2}, Lcom/saltmarsh/podcasts/Receipt;->getTool()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 82
    invoke-virtual {p2}, Lcom/saltmarsh/podcasts/Receipt;->getDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 83
    invoke-virtual {p2}, Lcom/saltmarsh/podcasts/Receipt;->getOutcome()Ljava/lang/String;

    move-result-object v2

    const-string v1, "outcome"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 84
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 85
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ReceiptTable;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "receipts"

    const/4 v2, 0x0

    const/4 v4, 0x4

    invoke-virtual {v0, v1, v2, v5, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 86
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ReceiptTable;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 87
    return-void
.end method
