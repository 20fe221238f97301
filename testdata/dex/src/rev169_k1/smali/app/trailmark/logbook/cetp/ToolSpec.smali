.class public final Lapp/trailmark/logbook/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "Descriptors.kt"


# instance fields
.field private final confirmation:Lapp/trailmark/logbook/cetp/Confirmation;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Lapp/trailmark/logbook/cetp/Effect;

.field private final input:Lorg/json/JSONObject;

.field private final mayRunAsync:Z

.field private final name:Ljava/lang/String;

.field private final output:Lorg/json/JSONObject;

.field private final risk:Lapp/trailmark/logbook/cetp/Risk;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZ)V
    .registers 17

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "title"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "description"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "effect"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "scopes"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "input"

    invoke-static {p6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "output"

    invoke-static {p7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "risk"

    invoke-static {p8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "confirmation"

    invoke-static {p9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput-object p1, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 28
    iput-object p2, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 29
    iput-object p3, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 30
    iput-object p4, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->effect:Lapp/trailmark/logbook/cetp/Effect;

    .line 31
    iput-object p5, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->scopes:Ljava/util/List;

    .line 32
    iput-object p6, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    .line 33
    iput-object p7, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    .line 34
    iput-object p8, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->risk:Lapp/trailmark/logbook/cetp/Risk;

    .line 35
    iput-object p9, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->confirmation:Lapp/trailmark/logbook/cetp/Confirmation;

    .line 36
    iput-boolean p10, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->destructive:Z

    .line 37
    move/from16 v1, p11

    iput-boolean v1, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->mayRunAsync:Z

    .line 40
    iget-object v3, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->name:Ljava/lang/String;

    check-cast v3, Ljava/lang/CharSequence;

    new-instance v0, Lkotlin/text/Regex;

    const-string v2, "[a-z][a-z0-9_]{0,63}"

    invoke-direct {v0, v2}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v3}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 90
    const/4 v4, 0x0

    .line 40
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->name:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "bad tool name "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 41
    :cond_0
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->confirmation:Lapp/trailmark/logbook/cetp/Confirmation;

    sget-object v1, Lapp/trailmark/logbook/cetp/Confirmation;->ALWAYS:Lapp/trailmark/logbook/cetp/Confirmation;

    if-eq v0, v1, :cond_1

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->effect:Lapp/trailmark/logbook/cetp/Effect;

    sget-object v1, Lapp/trailmark/logbook/cetp/Effect;->DELETE:Lapp/trailmark/logbook/cetp/Effect;

    if-eq v0, v1, :cond_2

    iget-boolean v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->destructive:Z

    if-nez v0, :cond_2

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->risk:Lapp/trailmark/logbook/cetp/Risk;

    sget-object v1, Lapp/trailmark/logbook/cetp/Risk;->HIGH:Lapp/trailmark/logbook/cetp/Risk;

    if-eq v0, v1, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_3

    const/4 v4, 0x0

    .line 42
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->name:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, " must ask every time"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    .line 41
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 26
    :cond_3
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 15

    .line 26
    and-int/lit16 v0, p12, 0x80

    if-eqz v0, :cond_0

    .line 34
    sget-object p8, Lapp/trailmark/logbook/cetp/Risk;->LOW:Lapp/trailmark/logbook/cetp/Risk;

    .line 26
    :cond_0
    and-int/lit16 v0, p12, 0x100

    if-eqz v0, :cond_1

    .line 35
    sget-object p9, Lapp/trailmark/logbook/cetp/Confirmation;->NEVER:Lapp/trailmark/logbook/cetp/Confirmation;

    .line 26
    :cond_1
    and-int/lit16 v0, p12, 0x200

    if-eqz v0, :cond_2

    .line 36
    const/4 p10, 0x0

    .line 26
    :cond_2
    and-int/lit16 v0, p12, 0x400

    if-eqz v0, :cond_3

    .line 37
    const/4 p11, 0x0

    .line 26
    :cond_3
    invoke-direct/range {p0 .. p11}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZ)V

    .line 38
    return-void
.end method


# virtual methods
.method public final getConfirmation()Lapp/trailmark/logbook/cetp/Confirmation;
    .registers 2

    .line 35
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->confirmation:Lapp/trailmark/logbook/cetp/Confirmation;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 29
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 36
    iget-boolean v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->destructive:Z

    return v0
.end method

.method public final getEffect()Lapp/trailmark/logbook/cetp/Effect;
    .registers 2

    .line 30
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->effect:Lapp/trailmark/logbook/cetp/Effect;

    return-object v0
.end method

.method public final getInput()Lorg/json/JSONObject;
    .registers 2

    .line 32
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getMayRunAsync()Z
    .registers 2

    .line 37
    iget-boolean v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->mayRunAsync:Z

    return v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutput()Lorg/json/JSONObject;
    .registers 2

    .line 33
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getRisk()Lapp/trailmark/logbook/cetp/Risk;
    .registers 2

    .line 34
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->risk:Lapp/trailmark/logbook/cetp/Risk;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 31
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson(Z)Lorg/json/JSONObject;
    .registers 8

    .line 46
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 47
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 48
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 49
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 50
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 51
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 52
    new-instance v2, Lorg/json/JSONArray;

    iget-object v4, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->scopes:Ljava/util/List;

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 55
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 56
    iget-object v4, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->effect:Lapp/trailmark/logbook/cetp/Effect;

    invoke-virtual {v4}, Lapp/trailmark/logbook/cetp/Effect;->getWire()Ljava/lang/String;

    move-result-object v4

    const-string v3, "effect"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 57
    iget-object v4, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->risk:Lapp/trailmark/logbook/cetp/Risk;

    invoke-virtual {v4}, Lapp/trailmark/logbook/cetp/Risk;->getWire()Ljava/lang/String;

    move-result-object v4

    const-string v3, "risk"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 58
    iget-boolean v4, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->destructive:Z

    const-string v3, "destructive"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 59
    iget-object v4, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->effect:Lapp/trailmark/logbook/cetp/Effect;

    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->READ:Lapp/trailmark/logbook/cetp/Effect;

    const-string v1, "annotations"

    const-string v3, "idempotent"

    if-ne v4, v5, :cond_0

    const/4 v4, 0x1

    goto :goto_0

    :cond_0
    const/4 v4, 0x0

    :goto_0
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 60
    const-string v3, "open_world"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 61
    iget-object v4, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->confirmation:Lapp/trailmark/logbook/cetp/Confirmation;

    invoke-virtual {v4}, Lapp/trailmark/logbook/cetp/Confirmation;->getWire()Ljava/lang/String;

    move-result-object v4

    const-string v3, "confirmation"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 62
    iget-boolean v4, p0, Lapp/trailmark/logbook/cetp/ToolSpec;->mayRunAsync:Z

    const-string v3, "execution"

    if-eqz v4, :cond_1

    if-eqz p1, :cond_1

    const-string v4, "sync_or_async"

    goto :goto_1

    :cond_1
    const-string v4, "sync"

    :goto_1
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 53
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    return-object v0
.end method
