.class public final synthetic Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/pillpoint/tools/ToolHandler;

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final handle(Lcom/pillpoint/tools/PickupProvider;Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 3
    invoke-static {p1, p2}, Lcom/pillpoint/tools/PickupProvider;->lambda$static$1(Lcom/pillpoint/tools/PickupProvider;Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
