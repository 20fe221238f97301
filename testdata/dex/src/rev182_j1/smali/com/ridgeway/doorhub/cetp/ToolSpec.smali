.class public final Lcom/ridgeway/doorhub/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# instance fields
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

.field public final risk:Ljava/lang/String;

.field public final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final title:Ljava/lang/String;


# direct methods
.method varargs constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V
    .registers 9

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    const-string v0, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    iput-object v0, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 30
    iput-object p1, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 31
    iput-object p2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 32
    iput-object p3, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 33
    iput-object p4, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 34
    iput-object p5, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 35
    iput-object p6, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 36
    invoke-static {p7}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->scopes:Ljava/util/List;

    .line 37
    return-void
.end method

.method private static hasType(Ljava/lang/Object;Ljava/lang/String;)Z
    .registers 6

    .line 133
    move-object v2, p1

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "string"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "boolean"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "integer"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "number"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x3

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_2

    .line 135
    :pswitch_0
    instance-of v0, p0, Ljava/lang/String;

    return v0

    .line 137
    :pswitch_1
    instance-of v0, p0, Ljava/lang/Boolean;

    return v0

    .line 139
    :pswitch_2
    instance-of v0, p0, Ljava/lang/Integer;

    if-nez v0, :cond_1

    instance-of v0, p0, Ljava/lang/Long;

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return v0

    .line 141
    :pswitch_3
    instance-of v0, p0, Ljava/lang/Number;

    return v0

    .line 143
    :goto_2
    const/4 v0, 0x0

    return v0

    :sswitch_data_0
    .sparse-switch
        -0x3da724b7 -> :sswitch_3
        -0x352a9fef -> :sswitch_0
        0x3db6c28 -> :sswitch_1
        0x74b5813e -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public static varargs of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;
    .registers 16

    .line 41
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-object v1, v0

    move-object v2, p0

    move-object v3, p1

    move-object v4, p2

    move-object v5, p3

    move-object v6, p4

    move-object v7, p5

    move-object v8, p6

    invoke-direct/range {v1 .. v8}, Lcom/ridgeway/doorhub/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public accepts(Lorg/json/JSONObject;)Z
    .registers 11

    .line 108
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v3, v0

    .line 109
    const-string v1, "properties"

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    .line 110
    const-string v1, "required"

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v5

    .line 111
    if-eqz v5, :cond_1

    .line 112
    const/4 v6, 0x0

    :goto_0
    invoke-virtual {v5}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v6, v1, :cond_1

    .line 113
    invoke-virtual {v5, v6}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 114
    const/4 v0, 0x0

    return v0

    .line 112
    :cond_0
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 118
    :cond_1
    invoke-virtual {p1}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v6

    .line 119
    :goto_1
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 120
    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v7, v0

    .line 121
    invoke-virtual {v4, v7}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v8

    .line 122
    if-eqz v8, :cond_2

    invoke-virtual {p1, v7}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    const-string v2, "type"

    invoke-virtual {v8, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->hasType(Ljava/lang/Object;Ljava/lang/String;)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_3

    .line 123
    :cond_2
    const/4 v0, 0x0

    return v0

    .line 125
    :cond_3
    goto :goto_1

    .line 126
    :cond_4
    const/4 v0, 0x1

    return v0

    :catch_0
    move-exception v3

    .line 128
    const/4 v0, 0x0

    return v0
.end method

.method public async()Lcom/ridgeway/doorhub/cetp/ToolSpec;
    .registers 2

    .line 60
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->async:Z

    .line 61
    return-object p0
.end method

.method public destructive()Lcom/ridgeway/doorhub/cetp/ToolSpec;
    .registers 2

    .line 45
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->destructive:Z

    .line 46
    return-object p0
.end method

.method public idempotent()Lcom/ridgeway/doorhub/cetp/ToolSpec;
    .registers 2

    .line 50
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->idempotent:Z

    .line 51
    return-object p0
.end method

.method public input(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;
    .registers 2

    .line 65
    iput-object p1, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 66
    return-object p0
.end method

.method public isAsync()Z
    .registers 2

    .line 79
    iget-boolean v0, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->async:Z

    return v0
.end method

.method public isMutating()Z
    .registers 3

    .line 75
    iget-object v1, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->effect:Ljava/lang/String;

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

.method public openWorld()Lcom/ridgeway/doorhub/cetp/ToolSpec;
    .registers 2

    .line 55
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->openWorld:Z

    .line 56
    return-object p0
.end method

.method public output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;
    .registers 2

    .line 70
    iput-object p1, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 71
    return-object p0
.end method

.method public toJson(Z)Lorg/json/JSONObject;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 83
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 84
    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 85
    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->destructive:Z

    .line 86
    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->idempotent:Z

    .line 87
    const-string v1, "idempotent"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->openWorld:Z

    .line 88
    const-string v1, "open_world"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 89
    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 90
    iget-boolean v2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->async:Z

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

    .line 91
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 92
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->scopes:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_1
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v7, v0

    .line 93
    invoke-virtual {v5, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 94
    goto :goto_1

    .line 95
    :cond_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 96
    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 97
    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 98
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 99
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/ridgeway/doorhub/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 100
    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 101
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 102
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 95
    return-object v0
.end method
