.class public final Lcom/saltmarsh/podcasts/Downloads;
.super Ljava/lang/Object;
.source "Db.kt"


# instance fields
.field private final db:Lcom/saltmarsh/podcasts/PodcastDb;


# direct methods
.method public constructor <init>(Lcom/saltmarsh/podcasts/PodcastDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 148
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/Downloads;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    return-void
.end method

.method private final read(Landroid/database/Cursor;)Lcom/saltmarsh/podcasts/Download;
    .registers 13

    .line 182
    new-instance v0, Lcom/saltmarsh/podcasts/Download;

    const/4 v3, 0x0

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const/4 v5, 0x1

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v4

    const/4 v7, 0x2

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const-string v8, "getString(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v8, 0x3

    invoke-interface {p1, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    const-string v9, "getString(...)"

    invoke-static {v7, v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v9, 0x4

    invoke-interface {p1, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v8

    const-string v10, "getString(...)"

    invoke-static {v8, v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-wide v1, v2

    move-wide v3, v4

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    invoke-direct/range {v0 .. v7}, Lcom/saltmarsh/podcasts/Download;-><init>(JJLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public final all()Ljava/util/List;
    .registers 9

    .line 169
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Downloads;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT d.episode_id, d.download_id, e.title, d.requested_by, d.state FROM downloads d JOIN episodes e ON e.id = d.episode_id"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v3

    check-cast v3, Ljava/io/Closeable;

    .line 172
    const/4 v4, 0x0

    :try_start_0
    move-object v0, v3

    check-cast v0, Landroid/database/Cursor;

    move-object v5, v0

    const/4 v6, 0x0

    .line 173
    new-instance v7, Ljava/util/ArrayList;

    invoke-direct {v7}, Ljava/util/ArrayList;-><init>()V

    .line 174
    :goto_0
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, v5}, Lcom/saltmarsh/podcasts/Downloads;->read(Landroid/database/Cursor;)Lcom/saltmarsh/podcasts/Download;

    move-result-object v1

    invoke-virtual {v7, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 172
    :cond_0
    move-object v5, v7
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v5

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v6

    move-object v4, v6

    throw v6
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v6

    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v6

    :goto_1
    check-cast v0, Ljava/util/List;

    .line 176
    return-object v0
.end method

.method public final find(J)Lcom/saltmarsh/podcasts/Download;
    .registers 12

    .line 164
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Downloads;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 166
    const/4 v2, 0x1

    new-array v5, v2, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v5, v3

    .line 164
    const-string v1, "SELECT d.episode_id, d.download_id, e.title, d.requested_by, d.state FROM downloads d JOIN episodes e ON e.id = d.episode_id WHERE d.episode_id = ?"

    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v5

    check-cast v5, Ljava/io/Closeable;

    .line 167
    const/4 v6, 0x0

    :try_start_0
    move-object v0, v5

    check-cast v0, Landroid/database/Cursor;

    move-object v7, v0

    .line 194
    const/4 v8, 0x0

    .line 167
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, v7}, Lcom/saltmarsh/podcasts/Downloads;->read(Landroid/database/Cursor;)Lcom/saltmarsh/podcasts/Download;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v7, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v7

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v8

    move-object v6, v8

    throw v8
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v8

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v8

    :goto_1
    return-object v0
.end method

.method public final finished(JZ)V
    .registers 13

    .line 159
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 160
    move-object v0, v7

    const-string v1, "state"

    if-eqz p3, :cond_0

    const-string v2, "complete"

    goto :goto_0

    :cond_0
    const-string v2, "failed"

    :goto_0
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 161
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Downloads;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v8, v4, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v8, v5

    const-string v1, "downloads"

    const-string v3, "download_id = ?"

    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 162
    return-void
.end method

.method public final remove(J)V
    .registers 10

    .line 179
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Downloads;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v6, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v1, "downloads"

    const-string v2, "episode_id = ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 180
    return-void
.end method

.method public final started(JJLjava/lang/String;)V
    .registers 11

    const-string v1, "requestedBy"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 150
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 151
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "episode_id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 152
    invoke-static {p3, p4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "download_id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 153
    const-string v1, "requested_by"

    invoke-virtual {v4, v1, p5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 154
    const-string v1, "state"

    const-string v2, "running"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 155
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Downloads;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "downloads"

    const/4 v2, 0x0

    const/4 v3, 0x5

    invoke-virtual {v0, v1, v2, v4, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 156
    return-void
.end method
