.class public Lcom/example/bord/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 2

    .line 9
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 10
    invoke-virtual {p0}, Lcom/example/bord/ConfirmActivity;->finish()V

    .line 11
    return-void
.end method
