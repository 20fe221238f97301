.class Lcom/rm/NoteDao_Impl$1;
.super Landroidx/room/EntityInsertionAdapter;
.source "NoteDao_Impl.java"

# instance fields
.field final synthetic this$0:Lcom/rm/NoteDao_Impl;


# direct methods
.method constructor <init>(Lcom/rm/NoteDao_Impl;Landroidx/room/RoomDatabase;)V
    .registers 4
    .line 14
    iput-object v2, v1, Lcom/rm/NoteDao_Impl$1;->this$0:Lcom/rm/NoteDao_Impl;
    invoke-direct {v1, v3}, Landroidx/room/EntityInsertionAdapter;-><init>(Landroidx/room/RoomDatabase;)V
    return-void
.end method


# virtual methods
.method public createQuery()Ljava/lang/String;
    .registers 2
    .line 17
    const-string v0, "INSERT OR ABORT INTO `room_notes` (`id`,`owner_uid`,`request_id`,`body`) VALUES (nullif(?, 0),?,?,?)"
    return-object v0
.end method

.method public bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/rm/NoteEntity;)V
    .registers 7
    .line 22
    const/4 v1, 0x1
    iget-wide v2, v6, Lcom/rm/NoteEntity;->id:J
    invoke-interface {v5, v1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 23
    const/4 v1, 0x2
    iget v2, v6, Lcom/rm/NoteEntity;->ownerUid:I
    int-to-long v2, v2
    invoke-interface {v5, v1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 24
    iget-object v0, v6, Lcom/rm/NoteEntity;->requestId:Ljava/lang/String;
    if-nez v0, :L40
    .line 25
    const/4 v1, 0x3
    invoke-interface {v5, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V
    goto :L51
:L40
    .line 27
    const/4 v1, 0x3
    iget-object v2, v6, Lcom/rm/NoteEntity;->requestId:Ljava/lang/String;
    invoke-interface {v5, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
:L51
    .line 29
    iget-object v0, v6, Lcom/rm/NoteEntity;->body:Ljava/lang/String;
    if-nez v0, :L68
    .line 30
    const/4 v1, 0x4
    invoke-interface {v5, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V
    goto :L79
:L68
    .line 32
    const/4 v1, 0x4
    iget-object v2, v6, Lcom/rm/NoteEntity;->body:Ljava/lang/String;
    invoke-interface {v5, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
:L79
    .line 34
    return-void
.end method

.method public bridge synthetic bind(Landroidx/sqlite/db/SupportSQLiteStatement;Ljava/lang/Object;)V
    .registers 6
    .line 14
    move-object v2, v5
    check-cast v2, Lcom/rm/NoteEntity;
    invoke-virtual {v3, v4, v2}, Lcom/rm/NoteDao_Impl$1;->bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/rm/NoteEntity;)V
    return-void
.end method

