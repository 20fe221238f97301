.class public final Lcom/stallmart/core/Tools;
.super Ljava/lang/Object;
.source "Tools.java"


# instance fields
.field private confirmation:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

.field private effect:Lcom/clawseed/cetp/sdk/ToolEffect;

.field private final name:Ljava/lang/String;

.field private risk:Lcom/clawseed/cetp/sdk/ToolRisk;

.field private final scopes:Ljava/util/ArrayList;


# direct methods
.method private constructor <init>(Ljava/lang/String;)V
    .registers 3

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/stallmart/core/Tools;->scopes:Ljava/util/ArrayList;

    .line 14
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    iput-object v0, p0, Lcom/stallmart/core/Tools;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;

    .line 15
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    iput-object v0, p0, Lcom/stallmart/core/Tools;->risk:Lcom/clawseed/cetp/sdk/ToolRisk;

    .line 16
    sget-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    iput-object v0, p0, Lcom/stallmart/core/Tools;->confirmation:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    .line 19
    iput-object p1, p0, Lcom/stallmart/core/Tools;->name:Ljava/lang/String;

    .line 20
    return-void
.end method

.method public static named(Ljava/lang/String;)Lcom/stallmart/core/Tools;
    .registers 2

    .line 23
    new-instance v0, Lcom/stallmart/core/Tools;

    invoke-direct {v0, p0}, Lcom/stallmart/core/Tools;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public build()Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .registers 8

    .line 47
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    iget-object v1, p0, Lcom/stallmart/core/Tools;->name:Ljava/lang/String;

    new-instance v2, Ljava/util/ArrayList;

    iget-object v3, p0, Lcom/stallmart/core/Tools;->scopes:Ljava/util/ArrayList;

    invoke-direct {v2, v3}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    iget-object v4, p0, Lcom/stallmart/core/Tools;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;

    iget-object v5, p0, Lcom/stallmart/core/Tools;->risk:Lcom/clawseed/cetp/sdk/ToolRisk;

    iget-object v6, p0, Lcom/stallmart/core/Tools;->confirmation:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct {v0, v1, v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    return-object v0
.end method

.method public confirm(Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)Lcom/stallmart/core/Tools;
    .registers 2

    .line 37
    iput-object p1, p0, Lcom/stallmart/core/Tools;->confirmation:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    .line 38
    return-object p0
.end method

.method public effect(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/stallmart/core/Tools;
    .registers 2

    .line 27
    iput-object p1, p0, Lcom/stallmart/core/Tools;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;

    .line 28
    return-object p0
.end method

.method public risk(Lcom/clawseed/cetp/sdk/ToolRisk;)Lcom/stallmart/core/Tools;
    .registers 2

    .line 32
    iput-object p1, p0, Lcom/stallmart/core/Tools;->risk:Lcom/clawseed/cetp/sdk/ToolRisk;

    .line 33
    return-object p0
.end method

.method public scope(Ljava/lang/String;)Lcom/stallmart/core/Tools;
    .registers 3

    .line 42
    iget-object v0, p0, Lcom/stallmart/core/Tools;->scopes:Ljava/util/ArrayList;

    invoke-virtual {v0, p1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    .line 43
    return-object p0
.end method
