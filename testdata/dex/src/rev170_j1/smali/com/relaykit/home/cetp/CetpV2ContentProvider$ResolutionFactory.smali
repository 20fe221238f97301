.class public interface abstract Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;
.super Ljava/lang/Object;
.source "CetpV2ContentProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/cetp/CetpV2ContentProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "ResolutionFactory"
.end annotation


# virtual methods
.method public abstract confirmation(Ljava/lang/String;Lcom/relaykit/home/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;
.end method
