.class public final Lcom/fs/WeekProvider;
.super Lcom/fs/Base;
.source "WeekProvider.java"

# instance fields
.field private final reviewed:Ljava/util/Set;
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 15
    invoke-direct {v2}, Lcom/fs/Base;-><init>()V
    .line 16
    new-instance v1, Ljava/util/HashSet;
    invoke-direct {v1}, Ljava/util/HashSet;-><init>()V
    iput-object v1, v2, Lcom/fs/WeekProvider;->reviewed:Ljava/util/Set;
    return-void
.end method

.method private clear(Ljava/lang/String;Lcom/fs/Params$ClearWeek;)Landroid/os/Bundle;
    .registers 12
    .line 44
    iget-boolean v0, v11, Lcom/fs/Params$ClearWeek;->confirmed:Z
    if-nez v0, :L14
    .line 45
    const-string v1, "USER_ACTION_REQUIRED"
    invoke-static {v10, v1}, Lcom/fs/WeekProvider;->reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L14
    .line 47
    iget-object v0, v9, Lcom/fs/WeekProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "plans"
    const-string v2, "week = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    iget-object v6, v11, Lcom/fs/Params$ClearWeek;->week:Ljava/lang/String;
    aput-object v6, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v8
    .line 48
    const/4 v1, 0x0
    invoke-static {v10, v1}, Lcom/fs/WeekProvider;->reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v7
    .line 49
    const-string v1, "deleted"
    invoke-virtual {v7, v1, v8}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 50
    return-object v7
.end method

.method private discard(Ljava/lang/String;Lcom/fs/Params$Discard;)Landroid/os/Bundle;
    .registers 10
    .line 54
    iget-boolean v0, v9, Lcom/fs/Params$Discard;->approved:Z
    if-nez v0, :L14
    .line 55
    const-string v1, "USER_ACTION_REQUIRED"
    invoke-static {v8, v1}, Lcom/fs/WeekProvider;->reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L14
    .line 57
    iget-boolean v0, v9, Lcom/fs/Params$Discard;->dryRun:Z
    if-nez v0, :L28
    iget-boolean v0, v9, Lcom/fs/Params$Discard;->preview:Z
    if-eqz v0, :L34
:L28
    .line 58
    const/4 v1, 0x0
    invoke-static {v8, v1}, Lcom/fs/WeekProvider;->reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L34
    .line 60
    iget-object v0, v7, Lcom/fs/WeekProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "items"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    iget-object v6, v9, Lcom/fs/Params$Discard;->item:Ljava/lang/String;
    aput-object v6, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 61
    const/4 v1, 0x0
    invoke-static {v8, v1}, Lcom/fs/WeekProvider;->reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private static reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 65
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 66
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 67
    const-string v1, "request_id"
    invoke-virtual {v3, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 68
    const-string v1, "ok"
    move-object v0, v3
    if-nez v5, :L33
    const/4 v2, 0x1
    goto :L34
:L33
    const/4 v2, 0x0
:L34
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 69
    if-eqz v5, :L56
    .line 70
    const-string v1, "error_code"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 71
    const-string v1, "error_message"
    const-string v2, "The request needs the user"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L56
    .line 73
    return-object v3
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 21
    invoke-virtual {v4}, Lcom/fs/WeekProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "/weeks.db"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v4, Lcom/fs/WeekProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 27
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    if-eqz v10, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L24
:L22
    .line 28
    const/4 v0, 0x0
    return-object v0
:L24
    .line 31
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "arguments"
    invoke-virtual {v10, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v4, v0
    .line 32
    const-string v1, "request_id"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    .line 33
    iget-object v0, v7, Lcom/fs/WeekProvider;->reviewed:Ljava/util/Set;
    invoke-interface {v0, v5}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z
    move-result v6
    .line 34
    const-string v0, "clear_week"
    const-string v2, "tool_name"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L88
    .line 35
    invoke-static {v4, v6}, Lcom/fs/Mapper;->clearWeek(Lorg/json/JSONObject;Z)Lcom/fs/Params$ClearWeek;
    move-result-object v2
    invoke-direct {v7, v5, v2}, Lcom/fs/WeekProvider;->clear(Ljava/lang/String;Lcom/fs/Params$ClearWeek;)Landroid/os/Bundle;
    move-result-object v0
:L87
    return-object v0
:L88
    .line 37
    invoke-static {v4, v6}, Lcom/fs/Mapper;->discard(Lorg/json/JSONObject;Z)Lcom/fs/Params$Discard;
    move-result-object v2
    invoke-direct {v7, v5, v2}, Lcom/fs/WeekProvider;->discard(Ljava/lang/String;Lcom/fs/Params$Discard;)Landroid/os/Bundle;
    move-result-object v0
:L101
    return-object v0
:L102
    .line 38
    move-exception v4
    .line 39
    const/4 v0, 0x0
    const-string v1, "INTERNAL_ERROR"
    invoke-static {v0, v1}, Lcom/fs/WeekProvider;->reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Exception; {:L24 .. :L87} :L102
    .catch Ljava/lang/Exception; {:L88 .. :L101} :L102
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 15
    invoke-super {v1, v2, v3, v4, v5}, Lcom/fs/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 15
    invoke-super {v1, v2, v3, v4}, Lcom/fs/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 15
    invoke-super {v1, v2, v3}, Lcom/fs/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 15
    invoke-super {v1, v2}, Lcom/fs/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 15
    invoke-super/range {v1 .. v6}, Lcom/fs/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

