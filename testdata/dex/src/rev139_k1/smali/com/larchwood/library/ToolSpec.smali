.class public final Lcom/larchwood/library/ToolSpec;
.super Ljava/lang/Object;
.source "Host.kt"


# static fields
.field private static final Companion:Lcom/larchwood/library/ToolSpec$Companion;

.field public static final OUTPUT:Ljava/lang/String; = "{\"type\":\"object\",\"minProperties\":1}"


# instance fields
.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final effect:Lcom/larchwood/library/Effect;

.field private final input:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final risk:Ljava/lang/String;

.field private final scope:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/larchwood/library/ToolSpec$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/larchwood/library/ToolSpec$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/larchwood/library/ToolSpec;->Companion:Lcom/larchwood/library/ToolSpec$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/larchwood/library/Effect;Ljava/lang/String;Ljava/lang/String;)V
    .registers 9

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "input"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scope"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "effect"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "risk"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirmation"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/larchwood/library/ToolSpec;->name:Ljava/lang/String;

    .line 14
    iput-object p2, p0, Lcom/larchwood/library/ToolSpec;->description:Ljava/lang/String;

    .line 15
    iput-object p3, p0, Lcom/larchwood/library/ToolSpec;->input:Ljava/lang/String;

    .line 16
    iput-object p4, p0, Lcom/larchwood/library/ToolSpec;->scope:Ljava/lang/String;

    .line 17
    iput-object p5, p0, Lcom/larchwood/library/ToolSpec;->effect:Lcom/larchwood/library/Effect;

    .line 18
    iput-object p6, p0, Lcom/larchwood/library/ToolSpec;->risk:Ljava/lang/String;

    .line 19
    iput-object p7, p0, Lcom/larchwood/library/ToolSpec;->confirmation:Ljava/lang/String;

    .line 12
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/larchwood/library/Effect;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 11

    .line 12
    and-int/lit8 v0, p8, 0x10

    if-eqz v0, :cond_0

    .line 17
    sget-object p5, Lcom/larchwood/library/Effect;->READ:Lcom/larchwood/library/Effect;

    .line 12
    :cond_0
    and-int/lit8 v0, p8, 0x20

    if-eqz v0, :cond_1

    .line 18
    const-string p6, "low"

    .line 12
    :cond_1
    and-int/lit8 v0, p8, 0x40

    if-eqz v0, :cond_2

    .line 19
    const-string p7, "never"

    .line 12
    :cond_2
    invoke-direct/range {p0 .. p7}, Lcom/larchwood/library/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/larchwood/library/Effect;Ljava/lang/String;Ljava/lang/String;)V

    .line 20
    return-void
.end method


# virtual methods
.method public final describe()Lorg/json/JSONObject;
    .registers 7

    .line 21
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 22
    iget-object v2, p0, Lcom/larchwood/library/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 23
    iget-object v2, p0, Lcom/larchwood/library/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 24
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/larchwood/library/ToolSpec;->input:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 25
    new-instance v2, Lorg/json/JSONObject;

    const-string v4, "{\"type\":\"object\",\"minProperties\":1}"

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 26
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    iget-object v3, p0, Lcom/larchwood/library/ToolSpec;->scope:Ljava/lang/String;

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 29
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p0, Lcom/larchwood/library/ToolSpec;->effect:Lcom/larchwood/library/Effect;

    invoke-virtual {v4}, Lcom/larchwood/library/Effect;->getWire()Ljava/lang/String;

    move-result-object v4

    const-string v3, "effect"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/larchwood/library/ToolSpec;->risk:Ljava/lang/String;

    const-string v3, "risk"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/larchwood/library/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v3, "confirmation"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 30
    const-string v3, "destructive"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/larchwood/library/ToolSpec;->effect:Lcom/larchwood/library/Effect;

    sget-object v5, Lcom/larchwood/library/Effect;->READ:Lcom/larchwood/library/Effect;

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

    .line 31
    const-string v3, "execution"

    const-string v4, "sync"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 27
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    return-object v0
.end method

.method public final getEffect()Lcom/larchwood/library/Effect;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/larchwood/library/ToolSpec;->effect:Lcom/larchwood/library/Effect;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/larchwood/library/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method
