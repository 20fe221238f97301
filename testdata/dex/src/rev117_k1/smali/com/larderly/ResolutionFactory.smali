.class public interface abstract Lcom/larderly/ResolutionFactory;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# virtual methods
.method public abstract create(Landroid/content/Context;ILandroid/content/Intent;)Landroid/app/PendingIntent;
.end method
