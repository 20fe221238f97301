.class public interface abstract Lcom/tallyfold/money/ReplyLog;
.super Ljava/lang/Object;
.source "Replies.kt"


# virtual methods
.method public abstract prior(Lcom/tallyfold/money/RetryKey;)Lcom/tallyfold/money/Prior;
.end method

.method public abstract record(Lcom/tallyfold/money/RetryKey;Lcom/tallyfold/money/Prior;)V
.end method
