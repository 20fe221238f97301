.class public interface abstract Lio/reactivex/rxjava3/functions/Action;
.super Ljava/lang/Object;
.source "Action.java"


.method public abstract run()V
.end method

