.class public final Lcom/quiltroom/PatternDao_Impl;
.super Ljava/lang/Object;
.source "PatternDao_Impl.java"

# interfaces
.implements Lcom/quiltroom/PatternDao;

.field private final __db:Landroidx/room/RoomDatabase;
.field private final __insertionAdapterOfPattern:Landroidx/room/EntityInsertionAdapter;
.field private final __preparedStmtOfDelete:Landroidx/room/SharedSQLiteStatement;

.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 3
    .line 32
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 33
    iput-object v2, v1, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    .line 34
    new-instance v0, Lcom/quiltroom/PatternDao_Impl$1;
    invoke-direct {v0, v1, v2}, Lcom/quiltroom/PatternDao_Impl$1;-><init>(Lcom/quiltroom/PatternDao_Impl;Landroidx/room/RoomDatabase;)V
    iput-object v0, v1, Lcom/quiltroom/PatternDao_Impl;->__insertionAdapterOfPattern:Landroidx/room/EntityInsertionAdapter;
    .line 56
    new-instance v0, Lcom/quiltroom/PatternDao_Impl$2;
    invoke-direct {v0, v1, v2}, Lcom/quiltroom/PatternDao_Impl$2;-><init>(Lcom/quiltroom/PatternDao_Impl;Landroidx/room/RoomDatabase;)V
    iput-object v0, v1, Lcom/quiltroom/PatternDao_Impl;->__preparedStmtOfDelete:Landroidx/room/SharedSQLiteStatement;
    .line 63
    return-void
.end method

.method public insert(Lcom/quiltroom/Pattern;)V
    .registers 4
    .line 67
    iget-object v0, v2, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V
    .line 68
    iget-object v0, v2, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->beginTransaction()V
    :t_14
    .line 70
    iget-object v0, v2, Lcom/quiltroom/PatternDao_Impl;->__insertionAdapterOfPattern:Landroidx/room/EntityInsertionAdapter;
    invoke-virtual {v0, v3}, Landroidx/room/EntityInsertionAdapter;->insert(Ljava/lang/Object;)V
    .line 71
    iget-object v0, v2, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->setTransactionSuccessful()V
    :t_29
    .line 73
    iget-object v0, v2, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->endTransaction()V
    .line 74
    goto :L49
    :L39
    .line 73
    move-exception v0
    move-object v1, v0
    iget-object v0, v2, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->endTransaction()V
    .line 74
    throw v1
    :L49
    .line 75
    return-void
    .catchall {:t_14 .. :t_29} :L39
.end method

.method public delete(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 79
    iget-object v0, v3, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const/4 v1, 0x1
    new-instance v2, Lcom/quiltroom/PatternDao_Impl$3;
    invoke-direct {v2, v3, v4}, Lcom/quiltroom/PatternDao_Impl$3;-><init>(Lcom/quiltroom/PatternDao_Impl;Ljava/lang/String;)V
    invoke-static {v0, v1, v2, v5}, Landroidx/room/CoroutinesRoom;->execute(Landroidx/room/RoomDatabase;ZLjava/util/concurrent/Callable;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public countFor(I)I
    .registers 12
    .line 108
    const-string v0, "SELECT COUNT(*) FROM patterns WHERE ownerUid = ?"
    const/4 v1, 0x1
    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    move-result-object v0
    move-object v4, v0
    .line 109
    const/4 v0, 0x1
    move v5, v0
    .line 110
    int-to-long v2, v11
    invoke-virtual {v4, v5, v2, v3}, Landroidx/room/RoomSQLiteQuery;->bindLong(IJ)V
    .line 111
    iget-object v0, v10, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V
    .line 112
    iget-object v0, v10, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-static {v0, v4, v2, v3}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;
    move-result-object v0
    move-object v6, v0
    :t_35
    .line 115
    invoke-interface {v6}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L58
    .line 116
    const/4 v1, 0x0
    invoke-interface {v6, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    move v7, v0
    goto :L61
    :L58
    .line 118
    const/4 v0, 0x0
    move v7, v0
    :L61
    .line 120
    move v8, v7
    :t_65
    .line 122
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 123
    invoke-virtual {v4}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 120
    return v8
    :L79
    .line 122
    move-exception v0
    move-object v9, v0
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 123
    invoke-virtual {v4}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 124
    throw v9
    .catchall {:t_35 .. :t_65} :L79
.end method

.method public raw(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    .registers 6
    .line 129
    iget-object v0, v4, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V
    .line 130
    iget-object v0, v4, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-static {v0, v5, v1, v2}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;
    move-result-object v0
    move-object v3, v0
    .line 131
    return-object v3
.end method

.method public static getRequiredConverters()Ljava/util/List;
    .registers 1
    .line 135
    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method static synthetic access$000(Lcom/quiltroom/PatternDao_Impl;)Landroidx/room/SharedSQLiteStatement;
    .registers 2
    .line 25
    iget-object v0, v1, Lcom/quiltroom/PatternDao_Impl;->__preparedStmtOfDelete:Landroidx/room/SharedSQLiteStatement;
    return-object v0
.end method

.method static synthetic access$100(Lcom/quiltroom/PatternDao_Impl;)Landroidx/room/RoomDatabase;
    .registers 2
    .line 25
    iget-object v0, v1, Lcom/quiltroom/PatternDao_Impl;->__db:Landroidx/room/RoomDatabase;
    return-object v0
.end method

