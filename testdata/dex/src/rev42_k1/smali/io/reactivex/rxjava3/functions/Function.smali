.class public interface abstract Lio/reactivex/rxjava3/functions/Function;
.super Ljava/lang/Object;
.source "Function.java"


.method public abstract apply(Ljava/lang/Object;)Ljava/lang/Object;
.end method

