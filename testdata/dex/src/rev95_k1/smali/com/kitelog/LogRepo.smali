.class public final Lcom/kitelog/LogRepo;
.super Ljava/lang/Object;
.source "Data.kt"

.field private final store:Lcom/kitelog/LogDb;

.method public constructor <init>(Lcom/kitelog/LogDb;)V
    .registers 3
    const-string v0, "store"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/kitelog/LogRepo;->store:Lcom/kitelog/LogDb;
    return-void
.end method

.method public final deleteSession(J)I
    .registers 10
    .line 13
    iget-object v0, v7, Lcom/kitelog/LogRepo;->store:Lcom/kitelog/LogDb;
    invoke-virtual {v0}, Lcom/kitelog/LogDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "sessions"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    invoke-static {v8, v9}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final deleteDay(Ljava/lang/String;)I
    .registers 8
    const-string v1, "day"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    iget-object v0, v6, Lcom/kitelog/LogRepo;->store:Lcom/kitelog/LogDb;
    invoke-virtual {v0}, Lcom/kitelog/LogDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "sessions"
    const-string v2, "day = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v5, v3
    const/4 v4, 0x0
    aput-object v7, v5, v4
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final stats(J)Ljava/lang/String;
    .registers 13
    .line 18
    iget-object v0, v10, Lcom/kitelog/LogRepo;->store:Lcom/kitelog/LogDb;
    invoke-virtual {v0}, Lcom/kitelog/LogDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT minutes, max_knots FROM sessions WHERE id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v8, v2
    const/4 v3, 0x0
    invoke-static {v11, v12}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v8, v3
    invoke-virtual {v0, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v7, v0
    :t_29
    .line 19
    nop
    .line 20
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L61
    const/4 v1, 0x0
    invoke-interface {v7, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    const/4 v2, 0x1
    invoke-interface {v7, v2}, Landroid/database/Cursor;->getInt(I)I
    move-result v1
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"minutes\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ",\"max_knots\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    goto :L63
    :L61
    const-string v0, "null"
    :L63
    move-object v8, v0
    :t_65
    .line 22
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    .line 20
    return-object v8
    :L74
    .line 22
    move-exception v0
    move-object v9, v0
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    throw v9
    .catchall {:t_29 .. :t_65} :L74
.end method

