.class public interface abstract Lcom/chorechart/RateFeed;
.super Ljava/lang/Object;
.source "LedgerProvider.kt"


.method public abstract fetch(Lkotlin/jvm/functions/Function1;)V
.end method

