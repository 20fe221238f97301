.class public final Lcom/example/hdd/RequestDao_Impl;
.super Ljava/lang/Object;
.source "RequestDao_Impl.java"

# interfaces
.implements Lcom/example/hdd/RequestDao;

# Java sketch: sketch/RequestDao_Impl.java, written as Room 2.4's annotation processor
# generates it (javac 17 + D8 --min-api 24).

.field private final __db:Landroidx/room/RoomDatabase;

.field private final __insertionAdapterOfRequestRecord:Landroidx/room/EntityInsertionAdapter;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Landroidx/room/EntityInsertionAdapter<",
            "Lcom/example/hdd/RequestRecord;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 3
    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 24
    iput-object p1, p0, Lcom/example/hdd/RequestDao_Impl;->__db:Landroidx/room/RoomDatabase;
    .line 25
    new-instance v0, Lcom/example/hdd/RequestDao_Impl$1;
    invoke-direct {v0, p0, p1}, Lcom/example/hdd/RequestDao_Impl$1;-><init>(Lcom/example/hdd/RequestDao_Impl;Landroidx/room/RoomDatabase;)V
    iput-object v0, p0, Lcom/example/hdd/RequestDao_Impl;->__insertionAdapterOfRequestRecord:Landroidx/room/EntityInsertionAdapter;
    .line 45
    return-void
.end method

.method public static getRequiredConverters()Ljava/util/List;
    .registers 1
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/Class<",
            "*>;>;"
        }
    .end annotation
    .line 100
    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public find(Ljava/lang/String;)Lcom/example/hdd/RequestRecord;
    .registers 7
    .line 61
    const-string v0, "SELECT * FROM requests WHERE rid = ?"
    .line 62
    const/4 v1, 0x1
    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    move-result-object v0
    .line 64
    if-nez p1, :cond_0
    .line 65
    invoke-virtual {v0, v1}, Landroidx/room/RoomSQLiteQuery;->bindNull(I)V
    goto :goto_0
    .line 67
    :cond_0
    invoke-virtual {v0, v1, p1}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V
    .line 69
    :goto_0
    iget-object p1, p0, Lcom/example/hdd/RequestDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {p1}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V
    .line 70
    iget-object p1, p0, Lcom/example/hdd/RequestDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-static {p1, v0, v1, v2}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;
    move-result-object p1
    .line 72
    :try_start_0
    const-string v1, "rid"
    invoke-static {p1, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I
    move-result v1
    .line 73
    const-string v3, "result"
    invoke-static {p1, v3}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I
    move-result v3
    .line 75
    invoke-interface {p1}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v4
    if-eqz v4, :cond_3
    .line 77
    invoke-interface {p1, v1}, Landroid/database/Cursor;->isNull(I)Z
    move-result v4
    if-eqz v4, :cond_1
    move-object v1, v2
    goto :goto_1
    .line 80
    :cond_1
    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    .line 83
    :goto_1
    invoke-interface {p1, v3}, Landroid/database/Cursor;->isNull(I)Z
    move-result v4
    if-nez v4, :cond_2
    .line 86
    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    .line 88
    :cond_2
    new-instance v3, Lcom/example/hdd/RequestRecord;
    invoke-direct {v3, v1, v2}, Lcom/example/hdd/RequestRecord;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    move-object v2, v3
    .line 94
    :cond_3
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    .line 95
    invoke-virtual {v0}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 92
    return-object v2
    :catchall_0
    move-exception v1
    .line 94
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    .line 95
    invoke-virtual {v0}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 96
    throw v1
.end method

.method public insert(Lcom/example/hdd/RequestRecord;)V
    .registers 3
    .line 49
    iget-object v0, p0, Lcom/example/hdd/RequestDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V
    .line 50
    iget-object v0, p0, Lcom/example/hdd/RequestDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->beginTransaction()V
    .line 52
    :try_start_0
    iget-object v0, p0, Lcom/example/hdd/RequestDao_Impl;->__insertionAdapterOfRequestRecord:Landroidx/room/EntityInsertionAdapter;
    invoke-virtual {v0, p1}, Landroidx/room/EntityInsertionAdapter;->insert(Ljava/lang/Object;)V
    .line 53
    iget-object p1, p0, Lcom/example/hdd/RequestDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {p1}, Landroidx/room/RoomDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 55
    iget-object p1, p0, Lcom/example/hdd/RequestDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {p1}, Landroidx/room/RoomDatabase;->endTransaction()V
    .line 57
    return-void
    :catchall_0
    move-exception p1
    .line 55
    iget-object v0, p0, Lcom/example/hdd/RequestDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->endTransaction()V
    .line 56
    throw p1
.end method
