# Java sketch: ToolSpec.Builder (see ToolSpec.smali), compiled by javac and D8.
.class final Lcom/example/th/ToolSpec$Builder;
.super Ljava/lang/Object;
.source "ToolSpec.java"

.field private effect:Lcom/clawseed/cetp/sdk/ToolEffect;

.field private final name:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;)V
    .locals 1
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 15
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    iput-object v0, p0, Lcom/example/th/ToolSpec$Builder;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;
    .line 18
    iput-object p1, p0, Lcom/example/th/ToolSpec$Builder;->name:Ljava/lang/String;
    return-void
.end method

.method effect(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/example/th/ToolSpec$Builder;
    .locals 0
    .line 22
    iput-object p1, p0, Lcom/example/th/ToolSpec$Builder;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;
    .line 23
    return-object p0
.end method

.method build()Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .locals 5
    .line 27
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    iget-object v1, p0, Lcom/example/th/ToolSpec$Builder;->name:Ljava/lang/String;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 28
    iget-object v3, p0, Lcom/example/th/ToolSpec$Builder;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object p0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, p0}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 27
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    return-object v0
.end method
