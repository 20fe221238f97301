.class Lcom/tallyhouse/clients/ClientProvider$2;
.super Ljava/lang/Object;
.source "ClientProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tallyhouse/clients/ClientProvider;->exportClients(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tallyhouse/clients/ClientProvider;

.field final synthetic val$archived:Z

.field final synthetic val$call:Lcom/tallyhouse/cetp/CallInfo;

.field final synthetic val$operationId:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/tallyhouse/clients/ClientProvider;ZLjava/lang/String;Lcom/tallyhouse/cetp/CallInfo;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 204
    iput-object p1, p0, Lcom/tallyhouse/clients/ClientProvider$2;->this$0:Lcom/tallyhouse/clients/ClientProvider;

    iput-boolean p2, p0, Lcom/tallyhouse/clients/ClientProvider$2;->val$archived:Z

    iput-object p3, p0, Lcom/tallyhouse/clients/ClientProvider$2;->val$operationId:Ljava/lang/String;

    iput-object p4, p0, Lcom/tallyhouse/clients/ClientProvider$2;->val$call:Lcom/tallyhouse/cetp/CallInfo;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 7

    .line 207
    const/4 v0, 0x0

    .line 208
    const/4 v1, 0x0

    .line 210
    :try_start_0
    iget-object v3, p0, Lcom/tallyhouse/clients/ClientProvider$2;->this$0:Lcom/tallyhouse/clients/ClientProvider;

    invoke-static {v3}, Lcom/tallyhouse/clients/ClientProvider;->access$100(Lcom/tallyhouse/clients/ClientProvider;)Lcom/tallyhouse/data/TallyDb;

    move-result-object v3

    iget-boolean v4, p0, Lcom/tallyhouse/clients/ClientProvider$2;->val$archived:Z

    invoke-virtual {v3, v4}, Lcom/tallyhouse/data/TallyDb;->exportClients(Z)Ljava/lang/String;

    move-result-object v0
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 214
    goto :goto_0

    .line 211
    :catch_0
    move-exception v2

    .line 212
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "export "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    iget-object v5, p0, Lcom/tallyhouse/clients/ClientProvider$2;->val$operationId:Ljava/lang/String;

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " failed"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v3, "ClientTools"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 213
    const-string v1, "INTERNAL_ERROR"

    .line 215
    :goto_0
    iget-object v3, p0, Lcom/tallyhouse/clients/ClientProvider$2;->this$0:Lcom/tallyhouse/clients/ClientProvider;

    invoke-static {v3}, Lcom/tallyhouse/clients/ClientProvider;->access$200(Lcom/tallyhouse/clients/ClientProvider;)Lcom/tallyhouse/cetp/Ledger;

    move-result-object v3

    iget-object v4, p0, Lcom/tallyhouse/clients/ClientProvider$2;->val$operationId:Ljava/lang/String;

    invoke-virtual {v3, v4, v0, v1}, Lcom/tallyhouse/cetp/Ledger;->finishOperation(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 216
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 217
    iget-object v5, p0, Lcom/tallyhouse/clients/ClientProvider$2;->val$call:Lcom/tallyhouse/cetp/CallInfo;

    iget v5, v5, Lcom/tallyhouse/cetp/CallInfo;->uid:I

    const-string v4, "uid"

    invoke-virtual {v2, v4, v5}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 218
    const-string v4, "tool"

    const-string v5, "export_clients"

    invoke-virtual {v2, v4, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 219
    move-object v3, v2

    const-string v4, "outcome"

    if-nez v1, :cond_0

    const-string v5, "succeeded"

    goto :goto_1

    :cond_0
    const-string v5, "failed"

    :goto_1
    invoke-virtual {v3, v4, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 220
    iget-object v3, p0, Lcom/tallyhouse/clients/ClientProvider$2;->this$0:Lcom/tallyhouse/clients/ClientProvider;

    invoke-static {v3}, Lcom/tallyhouse/clients/ClientProvider;->access$400(Lcom/tallyhouse/clients/ClientProvider;)Lcom/tallyhouse/bus/AppEventBus;

    move-result-object v3

    iget-object v4, p0, Lcom/tallyhouse/clients/ClientProvider$2;->this$0:Lcom/tallyhouse/clients/ClientProvider;

    invoke-static {v4}, Lcom/tallyhouse/clients/ClientProvider;->access$300(Lcom/tallyhouse/clients/ClientProvider;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4, v2}, Lcom/tallyhouse/bus/AppEventBus;->post(Ljava/lang/String;Landroid/os/Bundle;)I

    .line 221
    return-void
.end method
