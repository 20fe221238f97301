.class Lcom/droprx/delivery/DeliveryProvider$2;
.super Ljava/lang/Object;
.source "DeliveryProvider.java"

# interfaces
.implements Lcom/google/common/util/concurrent/FutureCallback;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/droprx/delivery/DeliveryProvider;->routePreview(J)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/google/common/util/concurrent/FutureCallback<",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation

.field final synthetic this$0:Lcom/droprx/delivery/DeliveryProvider;

.field final synthetic val$reply:Lcom/google/common/util/concurrent/SettableFuture;

.method constructor <init>(Lcom/droprx/delivery/DeliveryProvider;Lcom/google/common/util/concurrent/SettableFuture;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation
    .line 111
    iput-object p1, p0, Lcom/droprx/delivery/DeliveryProvider$2;->this$0:Lcom/droprx/delivery/DeliveryProvider;
    iput-object p2, p0, Lcom/droprx/delivery/DeliveryProvider$2;->val$reply:Lcom/google/common/util/concurrent/SettableFuture;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public onFailure(Ljava/lang/Throwable;)V
    .registers 5
    .line 119
    const-string v0, "DeliveryProvider"
    const-string v1, "route preview failed"
    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 120
    iget-object p1, p0, Lcom/droprx/delivery/DeliveryProvider$2;->val$reply:Lcom/google/common/util/concurrent/SettableFuture;
    const-string v0, "UNAVAILABLE"
    const-string v1, "routing is busy"
    invoke-static {v0, v1}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/google/common/util/concurrent/SettableFuture;->set(Ljava/lang/Object;)Z
    .line 121
    return-void
.end method

.method public bridge synthetic onSuccess(Ljava/lang/Object;)V
    .registers 2
    .line 111
    check-cast p1, Ljava/lang/String;
    invoke-virtual {p0, p1}, Lcom/droprx/delivery/DeliveryProvider$2;->onSuccess(Ljava/lang/String;)V
    return-void
.end method

.method public onSuccess(Ljava/lang/String;)V
    .registers 4
    .line 114
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider$2;->val$reply:Lcom/google/common/util/concurrent/SettableFuture;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p0, "{\"preview\":\""
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    const-string p1, "\"}"
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    invoke-static {p0}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    invoke-virtual {v0, p0}, Lcom/google/common/util/concurrent/SettableFuture;->set(Ljava/lang/Object;)Z
    .line 115
    return-void
.end method
