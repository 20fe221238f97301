.class public final Lcom/parcelnest/app/Tool;
.super Ljava/lang/Object;
.source "Dsl.kt"


# static fields
.field public static final Companion:Lcom/parcelnest/app/Tool$Companion;


# instance fields
.field private final confirm:Lkotlin/jvm/functions/Function1;

.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Lcom/parcelnest/app/Effect;

.field private final handler:Lkotlin/jvm/functions/Function2;

.field private final input:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final output:Ljava/lang/String;

.field private final resolution:Lkotlin/jvm/functions/Function2;

.field private final risk:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/parcelnest/app/Tool$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/parcelnest/app/Tool$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/parcelnest/app/Tool;->Companion:Lcom/parcelnest/app/Tool$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/parcelnest/app/Effect;Ljava/lang/String;Ljava/lang/String;ZLjava/util/List;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function2;Lkotlin/jvm/functions/Function2;)V
    .registers 15

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

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "input"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "output"

    invoke-static {p10, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirm"

    invoke-static {p11, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "handler"

    invoke-static {p12, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resolution"

    invoke-static {p13, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 64
    iput-object p1, p0, Lcom/parcelnest/app/Tool;->name:Ljava/lang/String;

    .line 65
    iput-object p2, p0, Lcom/parcelnest/app/Tool;->title:Ljava/lang/String;

    .line 66
    iput-object p3, p0, Lcom/parcelnest/app/Tool;->description:Ljava/lang/String;

    .line 67
    iput-object p4, p0, Lcom/parcelnest/app/Tool;->effect:Lcom/parcelnest/app/Effect;

    .line 68
    iput-object p5, p0, Lcom/parcelnest/app/Tool;->risk:Ljava/lang/String;

    .line 69
    iput-object p6, p0, Lcom/parcelnest/app/Tool;->confirmation:Ljava/lang/String;

    .line 70
    iput-boolean p7, p0, Lcom/parcelnest/app/Tool;->destructive:Z

    .line 71
    iput-object p8, p0, Lcom/parcelnest/app/Tool;->scopes:Ljava/util/List;

    .line 72
    iput-object p9, p0, Lcom/parcelnest/app/Tool;->input:Ljava/lang/String;

    .line 73
    iput-object p10, p0, Lcom/parcelnest/app/Tool;->output:Ljava/lang/String;

    .line 74
    iput-object p11, p0, Lcom/parcelnest/app/Tool;->confirm:Lkotlin/jvm/functions/Function1;

    .line 75
    iput-object p12, p0, Lcom/parcelnest/app/Tool;->handler:Lkotlin/jvm/functions/Function2;

    .line 76
    iput-object p13, p0, Lcom/parcelnest/app/Tool;->resolution:Lkotlin/jvm/functions/Function2;

    .line 63
    return-void
.end method


# virtual methods
.method public final descriptor()Lorg/json/JSONObject;
    .registers 6

    .line 87
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 88
    iget-object v2, p0, Lcom/parcelnest/app/Tool;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/parcelnest/app/Tool;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/parcelnest/app/Tool;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 89
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/parcelnest/app/Tool;->input:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/parcelnest/app/Tool;->output:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 90
    new-instance v2, Lorg/json/JSONArray;

    iget-object v4, p0, Lcom/parcelnest/app/Tool;->scopes:Ljava/util/List;

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 91
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p0, Lcom/parcelnest/app/Tool;->effect:Lcom/parcelnest/app/Effect;

    invoke-virtual {v4}, Lcom/parcelnest/app/Effect;->getWire()Ljava/lang/String;

    move-result-object v4

    const-string v3, "effect"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/parcelnest/app/Tool;->risk:Ljava/lang/String;

    const-string v3, "risk"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-boolean v4, p0, Lcom/parcelnest/app/Tool;->destructive:Z

    const-string v3, "destructive"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 92
    const-string v3, "idempotent"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "open_world"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/parcelnest/app/Tool;->confirmation:Ljava/lang/String;

    const-string v3, "confirmation"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "execution"

    const-string v4, "sync"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 91
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 92
    return-object v0
.end method

.method public final getConfirmation()Ljava/lang/String;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->confirmation:Ljava/lang/String;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 66
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 70
    iget-boolean v0, p0, Lcom/parcelnest/app/Tool;->destructive:Z

    return v0
.end method

.method public final getEffect()Lcom/parcelnest/app/Effect;
    .registers 2

    .line 67
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->effect:Lcom/parcelnest/app/Effect;

    return-object v0
.end method

.method public final getInput()Ljava/lang/String;
    .registers 2

    .line 72
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->input:Ljava/lang/String;

    return-object v0
.end method

.method public final getMutating()Z
    .registers 3

    .line 78
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->effect:Lcom/parcelnest/app/Effect;

    sget-object v1, Lcom/parcelnest/app/Effect;->READ:Lcom/parcelnest/app/Effect;

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

    .line 64
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutput()Ljava/lang/String;
    .registers 2

    .line 73
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->output:Ljava/lang/String;

    return-object v0
.end method

.method public final getRisk()Ljava/lang/String;
    .registers 2

    .line 68
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->risk:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 71
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 65
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final invoke(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 85
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->handler:Lkotlin/jvm/functions/Function2;

    invoke-interface {v0, p1, p2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lkotlin/jvm/functions/Function1;

    return-object v0
.end method

.method public final needsUser(Lorg/json/JSONObject;)Z
    .registers 4

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 81
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->confirmation:Ljava/lang/String;

    const-string v1, "always"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/parcelnest/app/Tool;->confirm:Lkotlin/jvm/functions/Function1;

    invoke-interface {v0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final resolutionFor(Lorg/json/JSONObject;)Lcom/parcelnest/app/ResolutionSpec;
    .registers 7

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 83
    new-instance v2, Lcom/parcelnest/app/ResolutionSpec;

    invoke-direct {v2}, Lcom/parcelnest/app/ResolutionSpec;-><init>()V

    move-object v3, v2

    .line 133
    const/4 v4, 0x0

    .line 83
    iget-object v0, p0, Lcom/parcelnest/app/Tool;->resolution:Lkotlin/jvm/functions/Function2;

    invoke-interface {v0, v3, p1}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v2
.end method
