.class final Lcom/example/hdd/Args;
.super Ljava/lang/Object;
.source "Args.java"

# Java sketch: sketch/Args.java (javac 17 + D8 --min-api 24).

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 8
    return-void
.end method

.method static parse(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 2
    .line 11
    if-nez p0, :cond_0
    .line 12
    new-instance p0, Lorg/json/JSONObject;
    invoke-direct {p0}, Lorg/json/JSONObject;-><init>()V
    return-object p0
    .line 15
    :cond_0
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v0
    :catch_0
    .line 17
    new-instance p0, Lorg/json/JSONObject;
    invoke-direct {p0}, Lorg/json/JSONObject;-><init>()V
    return-object p0
.end method
