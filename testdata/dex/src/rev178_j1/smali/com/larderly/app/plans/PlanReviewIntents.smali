.class final Lcom/larderly/app/plans/PlanReviewIntents;
.super Ljava/lang/Object;
.source "PlanReviewIntents.java"


# static fields
.field static final EXTRA_TOKEN:Ljava/lang/String; = "com.larderly.app.extra.REVIEW_TOKEN"

.field static final REVIEW_FLAGS:I = 0x48000000


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    return-void
.end method

.method static clearWeek(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 17
    new-instance v3, Landroid/content/Intent;

    const-class v2, Lcom/larderly/app/plans/ClearWeekReviewActivity;

    invoke-direct {v3, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 18
    const-string v1, "com.larderly.app.extra.REVIEW_TOKEN"

    invoke-virtual {v3, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 19
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0x48000000    # 131072.0f

    invoke-static {p0, v1, v3, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
