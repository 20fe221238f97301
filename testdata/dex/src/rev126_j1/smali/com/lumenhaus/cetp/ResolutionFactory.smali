.class public interface abstract Lcom/lumenhaus/cetp/ResolutionFactory;
.super Ljava/lang/Object;
.source "ResolutionFactory.java"


# virtual methods
.method public abstract create(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;
.end method
