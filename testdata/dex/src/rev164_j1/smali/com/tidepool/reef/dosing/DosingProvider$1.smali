.class Lcom/tidepool/reef/dosing/DosingProvider$1;
.super Ljava/lang/Object;
.source "DosingProvider.java"

# interfaces
.implements Lcom/tidepool/reef/cetp/Confirmations$Prompt;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/dosing/DosingProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/dosing/DosingProvider;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/dosing/DosingProvider;)V
    .registers 2

    .line 54
    iput-object p1, p0, Lcom/tidepool/reef/dosing/DosingProvider$1;->this$0:Lcom/tidepool/reef/dosing/DosingProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public intentFor(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8

    .line 57
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DosingProvider$1;->this$0:Lcom/tidepool/reef/dosing/DosingProvider;

    invoke-virtual {v0}, Lcom/tidepool/reef/dosing/DosingProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    .line 58
    new-instance v5, Landroid/content/Intent;

    const-string v2, "com.tidepool.reef.action.CONFIRM_DOSE"

    invoke-direct {v5, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 59
    invoke-virtual {v4}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v5, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 60
    const-string v1, "com.tidepool.reef.extra.RESUME_TOKEN"

    invoke-virtual {v5, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 61
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v4, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
