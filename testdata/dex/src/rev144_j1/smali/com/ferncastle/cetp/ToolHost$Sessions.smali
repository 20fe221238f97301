.class public final Lcom/ferncastle/cetp/ToolHost$Sessions;
.super Ljava/lang/Object;
.source "ToolHost.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/cetp/ToolHost;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Sessions"
.end annotation


# static fields
.field static final TTL_MS:J = 0x36ee80L


# instance fields
.field private final live:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation
.end field

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 189
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 192
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/ferncastle/cetp/ToolHost$Sessions;->random:Ljava/security/SecureRandom;

    .line 193
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/ferncastle/cetp/ToolHost$Sessions;->live:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public anyGranted(ILjava/lang/String;)Z
    .registers 13

    .line 219
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    .line 220
    iget-object v0, p0, Lcom/ferncastle/cetp/ToolHost$Sessions;->live:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :cond_0
    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v7, v0

    .line 221
    const-string v1, "uid"

    const/4 v2, -0x1

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    if-ne v0, p1, :cond_0

    const-string v1, "expires_at"

    const-wide/16 v2, 0x0

    invoke-virtual {v7, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    cmp-long v0, v0, v4

    if-gez v0, :cond_1

    .line 222
    goto :goto_0

    .line 224
    :cond_1
    const-string v1, "capabilities"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v8

    .line 225
    const/4 v9, 0x0

    :goto_1
    if-eqz v8, :cond_3

    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v9, v1, :cond_3

    .line 226
    invoke-virtual {v8, v9}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 227
    const/4 v0, 0x1

    return v0

    .line 225
    :cond_2
    add-int/lit8 v9, v9, 0x1

    goto :goto_1

    .line 230
    :cond_3
    goto :goto_0

    .line 231
    :cond_4
    const/4 v0, 0x0

    return v0
.end method

.method public live(Ljava/lang/String;I)Lorg/json/JSONObject;
    .registers 8

    .line 209
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/ferncastle/cetp/ToolHost$Sessions;->live:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    :goto_0
    move-object v4, v0

    .line 210
    if-eqz v4, :cond_1

    const-string v1, "uid"

    const/4 v2, -0x1

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    if-ne v0, p2, :cond_1

    .line 211
    const-string v1, "expires_at"

    const-wide/16 v2, 0x0

    invoke-virtual {v4, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_2

    .line 212
    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 214
    :cond_2
    return-object v4
.end method

.method public open(ILorg/json/JSONArray;J)Ljava/lang/String;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 196
    const/16 v0, 0x20

    new-array v2, v0, [B

    .line 197
    iget-object v0, p0, Lcom/ferncastle/cetp/ToolHost$Sessions;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 198
    invoke-static {v2}, Lcom/ferncastle/plugin/Invocation;->hex([B)Ljava/lang/String;

    move-result-object v3

    .line 199
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 200
    const-string v1, "uid"

    invoke-virtual {v4, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 201
    const-string v1, "capabilities"

    invoke-virtual {v4, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 202
    const-string v1, "expires_at"

    invoke-virtual {v4, v1, p3, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 203
    iget-object v0, p0, Lcom/ferncastle/cetp/ToolHost$Sessions;->live:Ljava/util/Map;

    invoke-interface {v0, v3, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 204
    return-object v3
.end method
