.class public final Lcom/tallyfold/money/ToolSpec;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Ljava/lang/String;

.field private final inputSchema:Ljava/lang/String;

.field private final mayRunAsync:Z

.field private final name:Ljava/lang/String;

.field private final outputSchema:Ljava/lang/String;

.field private final risk:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZ)V
    .registers 13

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "title"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "effect"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "risk"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirmation"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "inputSchema"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "outputSchema"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 45
    iput-object p1, p0, Lcom/tallyfold/money/ToolSpec;->name:Ljava/lang/String;

    .line 46
    iput-object p2, p0, Lcom/tallyfold/money/ToolSpec;->title:Ljava/lang/String;

    .line 47
    iput-object p3, p0, Lcom/tallyfold/money/ToolSpec;->description:Ljava/lang/String;

    .line 48
    iput-object p4, p0, Lcom/tallyfold/money/ToolSpec;->effect:Ljava/lang/String;

    .line 49
    iput-object p5, p0, Lcom/tallyfold/money/ToolSpec;->risk:Ljava/lang/String;

    .line 50
    iput-object p6, p0, Lcom/tallyfold/money/ToolSpec;->confirmation:Ljava/lang/String;

    .line 51
    iput-object p7, p0, Lcom/tallyfold/money/ToolSpec;->scopes:Ljava/util/List;

    .line 52
    iput-object p8, p0, Lcom/tallyfold/money/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 53
    iput-object p9, p0, Lcom/tallyfold/money/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 54
    iput-boolean p10, p0, Lcom/tallyfold/money/ToolSpec;->destructive:Z

    .line 55
    iput-boolean p11, p0, Lcom/tallyfold/money/ToolSpec;->mayRunAsync:Z

    .line 44
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 15

    .line 44
    and-int/lit16 v0, p12, 0x200

    if-eqz v0, :cond_0

    .line 54
    const/4 p10, 0x0

    .line 44
    :cond_0
    and-int/lit16 v0, p12, 0x400

    if-eqz v0, :cond_1

    .line 55
    const/4 p11, 0x0

    .line 44
    :cond_1
    invoke-direct/range {p0 .. p11}, Lcom/tallyfold/money/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZ)V

    .line 56
    return-void
.end method


# virtual methods
.method public final descriptor(Z)Lorg/json/JSONObject;
    .registers 7

    .line 59
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 60
    iget-object v2, p0, Lcom/tallyfold/money/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tallyfold/money/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tallyfold/money/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 61
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/tallyfold/money/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/tallyfold/money/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 62
    new-instance v2, Lorg/json/JSONArray;

    iget-object v4, p0, Lcom/tallyfold/money/ToolSpec;->scopes:Ljava/util/List;

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 63
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p0, Lcom/tallyfold/money/ToolSpec;->effect:Ljava/lang/String;

    const-string v3, "effect"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/tallyfold/money/ToolSpec;->risk:Ljava/lang/String;

    const-string v3, "risk"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-boolean v4, p0, Lcom/tallyfold/money/ToolSpec;->destructive:Z

    const-string v3, "destructive"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 64
    const-string v3, "idempotent"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "open_world"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/tallyfold/money/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v3, "confirmation"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 65
    iget-boolean v4, p0, Lcom/tallyfold/money/ToolSpec;->mayRunAsync:Z

    const-string v1, "annotations"

    const-string v3, "execution"

    if-eqz v4, :cond_0

    if-eqz p1, :cond_0

    const-string v4, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v4, "sync"

    :goto_0
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 63
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    return-object v0
.end method

.method public final getConfirmation()Ljava/lang/String;
    .registers 2

    .line 50
    iget-object v0, p0, Lcom/tallyfold/money/ToolSpec;->confirmation:Ljava/lang/String;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/tallyfold/money/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 54
    iget-boolean v0, p0, Lcom/tallyfold/money/ToolSpec;->destructive:Z

    return v0
.end method

.method public final getEffect()Ljava/lang/String;
    .registers 2

    .line 48
    iget-object v0, p0, Lcom/tallyfold/money/ToolSpec;->effect:Ljava/lang/String;

    return-object v0
.end method

.method public final getInputSchema()Ljava/lang/String;
    .registers 2

    .line 52
    iget-object v0, p0, Lcom/tallyfold/money/ToolSpec;->inputSchema:Ljava/lang/String;

    return-object v0
.end method

.method public final getMayRunAsync()Z
    .registers 2

    .line 55
    iget-boolean v0, p0, Lcom/tallyfold/money/ToolSpec;->mayRunAsync:Z

    return v0
.end method

.method public final getMutating()Z
    .registers 3

    .line 57
    iget-object v0, p0, Lcom/tallyfold/money/ToolSpec;->effect:Ljava/lang/String;

    const-string v1, "read"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 45
    iget-object v0, p0, Lcom/tallyfold/money/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutputSchema()Ljava/lang/String;
    .registers 2

    .line 53
    iget-object v0, p0, Lcom/tallyfold/money/ToolSpec;->outputSchema:Ljava/lang/String;

    return-object v0
.end method

.method public final getRisk()Ljava/lang/String;
    .registers 2

    .line 49
    iget-object v0, p0, Lcom/tallyfold/money/ToolSpec;->risk:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/tallyfold/money/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 46
    iget-object v0, p0, Lcom/tallyfold/money/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method
