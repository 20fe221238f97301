.class public Lcom/example/r29a/NotesProvider;
.super Lcom/example/r29a/OwnedToolProvider;
.source "NotesProvider.java"

.field private static final COLS:[Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 3
    .line 6
    const-string v0, "id"
    const-string v1, "title"
    filled-new-array {v0, v1}, [Ljava/lang/String;
    move-result-object v0
    sput-object v0, Lcom/example/r29a/NotesProvider;->COLS:[Ljava/lang/String;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Lcom/example/r29a/OwnedToolProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 7
    const/4 v0, 0x1
    return v0
.end method

.method protected dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 12
    .line 12
    invoke-virtual {p0}, Lcom/example/r29a/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "notes.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 13
    const-string v1, "list_notes"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_export
    .line 14
    invoke-virtual {p0, p3}, Lcom/example/r29a/NotesProvider;->ownerOf(I)Ljava/lang/String;
    move-result-object p1
    .line 14
    sget-object v2, Lcom/example/r29a/NotesProvider;->COLS:[Ljava/lang/String;
    const/4 v1, 0x1
    new-array v4, v1, [Ljava/lang/String;
    const/4 v1, 0x0
    aput-object p1, v4, v1
    const-string v1, "notes"
    const-string v3, "owner = ?"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v1
    .line 15
    new-instance p1, Ljava/lang/StringBuilder;
    const-string p2, "{\"count\":"
    invoke-direct {p1, p2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I
    move-result p2
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29a/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 17
    :cond_export
    const-string v1, "export_notes"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_none
    .line 18
    invoke-virtual {p0, p3}, Lcom/example/r29a/NotesProvider;->soleOwner(I)Ljava/lang/String;
    move-result-object p1
    .line 19
    if-nez p1, :cond_owner
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "shared uid"
    invoke-static {p1, p2}, Lcom/example/r29a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_owner
    .line 20
    sget-object v2, Lcom/example/r29a/NotesProvider;->COLS:[Ljava/lang/String;
    const/4 v1, 0x1
    new-array v4, v1, [Ljava/lang/String;
    const/4 v1, 0x0
    aput-object p1, v4, v1
    const-string v1, "notes"
    const-string v3, "owner = ?"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v1
    .line 21
    new-instance p1, Ljava/lang/StringBuilder;
    const-string p2, "{\"exported\":"
    invoke-direct {p1, p2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I
    move-result p2
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29a/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r29a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
