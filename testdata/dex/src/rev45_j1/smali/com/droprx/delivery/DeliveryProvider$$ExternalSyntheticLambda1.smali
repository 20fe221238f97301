.class public final synthetic Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/google/common/base/Function;

.field public final synthetic f$0:Lcom/droprx/delivery/DeliveryProvider;

.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/droprx/delivery/DeliveryProvider;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda1;->f$0:Lcom/droprx/delivery/DeliveryProvider;
    iput-object p2, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda1;->f$0:Lcom/droprx/delivery/DeliveryProvider;
    iget-object v1, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    check-cast p1, Ljava/lang/Long;
    invoke-virtual {v0, v1, p1}, Lcom/droprx/delivery/DeliveryProvider;->lambda$assign$1$com-droprx-delivery-DeliveryProvider(Ljava/lang/String;Ljava/lang/Long;)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
