.class public final Lcom/scanbox/cetp/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static forScreen(Landroid/content/Context;Lcom/scanbox/cetp/ScreenSpec;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8

    .line 12
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    .line 13
    invoke-virtual {p1}, Lcom/scanbox/cetp/ScreenSpec;->packageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/scanbox/cetp/ScreenSpec;->activity()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 14
    const-string v1, "com.scanbox.extra.TICKET"

    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 15
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-virtual {p1}, Lcom/scanbox/cetp/ScreenSpec;->flags()I

    move-result v3

    invoke-static {p0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
