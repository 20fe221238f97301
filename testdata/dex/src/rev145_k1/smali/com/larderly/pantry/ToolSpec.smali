.class public final Lcom/larderly/pantry/ToolSpec;
.super Ljava/lang/Object;
.source "ToolDsl.kt"


# instance fields
.field private final confirmation:Lcom/larderly/pantry/Confirmation;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Lcom/larderly/pantry/Effect;

.field private final handler:Lkotlin/jvm/functions/Function1;

.field private final idempotent:Z

.field private final name:Ljava/lang/String;

.field private final output:Lorg/json/JSONObject;

.field private final params:Ljava/util/List;

.field private final risk:Lcom/larderly/pantry/Risk;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/larderly/pantry/Effect;Lcom/larderly/pantry/Risk;ZZLcom/larderly/pantry/Confirmation;Ljava/util/List;Lorg/json/JSONObject;Lkotlin/jvm/functions/Function1;)V
    .registers 14

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "title"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "effect"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "risk"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirmation"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "params"

    invoke-static {p10, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "output"

    invoke-static {p11, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "handler"

    invoke-static {p12, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/larderly/pantry/ToolSpec;->name:Ljava/lang/String;

    .line 19
    iput-object p2, p0, Lcom/larderly/pantry/ToolSpec;->title:Ljava/lang/String;

    .line 20
    iput-object p3, p0, Lcom/larderly/pantry/ToolSpec;->description:Ljava/lang/String;

    .line 21
    iput-object p4, p0, Lcom/larderly/pantry/ToolSpec;->scopes:Ljava/util/List;

    .line 22
    iput-object p5, p0, Lcom/larderly/pantry/ToolSpec;->effect:Lcom/larderly/pantry/Effect;

    .line 23
    iput-object p6, p0, Lcom/larderly/pantry/ToolSpec;->risk:Lcom/larderly/pantry/Risk;

    .line 24
    iput-boolean p7, p0, Lcom/larderly/pantry/ToolSpec;->destructive:Z

    .line 25
    iput-boolean p8, p0, Lcom/larderly/pantry/ToolSpec;->idempotent:Z

    .line 26
    iput-object p9, p0, Lcom/larderly/pantry/ToolSpec;->confirmation:Lcom/larderly/pantry/Confirmation;

    .line 27
    iput-object p10, p0, Lcom/larderly/pantry/ToolSpec;->params:Ljava/util/List;

    .line 28
    iput-object p11, p0, Lcom/larderly/pantry/ToolSpec;->output:Lorg/json/JSONObject;

    .line 29
    iput-object p12, p0, Lcom/larderly/pantry/ToolSpec;->handler:Lkotlin/jvm/functions/Function1;

    .line 17
    return-void
.end method


# virtual methods
.method public final descriptor()Lorg/json/JSONObject;
    .registers 10

    .line 34
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 35
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    .line 36
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->params:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :cond_0
    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Lcom/larderly/pantry/Param;

    .line 37
    invoke-virtual {v8}, Lcom/larderly/pantry/Param;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v8}, Lcom/larderly/pantry/Param;->getType()Ljava/lang/String;

    move-result-object v4

    const-string v3, "type"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v8}, Lcom/larderly/pantry/Param;->getDescription()Ljava/lang/String;

    move-result-object v4

    const-string v3, "description"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 38
    invoke-virtual {v8}, Lcom/larderly/pantry/Param;->getRequired()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v8}, Lcom/larderly/pantry/Param;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 40
    :cond_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "type"

    const-string v2, "object"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "properties"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 41
    const-string v1, "required"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "additionalProperties"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v7

    .line 42
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/larderly/pantry/ToolSpec;->effect:Lcom/larderly/pantry/Effect;

    invoke-virtual {v2}, Lcom/larderly/pantry/Effect;->getWire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/larderly/pantry/ToolSpec;->risk:Lcom/larderly/pantry/Risk;

    invoke-virtual {v2}, Lcom/larderly/pantry/Risk;->getWire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 43
    iget-boolean v2, p0, Lcom/larderly/pantry/ToolSpec;->destructive:Z

    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/larderly/pantry/ToolSpec;->idempotent:Z

    const-string v1, "idempotent"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 44
    iget-object v2, p0, Lcom/larderly/pantry/ToolSpec;->confirmation:Lcom/larderly/pantry/Confirmation;

    invoke-virtual {v2}, Lcom/larderly/pantry/Confirmation;->getWire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "execution"

    const-string v2, "sync"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v8

    .line 45
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/larderly/pantry/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/larderly/pantry/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/larderly/pantry/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 46
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/larderly/pantry/ToolSpec;->output:Lorg/json/JSONObject;

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 47
    new-instance v2, Lorg/json/JSONArray;

    iget-object v4, p0, Lcom/larderly/pantry/ToolSpec;->scopes:Ljava/util/List;

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "annotations"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    return-object v0
.end method

.method public final getConfirmation()Lcom/larderly/pantry/Confirmation;
    .registers 2

    .line 26
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->confirmation:Lcom/larderly/pantry/Confirmation;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 24
    iget-boolean v0, p0, Lcom/larderly/pantry/ToolSpec;->destructive:Z

    return v0
.end method

.method public final getEffect()Lcom/larderly/pantry/Effect;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->effect:Lcom/larderly/pantry/Effect;

    return-object v0
.end method

.method public final getHandler()Lkotlin/jvm/functions/Function1;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->handler:Lkotlin/jvm/functions/Function1;

    return-object v0
.end method

.method public final getIdempotent()Z
    .registers 2

    .line 25
    iget-boolean v0, p0, Lcom/larderly/pantry/ToolSpec;->idempotent:Z

    return v0
.end method

.method public final getMutating()Z
    .registers 3

    .line 31
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->effect:Lcom/larderly/pantry/Effect;

    sget-object v1, Lcom/larderly/pantry/Effect;->READ:Lcom/larderly/pantry/Effect;

    if-eq v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutput()Lorg/json/JSONObject;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->output:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getParams()Ljava/util/List;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->params:Ljava/util/List;

    return-object v0
.end method

.method public final getRisk()Lcom/larderly/pantry/Risk;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->risk:Lcom/larderly/pantry/Risk;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/larderly/pantry/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method
