.class public Lcom/tripslip/ui/RevokeSlipActivity;
.super Landroid/app/Activity;
.source "RevokeSlipActivity.java"


# static fields
.field private static final RESULT_OK_CODE:I = -0x1


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 2

    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 11
    const p1, 0x7f030002

    invoke-virtual {p0, p1}, Lcom/tripslip/ui/RevokeSlipActivity;->setContentView(I)V

    .line 12
    const/4 p1, -0x1

    invoke-virtual {p0, p1}, Lcom/tripslip/ui/RevokeSlipActivity;->setResult(I)V

    .line 13
    invoke-virtual {p0}, Lcom/tripslip/ui/RevokeSlipActivity;->finish()V

    .line 14
    return-void
.end method
