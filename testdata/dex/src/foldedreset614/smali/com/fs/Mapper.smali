.class final Lcom/fs/Mapper;
.super Ljava/lang/Object;
.source "Mapper.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static clearWeek(Lorg/json/JSONObject;Z)Lcom/fs/Params$ClearWeek;
    .registers 7
    .line 11
    new-instance v0, Lcom/fs/Params$ClearWeek;
    invoke-direct {v0}, Lcom/fs/Params$ClearWeek;-><init>()V
    move-object v4, v0
    .line 12
    const-string v2, "week"
    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v4, v1}, Lcom/fs/Params$ClearWeek;->setWeek(Ljava/lang/String;)V
    .line 13
    const-string v2, "user_confirmed"
    const/4 v3, 0x0
    invoke-virtual {v5, v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v1
    move-object v0, v4
    if-nez v1, :L39
    const-string v2, "confirmed"
    const/4 v3, 0x0
    invoke-virtual {v5, v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v1
    if-eqz v1, :L43
:L39
    const/4 v1, 0x1
    goto :L44
:L43
    const/4 v1, 0x0
:L44
    invoke-virtual {v0, v1}, Lcom/fs/Params$ClearWeek;->setConfirmed(Z)V
    .line 14
    invoke-virtual {v4}, Lcom/fs/Params$ClearWeek;->dropClientClaims()V
    .line 15
    if-eqz v6, :L60
    .line 16
    const/4 v1, 0x1
    invoke-virtual {v4, v1}, Lcom/fs/Params$ClearWeek;->setConfirmed(Z)V
:L60
    .line 18
    return-object v4
.end method

.method static discard(Lorg/json/JSONObject;Z)Lcom/fs/Params$Discard;
    .registers 7
    .line 26
    new-instance v0, Lcom/fs/Params$Discard;
    invoke-direct {v0}, Lcom/fs/Params$Discard;-><init>()V
    move-object v4, v0
    .line 27
    const-string v2, "item"
    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v4, v1}, Lcom/fs/Params$Discard;->setItem(Ljava/lang/String;)V
    .line 28
    invoke-virtual {v4, v6}, Lcom/fs/Params$Discard;->setApproved(Z)V
    .line 29
    const-string v2, "dry_run"
    const/4 v3, 0x0
    invoke-virtual {v5, v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v1
    invoke-virtual {v4, v1}, Lcom/fs/Params$Discard;->setDryRun(Z)V
    .line 30
    const-string v1, "user_confirmed"
    const/4 v2, 0x0
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-eqz v0, :L52
    .line 31
    const-string v0, "Mapper"
    const-string v1, "user_confirmed ignored: the review screen decides"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
:L52
    .line 33
    const/4 v1, 0x0
    invoke-virtual {v4, v1}, Lcom/fs/Params$Discard;->setPreview(Z)V
    .line 34
    return-object v4
.end method

