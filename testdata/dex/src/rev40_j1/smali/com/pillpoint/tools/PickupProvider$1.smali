.class Lcom/pillpoint/tools/PickupProvider$1;
.super Ljava/lang/Object;
.source "PickupProvider.java"

# interfaces
.implements Lcom/pillpoint/tools/ToolHandler;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/pillpoint/tools/PickupProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.method constructor <init>()V
    .registers 1
    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public handle(Lcom/pillpoint/tools/PickupProvider;Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 5
    .line 29
    iget-object v0, p2, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    const-string v1, "rx_no"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {p1, v0}, Lcom/pillpoint/tools/PickupProvider;->-$$Nest$mreadyAlert(Lcom/pillpoint/tools/PickupProvider;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
