.class public final Lcom/hearthboard/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# instance fields
.field allowed:[Ljava/lang/String;

.field async:Z

.field public final confirmation:Ljava/lang/String;

.field public final description:Ljava/lang/String;

.field destructive:Z

.field public final effect:Ljava/lang/String;

.field idempotent:Z

.field inputSchema:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field openWorld:Z

.field outputSchema:Ljava/lang/String;

.field required:[Ljava/lang/String;

.field public final risk:Ljava/lang/String;

.field public final scopes:[Ljava/lang/String;

.field public final title:Ljava/lang/String;


# direct methods
.method public varargs constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V
    .registers 9

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/hearthboard/cetp/ToolSpec;->openWorld:Z

    .line 23
    const-string v0, "{\"type\":\"object\",\"additionalProperties\":false}"

    iput-object v0, p0, Lcom/hearthboard/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 25
    const/4 v0, 0x0

    new-array v0, v0, [Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthboard/cetp/ToolSpec;->required:[Ljava/lang/String;

    .line 26
    const/4 v0, 0x0

    new-array v0, v0, [Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthboard/cetp/ToolSpec;->allowed:[Ljava/lang/String;

    .line 30
    iput-object p1, p0, Lcom/hearthboard/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 31
    iput-object p2, p0, Lcom/hearthboard/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 32
    iput-object p3, p0, Lcom/hearthboard/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 33
    iput-object p4, p0, Lcom/hearthboard/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 34
    iput-object p5, p0, Lcom/hearthboard/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 35
    iput-object p6, p0, Lcom/hearthboard/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 36
    iput-object p7, p0, Lcom/hearthboard/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    .line 37
    return-void
.end method


# virtual methods
.method public asyncCapable()Lcom/hearthboard/cetp/ToolSpec;
    .registers 2

    .line 59
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/hearthboard/cetp/ToolSpec;->async:Z

    .line 60
    return-object p0
.end method

.method public checkArgs(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 7

    .line 89
    iget-object v1, p0, Lcom/hearthboard/cetp/ToolSpec;->required:[Ljava/lang/String;

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_1

    aget-object v4, v1, v3

    .line 90
    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 91
    return-object v4

    .line 89
    :cond_0
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 94
    :cond_1
    invoke-virtual {p1}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v1

    .line 95
    :goto_1
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 96
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v2, v0

    .line 97
    iget-object v0, p0, Lcom/hearthboard/cetp/ToolSpec;->allowed:[Ljava/lang/String;

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v2}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 98
    return-object v2

    .line 100
    :cond_2
    goto :goto_1

    .line 101
    :cond_3
    const/4 v0, 0x0

    return-object v0
.end method

.method public flags(ZZZ)Lcom/hearthboard/cetp/ToolSpec;
    .registers 4

    .line 52
    iput-boolean p1, p0, Lcom/hearthboard/cetp/ToolSpec;->destructive:Z

    .line 53
    iput-boolean p2, p0, Lcom/hearthboard/cetp/ToolSpec;->idempotent:Z

    .line 54
    iput-boolean p3, p0, Lcom/hearthboard/cetp/ToolSpec;->openWorld:Z

    .line 55
    return-object p0
.end method

.method public varargs input(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;
    .registers 4

    .line 40
    iput-object p1, p0, Lcom/hearthboard/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 41
    iput-object p2, p0, Lcom/hearthboard/cetp/ToolSpec;->required:[Ljava/lang/String;

    .line 42
    iput-object p3, p0, Lcom/hearthboard/cetp/ToolSpec;->allowed:[Ljava/lang/String;

    .line 43
    return-object p0
.end method

.method public isAsync()Z
    .registers 2

    .line 68
    iget-boolean v0, p0, Lcom/hearthboard/cetp/ToolSpec;->async:Z

    return v0
.end method

.method public isMutating()Z
    .registers 3

    .line 64
    iget-object v1, p0, Lcom/hearthboard/cetp/ToolSpec;->effect:Ljava/lang/String;

    const-string v0, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public needsScopes(Ljava/lang/Iterable;)Z
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Iterable<",
            "Ljava/lang/String;",
            ">;)Z"
        }
    .end annotation

    .line 72
    iget-object v1, p0, Lcom/hearthboard/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_3

    aget-object v4, v1, v3

    .line 73
    const/4 v5, 0x0

    .line 74
    invoke-interface {p1}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_1
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v7, v0

    .line 75
    invoke-virtual {v7, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 76
    const/4 v5, 0x1

    .line 77
    goto :goto_2

    .line 79
    :cond_0
    goto :goto_1

    .line 80
    :cond_1
    :goto_2
    if-nez v5, :cond_2

    .line 81
    const/4 v0, 0x0

    return v0

    .line 72
    :cond_2
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 84
    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public output(Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;
    .registers 2

    .line 47
    iput-object p1, p0, Lcom/hearthboard/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 48
    return-object p0
.end method

.method public toJson(Z)Lorg/json/JSONObject;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 105
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/hearthboard/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 106
    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/hearthboard/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 107
    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/hearthboard/cetp/ToolSpec;->destructive:Z

    .line 108
    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/hearthboard/cetp/ToolSpec;->idempotent:Z

    .line 109
    const-string v1, "idempotent"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/hearthboard/cetp/ToolSpec;->openWorld:Z

    .line 110
    const-string v1, "open_world"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/hearthboard/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 111
    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 112
    iget-boolean v2, p0, Lcom/hearthboard/cetp/ToolSpec;->async:Z

    const-string v1, "execution"

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const-string v2, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v2, "sync"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 113
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 114
    iget-object v6, p0, Lcom/hearthboard/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    array-length v7, v6

    const/4 v8, 0x0

    :goto_1
    if-ge v8, v7, :cond_1

    aget-object v9, v6, v8

    .line 115
    invoke-virtual {v5, v9}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 114
    add-int/lit8 v8, v8, 0x1

    goto :goto_1

    .line 117
    :cond_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/hearthboard/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 118
    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/hearthboard/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 119
    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/hearthboard/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 120
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/hearthboard/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 121
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/hearthboard/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 122
    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 123
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 124
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 117
    return-object v0
.end method
