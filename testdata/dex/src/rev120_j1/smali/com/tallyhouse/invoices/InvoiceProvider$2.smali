.class Lcom/tallyhouse/invoices/InvoiceProvider$2;
.super Ljava/lang/Object;
.source "InvoiceProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tallyhouse/invoices/InvoiceProvider;->exportInvoices(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tallyhouse/invoices/InvoiceProvider;

.field final synthetic val$operationId:Ljava/lang/String;

.field final synthetic val$year:I


# direct methods
.method constructor <init>(Lcom/tallyhouse/invoices/InvoiceProvider;ILjava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 238
    iput-object p1, p0, Lcom/tallyhouse/invoices/InvoiceProvider$2;->this$0:Lcom/tallyhouse/invoices/InvoiceProvider;

    iput p2, p0, Lcom/tallyhouse/invoices/InvoiceProvider$2;->val$year:I

    iput-object p3, p0, Lcom/tallyhouse/invoices/InvoiceProvider$2;->val$operationId:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 7

    .line 241
    const/4 v0, 0x0

    .line 242
    const/4 v1, 0x0

    .line 244
    :try_start_0
    iget-object v3, p0, Lcom/tallyhouse/invoices/InvoiceProvider$2;->this$0:Lcom/tallyhouse/invoices/InvoiceProvider;

    iget v4, p0, Lcom/tallyhouse/invoices/InvoiceProvider$2;->val$year:I

    invoke-static {v3, v4}, Lcom/tallyhouse/invoices/InvoiceProvider;->access$100(Lcom/tallyhouse/invoices/InvoiceProvider;I)Ljava/lang/String;

    move-result-object v0
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 248
    goto :goto_0

    .line 245
    :catch_0
    move-exception v2

    .line 246
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "export "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    iget-object v5, p0, Lcom/tallyhouse/invoices/InvoiceProvider$2;->val$operationId:Ljava/lang/String;

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " failed"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v3, "InvoiceTools"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 247
    const-string v1, "INTERNAL_ERROR"

    .line 249
    :goto_0
    iget-object v3, p0, Lcom/tallyhouse/invoices/InvoiceProvider$2;->this$0:Lcom/tallyhouse/invoices/InvoiceProvider;

    invoke-static {v3}, Lcom/tallyhouse/invoices/InvoiceProvider;->access$200(Lcom/tallyhouse/invoices/InvoiceProvider;)Lcom/tallyhouse/cetp/Ledger;

    move-result-object v3

    iget-object v4, p0, Lcom/tallyhouse/invoices/InvoiceProvider$2;->val$operationId:Ljava/lang/String;

    invoke-virtual {v3, v4, v0, v1}, Lcom/tallyhouse/cetp/Ledger;->finishOperation(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 250
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 251
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v5

    const-string v4, "uid"

    invoke-virtual {v2, v4, v5}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 252
    const-string v4, "tool"

    const-string v5, "export_invoices"

    invoke-virtual {v2, v4, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 253
    move-object v3, v2

    const-string v4, "outcome"

    if-nez v1, :cond_0

    const-string v5, "succeeded"

    goto :goto_1

    :cond_0
    const-string v5, "failed"

    :goto_1
    invoke-virtual {v3, v4, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 254
    iget-object v3, p0, Lcom/tallyhouse/invoices/InvoiceProvider$2;->this$0:Lcom/tallyhouse/invoices/InvoiceProvider;

    invoke-static {v3}, Lcom/tallyhouse/invoices/InvoiceProvider;->access$400(Lcom/tallyhouse/invoices/InvoiceProvider;)Lcom/tallyhouse/bus/AppEventBus;

    move-result-object v3

    iget-object v4, p0, Lcom/tallyhouse/invoices/InvoiceProvider$2;->this$0:Lcom/tallyhouse/invoices/InvoiceProvider;

    invoke-static {v4}, Lcom/tallyhouse/invoices/InvoiceProvider;->access$300(Lcom/tallyhouse/invoices/InvoiceProvider;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4, v2}, Lcom/tallyhouse/bus/AppEventBus;->post(Ljava/lang/String;Landroid/os/Bundle;)I

    .line 255
    return-void
.end method
