.class public interface abstract Lcom/cf/Opener;
.super Ljava/lang/Object;
.source "Opener.java"


# virtual methods
.method public abstract open(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
.end method

