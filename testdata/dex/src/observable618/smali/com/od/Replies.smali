.class public interface abstract Lcom/od/Replies;
.super Ljava/lang/Object;
.source "Replies.kt"


# virtual methods
.method public abstract prior(Lcom/od/RetryKey;)Ljava/lang/String;
.end method

.method public abstract record(Lcom/od/RetryKey;Ljava/lang/String;)V
.end method

