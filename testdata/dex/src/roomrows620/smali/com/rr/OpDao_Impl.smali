.class public final Lcom/rr/OpDao_Impl;
.super Ljava/lang/Object;
.source "OpDao_Impl.java"

# interfaces
.implements Lcom/rr/OpDao;

# instance fields
.field private final __db:Landroidx/room/RoomDatabase;


# direct methods
.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 3
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 13
    iput-object v2, v1, Lcom/rr/OpDao_Impl;->__db:Landroidx/room/RoomDatabase;
    .line 14
    return-void
.end method


# virtual methods
.method public find(Ljava/lang/String;)Lcom/rr/Op;
    .registers 12
    .line 19
    const-string v0, "SELECT * FROM ops WHERE id = ?"
    const/4 v1, 0x1
    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    move-result-object v4
    .line 20
    const/4 v6, 0x1
    .line 21
    if-nez v11, :L21
    .line 22
    invoke-virtual {v4, v6}, Landroidx/room/RoomSQLiteQuery;->bindNull(I)V
    goto :L27
:L21
    .line 24
    invoke-virtual {v4, v6, v11}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V
:L27
    .line 26
    iget-object v0, v10, Lcom/rr/OpDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V
    .line 27
    iget-object v0, v10, Lcom/rr/OpDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-static {v0, v4, v2, v3}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;
    move-result-object v5
:L46
    .line 30
    invoke-interface {v5}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L66
    .line 31
    invoke-static {v5}, Lcom/rr/Op;->from(Landroid/database/Cursor;)Lcom/rr/Op;
    move-result-object v7
    goto :L69
:L66
    .line 33
    const/4 v7, 0x0
:L69
    .line 35
    move-object v8, v7
:L73
    .line 37
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 38
    invoke-virtual {v4}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 35
    return-object v8
:L87
    .line 37
    move-exception v9
:L89
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 38
    invoke-virtual {v4}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 39
    throw v9
    .catchall {:L46 .. :L73} :L87
.end method

.method public findOwned(Ljava/lang/String;I)Lcom/rr/Op;
    .registers 13
    .line 45
    const-string v0, "SELECT * FROM ops WHERE id = ? AND owner_uid = ?"
    const/4 v1, 0x2
    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    move-result-object v4
    .line 46
    const/4 v5, 0x1
    .line 47
    if-nez v11, :L23
    .line 48
    invoke-virtual {v4, v5}, Landroidx/room/RoomSQLiteQuery;->bindNull(I)V
    goto :L30
:L23
    .line 50
    invoke-virtual {v4, v5, v11}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V
:L30
    .line 52
    const/4 v5, 0x2
    .line 53
    int-to-long v2, v12
    invoke-virtual {v4, v5, v2, v3}, Landroidx/room/RoomSQLiteQuery;->bindLong(IJ)V
    .line 54
    iget-object v0, v10, Lcom/rr/OpDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V
    .line 55
    iget-object v0, v10, Lcom/rr/OpDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-static {v0, v4, v2, v3}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;
    move-result-object v6
:L60
    .line 58
    invoke-interface {v6}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L80
    .line 59
    invoke-static {v6}, Lcom/rr/Op;->from(Landroid/database/Cursor;)Lcom/rr/Op;
    move-result-object v7
    goto :L83
:L80
    .line 61
    const/4 v7, 0x0
:L83
    .line 63
    move-object v8, v7
:L87
    .line 65
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 66
    invoke-virtual {v4}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 63
    return-object v8
:L101
    .line 65
    move-exception v9
:L103
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 66
    invoke-virtual {v4}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 67
    throw v9
    .catchall {:L60 .. :L87} :L101
.end method

