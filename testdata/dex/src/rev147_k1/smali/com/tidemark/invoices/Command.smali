.class public interface abstract Lcom/tidemark/invoices/Command;
.super Ljava/lang/Object;
.source "Model.kt"


# virtual methods
.method public abstract getAggregate()Ljava/lang/String;
.end method
