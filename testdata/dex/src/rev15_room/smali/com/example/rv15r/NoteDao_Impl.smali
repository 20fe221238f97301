.class public final Lcom/example/rv15r/NoteDao_Impl;
.super Ljava/lang/Object;
.source "NoteDao_Impl.java"

# interfaces
.implements Lcom/example/rv15r/NoteDao;

.field private final __db:Landroidx/room/RoomDatabase;

.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 2
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 21
    iput-object p1, p0, Lcom/example/rv15r/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    return-void
.end method

.method public search(Landroidx/sqlite/db/SupportSQLiteQuery;)Ljava/util/List;
    .registers 6
    .line 26
    iget-object v0, p0, Lcom/example/rv15r/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V
    .line 27
    iget-object v0, p0, Lcom/example/rv15r/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-static {v0, p1, v1, v2}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;
    move-result-object p1
    .line 29
    :try_start_0
    new-instance v0, Ljava/util/ArrayList;
    invoke-interface {p1}, Landroid/database/Cursor;->getCount()I
    move-result v1
    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(I)V
    .line 30
    :goto_0
    invoke-interface {p1}, Landroid/database/Cursor;->moveToNext()Z
    move-result v1
    if-eqz v1, :cond_0
    .line 31
    const/4 v1, 0x1
    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    goto :goto_0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 35
    :cond_0
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    return-object v0
    :catchall_0
    move-exception v0
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    throw v0
.end method
