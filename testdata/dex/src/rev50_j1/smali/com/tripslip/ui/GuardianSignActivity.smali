.class public Lcom/tripslip/ui/GuardianSignActivity;
.super Landroid/app/Activity;
.source "GuardianSignActivity.java"


# instance fields
.field private slipId:J


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    const p1, 0x7f030001

    invoke-virtual {p0, p1}, Lcom/tripslip/ui/GuardianSignActivity;->setContentView(I)V

    .line 14
    invoke-virtual {p0}, Lcom/tripslip/ui/GuardianSignActivity;->getIntent()Landroid/content/Intent;

    move-result-object p1

    if-nez p1, :cond_0

    const-wide/16 v0, -0x1

    goto :goto_0

    :cond_0
    const-wide/16 v0, 0x0

    :goto_0
    iput-wide v0, p0, Lcom/tripslip/ui/GuardianSignActivity;->slipId:J

    .line 15
    return-void
.end method
