.class public final Lcom/lg/DeskProvider;
.super Lcom/lg/Base;
.source "DeskProvider.java"

# static fields
.field private static final ASSISTANT_CERT:[B

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Lcom/lg/Base;-><init>()V
    return-void
.end method

.method private listItems(Lcom/lg/Callback;)V
    .registers 4
    .line 78
    const-string v1, "[]"
    invoke-interface {v3, v1}, Lcom/lg/Callback;->onSuccess(Ljava/lang/String;)V
    .line 79
    return-void
.end method

.method private openItem(JLcom/lg/Callback;)V
    .registers 13
    .line 83
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v0
    .line 84
    const-string v1, "opened"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 85
    iget-object v0, v9, Lcom/lg/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "items"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    invoke-static {v10, v11}, Ljava/lang/Long;->toString(J)Ljava/lang/String;
    move-result-object v7
    aput-object v7, v4, v6
    invoke-virtual {v0, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 86
    const-string v1, "{}"
    invoke-interface {v12, v1}, Lcom/lg/Callback;->onSuccess(Ljava/lang/String;)V
    .line 87
    return-void
.end method

.method private archiveItem(JLcom/lg/Callback;)V
    .registers 13
    .line 90
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v0
    .line 91
    const-string v1, "archived"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 92
    iget-object v0, v9, Lcom/lg/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "items"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    invoke-static {v10, v11}, Ljava/lang/Long;->toString(J)Ljava/lang/String;
    move-result-object v7
    aput-object v7, v4, v6
    invoke-virtual {v0, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 93
    const-string v1, "{}"
    invoke-interface {v12, v1}, Lcom/lg/Callback;->onSuccess(Ljava/lang/String;)V
    .line 94
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 12
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/lg/DeskProvider;->ASSISTANT_CERT:[B
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 17
    const-string v1, "desk.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/lg/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v9
    .line 25
    invoke-virtual {v12}, Lcom/lg/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    sget-object v2, Lcom/lg/DeskProvider;->ASSISTANT_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v9, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L45
    .line 27
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    return-object v6
:L45
    .line 30
    const-string v0, "list_tools"
    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L124
:L54
    .line 32
    const-string v1, "tools"
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    const-string v3, "list_items"
    const-string v4, "read"
    const-string v5, "never"
    .line 33
    invoke-static {v3, v4, v5}, Lcom/lg/Descriptors;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v3
    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v2
    const-string v3, "open_item"
    const-string v4, "read"
    const-string v5, "never"
    .line 34
    invoke-static {v3, v4, v5}, Lcom/lg/Descriptors;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v3
    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v2
    const-string v3, "archive_item"
    const-string v4, "update"
    const-string v5, "always"
    .line 35
    invoke-static {v3, v4, v5}, Lcom/lg/Descriptors;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v3
    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v2
    invoke-virtual {v2}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    .line 32
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L107
    .line 38
    goto :L121
:L110
    .line 36
    move-exception v7
    .line 37
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L121
    .line 39
    return-object v6
:L124
    .line 41
    const-string v0, "execute_tool"
    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L137
    if-nez v15, :L149
:L137
    .line 42
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    return-object v6
:L149
    .line 45
    const-string v1, "tool"
    invoke-virtual {v15, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 46
    const-string v1, "request_id"
    invoke-virtual {v15, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 47
    const-string v0, "archive_item"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v11
    .line 49
    new-instance v0, Lcom/lg/DeskProvider$1;
    invoke-direct {v0, v12, v9, v10, v6}, Lcom/lg/DeskProvider$1;-><init>(Lcom/lg/DeskProvider;ILjava/lang/String;Landroid/os/Bundle;)V
    move-object v8, v0
    .line 64
    const-string v0, "list_items"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L209
    .line 65
    invoke-direct {v12, v8}, Lcom/lg/DeskProvider;->listItems(Lcom/lg/Callback;)V
    goto :L263
:L209
    .line 66
    const-string v0, "open_item"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L234
    .line 67
    const-string v2, "item_id"
    invoke-virtual {v15, v2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-direct {v12, v1, v2, v8}, Lcom/lg/DeskProvider;->openItem(JLcom/lg/Callback;)V
    goto :L263
:L234
    .line 68
    if-eqz v11, :L254
    .line 69
    const-string v2, "item_id"
    invoke-virtual {v15, v2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-direct {v12, v1, v2, v8}, Lcom/lg/DeskProvider;->archiveItem(JLcom/lg/Callback;)V
    goto :L263
:L254
    .line 71
    const-string v1, "TOOL_NOT_FOUND"
    invoke-interface {v8, v1}, Lcom/lg/Callback;->onError(Ljava/lang/String;)V
:L263
    .line 73
    return-object v6
    .catch Lorg/json/JSONException; {:L54 .. :L107} :L110
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 11
    invoke-super {v1, v2, v3, v4, v5}, Lcom/lg/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 11
    invoke-super {v1, v2, v3, v4}, Lcom/lg/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 11
    invoke-super {v1, v2, v3}, Lcom/lg/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 11
    invoke-super {v1, v2}, Lcom/lg/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 11
    invoke-super/range {v1 .. v6}, Lcom/lg/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

