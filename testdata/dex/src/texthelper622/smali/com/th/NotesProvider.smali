.class public final Lcom/th/NotesProvider;
.super Lcom/th/Base;
.source "NotesProvider.java"

# static fields
.field private static final COLUMNS:[Ljava/lang/String;

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Lcom/th/Base;-><init>()V
    return-void
.end method

.method private static count(Landroid/database/Cursor;)I
    .registers 4
:L0
    .line 57
    invoke-interface {v3}, Landroid/database/Cursor;->getCount()I
    move-result v1
:L7
    .line 59
    invoke-interface {v3}, Landroid/database/Cursor;->close()V
    .line 57
    return v1
:L15
    .line 59
    move-exception v2
    invoke-interface {v3}, Landroid/database/Cursor;->close()V
    .line 60
    throw v2
    .catchall {:L0 .. :L7} :L15
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 9
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    const/4 v2, 0x0
    const-string v3, "id"
    aput-object v3, v0, v2
    const/4 v2, 0x1
    const-string v3, "title"
    aput-object v3, v0, v2
    sput-object v0, Lcom/th/NotesProvider;->COLUMNS:[Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 14
    const-string v1, "/data/data/com.th/databases/notes.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/th/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 15
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    .line 20
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v11, v0
    .line 21
    if-eqz v17, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x278b
    if-eq v0, v1, :L34
:L22
    .line 22
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    return-object v11
:L34
    .line 25
    const-string v1, "tool_name"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v12
    .line 26
    const-string v0, "find_by_title"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L111
    .line 28
    const-string v1, "title"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v13
    .line 29
    const-string v1, "count"
    iget-object v2, v14, Lcom/th/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "notes"
    sget-object v4, Lcom/th/NotesProvider;->COLUMNS:[Ljava/lang/String;
    const/4 v5, 0x2
    new-array v5, v5, [Ljava/lang/String;
    const/4 v7, 0x0
    const-string v8, "deleted = 0"
    aput-object v8, v5, v7
    const/4 v7, 0x1
    new-instance v9, Ljava/lang/StringBuilder;
    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V
    const-string v10, "title = \'"
    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v9, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v10, "\'"
    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v8
    aput-object v8, v5, v7
    .line 30
    invoke-static {v5}, Lcom/th/Clauses;->all([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/4 v9, 0x0
    .line 29
    invoke-virtual/range {v2 .. v9}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v2
    invoke-static {v2}, Lcom/th/NotesProvider;->count(Landroid/database/Cursor;)I
    move-result v2
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 31
    goto :L402
:L111
    const-string v0, "find_by_tag"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L183
    .line 33
    const-string v1, "tag"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v13
    .line 34
    const-string v1, "count"
    iget-object v2, v14, Lcom/th/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "notes"
    sget-object v4, Lcom/th/NotesProvider;->COLUMNS:[Ljava/lang/String;
    const/4 v5, 0x2
    new-array v5, v5, [Ljava/lang/String;
    const/4 v7, 0x0
    const-string v8, "deleted = 0"
    aput-object v8, v5, v7
    const/4 v7, 0x1
    const-string v8, "tag = ?"
    aput-object v8, v5, v7
    .line 35
    invoke-static {v5}, Lcom/th/Clauses;->all([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    const/4 v6, 0x1
    new-array v6, v6, [Ljava/lang/String;
    const/4 v8, 0x0
    aput-object v13, v6, v8
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/4 v9, 0x0
    .line 34
    invoke-virtual/range {v2 .. v9}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v2
    invoke-static {v2}, Lcom/th/NotesProvider;->count(Landroid/database/Cursor;)I
    move-result v2
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 36
    goto :L402
:L183
    const-string v0, "find_in_folder"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L242
    .line 37
    const-string v1, "folder"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v13
    .line 38
    const-string v1, "count"
    iget-object v2, v14, Lcom/th/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "notes"
    sget-object v4, Lcom/th/NotesProvider;->COLUMNS:[Ljava/lang/String;
    const-string v5, "deleted = 0"
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "folder = "
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v6
    .line 39
    invoke-static {v5, v6}, Lcom/th/Clauses;->both(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/4 v9, 0x0
    .line 38
    invoke-virtual/range {v2 .. v9}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v2
    invoke-static {v2}, Lcom/th/NotesProvider;->count(Landroid/database/Cursor;)I
    move-result v2
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 40
    goto :L402
:L242
    const-string v0, "find_starred"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L302
    .line 42
    const-string v1, "count"
    iget-object v2, v14, Lcom/th/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "notes"
    sget-object v4, Lcom/th/NotesProvider;->COLUMNS:[Ljava/lang/String;
    const-string v5, "deleted = 0"
    const-string v6, "stars >= %d"
    const/4 v7, 0x1
    new-array v7, v7, [Ljava/lang/Object;
    const/4 v9, 0x0
    const/4 v10, 0x3
    .line 43
    invoke-static {v10}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v10
    aput-object v10, v7, v9
    invoke-static {v6, v7}, Lcom/th/Clauses;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v6
    invoke-static {v5, v6}, Lcom/th/Clauses;->pair(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/4 v9, 0x0
    .line 42
    invoke-virtual/range {v2 .. v9}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v2
    invoke-static {v2}, Lcom/th/NotesProvider;->count(Landroid/database/Cursor;)I
    move-result v2
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    goto :L402
:L302
    .line 44
    const-string v0, "find_by_author"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L359
    .line 46
    const-string v1, "count"
    iget-object v2, v14, Lcom/th/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "notes"
    sget-object v4, Lcom/th/NotesProvider;->COLUMNS:[Ljava/lang/String;
    const-string v5, "author = \'%s\'"
    const/4 v6, 0x1
    new-array v6, v6, [Ljava/lang/Object;
    const/4 v8, 0x0
    const-string v10, "author"
    .line 47
    move-object/from16 v9, v17
    invoke-virtual/range {v9 .. v10}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    aput-object v9, v6, v8
    invoke-static {v5, v6}, Lcom/th/Clauses;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v5
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/4 v9, 0x0
    .line 46
    invoke-virtual/range {v2 .. v9}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v2
    invoke-static {v2}, Lcom/th/NotesProvider;->count(Landroid/database/Cursor;)I
    move-result v2
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    goto :L402
:L359
    .line 48
    const-string v0, "find_pinned"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L402
    .line 49
    const-string v1, "count"
    iget-object v2, v14, Lcom/th/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "notes"
    sget-object v4, Lcom/th/NotesProvider;->COLUMNS:[Ljava/lang/String;
    const-string v5, "deleted = 0"
    const-string v6, "pinned = 1"
    .line 50
    invoke-static {v5, v6}, Lcom/th/Clauses;->both(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/4 v9, 0x0
    .line 49
    invoke-virtual/range {v2 .. v9}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v2
    invoke-static {v2}, Lcom/th/NotesProvider;->count(Landroid/database/Cursor;)I
    move-result v2
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
:L402
    .line 52
    return-object v11
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 8
    invoke-super {v1, v2, v3, v4, v5}, Lcom/th/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 8
    invoke-super {v1, v2, v3, v4}, Lcom/th/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 8
    invoke-super {v1, v2, v3}, Lcom/th/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 8
    invoke-super {v1, v2}, Lcom/th/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 8
    invoke-super/range {v1 .. v6}, Lcom/th/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

