.class public final synthetic Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.field public final synthetic f$1:Lcom/clawseed/cetp/sdk/CetpProviderRequest;

.method public synthetic constructor <init>(Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda0;->f$0:Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
    iput-object p2, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda0;->f$1:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda0;->f$0:Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
    iget-object v1, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda0;->f$1:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-static {v0, v1}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->dispatch$lambda$0(Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method
