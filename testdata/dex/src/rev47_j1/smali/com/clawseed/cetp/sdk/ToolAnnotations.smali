.class public final Lcom/clawseed/cetp/sdk/ToolAnnotations;
.super Ljava/lang/Object;
.source "SourceFile"

.method public constructor <init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
