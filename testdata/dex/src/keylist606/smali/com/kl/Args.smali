.class final Lcom/kl/Args;
.super Ljava/lang/Object;
.source "Args.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    return-void
.end method

.method static varargs firstOf(Lorg/json/JSONObject;[Ljava/lang/String;)Ljava/lang/String;
    .registers 10
    .line 11
    move-object v5, v9
    array-length v0, v5
    move v6, v0
    const/4 v3, 0x0
:L8
    if-ge v3, v6, :L51
    aget-object v0, v5, v3
    move-object v7, v0
    .line 12
    const/4 v2, 0x0
    invoke-virtual {v8, v7, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 13
    if-eqz v4, :L45
    invoke-virtual {v4}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-nez v0, :L45
    .line 14
    return-object v4
:L45
    .line 11
    add-int/lit8 v3, v3, 0x1
    goto :L8
:L51
    .line 17
    const/4 v0, 0x0
    return-object v0
.end method

.method static varargs absent(Lorg/json/JSONObject;[Ljava/lang/String;)Ljava/lang/String;
    .registers 9
    .line 22
    move-object v4, v8
    array-length v0, v4
    move v6, v0
    const/4 v3, 0x0
:L8
    if-ge v3, v6, :L43
    aget-object v0, v4, v3
    move-object v5, v0
    .line 23
    const-string v2, ""
    invoke-virtual {v7, v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-eqz v0, :L37
    .line 24
    return-object v5
:L37
    .line 22
    add-int/lit8 v3, v3, 0x1
    goto :L8
:L43
    .line 27
    const/4 v0, 0x0
    return-object v0
.end method

