.class public final Lcom/ru/AlbumProvider;
.super Landroid/content/ContentProvider;
.source "AlbumProvider.java"

# instance fields
.field private final sessions:Ljava/util/Map;
.field private db:Lcom/ru/OpsDb;
.field private store:Lcom/ru/OpStore;
.field private pending:Lcom/ru/Pending;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 19
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 20
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/ru/AlbumProvider;->sessions:Ljava/util/Map;
    return-void
.end method

.method private askUser(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .line 83
    invoke-static {}, Lcom/ru/Tokens;->fresh()Ljava/lang/String;
    move-result-object v4
    .line 84
    iget-object v0, v8, Lcom/ru/AlbumProvider;->pending:Lcom/ru/Pending;
    invoke-virtual {v0, v4, v9, v11}, Lcom/ru/Pending;->add(Ljava/lang/String;ILjava/lang/String;)V
    .line 85
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {v8}, Lcom/ru/AlbumProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/ru/ConfirmActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "resume_token"
    invoke-virtual {v0, v1, v4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v6
    .line 86
    invoke-virtual {v8}, Lcom/ru/AlbumProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x0
    const/high16 v3, 0xc000000
    invoke-static {v0, v1, v6, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v7
    .line 88
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "Confirm the deletion on the device"
    invoke-static {v10, v1, v2}, Lcom/ru/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v5
    .line 89
    const-string v1, "resolution"
    invoke-virtual {v5, v1, v7}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 90
    const-string v1, "resume_token"
    invoke-virtual {v5, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 91
    return-object v5
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 27
    new-instance v1, Lcom/ru/OpsDb;
    invoke-virtual {v4}, Lcom/ru/AlbumProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/ru/OpsDb;-><init>(Landroid/content/Context;)V
    iput-object v1, v4, Lcom/ru/AlbumProvider;->db:Lcom/ru/OpsDb;
    .line 28
    new-instance v1, Lcom/ru/OpStore;
    iget-object v3, v4, Lcom/ru/AlbumProvider;->db:Lcom/ru/OpsDb;
    invoke-direct {v1, v3}, Lcom/ru/OpStore;-><init>(Lcom/ru/OpsDb;)V
    iput-object v1, v4, Lcom/ru/AlbumProvider;->store:Lcom/ru/OpStore;
    .line 29
    new-instance v1, Lcom/ru/Pending;
    iget-object v3, v4, Lcom/ru/AlbumProvider;->db:Lcom/ru/OpsDb;
    invoke-direct {v1, v3}, Lcom/ru/Pending;-><init>(Lcom/ru/OpsDb;)V
    iput-object v1, v4, Lcom/ru/AlbumProvider;->pending:Lcom/ru/Pending;
    .line 30
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    .line 35
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v11
    .line 36
    if-nez v17, :L19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    goto :L20
:L19
    move-object/from16 v0, v17
:L20
    move-object v10, v0
    .line 37
    const-string v1, "request_id"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 38
    const-string v0, "negotiate"
    invoke-virtual {v0, v15}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L75
    .line 39
    invoke-static {}, Lcom/ru/Tokens;->fresh()Ljava/lang/String;
    move-result-object v12
    .line 40
    iget-object v0, v14, Lcom/ru/AlbumProvider;->sessions:Ljava/util/Map;
    invoke-static {v11}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v12, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 41
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"session_token\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v8, v1}, Lcom/ru/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L75
    .line 43
    iget-object v0, v14, Lcom/ru/AlbumProvider;->sessions:Ljava/util/Map;
    const-string v2, "session_token"
    const-string v3, ""
    invoke-virtual {v10, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move-object v12, v0
    .line 44
    if-eqz v12, :L113
    invoke-virtual {v12}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-eq v0, v11, :L123
:L113
    .line 45
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "Negotiate a session first"
    invoke-static {v8, v1, v2}, Lcom/ru/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L123
    .line 47
    const-string v1, "deadline_at_ms"
    const-wide/16 v2, 0x0L
    invoke-virtual {v10, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L148
    .line 48
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "The deadline has passed"
    invoke-static {v8, v1, v2}, Lcom/ru/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L148
    .line 50
    const-string v0, "get_operation"
    invoke-virtual {v0, v15}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L208
    .line 51
    iget-object v0, v14, Lcom/ru/AlbumProvider;->store:Lcom/ru/OpStore;
    const-string v2, "operation_id"
    const-string v3, ""
    invoke-virtual {v10, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/ru/OpStore;->find(Ljava/lang/String;)Lcom/ru/Op;
    move-result-object v9
    .line 52
    if-eqz v9, :L190
    iget v0, v9, Lcom/ru/Op;->ownerUid:I
    if-eq v0, v11, :L200
:L190
    .line 53
    const-string v1, "INVALID_REQUEST"
    const-string v2, "Unknown operation"
    invoke-static {v8, v1, v2}, Lcom/ru/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L200
    .line 55
    invoke-static {v8, v9}, Lcom/ru/Replies;->operation(Ljava/lang/String;Lcom/ru/Op;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L208
    .line 57
    const-string v0, "execute_tool"
    invoke-virtual {v0, v15}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L227
    .line 58
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "Unknown method"
    invoke-static {v8, v1, v2}, Lcom/ru/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L227
    .line 60
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 61
    const-string v1, "resume_token"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v13
    .line 62
    if-nez v13, :L263
    .line 63
    invoke-direct {v14, v11, v8, v9}, Lcom/ru/AlbumProvider;->askUser(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L263
    .line 65
    const-string v0, "delete_album"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L336
    .line 66
    iget-object v0, v14, Lcom/ru/AlbumProvider;->pending:Lcom/ru/Pending;
    invoke-virtual {v0, v13, v11, v9}, Lcom/ru/Pending;->spend(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L299
    .line 67
    const-string v1, "INVALID_REQUEST"
    const-string v2, "Unknown confirmation"
    invoke-static {v8, v1, v2}, Lcom/ru/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L299
    .line 69
    iget-object v0, v14, Lcom/ru/AlbumProvider;->db:Lcom/ru/OpsDb;
    invoke-virtual {v0}, Lcom/ru/OpsDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "albums"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    const-string v7, "album_id"
    invoke-virtual {v10, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 70
    const-string v1, "{\"deleted\":true}"
    invoke-static {v8, v1}, Lcom/ru/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L336
    .line 72
    const-string v0, "delete_photo"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L409
    .line 73
    iget-object v0, v14, Lcom/ru/AlbumProvider;->pending:Lcom/ru/Pending;
    invoke-virtual {v0, v13, v11, v9}, Lcom/ru/Pending;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L372
    .line 74
    const-string v1, "INVALID_REQUEST"
    const-string v2, "Unknown confirmation"
    invoke-static {v8, v1, v2}, Lcom/ru/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L372
    .line 76
    iget-object v0, v14, Lcom/ru/AlbumProvider;->db:Lcom/ru/OpsDb;
    invoke-virtual {v0}, Lcom/ru/OpsDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "albums"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    const-string v7, "photo_id"
    invoke-virtual {v10, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 77
    const-string v1, "{\"deleted\":true}"
    invoke-static {v8, v1}, Lcom/ru/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L409
    .line 79
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "Unknown tool"
    invoke-static {v8, v1, v2}, Lcom/ru/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 96
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 101
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 106
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 111
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 116
    const/4 v0, 0x0
    return v0
.end method

