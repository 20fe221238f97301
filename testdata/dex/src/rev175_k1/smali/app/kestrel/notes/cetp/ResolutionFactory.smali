.class public interface abstract Lapp/kestrel/notes/cetp/ResolutionFactory;
.super Ljava/lang/Object;
.source "Tools.kt"


# virtual methods
.method public abstract create(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;
.end method
