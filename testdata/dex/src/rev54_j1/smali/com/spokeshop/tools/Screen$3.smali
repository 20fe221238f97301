.class final enum Lcom/spokeshop/tools/Screen$3;
.super Lcom/spokeshop/tools/Screen;
.source "Screen.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/spokeshop/tools/Screen;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4018
    name = null
.end annotation


# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 25
    invoke-direct {p0, p1, p2}, Lcom/spokeshop/tools/Screen;-><init>(Ljava/lang/String;I)V

    return-void
.end method


# virtual methods
.method public pendingIntent(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 6

    .line 28
    new-instance v0, Landroid/content/Intent;

    const-class v1, Lcom/spokeshop/ui/OrderConfirmActivity;

    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 29
    const/4 v1, 0x3

    invoke-static {p1, v1, v0, p2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    return-object p1
.end method
