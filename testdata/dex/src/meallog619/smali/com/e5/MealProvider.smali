.class public Lcom/e5/MealProvider;
.super Landroid/content/ContentProvider;
.source "MealProvider.java"

# instance fields
.field db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 12
    const-string v1, "/data/m.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/e5/MealProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 14
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x278b
    if-eq v0, v1, :L11
    const/4 v0, 0x0
    return-object v0
:L11
    .line 15
    const-string v0, "execute_tool"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
:L22
    .line 16
    const-string v0, "log_meal"
    const-string v2, "tool_name"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L38
    const/4 v0, 0x0
    return-object v0
:L38
    .line 17
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    .line 18
    const-string v1, "food"
    const-string v3, "food"
    invoke-virtual {v9, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v1, "kcal"
    const-string v3, "kcal"
    invoke-virtual {v9, v3}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 20
    iget-object v0, v6, Lcom/e5/MealProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "meal_log"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 22
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    return-object v5
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 25
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 26
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 27
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 28
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 29
    const/4 v0, 0x0
    return v0
.end method

