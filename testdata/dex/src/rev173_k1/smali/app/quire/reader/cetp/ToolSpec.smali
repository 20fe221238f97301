.class public final Lapp/quire/reader/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "Descriptors.kt"


# instance fields
.field private final confirmation:Lapp/quire/reader/cetp/Confirmation;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Lapp/quire/reader/cetp/Effect;

.field private final idempotent:Z

.field private final input:Lorg/json/JSONObject;

.field private final mayRunAsync:Z

.field private final name:Ljava/lang/String;

.field private final openWorld:Z

.field private final output:Lorg/json/JSONObject;

.field private final risk:Lapp/quire/reader/cetp/Risk;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZ)V
    .registers 15

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "title"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "input"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "output"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "effect"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "risk"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirmation"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    iput-object p1, p0, Lapp/quire/reader/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 23
    iput-object p2, p0, Lapp/quire/reader/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 24
    iput-object p3, p0, Lapp/quire/reader/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 25
    iput-object p4, p0, Lapp/quire/reader/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    .line 26
    iput-object p5, p0, Lapp/quire/reader/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    .line 27
    iput-object p6, p0, Lapp/quire/reader/cetp/ToolSpec;->scopes:Ljava/util/List;

    .line 28
    iput-object p7, p0, Lapp/quire/reader/cetp/ToolSpec;->effect:Lapp/quire/reader/cetp/Effect;

    .line 29
    iput-object p8, p0, Lapp/quire/reader/cetp/ToolSpec;->risk:Lapp/quire/reader/cetp/Risk;

    .line 30
    iput-object p9, p0, Lapp/quire/reader/cetp/ToolSpec;->confirmation:Lapp/quire/reader/cetp/Confirmation;

    .line 31
    iput-boolean p10, p0, Lapp/quire/reader/cetp/ToolSpec;->destructive:Z

    .line 32
    iput-boolean p11, p0, Lapp/quire/reader/cetp/ToolSpec;->idempotent:Z

    .line 33
    iput-boolean p12, p0, Lapp/quire/reader/cetp/ToolSpec;->openWorld:Z

    .line 34
    iput-boolean p13, p0, Lapp/quire/reader/cetp/ToolSpec;->mayRunAsync:Z

    .line 21
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 17

    .line 21
    and-int/lit16 v0, p14, 0x80

    if-eqz v0, :cond_0

    .line 29
    sget-object p8, Lapp/quire/reader/cetp/Risk;->LOW:Lapp/quire/reader/cetp/Risk;

    .line 21
    :cond_0
    and-int/lit16 v0, p14, 0x100

    if-eqz v0, :cond_1

    .line 30
    sget-object p9, Lapp/quire/reader/cetp/Confirmation;->NEVER:Lapp/quire/reader/cetp/Confirmation;

    .line 21
    :cond_1
    and-int/lit16 v0, p14, 0x200

    if-eqz v0, :cond_2

    .line 31
    const/4 p10, 0x0

    .line 21
    :cond_2
    and-int/lit16 v0, p14, 0x400

    if-eqz v0, :cond_3

    .line 32
    const/4 p11, 0x0

    .line 21
    :cond_3
    and-int/lit16 v0, p14, 0x800

    if-eqz v0, :cond_4

    .line 33
    const/4 p12, 0x0

    .line 21
    :cond_4
    and-int/lit16 v0, p14, 0x1000

    if-eqz v0, :cond_5

    .line 34
    const/4 p13, 0x0

    .line 21
    :cond_5
    invoke-direct/range {p0 .. p13}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZ)V

    .line 35
    return-void
.end method


# virtual methods
.method public final getConfirmation()Lapp/quire/reader/cetp/Confirmation;
    .registers 2

    .line 30
    iget-object v0, p0, Lapp/quire/reader/cetp/ToolSpec;->confirmation:Lapp/quire/reader/cetp/Confirmation;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lapp/quire/reader/cetp/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 31
    iget-boolean v0, p0, Lapp/quire/reader/cetp/ToolSpec;->destructive:Z

    return v0
.end method

.method public final getEffect()Lapp/quire/reader/cetp/Effect;
    .registers 2

    .line 28
    iget-object v0, p0, Lapp/quire/reader/cetp/ToolSpec;->effect:Lapp/quire/reader/cetp/Effect;

    return-object v0
.end method

.method public final getIdempotent()Z
    .registers 2

    .line 32
    iget-boolean v0, p0, Lapp/quire/reader/cetp/ToolSpec;->idempotent:Z

    return v0
.end method

.method public final getInput()Lorg/json/JSONObject;
    .registers 2

    .line 25
    iget-object v0, p0, Lapp/quire/reader/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getMayRunAsync()Z
    .registers 2

    .line 34
    iget-boolean v0, p0, Lapp/quire/reader/cetp/ToolSpec;->mayRunAsync:Z

    return v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lapp/quire/reader/cetp/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOpenWorld()Z
    .registers 2

    .line 33
    iget-boolean v0, p0, Lapp/quire/reader/cetp/ToolSpec;->openWorld:Z

    return v0
.end method

.method public final getOutput()Lorg/json/JSONObject;
    .registers 2

    .line 26
    iget-object v0, p0, Lapp/quire/reader/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getRisk()Lapp/quire/reader/cetp/Risk;
    .registers 2

    .line 29
    iget-object v0, p0, Lapp/quire/reader/cetp/ToolSpec;->risk:Lapp/quire/reader/cetp/Risk;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/quire/reader/cetp/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 23
    iget-object v0, p0, Lapp/quire/reader/cetp/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson(Z)Lorg/json/JSONObject;
    .registers 7

    .line 37
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 38
    iget-object v2, p0, Lapp/quire/reader/cetp/ToolSpec;->effect:Lapp/quire/reader/cetp/Effect;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Effect;->getWire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 39
    iget-object v2, p0, Lapp/quire/reader/cetp/ToolSpec;->risk:Lapp/quire/reader/cetp/Risk;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Risk;->getWire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 40
    iget-boolean v2, p0, Lapp/quire/reader/cetp/ToolSpec;->destructive:Z

    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 41
    iget-boolean v2, p0, Lapp/quire/reader/cetp/ToolSpec;->idempotent:Z

    const-string v1, "idempotent"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 42
    iget-boolean v2, p0, Lapp/quire/reader/cetp/ToolSpec;->openWorld:Z

    const-string v1, "open_world"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 43
    iget-object v2, p0, Lapp/quire/reader/cetp/ToolSpec;->confirmation:Lapp/quire/reader/cetp/Confirmation;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Confirmation;->getWire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 44
    iget-boolean v2, p0, Lapp/quire/reader/cetp/ToolSpec;->mayRunAsync:Z

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

    .line 45
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 46
    iget-object v2, p0, Lapp/quire/reader/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 47
    iget-object v2, p0, Lapp/quire/reader/cetp/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 48
    iget-object v2, p0, Lapp/quire/reader/cetp/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 49
    iget-object v2, p0, Lapp/quire/reader/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 50
    iget-object v2, p0, Lapp/quire/reader/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 51
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lapp/quire/reader/cetp/ToolSpec;->scopes:Ljava/util/List;

    check-cast v3, Ljava/util/Collection;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 52
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    return-object v0
.end method
