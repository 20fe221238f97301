.class public final Lcom/kl/BoardProvider;
.super Lcom/kl/Base;
.source "BoardProvider.java"

# static fields
.field private static final ARCHIVER_KEYS:[Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Lcom/kl/Base;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 8
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    const/4 v2, 0x0
    const-string v3, "archived_by_package"
    aput-object v3, v0, v2
    const/4 v2, 0x1
    const-string v3, "calling_package"
    aput-object v3, v0, v2
    sput-object v0, Lcom/kl/BoardProvider;->ARCHIVER_KEYS:[Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 12
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v7, v0
:L9
    .line 14
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "arguments"
    invoke-virtual {v13, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v8, v0
    .line 15
    const-string v1, "tool_name"
    invoke-virtual {v13, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 16
    const-string v0, "unpin_card"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L96
    .line 18
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/String;
    const/4 v3, 0x0
    const-string v4, "requesting_package"
    aput-object v4, v1, v3
    const/4 v3, 0x1
    const-string v4, "caller_package"
    aput-object v4, v1, v3
    invoke-static {v8, v1}, Lcom/kl/Args;->firstOf(Lorg/json/JSONObject;[Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 19
    if-nez v6, :L74
    .line 20
    invoke-virtual {v10}, Lcom/kl/BoardProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v6
:L74
    .line 22
    const-string v1, "ok"
    const-string v4, "card_id"
    invoke-virtual {v8, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v3
    invoke-static {v6, v3, v4}, Lcom/kl/Board;->unpin(Ljava/lang/String;J)Z
    move-result v2
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 23
    goto :L280
:L96
    const-string v0, "archive_card"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L138
    .line 25
    sget-object v1, Lcom/kl/BoardProvider;->ARCHIVER_KEYS:[Ljava/lang/String;
    invoke-static {v8, v1}, Lcom/kl/Args;->firstOf(Lorg/json/JSONObject;[Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 26
    const-string v1, "ok"
    const-string v4, "card_id"
    invoke-virtual {v8, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v3
    invoke-static {v6, v3, v4}, Lcom/kl/Board;->unpin(Ljava/lang/String;J)Z
    move-result v2
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 27
    goto :L280
:L138
    const-string v0, "move_card"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L226
    .line 29
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/String;
    const/4 v3, 0x0
    const-string v4, "card_id"
    aput-object v4, v1, v3
    const/4 v3, 0x1
    const-string v4, "caller_package"
    aput-object v4, v1, v3
    invoke-static {v8, v1}, Lcom/kl/Args;->absent(Lorg/json/JSONObject;[Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 30
    if-eqz v6, :L200
    .line 31
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGUMENTS"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    const-string v1, "error_message"
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "missing "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 33
:L199
    return-object v7
:L200
    .line 35
    const-string v1, "ok"
    invoke-virtual {v10}, Lcom/kl/BoardProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    const-string v4, "card_id"
    invoke-virtual {v8, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v3
    const-string v5, "moved"
    invoke-static {v2, v3, v4, v5}, Lcom/kl/Board;->rename(Ljava/lang/String;JLjava/lang/String;)Z
    move-result v2
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 36
    goto :L280
:L226
    const-string v0, "rename_card"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L280
    .line 38
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/String;
    const/4 v3, 0x0
    const-string v4, "title"
    aput-object v4, v1, v3
    const/4 v3, 0x1
    const-string v4, "label"
    aput-object v4, v1, v3
    invoke-static {v8, v1}, Lcom/kl/Args;->firstOf(Lorg/json/JSONObject;[Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 39
    const-string v1, "ok"
    invoke-virtual {v10}, Lcom/kl/BoardProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    const-string v4, "card_id"
    invoke-virtual {v8, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v3
    invoke-static {v2, v3, v4, v6}, Lcom/kl/Board;->rename(Ljava/lang/String;JLjava/lang/String;)Z
    move-result v2
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
:L280
    .line 43
    goto :L294
:L283
    .line 41
    move-exception v8
    .line 42
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGUMENTS"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L294
    .line 44
    return-object v7
    .catch Lorg/json/JSONException; {:L9 .. :L199} :L283
    .catch Lorg/json/JSONException; {:L200 .. :L280} :L283
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 7
    invoke-super {v1, v2, v3, v4, v5}, Lcom/kl/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 7
    invoke-super {v1, v2, v3, v4}, Lcom/kl/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 7
    invoke-super {v1, v2, v3}, Lcom/kl/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 7
    invoke-super {v1, v2}, Lcom/kl/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 7
    invoke-super/range {v1 .. v6}, Lcom/kl/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 7
    invoke-super {v1}, Lcom/kl/Base;->onCreate()Z
    move-result v0
    return v0
.end method

