.class public final Lcom/clawseed/sdk/provider/ToolAnnotations;
.super Ljava/lang/Object;
.source "Cetp.kt"


# instance fields
.field private final confirmation:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Ljava/lang/String;

.field private final execution:Ljava/lang/String;

.field private final idempotent:Z

.field private final openWorld:Z

.field private final risk:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;)V
    .registers 9

    const-string v0, "effect"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "risk"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirmation"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "execution"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 67
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 68
    iput-object p1, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->effect:Ljava/lang/String;

    .line 69
    iput-object p2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->risk:Ljava/lang/String;

    .line 70
    iput-object p3, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->confirmation:Ljava/lang/String;

    .line 71
    iput-boolean p4, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->destructive:Z

    .line 72
    iput-boolean p5, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->idempotent:Z

    .line 73
    iput-boolean p6, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->openWorld:Z

    .line 74
    iput-object p7, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->execution:Ljava/lang/String;

    .line 67
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 11

    .line 67
    and-int/lit8 v0, p8, 0x8

    if-eqz v0, :cond_0

    .line 71
    const/4 p4, 0x0

    .line 67
    :cond_0
    and-int/lit8 v0, p8, 0x10

    if-eqz v0, :cond_1

    .line 72
    const/4 p5, 0x0

    .line 67
    :cond_1
    and-int/lit8 v0, p8, 0x20

    if-eqz v0, :cond_2

    .line 73
    const/4 p6, 0x0

    .line 67
    :cond_2
    and-int/lit8 v0, p8, 0x40

    if-eqz v0, :cond_3

    .line 74
    const-string p7, "sync"

    .line 67
    :cond_3
    invoke-direct/range {p0 .. p7}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;)V

    .line 75
    return-void
.end method


# virtual methods
.method public final getConfirmation()Ljava/lang/String;
    .registers 2

    .line 70
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->confirmation:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 71
    iget-boolean v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->destructive:Z

    return v0
.end method

.method public final getEffect()Ljava/lang/String;
    .registers 2

    .line 68
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->effect:Ljava/lang/String;

    return-object v0
.end method

.method public final getExecution()Ljava/lang/String;
    .registers 2

    .line 74
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->execution:Ljava/lang/String;

    return-object v0
.end method

.method public final getIdempotent()Z
    .registers 2

    .line 72
    iget-boolean v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->idempotent:Z

    return v0
.end method

.method public final getOpenWorld()Z
    .registers 2

    .line 73
    iget-boolean v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->openWorld:Z

    return v0
.end method

.method public final getRisk()Ljava/lang/String;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->risk:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 4

    .line 76
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->effect:Ljava/lang/String;

    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->risk:Ljava/lang/String;

    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 77
    iget-object v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->confirmation:Ljava/lang/String;

    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->destructive:Z

    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->idempotent:Z

    const-string v1, "idempotent"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 78
    iget-boolean v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->openWorld:Z

    const-string v1, "open_world"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->execution:Ljava/lang/String;

    const-string v1, "execution"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
