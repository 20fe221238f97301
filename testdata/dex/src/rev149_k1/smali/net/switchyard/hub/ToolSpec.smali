.class public final Lnet/switchyard/hub/ToolSpec;
.super Ljava/lang/Object;
.source "ToolModule.kt"


# instance fields
.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Ljava/lang/String;

.field private final input:Lorg/json/JSONObject;

.field private final name:Ljava/lang/String;

.field private final openWorld:Z

.field private final output:Lorg/json/JSONObject;

.field private final risk:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZ)V
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

    const-string v0, "input"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "output"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lnet/switchyard/hub/ToolSpec;->name:Ljava/lang/String;

    .line 12
    iput-object p2, p0, Lnet/switchyard/hub/ToolSpec;->title:Ljava/lang/String;

    .line 13
    iput-object p3, p0, Lnet/switchyard/hub/ToolSpec;->description:Ljava/lang/String;

    .line 14
    iput-object p4, p0, Lnet/switchyard/hub/ToolSpec;->effect:Ljava/lang/String;

    .line 15
    iput-object p5, p0, Lnet/switchyard/hub/ToolSpec;->risk:Ljava/lang/String;

    .line 16
    iput-object p6, p0, Lnet/switchyard/hub/ToolSpec;->confirmation:Ljava/lang/String;

    .line 17
    iput-object p7, p0, Lnet/switchyard/hub/ToolSpec;->scopes:Ljava/util/List;

    .line 18
    iput-object p8, p0, Lnet/switchyard/hub/ToolSpec;->input:Lorg/json/JSONObject;

    .line 19
    iput-object p9, p0, Lnet/switchyard/hub/ToolSpec;->output:Lorg/json/JSONObject;

    .line 20
    iput-boolean p10, p0, Lnet/switchyard/hub/ToolSpec;->destructive:Z

    .line 21
    iput-boolean p11, p0, Lnet/switchyard/hub/ToolSpec;->openWorld:Z

    .line 10
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 15

    .line 10
    and-int/lit16 v0, p12, 0x200

    if-eqz v0, :cond_0

    .line 20
    const/4 p10, 0x0

    .line 10
    :cond_0
    and-int/lit16 v0, p12, 0x400

    if-eqz v0, :cond_1

    .line 21
    const/4 p11, 0x0

    .line 10
    :cond_1
    invoke-direct/range {p0 .. p11}, Lnet/switchyard/hub/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZ)V

    .line 22
    return-void
.end method


# virtual methods
.method public final descriptor()Lorg/json/JSONObject;
    .registers 6

    .line 25
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lnet/switchyard/hub/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lnet/switchyard/hub/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lnet/switchyard/hub/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 26
    iget-object v2, p0, Lnet/switchyard/hub/ToolSpec;->input:Lorg/json/JSONObject;

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lnet/switchyard/hub/ToolSpec;->output:Lorg/json/JSONObject;

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    iget-object v4, p0, Lnet/switchyard/hub/ToolSpec;->scopes:Ljava/util/List;

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 27
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p0, Lnet/switchyard/hub/ToolSpec;->effect:Ljava/lang/String;

    const-string v3, "effect"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lnet/switchyard/hub/ToolSpec;->risk:Ljava/lang/String;

    const-string v3, "risk"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-boolean v4, p0, Lnet/switchyard/hub/ToolSpec;->destructive:Z

    const-string v3, "destructive"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 28
    const-string v3, "idempotent"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    iget-boolean v4, p0, Lnet/switchyard/hub/ToolSpec;->openWorld:Z

    const-string v3, "open_world"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lnet/switchyard/hub/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v3, "confirmation"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "execution"

    const-string v4, "sync"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 27
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    return-object v0
.end method

.method public final getConfirmation()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lnet/switchyard/hub/ToolSpec;->confirmation:Ljava/lang/String;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lnet/switchyard/hub/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 20
    iget-boolean v0, p0, Lnet/switchyard/hub/ToolSpec;->destructive:Z

    return v0
.end method

.method public final getEffect()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lnet/switchyard/hub/ToolSpec;->effect:Ljava/lang/String;

    return-object v0
.end method

.method public final getInput()Lorg/json/JSONObject;
    .registers 2

    .line 18
    iget-object v0, p0, Lnet/switchyard/hub/ToolSpec;->input:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getMutating()Z
    .registers 3

    .line 23
    iget-object v0, p0, Lnet/switchyard/hub/ToolSpec;->effect:Ljava/lang/String;

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

    .line 11
    iget-object v0, p0, Lnet/switchyard/hub/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOpenWorld()Z
    .registers 2

    .line 21
    iget-boolean v0, p0, Lnet/switchyard/hub/ToolSpec;->openWorld:Z

    return v0
.end method

.method public final getOutput()Lorg/json/JSONObject;
    .registers 2

    .line 19
    iget-object v0, p0, Lnet/switchyard/hub/ToolSpec;->output:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getRisk()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lnet/switchyard/hub/ToolSpec;->risk:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 17
    iget-object v0, p0, Lnet/switchyard/hub/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lnet/switchyard/hub/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method
