.class final Lcom/ds/LegacyHandler;
.super Ljava/lang/Object;
.source "LegacyHandler.java"

# interfaces
.implements Lcom/ds/Handler;

# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 3
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/ds/LegacyHandler;->context:Landroid/content/Context;
    .line 13
    return-void
.end method


# virtual methods
.method public onRequest(Ljava/lang/String;)Ljava/lang/Object;
    .registers 7
    .line 17
    new-instance v0, Landroid/content/Intent;
    iget-object v2, v5, Lcom/ds/LegacyHandler;->context:Landroid/content/Context;
    const-class v3, Lcom/ds/ConfirmActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v4, v0
    .line 18
    iget-object v0, v5, Lcom/ds/LegacyHandler;->context:Landroid/content/Context;
    const/4 v1, 0x3
    const/high16 v3, 0x2000000
    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

