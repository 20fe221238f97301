.class public Lcom/darkroom/ui/QueueActivity;
.super Landroid/app/Activity;
.source "QueueActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3

    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 11
    const-string v0, "DarkRoom"

    invoke-virtual {p0, v0}, Lcom/darkroom/ui/QueueActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 12
    return-void
.end method
