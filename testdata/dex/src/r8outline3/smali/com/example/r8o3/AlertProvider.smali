# Java sketch: ../../../../sketch/AlertProvider.java
.class public final Lcom/example/r8o3/AlertProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "AlertProvider.java"

.field private final tools:Ljava/util/List;

.method public constructor <init>()V
    .registers 5
    .line 7
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 9
    # true positive CETP608: a create tool, built in R8's outline, and no mutationExecutor
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v1, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v2, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const-string v3, "create_alert"
    invoke-static {v3, v0, v1, v2}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v0
    .line 8
    invoke-static {v0}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r8o3/AlertProvider;->tools:Ljava/util/List;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/example/r8o3/AlertProvider;->tools:Ljava/util/List;
    return-object v0
.end method

# true positive CETP617: the allow decision built in R8's outline, on every path, the request unread
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 3
    .line 17
    const-string p1, "alerts.write"
    invoke-static {p1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object p1
    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 2
    .line 21
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
