.class public final Lcom/fp/PurgeProvider;
.super Lcom/fp/Base;
.source "PurgeProvider.java"

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Lcom/fp/Base;-><init>()V
    return-void
.end method

.method public static synthetic lambda$call$0(Landroid/database/Cursor;)Ljava/lang/String;
    .registers 3
    .line 28
    const/4 v1, 0x0
    invoke-interface {v2, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 14
    const-string v1, "/data/data/com.fp/databases/notes.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/fp/PurgeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 15
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 20
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 21
    if-eqz v13, :L31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x278b
    if-ne v0, v1, :L31
    const-string v0, "execute_tool"
    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L43
:L31
    .line 22
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    return-object v8
:L43
    .line 27
    iget-object v0, v10, Lcom/fp/PurgeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "id"
    aput-object v5, v2, v4
    const-string v3, "archived = 1"
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    sget-object v1, Lcom/fp/PurgeProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/fp/PurgeProvider$$ExternalSyntheticLambda0;
    invoke-static {v0, v1}, Lcom/fp/Rows;->all(Landroid/database/Cursor;Ljava/util/function/Function;)Ljava/util/List;
    move-result-object v9
    .line 29
    new-instance v1, Lcom/fp/PurgeProvider$$ExternalSyntheticLambda1;
    invoke-direct {v1, v10}, Lcom/fp/PurgeProvider$$ExternalSyntheticLambda1;-><init>(Lcom/fp/PurgeProvider;)V
    invoke-static {v9, v1}, Lcom/fp/Rows;->each(Ljava/util/List;Ljava/util/function/Consumer;)V
    .line 30
    const-string v1, "deleted"
    invoke-interface {v9}, Ljava/util/List;->size()I
    move-result v2
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 31
    return-object v8
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 9
    invoke-super {v1, v2, v3, v4, v5}, Lcom/fp/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 9
    invoke-super {v1, v2, v3, v4}, Lcom/fp/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 9
    invoke-super {v1, v2, v3}, Lcom/fp/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 9
    invoke-super {v1, v2}, Lcom/fp/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 9
    invoke-super/range {v1 .. v6}, Lcom/fp/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$call$1(Ljava/lang/String;)V
    .registers 8
    .line 29
    iget-object v0, v6, Lcom/fp/PurgeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object v7, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    return-void
.end method

