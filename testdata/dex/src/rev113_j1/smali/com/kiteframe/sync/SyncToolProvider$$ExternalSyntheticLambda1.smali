.class public final synthetic Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:Lcom/kiteframe/sync/SyncToolProvider;
.field public final synthetic f$1:Lcom/clawseed/cetp/sdk/CetpProviderRequest;

# direct methods
.method public synthetic constructor <init>(Lcom/kiteframe/sync/SyncToolProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/kiteframe/sync/SyncToolProvider;
    iput-object p2, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    return-void
.end method

# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/kiteframe/sync/SyncToolProvider;
    iget-object v1, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-virtual {v0, v1}, Lcom/kiteframe/sync/SyncToolProvider;->lambda$resume$1$com-kiteframe-sync-SyncToolProvider(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method
