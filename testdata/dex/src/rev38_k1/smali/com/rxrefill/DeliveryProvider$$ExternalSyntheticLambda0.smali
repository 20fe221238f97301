.class public final synthetic Lcom/rxrefill/DeliveryProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/rxrefill/DeliveryProvider;

.method public synthetic constructor <init>(Lcom/rxrefill/DeliveryProvider;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/rxrefill/DeliveryProvider$$ExternalSyntheticLambda0;->f$0:Lcom/rxrefill/DeliveryProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/rxrefill/DeliveryProvider$$ExternalSyntheticLambda0;->f$0:Lcom/rxrefill/DeliveryProvider;
    invoke-static {v0}, Lcom/rxrefill/DeliveryProvider;->a(Lcom/rxrefill/DeliveryProvider;)Lcom/rxrefill/a/j;
    move-result-object v0
    return-object v0
.end method
