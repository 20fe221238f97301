.class public Lcom/spokeshop/ui/ReturnConfirmActivity;
.super Landroid/app/Activity;
.source "ReturnConfirmActivity.java"


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
    const-string v0, "Return the bike"

    invoke-virtual {p0, v0}, Lcom/spokeshop/ui/ReturnConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 11
    const/4 v0, -0x1

    invoke-virtual {p0, v0}, Lcom/spokeshop/ui/ReturnConfirmActivity;->setResult(I)V

    .line 12
    invoke-virtual {p0}, Lcom/spokeshop/ui/ReturnConfirmActivity;->finish()V

    .line 13
    return-void
.end method
