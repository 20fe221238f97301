.class final Lcom/lumenhall/hub/devices/OutcomeMemo;
.super Ljava/lang/Object;
.source "OutcomeMemo.java"

# interfaces
.implements Lcom/lumenhall/hub/cetp/Outcomes;


# static fields
.field private static final TAG:Ljava/lang/String; = "LumenhallDevices"

.field private static final WINDOW_MS:J = 0x5265c00L


# instance fields
.field private final finished:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation
.end field

.field private final running:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>()V
    .registers 2

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lumenhall/hub/devices/OutcomeMemo;->finished:Ljava/util/Map;

    .line 18
    invoke-static {}, Ljava/util/concurrent/ConcurrentHashMap;->newKeySet()Ljava/util/concurrent/ConcurrentHashMap$KeySetView;

    move-result-object v0

    iput-object v0, p0, Lcom/lumenhall/hub/devices/OutcomeMemo;->running:Ljava/util/Set;

    return-void
.end method


# virtual methods
.method public claim(Ljava/lang/String;)Z
    .registers 3

    .line 45
    iget-object v0, p0, Lcom/lumenhall/hub/devices/OutcomeMemo;->running:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public onEvent(Lcom/lumenhall/hub/bus/Events$MutationFinished;)V
    .registers 9

    .line 23
    :try_start_0
    iget-object v0, p0, Lcom/lumenhall/hub/devices/OutcomeMemo;->finished:Ljava/util/Map;

    iget-object v1, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->key:Ljava/lang/String;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->tool:Ljava/lang/String;

    .line 24
    const-string v3, "tool"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->argsDigest:Ljava/lang/String;

    .line 25
    const-string v3, "digest"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->data:Ljava/lang/String;

    .line 26
    const-string v3, "data"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 27
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-string v3, "at"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    .line 23
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 30
    goto :goto_0

    :catch_0
    move-exception v6

    .line 29
    const-string v0, "LumenhallDevices"

    const-string v1, "outcome not kept"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 31
    :goto_0
    return-void
.end method

.method public bridge synthetic onEvent(Ljava/lang/Object;)V
    .registers 2

    .line 13
    check-cast p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;

    invoke-virtual {p0, p1}, Lcom/lumenhall/hub/devices/OutcomeMemo;->onEvent(Lcom/lumenhall/hub/bus/Events$MutationFinished;)V

    return-void
.end method

.method public recall(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 9

    .line 35
    iget-object v0, p0, Lcom/lumenhall/hub/devices/OutcomeMemo;->finished:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v6, v0

    .line 36
    if-eqz v6, :cond_0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-string v3, "at"

    const-wide/16 v4, 0x0

    invoke-virtual {v6, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    sub-long/2addr v0, v2

    const-wide/32 v2, 0x5265c00

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    .line 37
    iget-object v0, p0, Lcom/lumenhall/hub/devices/OutcomeMemo;->finished:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 38
    const/4 v0, 0x0

    return-object v0

    .line 40
    :cond_0
    return-object v6
.end method

.method public release(Ljava/lang/String;)V
    .registers 3

    .line 50
    iget-object v0, p0, Lcom/lumenhall/hub/devices/OutcomeMemo;->running:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 51
    return-void
.end method
