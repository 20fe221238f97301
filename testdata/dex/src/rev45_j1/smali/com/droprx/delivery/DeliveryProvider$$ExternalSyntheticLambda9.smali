.class public final synthetic Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/google/common/base/Function;

.field public final synthetic f$0:Lcom/droprx/delivery/DeliveryProvider;

.field public final synthetic f$1:Z

.field public final synthetic f$2:Z

.field public final synthetic f$3:J

.field public final synthetic f$4:I

.method public synthetic constructor <init>(Lcom/droprx/delivery/DeliveryProvider;ZZJI)V
    .registers 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;->f$0:Lcom/droprx/delivery/DeliveryProvider;
    iput-boolean p2, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;->f$1:Z
    iput-boolean p3, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;->f$2:Z
    iput-wide p4, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;->f$3:J
    iput p6, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;->f$4:I
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;->f$0:Lcom/droprx/delivery/DeliveryProvider;
    iget-boolean v1, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;->f$1:Z
    iget-boolean v2, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;->f$2:Z
    iget-wide v3, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;->f$3:J
    iget v5, p0, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;->f$4:I
    move-object v6, p1
    check-cast v6, Ljava/lang/String;
    invoke-virtual/range {v0 .. v6}, Lcom/droprx/delivery/DeliveryProvider;->lambda$refund$9$com-droprx-delivery-DeliveryProvider(ZZJILjava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
