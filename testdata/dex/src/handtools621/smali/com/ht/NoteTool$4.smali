.class final enum Lcom/ht/NoteTool$4;
.super Lcom/ht/NoteTool;
.source "NoteTool.java"


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6
    .line 45
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/ht/NoteTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    return-void
.end method


# virtual methods
.method run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 48
    const-string v1, "SELECT body FROM notes WHERE id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v6, "note_id"
    invoke-virtual {v11, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v2, v4
    invoke-virtual {v10, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v7
    .line 49
    const-string v1, "found"
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 50
    const-string v1, "read_note"
    invoke-static {v10, v1}, Lcom/ht/NoteStore;->logAccess(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .line 51
    return-object v11
.end method

