.class public final synthetic Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/tidemark/invoices/OutboxWorker;


# direct methods
.method public synthetic constructor <init>(Lcom/tidemark/invoices/OutboxWorker;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda0;->f$0:Lcom/tidemark/invoices/OutboxWorker;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 2

    iget-object v0, p0, Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda0;->f$0:Lcom/tidemark/invoices/OutboxWorker;

    invoke-static {v0}, Lcom/tidemark/invoices/OutboxWorker;->kick$lambda$0(Lcom/tidemark/invoices/OutboxWorker;)V

    return-void
.end method
