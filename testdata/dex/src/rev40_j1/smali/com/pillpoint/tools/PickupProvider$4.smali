.class Lcom/pillpoint/tools/PickupProvider$4;
.super Ljava/lang/Object;
.source "PickupProvider.java"

# interfaces
.implements Lcom/pillpoint/util/Callback;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/pillpoint/tools/PickupProvider;->cancelPickup(Ljava/lang/String;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.field final synthetic this$0:Lcom/pillpoint/tools/PickupProvider;

.field final synthetic val$rxNo:Ljava/lang/String;

.method constructor <init>(Lcom/pillpoint/tools/PickupProvider;Ljava/lang/String;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation
    .line 80
    iput-object p1, p0, Lcom/pillpoint/tools/PickupProvider$4;->this$0:Lcom/pillpoint/tools/PickupProvider;
    iput-object p2, p0, Lcom/pillpoint/tools/PickupProvider$4;->val$rxNo:Ljava/lang/String;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public onCleared()V
    .registers 4
    .line 83
    iget-object v0, p0, Lcom/pillpoint/tools/PickupProvider$4;->this$0:Lcom/pillpoint/tools/PickupProvider;
    invoke-static {v0}, Lcom/pillpoint/tools/PickupProvider;->-$$Nest$fgetdb(Lcom/pillpoint/tools/PickupProvider;)Lcom/pillpoint/data/PickupDb;
    move-result-object v0
    iget-object v1, p0, Lcom/pillpoint/tools/PickupProvider$4;->val$rxNo:Ljava/lang/String;
    iget-object v2, p0, Lcom/pillpoint/tools/PickupProvider$4;->this$0:Lcom/pillpoint/tools/PickupProvider;
    invoke-virtual {v2}, Lcom/pillpoint/tools/PickupProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/pillpoint/data/PickupDb;->cancel(Ljava/lang/String;Ljava/lang/String;)V
    .line 84
    return-void
.end method
