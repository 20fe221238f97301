.class public final Lcom/quillmark/docs/core/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quillmark/docs/core/ToolSpec$Builder;
    }
.end annotation


# instance fields
.field public final async:Z

.field public final confirmation:Ljava/lang/String;

.field public final description:Ljava/lang/String;

.field public final destructive:Z

.field public final effect:Ljava/lang/String;

.field public final idempotent:Z

.field private final inputSchema:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field public final openWorld:Z

.field private final outputSchema:Ljava/lang/String;

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
.method constructor <init>(Lcom/quillmark/docs/core/ToolSpec$Builder;)V
    .registers 3

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    iget-object v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->name:Ljava/lang/String;

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    .line 29
    iget-object v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->title:Ljava/lang/String;

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec;->title:Ljava/lang/String;

    .line 30
    iget-object v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->description:Ljava/lang/String;

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec;->description:Ljava/lang/String;

    .line 31
    iget-object v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->effect:Ljava/lang/String;

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec;->effect:Ljava/lang/String;

    .line 32
    iget-object v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->risk:Ljava/lang/String;

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec;->risk:Ljava/lang/String;

    .line 33
    iget-object v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec;->confirmation:Ljava/lang/String;

    .line 34
    iget-object v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes:Ljava/util/List;

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec;->scopes:Ljava/util/List;

    .line 35
    iget-boolean v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->destructive:Z

    iput-boolean v0, p0, Lcom/quillmark/docs/core/ToolSpec;->destructive:Z

    .line 36
    iget-boolean v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->idempotent:Z

    iput-boolean v0, p0, Lcom/quillmark/docs/core/ToolSpec;->idempotent:Z

    .line 37
    iget-boolean v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->openWorld:Z

    iput-boolean v0, p0, Lcom/quillmark/docs/core/ToolSpec;->openWorld:Z

    .line 38
    iget-boolean v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->async:Z

    iput-boolean v0, p0, Lcom/quillmark/docs/core/ToolSpec;->async:Z

    .line 39
    iget-object v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 40
    iget-object v0, p1, Lcom/quillmark/docs/core/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 41
    return-void
.end method

.method public static named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;
    .registers 2

    .line 44
    new-instance v0, Lcom/quillmark/docs/core/ToolSpec$Builder;

    invoke-direct {v0, p0}, Lcom/quillmark/docs/core/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private static typeMatches(Ljava/lang/String;Ljava/lang/Object;)Z
    .registers 6

    .line 108
    move-object v2, p0

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
    const-string v1, "integer"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "boolean"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "array"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x3

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_2

    .line 110
    :pswitch_0
    instance-of v0, p1, Ljava/lang/String;

    return v0

    .line 112
    :pswitch_1
    instance-of v0, p1, Ljava/lang/Integer;

    if-nez v0, :cond_1

    instance-of v0, p1, Ljava/lang/Long;

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return v0

    .line 114
    :pswitch_2
    instance-of v0, p1, Ljava/lang/Boolean;

    return v0

    .line 116
    :pswitch_3
    instance-of v0, p1, Lorg/json/JSONArray;

    return v0

    .line 118
    :goto_2
    const/4 v0, 0x0

    return v0

    :sswitch_data_0
    .sparse-switch
        -0x352a9fef -> :sswitch_0
        0x3db6c28 -> :sswitch_2
        0x58c7259 -> :sswitch_3
        0x74b5813e -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method


# virtual methods
.method public accepts(Lorg/json/JSONObject;)Z
    .registers 11

    .line 83
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/quillmark/docs/core/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v3, v0

    .line 84
    const-string v1, "properties"

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    .line 85
    const-string v1, "required"

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v5

    .line 86
    if-eqz v5, :cond_1

    .line 87
    const/4 v6, 0x0

    :goto_0
    invoke-virtual {v5}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v6, v1, :cond_1

    .line 88
    invoke-virtual {v5, v6}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 89
    const/4 v0, 0x0

    return v0

    .line 87
    :cond_0
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 93
    :cond_1
    invoke-virtual {p1}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v6

    .line 94
    :goto_1
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 95
    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v7, v0

    .line 96
    if-nez v4, :cond_2

    const/4 v0, 0x0

    goto :goto_2

    :cond_2
    invoke-virtual {v4, v7}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    :goto_2
    move-object v8, v0

    .line 97
    if-eqz v8, :cond_3

    const-string v1, "type"

    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v7}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/ToolSpec;->typeMatches(Ljava/lang/String;Ljava/lang/Object;)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_4

    .line 98
    :cond_3
    const/4 v0, 0x0

    return v0

    .line 100
    :cond_4
    goto :goto_1

    .line 101
    :cond_5
    const/4 v0, 0x1

    return v0

    :catch_0
    move-exception v3

    .line 103
    const/4 v0, 0x0

    return v0
.end method

.method public isRead()Z
    .registers 3

    .line 48
    iget-object v1, p0, Lcom/quillmark/docs/core/ToolSpec;->effect:Ljava/lang/String;

    const-string v0, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public needsConfirmation()Z
    .registers 3

    .line 53
    iget-object v1, p0, Lcom/quillmark/docs/core/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/quillmark/docs/core/ToolSpec;->effect:Ljava/lang/String;

    const-string v0, "delete"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/quillmark/docs/core/ToolSpec;->effect:Ljava/lang/String;

    const-string v0, "transaction"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-boolean v0, p0, Lcom/quillmark/docs/core/ToolSpec;->destructive:Z

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/quillmark/docs/core/ToolSpec;->risk:Ljava/lang/String;

    .line 54
    const-string v0, "high"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    .line 53
    :goto_0
    return v0
.end method

.method public toJson(Z)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 58
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 59
    iget-object v2, p0, Lcom/quillmark/docs/core/ToolSpec;->effect:Ljava/lang/String;

    const-string v1, "effect"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 60
    iget-object v2, p0, Lcom/quillmark/docs/core/ToolSpec;->risk:Ljava/lang/String;

    const-string v1, "risk"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 61
    iget-boolean v2, p0, Lcom/quillmark/docs/core/ToolSpec;->destructive:Z

    const-string v1, "destructive"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 62
    iget-boolean v2, p0, Lcom/quillmark/docs/core/ToolSpec;->idempotent:Z

    const-string v1, "idempotent"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 63
    iget-boolean v2, p0, Lcom/quillmark/docs/core/ToolSpec;->openWorld:Z

    const-string v1, "open_world"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 64
    iget-object v2, p0, Lcom/quillmark/docs/core/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v1, "confirmation"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 65
    iget-boolean v2, p0, Lcom/quillmark/docs/core/ToolSpec;->async:Z

    move-object v0, v4

    const-string v1, "execution"

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const-string v2, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v2, "sync"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 66
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 67
    iget-object v2, p0, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 68
    iget-object v2, p0, Lcom/quillmark/docs/core/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 69
    iget-object v2, p0, Lcom/quillmark/docs/core/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 70
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/quillmark/docs/core/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 71
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/quillmark/docs/core/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 72
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/quillmark/docs/core/ToolSpec;->scopes:Ljava/util/List;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 73
    const-string v1, "annotations"

    invoke-virtual {v5, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 74
    return-object v5
.end method
