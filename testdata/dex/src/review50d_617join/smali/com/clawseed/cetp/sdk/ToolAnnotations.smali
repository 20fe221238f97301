.class public final Lcom/clawseed/cetp/sdk/ToolAnnotations;
.super Ljava/lang/Object;
.source "ToolAnnotations.java"


# instance fields
.field private final confirmation:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

.field private final effect:Lcom/clawseed/cetp/sdk/ToolEffect;

.field private final risk:Lcom/clawseed/cetp/sdk/ToolRisk;


# direct methods
.method public constructor <init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .registers 4

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    iput-object p1, p0, Lcom/clawseed/cetp/sdk/ToolAnnotations;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;

    .line 11
    iput-object p2, p0, Lcom/clawseed/cetp/sdk/ToolAnnotations;->risk:Lcom/clawseed/cetp/sdk/ToolRisk;

    .line 12
    iput-object p3, p0, Lcom/clawseed/cetp/sdk/ToolAnnotations;->confirmation:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    .line 13
    return-void
.end method


# virtual methods
.method public getConfirmation()Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/ToolAnnotations;->confirmation:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    return-object v0
.end method

.method public getEffect()Lcom/clawseed/cetp/sdk/ToolEffect;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/ToolAnnotations;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;

    return-object v0
.end method

.method public getRisk()Lcom/clawseed/cetp/sdk/ToolRisk;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/ToolAnnotations;->risk:Lcom/clawseed/cetp/sdk/ToolRisk;

    return-object v0
.end method
