.class final enum Lcom/spokeshop/tools/Screen$2;
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

    .line 18
    invoke-direct {p0, p1, p2}, Lcom/spokeshop/tools/Screen;-><init>(Ljava/lang/String;I)V

    return-void
.end method


# virtual methods
.method public pendingIntent(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 6

    .line 21
    new-instance v0, Landroid/content/Intent;

    const-string v1, "com.spokeshop.action.PICKUP"

    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    invoke-virtual {p1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 22
    const/4 v1, 0x2

    invoke-static {p1, v1, v0, p2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    return-object p1
.end method
