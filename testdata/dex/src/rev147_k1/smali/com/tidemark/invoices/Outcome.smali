.class public interface abstract Lcom/tidemark/invoices/Outcome;
.super Ljava/lang/Object;
.source "Protocol.kt"
