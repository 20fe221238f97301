.class public interface abstract Lcom/hearthboard/rx/Scheduler;
.super Ljava/lang/Object;
.source "Scheduler.java"


# virtual methods
.method public abstract schedule(Ljava/lang/Runnable;)Lcom/hearthboard/rx/Disposable;
.end method
