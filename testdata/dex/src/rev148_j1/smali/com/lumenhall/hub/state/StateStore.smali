.class public final Lcom/lumenhall/hub/state/StateStore;
.super Ljava/lang/Object;
.source "StateStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/lumenhall/hub/state/StateStore$Observer;
    }
.end annotation


# instance fields
.field private final entries:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation
.end field

.field private final observers:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/lumenhall/hub/state/StateStore$Observer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lumenhall/hub/state/StateStore;->entries:Ljava/util/Map;

    .line 19
    new-instance v0, Ljava/util/concurrent/CopyOnWriteArrayList;

    invoke-direct {v0}, Ljava/util/concurrent/CopyOnWriteArrayList;-><init>()V

    iput-object v0, p0, Lcom/lumenhall/hub/state/StateStore;->observers:Ljava/util/List;

    return-void
.end method

.method private changed(Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 6

    .line 57
    iget-object v0, p0, Lcom/lumenhall/hub/state/StateStore;->observers:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_0
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenhall/hub/state/StateStore$Observer;

    move-object v2, v0

    .line 58
    invoke-interface {v2, p1, p2}, Lcom/lumenhall/hub/state/StateStore$Observer;->onChanged(Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 59
    goto :goto_0

    .line 60
    :cond_0
    return-void
.end method


# virtual methods
.method public get(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 3

    .line 31
    iget-object v0, p0, Lcom/lumenhall/hub/state/StateStore;->entries:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method public observe(Lcom/lumenhall/hub/state/StateStore$Observer;)V
    .registers 3

    .line 22
    iget-object v0, p0, Lcom/lumenhall/hub/state/StateStore;->observers:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 23
    return-void
.end method

.method public put(Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 4

    .line 35
    iget-object v0, p0, Lcom/lumenhall/hub/state/StateStore;->entries:Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 36
    invoke-direct {p0, p1, p2}, Lcom/lumenhall/hub/state/StateStore;->changed(Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 37
    return-void
.end method

.method public remove(Ljava/lang/String;)V
    .registers 4

    .line 40
    iget-object v0, p0, Lcom/lumenhall/hub/state/StateStore;->entries:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 41
    const/4 v1, 0x0

    invoke-direct {p0, p1, v1}, Lcom/lumenhall/hub/state/StateStore;->changed(Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 43
    :cond_0
    return-void
.end method

.method public seed(Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 4

    .line 27
    iget-object v0, p0, Lcom/lumenhall/hub/state/StateStore;->entries:Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 28
    return-void
.end method

.method public snapshot(Ljava/lang/String;)Lorg/json/JSONArray;
    .registers 8

    .line 47
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 48
    new-instance v0, Ljava/util/TreeMap;

    iget-object v2, p0, Lcom/lumenhall/hub/state/StateStore;->entries:Ljava/util/Map;

    invoke-direct {v0, v2}, Ljava/util/TreeMap;-><init>(Ljava/util/Map;)V

    invoke-virtual {v0}, Ljava/util/TreeMap;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map$Entry;

    move-object v5, v0

    .line 49
    invoke-interface {v5}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 50
    invoke-interface {v5}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 52
    :cond_0
    goto :goto_0

    .line 53
    :cond_1
    return-object v3
.end method
