.class public final Lcom/saltmarsh/podcasts/ToolSpec;
.super Ljava/lang/Object;
.source "Host.kt"


# instance fields
.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final effect:Lcom/saltmarsh/podcasts/Effect;

.field private final execution:Ljava/lang/String;

.field private final input:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final output:Ljava/lang/String;

.field private final risk:Ljava/lang/String;

.field private final scope:Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 12

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

    const-string v0, "scope"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "effect"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "risk"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirmation"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "execution"

    invoke-static {p10, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput-object p1, p0, Lcom/saltmarsh/podcasts/ToolSpec;->name:Ljava/lang/String;

    .line 13
    iput-object p2, p0, Lcom/saltmarsh/podcasts/ToolSpec;->title:Ljava/lang/String;

    .line 14
    iput-object p3, p0, Lcom/saltmarsh/podcasts/ToolSpec;->description:Ljava/lang/String;

    .line 15
    iput-object p4, p0, Lcom/saltmarsh/podcasts/ToolSpec;->input:Ljava/lang/String;

    .line 16
    iput-object p5, p0, Lcom/saltmarsh/podcasts/ToolSpec;->output:Ljava/lang/String;

    .line 17
    iput-object p6, p0, Lcom/saltmarsh/podcasts/ToolSpec;->scope:Ljava/lang/String;

    .line 18
    iput-object p7, p0, Lcom/saltmarsh/podcasts/ToolSpec;->effect:Lcom/saltmarsh/podcasts/Effect;

    .line 19
    iput-object p8, p0, Lcom/saltmarsh/podcasts/ToolSpec;->risk:Ljava/lang/String;

    .line 20
    iput-object p9, p0, Lcom/saltmarsh/podcasts/ToolSpec;->confirmation:Ljava/lang/String;

    .line 21
    iput-object p10, p0, Lcom/saltmarsh/podcasts/ToolSpec;->execution:Ljava/lang/String;

    .line 11
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 14

    .line 11
    and-int/lit8 v0, p11, 0x40

    if-eqz v0, :cond_0

    .line 18
    sget-object p7, Lcom/saltmarsh/podcasts/Effect;->READ:Lcom/saltmarsh/podcasts/Effect;

    .line 11
    :cond_0
    and-int/lit16 v0, p11, 0x80

    if-eqz v0, :cond_1

    .line 19
    const-string p8, "low"

    .line 11
    :cond_1
    and-int/lit16 v0, p11, 0x100

    if-eqz v0, :cond_2

    .line 20
    const-string p9, "never"

    .line 11
    :cond_2
    and-int/lit16 v0, p11, 0x200

    if-eqz v0, :cond_3

    .line 21
    const-string p10, "sync"

    .line 11
    :cond_3
    invoke-direct/range {p0 .. p10}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 22
    return-void
.end method


# virtual methods
.method public final describe()Lorg/json/JSONObject;
    .registers 7

    .line 23
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 24
    iget-object v2, p0, Lcom/saltmarsh/podcasts/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 25
    iget-object v2, p0, Lcom/saltmarsh/podcasts/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 26
    iget-object v2, p0, Lcom/saltmarsh/podcasts/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 27
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/saltmarsh/podcasts/ToolSpec;->input:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 28
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/saltmarsh/podcasts/ToolSpec;->output:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 29
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    iget-object v3, p0, Lcom/saltmarsh/podcasts/ToolSpec;->scope:Ljava/lang/String;

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 32
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 33
    iget-object v4, p0, Lcom/saltmarsh/podcasts/ToolSpec;->effect:Lcom/saltmarsh/podcasts/Effect;

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Effect;->getWire()Ljava/lang/String;

    move-result-object v4

    const-string v3, "effect"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 34
    iget-object v4, p0, Lcom/saltmarsh/podcasts/ToolSpec;->risk:Ljava/lang/String;

    const-string v3, "risk"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 35
    iget-object v4, p0, Lcom/saltmarsh/podcasts/ToolSpec;->effect:Lcom/saltmarsh/podcasts/Effect;

    sget-object v5, Lcom/saltmarsh/podcasts/Effect;->DELETE:Lcom/saltmarsh/podcasts/Effect;

    const-string v1, "annotations"

    const-string v3, "destructive"

    if-ne v4, v5, :cond_0

    const/4 v4, 0x1

    goto :goto_0

    :cond_0
    const/4 v4, 0x0

    :goto_0
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 36
    iget-object v4, p0, Lcom/saltmarsh/podcasts/ToolSpec;->effect:Lcom/saltmarsh/podcasts/Effect;

    sget-object v5, Lcom/saltmarsh/podcasts/Effect;->READ:Lcom/saltmarsh/podcasts/Effect;

    const-string v3, "idempotent"

    if-ne v4, v5, :cond_1

    const/4 v4, 0x1

    goto :goto_1

    :cond_1
    const/4 v4, 0x0

    :goto_1
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 37
    const-string v3, "open_world"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 38
    iget-object v4, p0, Lcom/saltmarsh/podcasts/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v3, "confirmation"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 39
    iget-object v4, p0, Lcom/saltmarsh/podcasts/ToolSpec;->execution:Ljava/lang/String;

    const-string v3, "execution"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 30
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    return-object v0
.end method

.method public final getEffect()Lcom/saltmarsh/podcasts/Effect;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ToolSpec;->effect:Lcom/saltmarsh/podcasts/Effect;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method
