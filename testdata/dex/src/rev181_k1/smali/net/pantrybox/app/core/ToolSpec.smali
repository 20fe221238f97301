.class public final Lnet/pantrybox/app/core/ToolSpec;
.super Ljava/lang/Object;
.source "Tools.kt"


# instance fields
.field public confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

.field public description:Ljava/lang/String;

.field public destructive:Z

.field public effect:Lcom/clawseed/sdk/provider/ToolEffect;

.field public idempotent:Z

.field public input:Ljava/lang/String;

.field public mayRunAsync:Z

.field public final name:Ljava/lang/String;

.field public output:Ljava/lang/String;

.field public risk:Lcom/clawseed/sdk/provider/ToolRisk;

.field public scopes:Ljava/util/List;

.field public title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/pantrybox/app/core/ToolSpec;->name:Ljava/lang/String;

    .line 14
    const-string v0, ""

    iput-object v0, p0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    .line 15
    const-string v0, ""

    iput-object v0, p0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    .line 16
    const-string v0, "{\"type\":\"object\",\"additionalProperties\":false}"

    iput-object v0, p0, Lnet/pantrybox/app/core/ToolSpec;->input:Ljava/lang/String;

    .line 17
    const-string v0, ""

    iput-object v0, p0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    .line 18
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    .line 19
    sget-object v0, Lcom/clawseed/sdk/provider/ToolEffect;->READ:Lcom/clawseed/sdk/provider/ToolEffect;

    iput-object v0, p0, Lnet/pantrybox/app/core/ToolSpec;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    .line 20
    sget-object v0, Lcom/clawseed/sdk/provider/ToolRisk;->LOW:Lcom/clawseed/sdk/provider/ToolRisk;

    iput-object v0, p0, Lnet/pantrybox/app/core/ToolSpec;->risk:Lcom/clawseed/sdk/provider/ToolRisk;

    .line 21
    sget-object v0, Lcom/clawseed/sdk/provider/ConfirmationPolicy;->NEVER:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    iput-object v0, p0, Lnet/pantrybox/app/core/ToolSpec;->confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    .line 13
    return-void
.end method

.method private final annotations()Lcom/clawseed/sdk/provider/ToolAnnotations;
    .registers 10

    .line 32
    new-instance v0, Lcom/clawseed/sdk/provider/ToolAnnotations;

    iget-object v2, p0, Lnet/pantrybox/app/core/ToolSpec;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    iget-object v3, p0, Lnet/pantrybox/app/core/ToolSpec;->risk:Lcom/clawseed/sdk/provider/ToolRisk;

    iget-object v4, p0, Lnet/pantrybox/app/core/ToolSpec;->confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    iget-boolean v5, p0, Lnet/pantrybox/app/core/ToolSpec;->destructive:Z

    iget-boolean v6, p0, Lnet/pantrybox/app/core/ToolSpec;->idempotent:Z

    iget-boolean v8, p0, Lnet/pantrybox/app/core/ToolSpec;->mayRunAsync:Z

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move v4, v5

    move v5, v6

    move v7, v8

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v7}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Lcom/clawseed/sdk/provider/ToolEffect;Lcom/clawseed/sdk/provider/ToolRisk;Lcom/clawseed/sdk/provider/ConfirmationPolicy;ZZZZ)V

    return-object v0
.end method


# virtual methods
.method public final build()Lcom/clawseed/sdk/provider/CetpProviderTool;
    .registers 10

    .line 27
    invoke-direct {p0}, Lnet/pantrybox/app/core/ToolSpec;->annotations()Lcom/clawseed/sdk/provider/ToolAnnotations;

    move-result-object v8

    .line 28
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderTool;

    iget-object v2, p0, Lnet/pantrybox/app/core/ToolSpec;->name:Ljava/lang/String;

    iget-object v3, p0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    iget-object v4, p0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    iget-object v5, p0, Lnet/pantrybox/app/core/ToolSpec;->input:Ljava/lang/String;

    iget-object v6, p0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    iget-object v7, p0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    invoke-direct/range {v0 .. v7}, Lcom/clawseed/sdk/provider/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V

    return-object v0
.end method
