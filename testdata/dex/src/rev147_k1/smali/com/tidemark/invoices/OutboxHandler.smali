.class public interface abstract Lcom/tidemark/invoices/OutboxHandler;
.super Ljava/lang/Object;
.source "Worker.kt"


# virtual methods
.method public abstract doWork(Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/Progress;)Lcom/tidemark/invoices/WorkResult;
.end method
