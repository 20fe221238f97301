.class Lcom/tallyhouse/invoices/InvoiceProvider$1;
.super Lcom/tallyhouse/bus/ConfirmedAction;
.source "InvoiceProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tallyhouse/invoices/InvoiceProvider;->onReady(Landroid/content/Context;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tallyhouse/invoices/InvoiceProvider;


# direct methods
.method constructor <init>(Lcom/tallyhouse/invoices/InvoiceProvider;)V
    .registers 2

    .line 82
    iput-object p1, p0, Lcom/tallyhouse/invoices/InvoiceProvider$1;->this$0:Lcom/tallyhouse/invoices/InvoiceProvider;

    invoke-direct {p0}, Lcom/tallyhouse/bus/ConfirmedAction;-><init>()V

    return-void
.end method


# virtual methods
.method protected perform(Landroid/os/Bundle;)I
    .registers 5

    .line 85
    iget-object v0, p0, Lcom/tallyhouse/invoices/InvoiceProvider$1;->this$0:Lcom/tallyhouse/invoices/InvoiceProvider;

    invoke-static {v0}, Lcom/tallyhouse/invoices/InvoiceProvider;->access$000(Lcom/tallyhouse/invoices/InvoiceProvider;)Lcom/tallyhouse/data/TallyDb;

    move-result-object v0

    const-string v2, "invoice_id"

    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tallyhouse/data/TallyDb;->voidInvoice(J)I

    move-result v0

    return v0
.end method
