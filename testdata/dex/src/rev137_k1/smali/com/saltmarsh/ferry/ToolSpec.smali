.class public final Lcom/saltmarsh/ferry/ToolSpec;
.super Ljava/lang/Object;
.source "Toolbox.kt"


# static fields
.field public static final Companion:Lcom/saltmarsh/ferry/ToolSpec$Companion;

.field public static final NO_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"additionalProperties\":false}"

.field private static final OUTPUT:Ljava/lang/String; = "{\"type\":\"object\",\"minProperties\":1}"


# instance fields
.field private body:Lkotlin/jvm/functions/Function1;

.field private confirmation:Ljava/lang/String;

.field private description:Ljava/lang/String;

.field private effect:Lcom/saltmarsh/ferry/Effect;

.field private input:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private risk:Ljava/lang/String;

.field private scope:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/saltmarsh/ferry/ToolSpec$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/ferry/ToolSpec;->Companion:Lcom/saltmarsh/ferry/ToolSpec$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/ferry/ToolSpec;->name:Ljava/lang/String;

    .line 15
    const-string v0, ""

    iput-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->description:Ljava/lang/String;

    .line 16
    const-string v0, "{\"type\":\"object\",\"additionalProperties\":false}"

    iput-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->input:Ljava/lang/String;

    .line 17
    const-string v0, ""

    iput-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->scope:Ljava/lang/String;

    .line 18
    sget-object v0, Lcom/saltmarsh/ferry/Effect;->READ:Lcom/saltmarsh/ferry/Effect;

    iput-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->effect:Lcom/saltmarsh/ferry/Effect;

    .line 19
    const-string v0, "low"

    iput-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->risk:Ljava/lang/String;

    .line 20
    const-string v0, "never"

    iput-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->confirmation:Ljava/lang/String;

    .line 14
    return-void
.end method


# virtual methods
.method public final describe()Lorg/json/JSONObject;
    .registers 7

    .line 28
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 29
    iget-object v2, p0, Lcom/saltmarsh/ferry/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 30
    iget-object v2, p0, Lcom/saltmarsh/ferry/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 31
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/saltmarsh/ferry/ToolSpec;->input:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 32
    new-instance v2, Lorg/json/JSONObject;

    const-string v4, "{\"type\":\"object\",\"minProperties\":1}"

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 33
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    iget-object v3, p0, Lcom/saltmarsh/ferry/ToolSpec;->scope:Ljava/lang/String;

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 36
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p0, Lcom/saltmarsh/ferry/ToolSpec;->effect:Lcom/saltmarsh/ferry/Effect;

    invoke-virtual {v4}, Lcom/saltmarsh/ferry/Effect;->getWire()Ljava/lang/String;

    move-result-object v4

    const-string v3, "effect"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/saltmarsh/ferry/ToolSpec;->risk:Ljava/lang/String;

    const-string v3, "risk"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/saltmarsh/ferry/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v3, "confirmation"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 37
    const-string v3, "destructive"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/saltmarsh/ferry/ToolSpec;->effect:Lcom/saltmarsh/ferry/Effect;

    sget-object v5, Lcom/saltmarsh/ferry/Effect;->READ:Lcom/saltmarsh/ferry/Effect;

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

    const-string v3, "open_world"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "execution"

    const-string v4, "sync"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 34
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    return-object v0
.end method

.method public final getBody()Lkotlin/jvm/functions/Function1;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->body:Lkotlin/jvm/functions/Function1;

    if-eqz v0, :cond_0

    return-object v0

    :cond_0
    const-string v0, "body"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    .line 22
    const/4 v0, 0x0

    return-object v0
.end method

.method public final getConfirmation()Ljava/lang/String;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->confirmation:Ljava/lang/String;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getEffect()Lcom/saltmarsh/ferry/Effect;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->effect:Lcom/saltmarsh/ferry/Effect;

    return-object v0
.end method

.method public final getInput()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->input:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getRisk()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->risk:Ljava/lang/String;

    return-object v0
.end method

.method public final getScope()Ljava/lang/String;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolSpec;->scope:Ljava/lang/String;

    return-object v0
.end method

.method public final handler(Lkotlin/jvm/functions/Function1;)V
    .registers 3

    const-string v0, "body"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    iput-object p1, p0, Lcom/saltmarsh/ferry/ToolSpec;->body:Lkotlin/jvm/functions/Function1;

    .line 26
    return-void
.end method

.method public final setConfirmation(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    iput-object p1, p0, Lcom/saltmarsh/ferry/ToolSpec;->confirmation:Ljava/lang/String;

    return-void
.end method

.method public final setDescription(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    iput-object p1, p0, Lcom/saltmarsh/ferry/ToolSpec;->description:Ljava/lang/String;

    return-void
.end method

.method public final setEffect(Lcom/saltmarsh/ferry/Effect;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    iput-object p1, p0, Lcom/saltmarsh/ferry/ToolSpec;->effect:Lcom/saltmarsh/ferry/Effect;

    return-void
.end method

.method public final setInput(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    iput-object p1, p0, Lcom/saltmarsh/ferry/ToolSpec;->input:Ljava/lang/String;

    return-void
.end method

.method public final setRisk(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    iput-object p1, p0, Lcom/saltmarsh/ferry/ToolSpec;->risk:Ljava/lang/String;

    return-void
.end method

.method public final setScope(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    iput-object p1, p0, Lcom/saltmarsh/ferry/ToolSpec;->scope:Ljava/lang/String;

    return-void
.end method
