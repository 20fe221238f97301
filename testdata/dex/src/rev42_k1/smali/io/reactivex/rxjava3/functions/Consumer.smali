.class public interface abstract Lio/reactivex/rxjava3/functions/Consumer;
.super Ljava/lang/Object;
.source "Consumer.java"


.method public abstract accept(Ljava/lang/Object;)V
.end method

