.class public final Lio/quillkit/notes/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "Descriptors.kt"


# instance fields
.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Ljava/lang/String;

.field private final idempotent:Z

.field private final input:Lorg/json/JSONObject;

.field private final name:Ljava/lang/String;

.field private final output:Lorg/json/JSONObject;

.field private final risk:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;)V
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

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "input"

    invoke-static {p10, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "output"

    invoke-static {p11, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lio/quillkit/notes/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 12
    iput-object p2, p0, Lio/quillkit/notes/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 13
    iput-object p3, p0, Lio/quillkit/notes/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 14
    iput-object p4, p0, Lio/quillkit/notes/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 15
    iput-object p5, p0, Lio/quillkit/notes/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 16
    iput-object p6, p0, Lio/quillkit/notes/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 17
    iput-boolean p7, p0, Lio/quillkit/notes/cetp/ToolSpec;->destructive:Z

    .line 18
    iput-boolean p8, p0, Lio/quillkit/notes/cetp/ToolSpec;->idempotent:Z

    .line 19
    iput-object p9, p0, Lio/quillkit/notes/cetp/ToolSpec;->scopes:Ljava/util/List;

    .line 20
    iput-object p10, p0, Lio/quillkit/notes/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    .line 21
    iput-object p11, p0, Lio/quillkit/notes/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    .line 10
    return-void
.end method

.method public static final toJson$lambda$0(Lio/quillkit/notes/cetp/ToolSpec;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    iget-object v2, p0, Lio/quillkit/notes/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 27
    iget-object v2, p0, Lio/quillkit/notes/cetp/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 28
    iget-object v2, p0, Lio/quillkit/notes/cetp/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 29
    iget-object v2, p0, Lio/quillkit/notes/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    const-string v1, "input_schema"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 30
    iget-object v2, p0, Lio/quillkit/notes/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    const-string v1, "output_schema"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 31
    iget-object v2, p0, Lio/quillkit/notes/cetp/ToolSpec;->scopes:Ljava/util/List;

    check-cast v2, Ljava/lang/Iterable;

    const-string v1, "scopes"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->strings(Ljava/lang/String;Ljava/lang/Iterable;)V

    .line 32
    new-instance v2, Lio/quillkit/notes/cetp/ToolSpec$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lio/quillkit/notes/cetp/ToolSpec$$ExternalSyntheticLambda1;-><init>(Lio/quillkit/notes/cetp/ToolSpec;)V

    const-string v1, "annotations"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->obj(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 41
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final toJson$lambda$0$0(Lio/quillkit/notes/cetp/ToolSpec;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$obj"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    iget-object v2, p0, Lio/quillkit/notes/cetp/ToolSpec;->effect:Ljava/lang/String;

    const-string v1, "effect"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 34
    iget-object v2, p0, Lio/quillkit/notes/cetp/ToolSpec;->risk:Ljava/lang/String;

    const-string v1, "risk"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 35
    iget-boolean v2, p0, Lio/quillkit/notes/cetp/ToolSpec;->destructive:Z

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v1, "destructive"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 36
    iget-boolean v2, p0, Lio/quillkit/notes/cetp/ToolSpec;->idempotent:Z

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v1, "idempotent"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 37
    const/4 v2, 0x0

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v1, "open_world"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 38
    iget-object v2, p0, Lio/quillkit/notes/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v1, "confirmation"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 39
    const-string v1, "execution"

    const-string v2, "sync"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 40
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public final getConfirmation()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 17
    iget-boolean v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->destructive:Z

    return v0
.end method

.method public final getEffect()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->effect:Ljava/lang/String;

    return-object v0
.end method

.method public final getIdempotent()Z
    .registers 2

    .line 18
    iget-boolean v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->idempotent:Z

    return v0
.end method

.method public final getInput()Lorg/json/JSONObject;
    .registers 2

    .line 20
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getMutating()Z
    .registers 3

    .line 23
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->effect:Ljava/lang/String;

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
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutput()Lorg/json/JSONObject;
    .registers 2

    .line 21
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getRisk()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->risk:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 19
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 2

    .line 25
    new-instance v0, Lio/quillkit/notes/cetp/ToolSpec$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lio/quillkit/notes/cetp/ToolSpec$$ExternalSyntheticLambda0;-><init>(Lio/quillkit/notes/cetp/ToolSpec;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    .line 41
    return-object v0
.end method
