.class public Lcom/drillshare/ui/MainActivity;
.super Landroid/app/Activity;
.source "MainActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3

    .line 9
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 10
    const v0, 0x7f030001

    invoke-virtual {p0, v0}, Lcom/drillshare/ui/MainActivity;->setContentView(I)V

    .line 11
    return-void
.end method

.method public onBackPressed()V
    .registers 2

    .line 15
    const/4 v0, 0x0

    invoke-virtual {p0, v0}, Lcom/drillshare/ui/MainActivity;->setResult(I)V

    .line 16
    invoke-virtual {p0}, Lcom/drillshare/ui/MainActivity;->finish()V

    .line 17
    return-void
.end method
