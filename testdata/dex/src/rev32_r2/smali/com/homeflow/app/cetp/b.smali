.class public final Lcom/homeflow/app/cetp/b;
.super Ljava/lang/Object;
.source "SourceFile"

# EventStore: a = forDevice, b = forRoom, c = record, d = toJson (static).

.field public final a:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    .line 1 # EventStore.<init>:12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 2 # EventStore.<init>:13
    const-string v0, "events.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    iput-object p1, p0, Lcom/homeflow/app/cetp/b;->a:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public static d(Landroid/database/Cursor;)Ljava/lang/String;
    .registers 3
    .line 1 # EventStore.toJson:34
    invoke-interface {p0}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 2 # EventStore.toJson:35
    invoke-interface {p0}, Landroid/database/Cursor;->close()V
    .line 3 # EventStore.toJson:36
    new-instance p0, Ljava/lang/StringBuilder;
    invoke-direct {p0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"kind\":\"inline\",\"value\":{\"events\":"
    invoke-virtual {p0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v0, "}}"
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public final a(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 1 # EventStore.forDevice:17
    iget-object v0, p0, Lcom/homeflow/app/cetp/b;->a:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "SELECT ts, what FROM events WHERE device = \'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, "\' ORDER BY ts DESC"
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const/4 v1, 0x0
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    .line 2 # EventStore.forDevice:18
    invoke-static {p1}, Lcom/homeflow/app/cetp/b;->d(Landroid/database/Cursor;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final b(Ljava/lang/String;)Ljava/lang/String;
    .registers 10
    .line 1 # EventStore.forRoom:22
    iget-object v0, p0, Lcom/homeflow/app/cetp/b;->a:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "ts"
    const-string v2, "what"
    filled-new-array {v1, v2}, [Ljava/lang/String;
    move-result-object v2
    filled-new-array {p1}, [Ljava/lang/String;
    move-result-object v4
    const-string v1, "events"
    const-string v3, "room = ?"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const-string v7, "ts DESC"
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    .line 2 # EventStore.forRoom:23
    invoke-static {p1}, Lcom/homeflow/app/cetp/b;->d(Landroid/database/Cursor;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final c(Ljava/lang/String;I)V
    .registers 5
    .line 1 # EventStore.record:27
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    .line 2 # EventStore.record:28
    const-string v1, "what"
    invoke-virtual {v0, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 3 # EventStore.record:29
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    const-string p2, "uid"
    invoke-virtual {v0, p2, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 4 # EventStore.record:30
    iget-object p1, p0, Lcom/homeflow/app/cetp/b;->a:Landroid/database/sqlite/SQLiteDatabase;
    const-string p2, "audit"
    const/4 v1, 0x0
    invoke-virtual {p1, p2, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    return-void
.end method
