.class public final Lcom/rm/AppDb_Impl;
.super Landroidx/room/RoomDatabase;
.source "AppDb_Impl.java"

# instance fields
.field private volatile _noteDao:Lcom/rm/NoteDao;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Landroidx/room/RoomDatabase;-><init>()V
    return-void
.end method


# virtual methods
.method public createAllTables(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    .registers 4
    .line 11
    const-string v1, "CREATE TABLE IF NOT EXISTS `room_notes` (`id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `owner_uid` INTEGER NOT NULL, `request_id` TEXT NOT NULL, `body` TEXT)"
    invoke-interface {v3, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 12
    const-string v1, "CREATE UNIQUE INDEX IF NOT EXISTS `index_room_notes_request_id` ON `room_notes` (`request_id`)"
    invoke-interface {v3, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 13
    return-void
.end method

.method public noteDao()Lcom/rm/NoteDao;
    .registers 5
    .line 16
    iget-object v0, v4, Lcom/rm/AppDb_Impl;->_noteDao:Lcom/rm/NoteDao;
    if-eqz v0, :L12
    .line 17
    iget-object v0, v4, Lcom/rm/AppDb_Impl;->_noteDao:Lcom/rm/NoteDao;
    return-object v0
:L12
    .line 19
    move-object v2, v4
    monitor-enter v4
:L16
    .line 20
    iget-object v0, v4, Lcom/rm/AppDb_Impl;->_noteDao:Lcom/rm/NoteDao;
    if-nez v0, :L35
    .line 21
    new-instance v1, Lcom/rm/NoteDao_Impl;
    invoke-direct {v1, v4}, Lcom/rm/NoteDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
    iput-object v1, v4, Lcom/rm/AppDb_Impl;->_noteDao:Lcom/rm/NoteDao;
:L35
    .line 23
    iget-object v0, v4, Lcom/rm/AppDb_Impl;->_noteDao:Lcom/rm/NoteDao;
    monitor-exit v2
:L41
    return-object v0
:L42
    .line 24
    move-exception v3
    monitor-exit v2
:L45
    throw v3
    .catchall {:L16 .. :L41} :L42
    .catchall {:L42 .. :L45} :L42
.end method

