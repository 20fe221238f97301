.class public final Lcom/hg/BoxProvider;
.super Lcom/hg/Base;
.source "BoxProvider.java"

# instance fields
.field private tools:[Lcom/hg/BoxTool;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Lcom/hg/Base;-><init>()V
    return-void
.end method

.method public static synthetic lambda$onCreate$1(Landroid/os/Bundle;)V
    .registers 4
    .line 16
    const-string v1, "count"
    const/4 v2, 0x3
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 8
    .line 13
    new-instance v0, Lcom/hg/BoxTool;
    const-string v2, "peek_box"
    const-string v3, "read"
    new-instance v4, Lcom/hg/BoxProvider$$ExternalSyntheticLambda0;
    invoke-direct {v4, v7}, Lcom/hg/BoxProvider$$ExternalSyntheticLambda0;-><init>(Lcom/hg/BoxProvider;)V
    invoke-direct {v0, v2, v3, v4}, Lcom/hg/BoxTool;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/hg/BoxTool$Handler;)V
    move-object v5, v0
    .line 15
    const-string v1, "write"
    invoke-virtual {v5, v1}, Lcom/hg/BoxTool;->setEffect(Ljava/lang/String;)V
    .line 16
    new-instance v0, Lcom/hg/BoxTool;
    const-string v2, "count_boxes"
    const-string v3, "read"
    sget-object v4, Lcom/hg/BoxProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/hg/BoxProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0, v2, v3, v4}, Lcom/hg/BoxTool;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/hg/BoxTool$Handler;)V
    move-object v6, v0
    .line 17
    const/4 v1, 0x2
    new-array v1, v1, [Lcom/hg/BoxTool;
    const/4 v3, 0x0
    aput-object v5, v1, v3
    const/4 v3, 0x1
    aput-object v6, v1, v3
    iput-object v1, v7, Lcom/hg/BoxProvider;->tools:[Lcom/hg/BoxTool;
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
:L9
    .line 25
    const-string v0, "list_tools"
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L87
    .line 26
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
    move-object v5, v0
    .line 27
    iget-object v0, v9, Lcom/hg/BoxProvider;->tools:[Lcom/hg/BoxTool;
    move-object v6, v0
    array-length v0, v6
    move v8, v0
    const/4 v4, 0x0
:L41
    if-ge v4, v8, :L72
    aget-object v0, v6, v4
    move-object v7, v0
    .line 28
    invoke-virtual {v7}, Lcom/hg/BoxTool;->descriptor()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 27
    add-int/lit8 v4, v4, 0x1
    goto :L41
:L72
    .line 30
    const-string v1, "tools"
    invoke-virtual {v5}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
:L86
    return-object v3
:L87
    .line 33
    if-nez v12, :L96
    const-string v0, ""
    goto :L102
:L96
    const-string v1, "tool_name"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L102
    move-object v5, v0
    .line 34
    iget-object v0, v9, Lcom/hg/BoxProvider;->tools:[Lcom/hg/BoxTool;
    move-object v6, v0
    array-length v0, v6
    move v8, v0
    const/4 v4, 0x0
:L118
    if-ge v4, v8, :L166
    aget-object v0, v6, v4
    move-object v7, v0
    .line 35
    iget-object v0, v7, Lcom/hg/BoxTool;->name:Ljava/lang/String;
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L160
    .line 36
    iget-object v0, v7, Lcom/hg/BoxTool;->handler:Lcom/hg/BoxTool$Handler;
    invoke-interface {v0, v3}, Lcom/hg/BoxTool$Handler;->run(Landroid/os/Bundle;)V
    .line 37
:L159
    return-object v3
:L160
    .line 34
    add-int/lit8 v4, v4, 0x1
    goto :L118
:L166
    .line 40
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
:L177
    return-object v3
:L178
    .line 42
    move-exception v5
    .line 43
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    return-object v3
    .catch Lorg/json/JSONException; {:L9 .. :L86} :L178
    .catch Lorg/json/JSONException; {:L87 .. :L159} :L178
    .catch Lorg/json/JSONException; {:L160 .. :L177} :L178
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 8
    invoke-super {v1, v2, v3, v4, v5}, Lcom/hg/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 8
    invoke-super {v1, v2, v3, v4}, Lcom/hg/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 8
    invoke-super {v1, v2, v3}, Lcom/hg/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 8
    invoke-super {v1, v2}, Lcom/hg/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 8
    invoke-super/range {v1 .. v6}, Lcom/hg/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$onCreate$0(Landroid/os/Bundle;)V
    .registers 6
    .line 14
    invoke-virtual {v4}, Lcom/hg/BoxProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "boxes"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "last_peek"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-interface {v0, v1, v2, v3}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method

