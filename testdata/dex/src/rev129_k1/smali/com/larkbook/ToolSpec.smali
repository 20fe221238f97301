.class public final Lcom/larkbook/ToolSpec;
.super Ljava/lang/Object;
.source "Catalogs.kt"

# instance fields
.field private confirmation:Ljava/lang/String;
.field private description:Ljava/lang/String;
.field private destructive:Z
.field private effect:Ljava/lang/String;
.field private idempotent:Ljava/lang/Boolean;
.field private input:Ljava/lang/String;
.field private final name:Ljava/lang/String;
.field private output:Ljava/lang/String;
.field private risk:Ljava/lang/String;
.field private scopes:Ljava/util/List;
.field private title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object p1, p0, Lcom/larkbook/ToolSpec;->name:Ljava/lang/String;
    .line 10
    const-string v0, ""
    iput-object v0, p0, Lcom/larkbook/ToolSpec;->title:Ljava/lang/String;
    .line 11
    const-string v0, ""
    iput-object v0, p0, Lcom/larkbook/ToolSpec;->description:Ljava/lang/String;
    .line 12
    const-string v0, "{\"type\":\"object\",\"additionalProperties\":false}"
    iput-object v0, p0, Lcom/larkbook/ToolSpec;->input:Ljava/lang/String;
    .line 13
    const-string v0, "{\"type\":\"object\"}"
    iput-object v0, p0, Lcom/larkbook/ToolSpec;->output:Ljava/lang/String;
    .line 14
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/larkbook/ToolSpec;->scopes:Ljava/util/List;
    .line 15
    const-string v0, "read"
    iput-object v0, p0, Lcom/larkbook/ToolSpec;->effect:Ljava/lang/String;
    .line 16
    const-string v0, "low"
    iput-object v0, p0, Lcom/larkbook/ToolSpec;->risk:Ljava/lang/String;
    .line 17
    const-string v0, "never"
    iput-object v0, p0, Lcom/larkbook/ToolSpec;->confirmation:Ljava/lang/String;
    .line 9
    return-void
.end method


# virtual methods
.method public final getConfirmation()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/larkbook/ToolSpec;->confirmation:Ljava/lang/String;
    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/larkbook/ToolSpec;->description:Ljava/lang/String;
    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2
    .line 18
    iget-boolean v0, p0, Lcom/larkbook/ToolSpec;->destructive:Z
    return v0
.end method

.method public final getEffect()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/larkbook/ToolSpec;->effect:Ljava/lang/String;
    return-object v0
.end method

.method public final getIdempotent()Ljava/lang/Boolean;
    .registers 2
    .line 19
    iget-object v0, p0, Lcom/larkbook/ToolSpec;->idempotent:Ljava/lang/Boolean;
    return-object v0
.end method

.method public final getInput()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/larkbook/ToolSpec;->input:Ljava/lang/String;
    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, p0, Lcom/larkbook/ToolSpec;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getOutput()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/larkbook/ToolSpec;->output:Ljava/lang/String;
    return-object v0
.end method

.method public final getRisk()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/larkbook/ToolSpec;->risk:Ljava/lang/String;
    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/larkbook/ToolSpec;->scopes:Ljava/util/List;
    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2
    .line 10
    iget-object v0, p0, Lcom/larkbook/ToolSpec;->title:Ljava/lang/String;
    return-object v0
.end method

.method public final json()Lorg/json/JSONObject;
    .registers 10
    .line 21
    new-instance v6, Lorg/json/JSONObject;
    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V
    move-object v7, v6
    const/4 v8, 0x0
    .line 22
    iget-object v2, p0, Lcom/larkbook/ToolSpec;->name:Ljava/lang/String;
    const-string v1, "name"
    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 23
    iget-object v2, p0, Lcom/larkbook/ToolSpec;->title:Ljava/lang/String;
    const-string v1, "title"
    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 24
    iget-object v2, p0, Lcom/larkbook/ToolSpec;->description:Ljava/lang/String;
    const-string v1, "description"
    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 25
    new-instance v2, Lorg/json/JSONObject;
    iget-object v4, p0, Lcom/larkbook/ToolSpec;->input:Ljava/lang/String;
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v1, "input_schema"
    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 26
    new-instance v2, Lorg/json/JSONObject;
    iget-object v4, p0, Lcom/larkbook/ToolSpec;->output:Ljava/lang/String;
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v1, "output_schema"
    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 27
    new-instance v2, Lorg/json/JSONArray;
    iget-object v4, p0, Lcom/larkbook/ToolSpec;->scopes:Ljava/util/List;
    check-cast v4, Ljava/util/Collection;
    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    const-string v1, "scopes"
    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 30
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    .line 31
    iget-object v4, p0, Lcom/larkbook/ToolSpec;->effect:Ljava/lang/String;
    const-string v3, "effect"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    .line 32
    iget-object v4, p0, Lcom/larkbook/ToolSpec;->risk:Ljava/lang/String;
    const-string v3, "risk"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    .line 33
    iget-boolean v4, p0, Lcom/larkbook/ToolSpec;->destructive:Z
    const-string v3, "destructive"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    .line 34
    iget-object v4, p0, Lcom/larkbook/ToolSpec;->idempotent:Ljava/lang/Boolean;
    move-object v0, v7
    const-string v1, "annotations"
    const-string v3, "idempotent"
    if-eqz v4, :L155
    invoke-virtual {v4}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v4
    goto :L165
:L155
    iget-object v4, p0, Lcom/larkbook/ToolSpec;->effect:Ljava/lang/String;
    const-string v5, "read"
    invoke-static {v4, v5}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v4
:L165
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    .line 35
    const-string v3, "open_world"
    const/4 v4, 0x0
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    .line 36
    iget-object v4, p0, Lcom/larkbook/ToolSpec;->confirmation:Ljava/lang/String;
    const-string v3, "confirmation"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    .line 37
    const-string v3, "execution"
    const-string v4, "sync"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    .line 28
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 39
    return-object v6
.end method

.method public final setConfirmation(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    iput-object p1, p0, Lcom/larkbook/ToolSpec;->confirmation:Ljava/lang/String;
    return-void
.end method

.method public final setDescription(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    iput-object p1, p0, Lcom/larkbook/ToolSpec;->description:Ljava/lang/String;
    return-void
.end method

.method public final setDestructive(Z)V
    .registers 2
    .line 18
    iput-boolean p1, p0, Lcom/larkbook/ToolSpec;->destructive:Z
    return-void
.end method

.method public final setEffect(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    iput-object p1, p0, Lcom/larkbook/ToolSpec;->effect:Ljava/lang/String;
    return-void
.end method

.method public final setIdempotent(Ljava/lang/Boolean;)V
    .registers 2
    .line 19
    iput-object p1, p0, Lcom/larkbook/ToolSpec;->idempotent:Ljava/lang/Boolean;
    return-void
.end method

.method public final setInput(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    iput-object p1, p0, Lcom/larkbook/ToolSpec;->input:Ljava/lang/String;
    return-void
.end method

.method public final setOutput(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    iput-object p1, p0, Lcom/larkbook/ToolSpec;->output:Ljava/lang/String;
    return-void
.end method

.method public final setRisk(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    iput-object p1, p0, Lcom/larkbook/ToolSpec;->risk:Ljava/lang/String;
    return-void
.end method

.method public final setScopes(Ljava/util/List;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    iput-object p1, p0, Lcom/larkbook/ToolSpec;->scopes:Ljava/util/List;
    return-void
.end method

.method public final setTitle(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    iput-object p1, p0, Lcom/larkbook/ToolSpec;->title:Ljava/lang/String;
    return-void
.end method
