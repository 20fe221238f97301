.class public final Lcom/clawseed/sdk/provider/ToolAnnotations;
.super Ljava/lang/Object;
.source "Cetp.kt"


# instance fields
.field private final confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

.field private final destructive:Z

.field private final effect:Lcom/clawseed/sdk/provider/ToolEffect;

.field private final idempotent:Z

.field private final mayRunAsync:Z

.field private final openWorld:Z

.field private final risk:Lcom/clawseed/sdk/provider/ToolRisk;


# direct methods
.method public constructor <init>(Lcom/clawseed/sdk/provider/ToolEffect;Lcom/clawseed/sdk/provider/ToolRisk;Lcom/clawseed/sdk/provider/ConfirmationPolicy;ZZZZ)V
    .registers 9

    const-string v0, "effect"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "risk"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirmation"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 42
    iput-object p1, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    .line 43
    iput-object p2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->risk:Lcom/clawseed/sdk/provider/ToolRisk;

    .line 44
    iput-object p3, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    .line 45
    iput-boolean p4, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->destructive:Z

    .line 46
    iput-boolean p5, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->idempotent:Z

    .line 47
    iput-boolean p6, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->openWorld:Z

    .line 48
    iput-boolean p7, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->mayRunAsync:Z

    .line 41
    return-void
.end method

.method public synthetic constructor <init>(Lcom/clawseed/sdk/provider/ToolEffect;Lcom/clawseed/sdk/provider/ToolRisk;Lcom/clawseed/sdk/provider/ConfirmationPolicy;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 11

    .line 41
    and-int/lit8 v0, p8, 0x8

    if-eqz v0, :cond_0

    .line 45
    const/4 p4, 0x0

    .line 41
    :cond_0
    and-int/lit8 v0, p8, 0x10

    if-eqz v0, :cond_1

    .line 46
    const/4 p5, 0x0

    .line 41
    :cond_1
    and-int/lit8 v0, p8, 0x20

    if-eqz v0, :cond_2

    .line 47
    const/4 p6, 0x0

    .line 41
    :cond_2
    and-int/lit8 v0, p8, 0x40

    if-eqz v0, :cond_3

    .line 48
    const/4 p7, 0x0

    .line 41
    :cond_3
    invoke-direct/range {p0 .. p7}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Lcom/clawseed/sdk/provider/ToolEffect;Lcom/clawseed/sdk/provider/ToolRisk;Lcom/clawseed/sdk/provider/ConfirmationPolicy;ZZZZ)V

    .line 49
    return-void
.end method


# virtual methods
.method public final getConfirmation()Lcom/clawseed/sdk/provider/ConfirmationPolicy;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 45
    iget-boolean v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->destructive:Z

    return v0
.end method

.method public final getEffect()Lcom/clawseed/sdk/provider/ToolEffect;
    .registers 2

    .line 42
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    return-object v0
.end method

.method public final getIdempotent()Z
    .registers 2

    .line 46
    iget-boolean v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->idempotent:Z

    return v0
.end method

.method public final getMayRunAsync()Z
    .registers 2

    .line 48
    iget-boolean v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->mayRunAsync:Z

    return v0
.end method

.method public final getMutating()Z
    .registers 3

    .line 50
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    sget-object v1, Lcom/clawseed/sdk/provider/ToolEffect;->READ:Lcom/clawseed/sdk/provider/ToolEffect;

    if-eq v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getOpenWorld()Z
    .registers 2

    .line 47
    iget-boolean v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->openWorld:Z

    return v0
.end method

.method public final getRisk()Lcom/clawseed/sdk/provider/ToolRisk;
    .registers 2

    .line 43
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->risk:Lcom/clawseed/sdk/provider/ToolRisk;

    return-object v0
.end method

.method public final toJson(Z)Lorg/json/JSONObject;
    .registers 5

    .line 52
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 53
    iget-object v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    iget-object v2, v2, Lcom/clawseed/sdk/provider/ToolEffect;->wire:Ljava/lang/String;

    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 54
    iget-object v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->risk:Lcom/clawseed/sdk/provider/ToolRisk;

    iget-object v2, v2, Lcom/clawseed/sdk/provider/ToolRisk;->wire:Ljava/lang/String;

    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 55
    iget-boolean v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->destructive:Z

    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 56
    iget-boolean v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->idempotent:Z

    const-string v1, "idempotent"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 57
    iget-boolean v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->openWorld:Z

    const-string v1, "open_world"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 58
    iget-object v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    iget-object v2, v2, Lcom/clawseed/sdk/provider/ConfirmationPolicy;->wire:Ljava/lang/String;

    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 59
    iget-boolean v2, p0, Lcom/clawseed/sdk/provider/ToolAnnotations;->mayRunAsync:Z

    const-string v1, "execution"

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const-string v2, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v2, "sync"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
