.class public final Lcom/spokeshare/StationsKt;
.super Ljava/lang/Object;
.source "Stations.kt"

# direct methods
.method public static final ridesJson(Ljava/util/List;)Lorg/json/JSONArray;
    .registers 12
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    move-object v3, v2
    .line 95
    const/4 v4, 0x0
    .line 18
    move-object v0, p0
    check-cast v0, Ljava/lang/Iterable;
    move-object v5, v0
    const/4 v6, 0x0
    .line 98
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v7
:L36
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L79
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v8
    move-object v0, v8
    check-cast v0, Lcom/spokeshare/Ride;
    move-object v9, v0
    const/4 v10, 0x0
    .line 18
    invoke-virtual {v9}, Lcom/spokeshare/Ride;->json()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 98
    goto :L36
:L79
    .line 18
    return-object v2
.end method

.method public static final stationsJson(Ljava/util/List;)Lorg/json/JSONArray;
    .registers 12
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    move-object v3, v2
    .line 95
    const/4 v4, 0x0
    .line 16
    move-object v0, p0
    check-cast v0, Ljava/lang/Iterable;
    move-object v5, v0
    const/4 v6, 0x0
    .line 96
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v7
:L36
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L79
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v8
    move-object v0, v8
    check-cast v0, Lcom/spokeshare/Station;
    move-object v9, v0
    const/4 v10, 0x0
    .line 16
    invoke-virtual {v9}, Lcom/spokeshare/Station;->json()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 96
    goto :L36
:L79
    .line 16
    return-object v2
.end method
