.class public final synthetic Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tidemark/invoices/Progress;


# instance fields
.field public final synthetic f$0:Lcom/tidemark/invoices/OutboxWorker;

.field public final synthetic f$1:Lcom/tidemark/invoices/OutboxItem;


# direct methods
.method public synthetic constructor <init>(Lcom/tidemark/invoices/OutboxWorker;Lcom/tidemark/invoices/OutboxItem;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda1;->f$0:Lcom/tidemark/invoices/OutboxWorker;

    iput-object p2, p0, Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda1;->f$1:Lcom/tidemark/invoices/OutboxItem;

    return-void
.end method


# virtual methods
.method public final report(IILjava/lang/String;)V
    .registers 6

    iget-object v0, p0, Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda1;->f$0:Lcom/tidemark/invoices/OutboxWorker;

    iget-object v1, p0, Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda1;->f$1:Lcom/tidemark/invoices/OutboxItem;

    invoke-static {v0, v1, p1, p2, p3}, Lcom/tidemark/invoices/OutboxWorker;->perform$lambda$0(Lcom/tidemark/invoices/OutboxWorker;Lcom/tidemark/invoices/OutboxItem;IILjava/lang/String;)V

    return-void
.end method
