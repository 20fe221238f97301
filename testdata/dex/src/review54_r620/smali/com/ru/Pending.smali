.class public final Lcom/ru/Pending;
.super Ljava/lang/Object;
.source "Pending.java"

# instance fields
.field private final db:Lcom/ru/OpsDb;


# direct methods
.method public constructor <init>(Lcom/ru/OpsDb;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/ru/Pending;->db:Lcom/ru/OpsDb;
    .line 12
    return-void
.end method


# virtual methods
.method public add(Ljava/lang/String;ILjava/lang/String;)V
    .registers 8
    .line 15
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 16
    const-string v1, "token"
    invoke-virtual {v3, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string v1, "uid"
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 18
    const-string v1, "tool"
    invoke-virtual {v3, v1, v7}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    iget-object v0, v4, Lcom/ru/Pending;->db:Lcom/ru/OpsDb;
    invoke-virtual {v0}, Lcom/ru/OpsDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "pending"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 20
    return-void
.end method

.method public spend(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 14
    .line 24
    iget-object v0, v10, Lcom/ru/Pending;->db:Lcom/ru/OpsDb;
    invoke-virtual {v0}, Lcom/ru/OpsDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT tool FROM pending WHERE token = ? AND uid = ? AND used = 0"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object v11, v2, v4
    const/4 v4, 0x1
    .line 25
    invoke-static {v12}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v2, v4
    .line 24
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v7
:L29
    .line 28
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L58
    const/4 v2, 0x0
    invoke-interface {v7, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L58
    const/4 v0, 0x1
    goto :L59
:L58
    const/4 v0, 0x0
:L59
    move v9, v0
:L61
    .line 30
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    .line 31
    goto :L83
:L71
    .line 30
    move-exception v8
:L73
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    .line 31
    throw v8
:L83
    .line 32
    if-eqz v9, :L133
    .line 33
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v0
    .line 34
    const-string v1, "used"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 35
    iget-object v0, v10, Lcom/ru/Pending;->db:Lcom/ru/OpsDb;
    invoke-virtual {v0}, Lcom/ru/OpsDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "pending"
    const-string v3, "token = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v11, v4, v6
    invoke-virtual {v0, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
:L133
    .line 37
    return v9
    .catchall {:L29 .. :L61} :L71
.end method

.method public take(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 13
    .line 42
    iget-object v0, v9, Lcom/ru/Pending;->db:Lcom/ru/OpsDb;
    invoke-virtual {v0}, Lcom/ru/OpsDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT tool FROM pending WHERE token = ? AND uid = ?"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object v10, v2, v4
    const/4 v4, 0x1
    .line 43
    invoke-static {v11}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v2, v4
    .line 42
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v6
:L29
    .line 46
    invoke-interface {v6}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L58
    const/4 v2, 0x0
    invoke-interface {v6, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L58
    const/4 v0, 0x1
    goto :L59
:L58
    const/4 v0, 0x0
:L59
    move v7, v0
:L61
    .line 48
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 49
    goto :L83
:L71
    .line 48
    move-exception v8
:L73
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 49
    throw v8
:L83
    .line 50
    iget-object v0, v9, Lcom/ru/Pending;->db:Lcom/ru/OpsDb;
    invoke-virtual {v0}, Lcom/ru/OpsDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "pending"
    const-string v2, "token = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object v10, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 51
    return v7
    .catchall {:L29 .. :L61} :L71
.end method

