.class public final synthetic Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public final synthetic f$0:Lcom/droprx/delivery/DeliveryProvider;

.field public final synthetic f$1:J

.method public synthetic constructor <init>(Lcom/droprx/delivery/DeliveryProvider;J)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda0;->f$0:Lcom/droprx/delivery/DeliveryProvider;
    iput-wide p2, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda0;->f$1:J
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda0;->f$0:Lcom/droprx/delivery/DeliveryProvider;
    iget-wide v1, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda0;->f$1:J
    invoke-virtual {v0, v1, v2}, Lcom/droprx/delivery/DeliveryProvider;->lambda$assign$0$com-droprx-delivery-DeliveryProvider(J)Ljava/lang/Long;
    move-result-object v0
    return-object v0
.end method
