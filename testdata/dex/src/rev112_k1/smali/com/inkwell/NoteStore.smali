.class public final Lcom/inkwell/NoteStore;
.super Ljava/lang/Object;
.source "Stores.kt"

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4
    const-string v1, "db"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/inkwell/NoteStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public static synthetic remove$default(Lcom/inkwell/NoteStore;JZLjava/lang/String;ILjava/lang/Object;)I
    .registers 9
    .line 32
    const/4 v1, 0x2
    and-int v0, v7, v1
    if-eqz v0, :L9
    const/4 v5, 0x0
:L9
    const/4 v1, 0x4
    and-int v0, v7, v1
    if-eqz v0, :L20
    const-string v6, "agent"
:L20
    invoke-virtual {v2, v3, v4, v5, v6}, Lcom/inkwell/NoteStore;->remove(JZLjava/lang/String;)I
    move-result v0
    return v0
.end method


# virtual methods
.method public final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 22
    iget-object v0, v1, Lcom/inkwell/NoteStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public final insert(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)J
    .registers 11
    const-string v1, "title"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "body"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "folder"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    const/4 v5, 0x0
    .line 24
    const-string v1, "title"
    invoke-virtual {v4, v1, v7}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    const-string v1, "body"
    invoke-virtual {v4, v1, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    const-string v1, "folder"
    invoke-virtual {v4, v1, v9}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    const-string v1, "owner"
    invoke-static {v10}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 28
    const-string v1, "created"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 29
    iget-object v0, v6, Lcom/inkwell/NoteStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 23
    nop
    .line 30
    return-wide v0
.end method

.method public final remove(JZLjava/lang/String;)I
    .registers 16
    const-string v1, "reason"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    if-eqz v14, :L41
    .line 34
    iget-object v0, v11, Lcom/inkwell/NoteStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const-string v2, "_id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v8, v3
    const/4 v4, 0x0
    invoke-static {v12, v13}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v8, v4
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    goto :L111
:L41
    .line 36
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v0
    move-object v9, v7
    const/4 v10, 0x0
    .line 37
    const-string v1, "trashed"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 38
    const-string v1, "trash_reason"
    invoke-virtual {v9, v1, v15}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    nop
    .line 36
    .line 36
    move-object v8, v7
    .line 40
    iget-object v0, v11, Lcom/inkwell/NoteStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const-string v3, "_id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v7, v4
    const/4 v5, 0x0
    invoke-static {v12, v13}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    invoke-virtual {v0, v1, v8, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
:L111
    .line 41
    return v0
.end method

.method public final pin(JZ)I
    .registers 17
    .line 44
    iget-object v0, v13, Lcom/inkwell/NoteStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v2
    move-object v8, v7
    .line 95
    move-object v10, v1
    move-object v9, v0
    const/4 v11, 0x0
    .line 44
    const-string v1, "pinned"
    invoke-static/range {v16 .. v16}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Boolean;)V
    sget-object v12, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 44
    .line 44
    const-string v3, "_id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v7
    move-object v7, v4
    const/4 v5, 0x0
    invoke-static {v14, v15}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    invoke-virtual {v9, v10, v2, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final copyToOutbox(JI)J
    .registers 9
    .line 46
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    const/4 v4, 0x0
    .line 47
    const-string v1, "note_id"
    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 48
    const-string v1, "grantee"
    invoke-static {v8}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 49
    iget-object v0, v5, Lcom/inkwell/NoteStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "outbox"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 46
    nop
    .line 50
    return-wide v0
.end method

.method public final hasGrant(I)Z
    .registers 13
    .line 53
    iget-object v0, v11, Lcom/inkwell/NoteStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "SELECT 1 FROM grants WHERE uid = ? AND scope = \'notes.share\'"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    invoke-static {v12}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v6
    .line 54
    .line 95
    const/4 v8, 0x0
    .line 54
    invoke-interface {v6}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v7
    move v9, v7
    .line 95
    const/4 v10, 0x0
    .line 54
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 54
    .line 54
    nop
    .line 54
    nop
    .line 54
    return v7
.end method

