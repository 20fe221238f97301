.class public final Lcom/clawseed/cetp/sdk/ToolAnnotations;
.super Ljava/lang/Object;
.source "SourceFile"

.field private final effect:Lcom/clawseed/cetp/sdk/ToolEffect;
.field private final risk:Lcom/clawseed/cetp/sdk/ToolRisk;
.field private final confirmation:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
.field private idempotent:Z

.method public constructor <init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .registers 5
    const-string v0, "effect"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "risk"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "confirmation"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/clawseed/cetp/sdk/ToolAnnotations;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;
    .line 12
    iput-object v3, v1, Lcom/clawseed/cetp/sdk/ToolAnnotations;->risk:Lcom/clawseed/cetp/sdk/ToolRisk;
    .line 13
    iput-object v4, v1, Lcom/clawseed/cetp/sdk/ToolAnnotations;->confirmation:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    .line 10
    return-void
.end method

.method public final getEffect()Lcom/clawseed/cetp/sdk/ToolEffect;
    .registers 2
    .line 11
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/ToolAnnotations;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;
    return-object v0
.end method

.method public final getRisk()Lcom/clawseed/cetp/sdk/ToolRisk;
    .registers 2
    .line 12
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/ToolAnnotations;->risk:Lcom/clawseed/cetp/sdk/ToolRisk;
    return-object v0
.end method

.method public final getConfirmation()Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/ToolAnnotations;->confirmation:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    return-object v0
.end method


.method public constructor <init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .registers 6
    const-string v0, "effect"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "risk"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "confirmation"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    invoke-direct {v1, v2, v3, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 20
    iput-boolean v4, v1, Lcom/clawseed/cetp/sdk/ToolAnnotations;->idempotent:Z
    .line 21
    return-void
.end method

.method public final getIdempotent()Z
    .registers 2
    .line 15
    iget-boolean v0, v1, Lcom/clawseed/cetp/sdk/ToolAnnotations;->idempotent:Z
    return v0
.end method
