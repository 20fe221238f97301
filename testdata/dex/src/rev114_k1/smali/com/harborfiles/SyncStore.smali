.class public final Lcom/harborfiles/SyncStore;
.super Ljava/lang/Object;
.source "RestoreFlow.kt"

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/harborfiles/SyncStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method


# virtual methods
.method public final enqueue(ILorg/json/JSONArray;)Lorg/json/JSONObject;
    .registers 15

    const-string v1, "paths"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    const/4 v4, 0x0
    .line 65
    const/4 v5, 0x0
    invoke-virtual {p2}, Lorg/json/JSONArray;->length()I
    move-result v6
    :L17
    if-ge v5, v6, :L104
    .line 66
    iget-object v0, p0, Lcom/harborfiles/SyncStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "uploads"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v3
    move-object v8, v7
    move-object v9, v2
    move-object v10, v1
    move-object v11, v0
    .line 67
    const-string v1, "owner"
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 68
    const-string v1, "path"
    invoke-virtual {p2, v5}, Lorg/json/JSONArray;->getString(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 69
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 66
    invoke-virtual {v11, v10, v9, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 70
    add-int/lit8 v4, v4, 0x1
    .line 65
    add-int/lit8 v5, v5, 0x1
    goto :L17
    :L104
    .line 72
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "queued"
    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final restore(Ljava/lang/String;I)I
    .registers 14

    const-string v1, "snapshotId"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 76
    iget-object v0, p0, Lcom/harborfiles/SyncStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "files"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v2
    move-object v8, v7
    .line 79
    move-object v9, v1
    move-object v10, v0
    .line 76
    const-string v1, "snapshot_id"
    invoke-virtual {v8, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const-string v3, "owner = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v7
    move-object v7, v4
    const/4 v5, 0x0
    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    invoke-virtual {v10, v9, v2, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final runSync(ILjava/lang/String;)Lorg/json/JSONObject;
    .registers 12

    const-string v1, "folder"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    iget-object v0, p0, Lcom/harborfiles/SyncStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "runs"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v3
    move-object v5, v4
    move-object v6, v2
    move-object v7, v1
    move-object v8, v0
    .line 56
    const-string v1, "owner"
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 57
    const-string v1, "folder"
    invoke-virtual {v5, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 58
    const-string v1, "started_at"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 59
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 55
    invoke-virtual {v8, v7, v6, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v4
    .line 60
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "run_id"
    invoke-virtual {v0, v1, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final status(I)Lorg/json/JSONObject;
    .registers 7

    .line 48
    const/4 v0, 0x1
    new-array v4, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    aput-object v2, v4, v1
    .line 49
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    .line 50
    const-string v1, "queued"
    iget-object v2, p0, Lcom/harborfiles/SyncStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "SELECT COUNT(*) FROM uploads WHERE owner = ? AND done = 0"
    invoke-static {v2, v3, v4}, Landroid/database/DatabaseUtils;->longForQuery(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)J
    move-result-wide v2
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v0
    .line 51
    const-string v1, "last_run"
    iget-object v2, p0, Lcom/harborfiles/SyncStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "SELECT IFNULL(MAX(started_at), 0) FROM runs WHERE owner = ?"
    invoke-static {v2, v3, v4}, Landroid/database/DatabaseUtils;->longForQuery(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)J
    move-result-wide v2
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    return-object v0
.end method
