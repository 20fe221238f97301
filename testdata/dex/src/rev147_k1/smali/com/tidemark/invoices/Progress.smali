.class public interface abstract Lcom/tidemark/invoices/Progress;
.super Ljava/lang/Object;
.source "Worker.kt"


# virtual methods
.method public abstract report(IILjava/lang/String;)V
.end method
