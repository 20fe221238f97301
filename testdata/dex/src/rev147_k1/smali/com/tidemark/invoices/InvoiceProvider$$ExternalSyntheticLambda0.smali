.class public final synthetic Lcom/tidemark/invoices/InvoiceProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tidemark/invoices/OutboxHandler;


# instance fields
.field public final synthetic f$0:Lcom/tidemark/invoices/InvoiceProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/tidemark/invoices/InvoiceProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/InvoiceProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidemark/invoices/InvoiceProvider;

    return-void
.end method


# virtual methods
.method public final doWork(Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/Progress;)Lcom/tidemark/invoices/WorkResult;
    .registers 4

    iget-object v0, p0, Lcom/tidemark/invoices/InvoiceProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidemark/invoices/InvoiceProvider;

    invoke-static {v0, p1, p2}, Lcom/tidemark/invoices/InvoiceProvider;->handlers$lambda$0(Lcom/tidemark/invoices/InvoiceProvider;Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/Progress;)Lcom/tidemark/invoices/WorkResult;

    move-result-object v0

    return-object v0
.end method
