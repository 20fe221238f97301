.class public final Lcom/greenwick/garden/data/RollingTaskStore;
.super Ljava/lang/Object;
.source "RollingTaskStore.java"

# interfaces
.implements Lcom/greenwick/garden/data/TaskStore;


# instance fields
.field private final clock:Lcom/greenwick/garden/cetp/Clock;

.field private final inner:Lcom/greenwick/garden/data/TaskStore;


# direct methods
.method public constructor <init>(Lcom/greenwick/garden/data/TaskStore;Lcom/greenwick/garden/cetp/Clock;)V
    .registers 3

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/greenwick/garden/data/RollingTaskStore;->inner:Lcom/greenwick/garden/data/TaskStore;

    .line 18
    iput-object p2, p0, Lcom/greenwick/garden/data/RollingTaskStore;->clock:Lcom/greenwick/garden/cetp/Clock;

    .line 19
    return-void
.end method

.method private roll(Lorg/json/JSONObject;J)V
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 33
    const-string v1, "every_ms"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v6

    .line 34
    const-string v1, "due_at"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v8

    .line 35
    const-wide/16 v2, 0x0

    cmp-long v0, v6, v2

    if-lez v0, :cond_0

    cmp-long v0, v8, p2

    if-gez v0, :cond_0

    .line 36
    sub-long v2, p2, v8

    div-long/2addr v2, v6

    const-wide/16 v4, 0x1

    add-long/2addr v2, v4

    mul-long/2addr v2, v6

    add-long v10, v8, v2

    .line 37
    iget-object v0, p0, Lcom/greenwick/garden/data/RollingTaskStore;->inner:Lcom/greenwick/garden/data/TaskStore;

    const-string v2, "id"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v10, v11}, Lcom/greenwick/garden/data/TaskStore;->reschedule(Ljava/lang/String;J)V

    .line 38
    const-string v1, "due_at"

    invoke-virtual {p1, v1, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 40
    :cond_0
    return-void
.end method


# virtual methods
.method public clearCompleted()I
    .registers 2

    .line 64
    iget-object v0, p0, Lcom/greenwick/garden/data/RollingTaskStore;->inner:Lcom/greenwick/garden/data/TaskStore;

    invoke-interface {v0}, Lcom/greenwick/garden/data/TaskStore;->clearCompleted()I

    move-result v0

    return v0
.end method

.method public complete(Ljava/lang/String;J)Z
    .registers 5

    .line 49
    iget-object v0, p0, Lcom/greenwick/garden/data/RollingTaskStore;->inner:Lcom/greenwick/garden/data/TaskStore;

    invoke-interface {v0, p1, p2, p3}, Lcom/greenwick/garden/data/TaskStore;->complete(Ljava/lang/String;J)Z

    move-result v0

    return v0
.end method

.method public countCompleted()I
    .registers 2

    .line 59
    iget-object v0, p0, Lcom/greenwick/garden/data/RollingTaskStore;->inner:Lcom/greenwick/garden/data/TaskStore;

    invoke-interface {v0}, Lcom/greenwick/garden/data/TaskStore;->countCompleted()I

    move-result v0

    return v0
.end method

.method public due(J)Lorg/json/JSONArray;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 23
    iget-object v0, p0, Lcom/greenwick/garden/data/RollingTaskStore;->inner:Lcom/greenwick/garden/data/TaskStore;

    invoke-interface {v0, p1, p2}, Lcom/greenwick/garden/data/TaskStore;->due(J)Lorg/json/JSONArray;

    move-result-object v2

    .line 24
    iget-object v0, p0, Lcom/greenwick/garden/data/RollingTaskStore;->clock:Lcom/greenwick/garden/cetp/Clock;

    invoke-interface {v0}, Lcom/greenwick/garden/cetp/Clock;->now()J

    move-result-wide v3

    .line 25
    const/4 v5, 0x0

    :goto_0
    invoke-virtual {v2}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v5, v1, :cond_0

    .line 26
    invoke-virtual {v2, v5}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-direct {p0, v1, v3, v4}, Lcom/greenwick/garden/data/RollingTaskStore;->roll(Lorg/json/JSONObject;J)V

    .line 25
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 28
    :cond_0
    return-object v2
.end method

.method public find(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 44
    iget-object v0, p0, Lcom/greenwick/garden/data/RollingTaskStore;->inner:Lcom/greenwick/garden/data/TaskStore;

    invoke-interface {v0, p1}, Lcom/greenwick/garden/data/TaskStore;->find(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public reschedule(Ljava/lang/String;J)V
    .registers 5

    .line 54
    iget-object v0, p0, Lcom/greenwick/garden/data/RollingTaskStore;->inner:Lcom/greenwick/garden/data/TaskStore;

    invoke-interface {v0, p1, p2, p3}, Lcom/greenwick/garden/data/TaskStore;->reschedule(Ljava/lang/String;J)V

    .line 55
    return-void
.end method
