.class public interface abstract Lcom/greenwick/garden/confirm/ResolutionFactory;
.super Ljava/lang/Object;
.source "ResolutionFactory.java"


# virtual methods
.method public abstract create(Ljava/lang/String;)Landroid/app/PendingIntent;
.end method
