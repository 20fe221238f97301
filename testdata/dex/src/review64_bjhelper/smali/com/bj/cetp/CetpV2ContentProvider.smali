.class public abstract Lcom/bj/cetp/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.java"

# static fields
.field private static final ASSISTANT_CERT:[B


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 19
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 20
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/bj/cetp/CetpV2ContentProvider;->ASSISTANT_CERT:[B
    return-void
.end method


# virtual methods
.method protected abstract tools()Ljava/util/List;
.end method

.method protected abstract run(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;
.end method

.method public getMutationExecutor()Lcom/bj/cetp/CetpV2ContentProvider$MutationExecutor;
    .registers 2
    .line 32
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 37
    const/4 v0, 0x1
    return v0
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .line 42
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 43
    invoke-virtual {v11}, Lcom/bj/cetp/CetpV2ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    sget-object v2, Lcom/bj/cetp/CetpV2ContentProvider;->ASSISTANT_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-eqz v0, :L42
    if-eqz v14, :L42
    const-string v1, "session_token"
    .line 44
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L54
:L42
    .line 45
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    return-object v5
:L54
    .line 49
    const-string v0, "list_tools"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L134
    .line 50
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
    move-object v6, v0
    .line 51
    invoke-virtual {v11}, Lcom/bj/cetp/CetpV2ContentProvider;->tools()Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v7
:L83
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L119
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/bj/cetp/ToolSpec;
    move-object v8, v0
    .line 52
    invoke-virtual {v8}, Lcom/bj/cetp/ToolSpec;->toJson()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 53
    goto :L83
:L119
    .line 54
    const-string v1, "tools"
    invoke-virtual {v6}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 55
:L133
    return-object v5
:L134
    .line 57
    const-string v0, "execute_tool"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L306
    .line 58
    const-string v1, "tool_name"
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 59
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args_json"
    const-string v4, "{}"
    invoke-virtual {v14, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v7, v0
    .line 60
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-string v3, "deadline_at_ms"
    invoke-virtual {v14, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L193
    .line 61
    const-string v1, "error_code"
    const-string v2, "DEADLINE_EXCEEDED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 62
:L192
    return-object v5
:L193
    .line 64
    invoke-virtual {v11}, Lcom/bj/cetp/CetpV2ContentProvider;->tools()Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v8
:L204
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L306
    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/bj/cetp/ToolSpec;
    move-object v9, v0
    .line 65
    invoke-virtual {v9}, Lcom/bj/cetp/ToolSpec;->name()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L242
    .line 66
    goto :L204
:L242
    .line 68
    invoke-virtual {v11}, Lcom/bj/cetp/CetpV2ContentProvider;->getMutationExecutor()Lcom/bj/cetp/CetpV2ContentProvider$MutationExecutor;
    move-result-object v10
    .line 69
    invoke-virtual {v9}, Lcom/bj/cetp/ToolSpec;->isRead()Z
    move-result v0
    if-nez v0, :L288
    if-eqz v10, :L288
    .line 70
    const-string v1, "result"
    const-string v4, "request_id"
    invoke-virtual {v14, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-interface {v10, v3, v6, v7}, Lcom/bj/cetp/CetpV2ContentProvider$MutationExecutor;->execute(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L303
:L288
    .line 72
    const-string v1, "result"
    invoke-virtual {v11, v6, v7}, Lcom/bj/cetp/CetpV2ContentProvider;->run(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L303
    .line 74
:L305
    return-object v5
:L306
    .line 80
    goto :L323
:L309
    .line 77
    move-exception v6
    .line 78
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGS"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 79
    return-object v5
:L323
    .line 81
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 82
    return-object v5
    .catch Lorg/json/JSONException; {:L54 .. :L133} :L309
    .catch Lorg/json/JSONException; {:L134 .. :L192} :L309
    .catch Lorg/json/JSONException; {:L193 .. :L305} :L309
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 87
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 92
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 97
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 102
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 107
    const/4 v0, 0x0
    return v0
.end method

