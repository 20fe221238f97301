.class public final Lcom/example/r35j3/RescheduleActivity;
.super Landroid/app/Activity;
.source "RescheduleActivity.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .locals 1

    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 11
    const/4 p1, -0x1

    invoke-virtual {p0, p1}, Lcom/example/r35j3/RescheduleActivity;->setResult(I)V

    .line 12
    invoke-virtual {p0}, Lcom/example/r35j3/RescheduleActivity;->finish()V

    .line 13
    return-void
.end method
