# Kotlin sketch (FlagTools.kt), compiled by kotlinc and D8: a factory whose
# boolean named argument chooses the effect.
#   package com.example.tf                                                         // 1
#
#   fun tool(name: String, readOnly: Boolean = false): CetpProviderTool =         // 7
#       CetpProviderTool(name, ToolAnnotations(                                    // 8
#           if (readOnly) ToolEffect.READ else ToolEffect.UPDATE, ToolRisk.LOW, ConfirmationPolicy.NEVER))
# A call that leaves readOnly out goes through tool$default, which sets it
# to false when bit 1 of the mask is set.
.class public final Lcom/example/tf/FlagToolsKt;
.super Ljava/lang/Object;
.source "FlagTools.kt"

.method public static final tool(Ljava/lang/String;Z)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .locals 4
    const-string v0, "name"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    if-eqz p1, :cond_0
    sget-object p1, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    goto :goto_0
    :cond_0
    sget-object p1, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    :goto_0
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v3, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v1, p1, v2, v3}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v0, p0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    return-object v0
.end method

.method public static synthetic tool$default(Ljava/lang/String;ZILjava/lang/Object;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .locals 0
    and-int/lit8 p2, p2, 0x2
    if-eqz p2, :cond_0
    const/4 p1, 0x0
    :cond_0
    invoke-static {p0, p1}, Lcom/example/tf/FlagToolsKt;->tool(Ljava/lang/String;Z)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object p0
    return-object p0
.end method
