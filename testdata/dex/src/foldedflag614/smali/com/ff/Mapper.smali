.class final Lcom/ff/Mapper;
.super Ljava/lang/Object;
.source "Mapper.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static clearWeek(Lorg/json/JSONObject;Z)Lcom/ff/Params$ClearWeek;
    .registers 7
    .line 11
    if-nez v6, :L14
    const-string v1, "user_confirmed"
    const/4 v2, 0x0
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-eqz v0, :L18
:L14
    const/4 v0, 0x1
    goto :L19
:L18
    const/4 v0, 0x0
:L19
    move v4, v0
    .line 12
    new-instance v0, Lcom/ff/Params$ClearWeek;
    const-string v3, "week"
    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2, v4}, Lcom/ff/Params$ClearWeek;-><init>(Ljava/lang/String;Z)V
    return-object v0
.end method

.method static discard(Lorg/json/JSONObject;Z)Lcom/ff/Params$Discard;
    .registers 9
    .line 20
    const-string v1, "user_confirmed"
    const/4 v2, 0x0
    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-eqz v0, :L18
    .line 21
    const-string v0, "Mapper"
    const-string v1, "user_confirmed ignored: the review screen decides"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
:L18
    .line 23
    new-instance v0, Lcom/ff/Params$Discard;
    const-string v3, "item"
    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v5, "dry_run"
    const/4 v6, 0x0
    invoke-virtual {v7, v5, v6}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v4
    const/4 v5, 0x0
    invoke-direct {v0, v2, v8, v4, v5}, Lcom/ff/Params$Discard;-><init>(Ljava/lang/String;ZZZ)V
    return-object v0
.end method

