.class public interface abstract Lcom/tidepool/reef/cetp/Confirmations$Prompt;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/cetp/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Prompt"
.end annotation


# virtual methods
.method public abstract intentFor(Ljava/lang/String;)Landroid/app/PendingIntent;
.end method
