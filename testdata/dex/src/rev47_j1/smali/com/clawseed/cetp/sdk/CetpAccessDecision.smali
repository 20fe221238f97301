.class public final Lcom/clawseed/cetp/sdk/CetpAccessDecision;
.super Ljava/lang/Object;
.source "SourceFile"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 1
    const/4 v0, 0x0
    return-object v0
.end method

.method public static deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 2
    const/4 v0, 0x0
    return-object v0
.end method
