.class public Lcom/flate/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.java"

.field db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 5
    .line 18
    invoke-virtual {p0}, Lcom/flate/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "n.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    iput-object v0, p0, Lcom/flate/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x278b
    if-eq v0, v1, :cond_0
    const/4 v0, 0x0
    return-object v0
    .line 26
    :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/flate/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "DELETE FROM notes WHERE id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Object;
    const-string v3, "note_id"
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    aput-object v3, v2, v4
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 27
    const/4 v0, 0x3
    new-array v0, v0, [Ljava/lang/Object;
    const/16 v1, 0xc8
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const/4 v1, 0x1
    const-string v2, "status"
    aput-object v2, v0, v1
    const/4 v1, 0x2
    const-string v2, "success"
    aput-object v2, v0, v1
    invoke-static {v0}, Lcom/flate/Replies;->reply([Ljava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v0
    .line 28
    :catch_0
    move-exception v0
    .line 29
    const/4 v1, 0x6
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0x0
    const-string v3, "status"
    aput-object v3, v1, v2
    const/4 v2, 0x1
    const-string v3, "error"
    aput-object v3, v1, v2
    const/4 v2, 0x2
    const-string v3, "error_code"
    aput-object v3, v1, v2
    const/4 v2, 0x3
    const-string v3, "INTERNAL_ERROR"
    aput-object v3, v1, v2
    const/4 v2, 0x4
    const-string v3, "error_message"
    aput-object v3, v1, v2
    .line 30
    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteException;->getMessage()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x5
    aput-object v2, v1, v3
    .line 29
    invoke-static {v1}, Lcom/flate/Replies;->reply([Ljava/lang/Object;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
.end method
