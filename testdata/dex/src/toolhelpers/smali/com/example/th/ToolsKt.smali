# Kotlin sketch (Tools.kt), compiled by kotlinc and D8: top-level factories.
#   package com.example.th                                                         // 1
#
#   fun tool(name: String, effect: ToolEffect = ToolEffect.READ): CetpProviderTool = // 7
#       CetpProviderTool(name, ToolAnnotations(effect, ToolRisk.LOW, ConfirmationPolicy.NEVER)) // 8
#
#   fun JobSpec.toSdk(): CetpProviderTool = tool(name, effect)                      // 10
# A call that leaves `effect` out goes through the synthetic tool$default,
# which substitutes the default when bit 1 of the mask is set.
.class public final Lcom/example/th/ToolsKt;
.super Ljava/lang/Object;
.source "Tools.kt"

.method public static final tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .locals 4
    const-string v0, "name"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "effect"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v3, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v1, p1, v2, v3}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v0, p0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    return-object v0
.end method

.method public static synthetic tool$default(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;ILjava/lang/Object;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .locals 0
    and-int/lit8 p2, p2, 0x2
    if-eqz p2, :cond_0
    .line 7
    sget-object p1, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    :cond_0
    invoke-static {p0, p1}, Lcom/example/th/ToolsKt;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object p0
    return-object p0
.end method

.method public static final toSdk(Lcom/example/th/JobSpec;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .locals 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-virtual {p0}, Lcom/example/th/JobSpec;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0}, Lcom/example/th/JobSpec;->getEffect()Lcom/clawseed/cetp/sdk/ToolEffect;
    move-result-object p0
    invoke-static {v0, p0}, Lcom/example/th/ToolsKt;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object p0
    return-object p0
.end method
