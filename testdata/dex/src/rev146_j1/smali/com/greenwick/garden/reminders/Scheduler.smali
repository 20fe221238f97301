.class public interface abstract Lcom/greenwick/garden/reminders/Scheduler;
.super Ljava/lang/Object;
.source "Scheduler.java"


# virtual methods
.method public abstract cancel(Ljava/lang/String;)I
.end method

.method public abstract schedule(ILjava/lang/String;J)V
.end method
