.class public final Lcom/example/rv15r/NotesDb_Impl;
.super Lcom/example/rv15r/NotesDb;
.source "NotesDb_Impl.java"

# Room creates this class by reflection (Room.databaseBuilder(...).build()):
# no new-instance of it exists in the dex.

.field private volatile _noteDao:Lcom/example/rv15r/NoteDao;

.method public constructor <init>()V
    .registers 1
    .line 30
    invoke-direct {p0}, Lcom/example/rv15r/NotesDb;-><init>()V
    return-void
.end method

.method public noteDao()Lcom/example/rv15r/NoteDao;
    .registers 2
    .line 90
    iget-object v0, p0, Lcom/example/rv15r/NotesDb_Impl;->_noteDao:Lcom/example/rv15r/NoteDao;
    if-eqz v0, :cond_0
    return-object v0
    .line 93
    :cond_0
    monitor-enter p0
    :try_start_0
    iget-object v0, p0, Lcom/example/rv15r/NotesDb_Impl;->_noteDao:Lcom/example/rv15r/NoteDao;
    if-nez v0, :cond_1
    .line 95
    new-instance v0, Lcom/example/rv15r/NoteDao_Impl;
    invoke-direct {v0, p0}, Lcom/example/rv15r/NoteDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
    iput-object v0, p0, Lcom/example/rv15r/NotesDb_Impl;->_noteDao:Lcom/example/rv15r/NoteDao;
    .line 97
    :cond_1
    iget-object v0, p0, Lcom/example/rv15r/NotesDb_Impl;->_noteDao:Lcom/example/rv15r/NoteDao;
    monitor-exit p0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    return-object v0
    :catchall_0
    move-exception v0
    :try_start_1
    monitor-exit p0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    throw v0
.end method
