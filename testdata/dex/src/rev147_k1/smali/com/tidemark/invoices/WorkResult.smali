.class public interface abstract Lcom/tidemark/invoices/WorkResult;
.super Ljava/lang/Object;
.source "Worker.kt"
