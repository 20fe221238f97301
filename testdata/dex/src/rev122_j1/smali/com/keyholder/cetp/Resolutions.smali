.class public final Lcom/keyholder/cetp/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    return-void
.end method

.method public static forScreen(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 6

    .line 13
    const-string v1, "com.keyholder.extra.RESUME_TOKEN"

    invoke-virtual {p1, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 14
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-static {p0, v1, p1, p3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
