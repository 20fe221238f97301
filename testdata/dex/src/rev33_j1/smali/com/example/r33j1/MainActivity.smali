.class public final Lcom/example/r33j1/MainActivity;
.super Landroid/app/Activity;
.source "MainActivity.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 6
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .locals 0

    .line 9
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 10
    const-string p1, "Refillr"

    invoke-virtual {p0, p1}, Lcom/example/r33j1/MainActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 11
    return-void
.end method
