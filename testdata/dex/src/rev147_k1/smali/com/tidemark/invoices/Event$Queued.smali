.class public interface abstract Lcom/tidemark/invoices/Event$Queued;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Event;


# virtual methods
.method public abstract getJob()Ljava/lang/String;
.end method

.method public abstract getOperationId()Ljava/lang/String;
.end method
