.class public final synthetic Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/reactivex/rxjava3/functions/Action;

.field public final synthetic f$0:Lcom/pawsbook/clinic/RecordsProvider;
.field public final synthetic f$1:Ljava/lang/String;
.field public final synthetic f$2:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
.field public final synthetic f$3:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/pawsbook/clinic/RecordsProvider;Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/lang/String;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda6;->f$0:Lcom/pawsbook/clinic/RecordsProvider;
    iput-object p2, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;
    iput-object p3, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda6;->f$2:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    iput-object p4, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda6;->f$3:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 5
    iget-object v0, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda6;->f$0:Lcom/pawsbook/clinic/RecordsProvider;
    iget-object v1, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;
    iget-object v2, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda6;->f$2:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    iget-object v3, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda6;->f$3:Ljava/lang/String;
    invoke-static {v0, v1, v2, v3}, Lcom/pawsbook/clinic/RecordsProvider;->transferRecord$lambda$0(Lcom/pawsbook/clinic/RecordsProvider;Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/lang/String;)V
    return-void
.end method
