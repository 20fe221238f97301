.class public final synthetic Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/pillpoint/tools/PickupProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:I

.method public synthetic constructor <init>(Lcom/pillpoint/tools/PickupProvider;Ljava/lang/String;I)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda0;->f$0:Lcom/pillpoint/tools/PickupProvider;
    iput-object p2, p0, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iput p3, p0, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda0;->f$2:I
    return-void
.end method

.method public final run()V
    .registers 4
    iget-object v0, p0, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda0;->f$0:Lcom/pillpoint/tools/PickupProvider;
    iget-object v1, p0, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iget v2, p0, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda0;->f$2:I
    invoke-virtual {v0, v1, v2}, Lcom/pillpoint/tools/PickupProvider;->lambda$remindLater$4$com-pillpoint-tools-PickupProvider(Ljava/lang/String;I)V
    return-void
.end method
