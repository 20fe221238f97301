.class public final Lcom/tallowbrook/salon/core/ToolRouter$Route;
.super Ljava/lang/Object;
.source "ToolRouter.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallowbrook/salon/core/ToolRouter;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Route"
.end annotation


# instance fields
.field final input:Lorg/json/JSONObject;

.field final method:Ljava/lang/reflect/Method;

.field public final spec:Lcom/tallowbrook/salon/core/ToolMethod;


# direct methods
.method constructor <init>(Lcom/tallowbrook/salon/core/ToolMethod;Ljava/lang/reflect/Method;Lorg/json/JSONObject;)V
    .registers 4

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    iput-object p1, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    .line 30
    iput-object p2, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->method:Ljava/lang/reflect/Method;

    .line 31
    iput-object p3, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->input:Lorg/json/JSONObject;

    .line 32
    return-void
.end method

.method private static typeMatches(Ljava/lang/String;Ljava/lang/Object;)Z
    .registers 6

    .line 92
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

    .line 94
    :pswitch_0
    instance-of v0, p1, Ljava/lang/String;

    return v0

    .line 96
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

    .line 98
    :pswitch_2
    instance-of v0, p1, Ljava/lang/Boolean;

    return v0

    .line 100
    :pswitch_3
    instance-of v0, p1, Lorg/json/JSONArray;

    return v0

    .line 102
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
.method public argsMatch(Lorg/json/JSONObject;)Z
    .registers 8

    .line 71
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->input:Lorg/json/JSONObject;

    const-string v1, "properties"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    .line 72
    invoke-virtual {p1}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v3

    .line 73
    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 74
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v4, v0

    .line 75
    if-nez v2, :cond_0

    const/4 v0, 0x0

    goto :goto_1

    :cond_0
    invoke-virtual {v2, v4}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    :goto_1
    move-object v5, v0

    .line 76
    if-eqz v5, :cond_1

    const-string v1, "type"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/ToolRouter$Route;->typeMatches(Ljava/lang/String;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 77
    :cond_1
    const/4 v0, 0x0

    return v0

    .line 79
    :cond_2
    goto :goto_0

    .line 80
    :cond_3
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->input:Lorg/json/JSONObject;

    const-string v1, "required"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v4

    .line 81
    if-eqz v4, :cond_5

    .line 82
    const/4 v5, 0x0

    :goto_2
    invoke-virtual {v4}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v5, v1, :cond_5

    .line 83
    invoke-virtual {v4, v5}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 84
    const/4 v0, 0x0

    return v0

    .line 82
    :cond_4
    add-int/lit8 v5, v5, 0x1

    goto :goto_2

    .line 88
    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method descriptor(Z)Lorg/json/JSONObject;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 46
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 47
    iget-object v2, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v2}, Lcom/tallowbrook/salon/core/ToolMethod;->effect()Ljava/lang/String;

    move-result-object v2

    const-string v1, "effect"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 48
    iget-object v2, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v2}, Lcom/tallowbrook/salon/core/ToolMethod;->risk()Ljava/lang/String;

    move-result-object v2

    const-string v1, "risk"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 49
    iget-object v2, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v2}, Lcom/tallowbrook/salon/core/ToolMethod;->destructive()Z

    move-result v2

    const-string v1, "destructive"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 50
    iget-object v2, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v2}, Lcom/tallowbrook/salon/core/ToolMethod;->idempotent()Z

    move-result v2

    const-string v1, "idempotent"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 51
    iget-object v2, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v2}, Lcom/tallowbrook/salon/core/ToolMethod;->openWorld()Z

    move-result v2

    const-string v1, "open_world"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 52
    iget-object v2, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v2}, Lcom/tallowbrook/salon/core/ToolMethod;->confirmation()Ljava/lang/String;

    move-result-object v2

    const-string v1, "confirmation"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 53
    move-object v0, v4

    const-string v1, "execution"

    if-eqz p1, :cond_0

    iget-object v2, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v2}, Lcom/tallowbrook/salon/core/ToolMethod;->async()Z

    move-result v2

    if-eqz v2, :cond_0

    const-string v2, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v2, "sync"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 54
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 55
    iget-object v2, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v2}, Lcom/tallowbrook/salon/core/ToolMethod;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 56
    iget-object v2, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v2}, Lcom/tallowbrook/salon/core/ToolMethod;->title()Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 57
    iget-object v2, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v2}, Lcom/tallowbrook/salon/core/ToolMethod;->description()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 58
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v3}, Lcom/tallowbrook/salon/core/ToolMethod;->input()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 59
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v3}, Lcom/tallowbrook/salon/core/ToolMethod;->output()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 60
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    .line 61
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v0}, Lcom/tallowbrook/salon/core/ToolMethod;->scopes()[Ljava/lang/String;

    move-result-object v7

    array-length v8, v7

    const/4 v9, 0x0

    :goto_1
    if-ge v9, v8, :cond_1

    aget-object v10, v7, v9

    .line 62
    invoke-virtual {v6, v10}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 61
    add-int/lit8 v9, v9, 0x1

    goto :goto_1

    .line 64
    :cond_1
    const-string v1, "scopes"

    invoke-virtual {v5, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 65
    const-string v1, "annotations"

    invoke-virtual {v5, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 66
    return-object v5
.end method

.method public isRead()Z
    .registers 3

    .line 35
    iget-object v1, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v1}, Lcom/tallowbrook/salon/core/ToolMethod;->effect()Ljava/lang/String;

    move-result-object v1

    const-string v0, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public needsConsent()Z
    .registers 4

    .line 40
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v0}, Lcom/tallowbrook/salon/core/ToolMethod;->effect()Ljava/lang/String;

    move-result-object v2

    .line 41
    iget-object v1, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v1}, Lcom/tallowbrook/salon/core/ToolMethod;->confirmation()Ljava/lang/String;

    move-result-object v1

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "delete"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "transaction"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    .line 42
    invoke-interface {v0}, Lcom/tallowbrook/salon/core/ToolMethod;->destructive()Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v1}, Lcom/tallowbrook/salon/core/ToolMethod;->risk()Ljava/lang/String;

    move-result-object v1

    const-string v0, "high"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    .line 41
    :goto_0
    return v0
.end method
