.class public final Lcom/example/ft/WideActivity;
.super Landroid/app/Activity;
.source "WideActivity.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    const/4 v0, 0x0
    new-instance v0, Lcom/example/ft/W0;
    invoke-direct {v0}, Lcom/example/ft/W0;-><init>()V
    new-instance v0, Lcom/example/ft/W1;
    invoke-direct {v0}, Lcom/example/ft/W1;-><init>()V
    new-instance v0, Lcom/example/ft/W2;
    invoke-direct {v0}, Lcom/example/ft/W2;-><init>()V
    new-instance v0, Lcom/example/ft/W3;
    invoke-direct {v0}, Lcom/example/ft/W3;-><init>()V
    new-instance v0, Lcom/example/ft/W4;
    invoke-direct {v0}, Lcom/example/ft/W4;-><init>()V
    new-instance v0, Lcom/example/ft/W5;
    invoke-direct {v0}, Lcom/example/ft/W5;-><init>()V
    new-instance v0, Lcom/example/ft/W6;
    invoke-direct {v0}, Lcom/example/ft/W6;-><init>()V
    new-instance v0, Lcom/example/ft/W7;
    invoke-direct {v0}, Lcom/example/ft/W7;-><init>()V
    new-instance v0, Lcom/example/ft/W8;
    invoke-direct {v0}, Lcom/example/ft/W8;-><init>()V
    new-instance v0, Lcom/example/ft/W9;
    invoke-direct {v0}, Lcom/example/ft/W9;-><init>()V
    new-instance v0, Lcom/example/ft/W10;
    invoke-direct {v0}, Lcom/example/ft/W10;-><init>()V
    new-instance v0, Lcom/example/ft/W11;
    invoke-direct {v0}, Lcom/example/ft/W11;-><init>()V
    new-instance v0, Lcom/example/ft/W12;
    invoke-direct {v0}, Lcom/example/ft/W12;-><init>()V
    new-instance v0, Lcom/example/ft/W13;
    invoke-direct {v0}, Lcom/example/ft/W13;-><init>()V
    new-instance v0, Lcom/example/ft/W14;
    invoke-direct {v0}, Lcom/example/ft/W14;-><init>()V
    new-instance v0, Lcom/example/ft/W15;
    invoke-direct {v0}, Lcom/example/ft/W15;-><init>()V
    new-instance v0, Lcom/example/ft/W16;
    invoke-direct {v0}, Lcom/example/ft/W16;-><init>()V
    new-instance v0, Lcom/example/ft/W17;
    invoke-direct {v0}, Lcom/example/ft/W17;-><init>()V
    new-instance v0, Lcom/example/ft/W18;
    invoke-direct {v0}, Lcom/example/ft/W18;-><init>()V
    new-instance v0, Lcom/example/ft/W19;
    invoke-direct {v0}, Lcom/example/ft/W19;-><init>()V
    new-instance v0, Lcom/example/ft/W20;
    invoke-direct {v0}, Lcom/example/ft/W20;-><init>()V
    new-instance v0, Lcom/example/ft/W21;
    invoke-direct {v0}, Lcom/example/ft/W21;-><init>()V
    new-instance v0, Lcom/example/ft/W22;
    invoke-direct {v0}, Lcom/example/ft/W22;-><init>()V
    new-instance v0, Lcom/example/ft/W23;
    invoke-direct {v0}, Lcom/example/ft/W23;-><init>()V
    new-instance v0, Lcom/example/ft/W24;
    invoke-direct {v0}, Lcom/example/ft/W24;-><init>()V
    new-instance v0, Lcom/example/ft/W25;
    invoke-direct {v0}, Lcom/example/ft/W25;-><init>()V
    new-instance v0, Lcom/example/ft/W26;
    invoke-direct {v0}, Lcom/example/ft/W26;-><init>()V
    new-instance v0, Lcom/example/ft/W27;
    invoke-direct {v0}, Lcom/example/ft/W27;-><init>()V
    new-instance v0, Lcom/example/ft/W28;
    invoke-direct {v0}, Lcom/example/ft/W28;-><init>()V
    new-instance v0, Lcom/example/ft/W29;
    invoke-direct {v0}, Lcom/example/ft/W29;-><init>()V
    new-instance v0, Lcom/example/ft/W30;
    invoke-direct {v0}, Lcom/example/ft/W30;-><init>()V
    new-instance v0, Lcom/example/ft/W31;
    invoke-direct {v0}, Lcom/example/ft/W31;-><init>()V
    new-instance v0, Lcom/example/ft/W32;
    invoke-direct {v0}, Lcom/example/ft/W32;-><init>()V
    .line 5
    invoke-interface {v0, p0}, Lcom/example/ft/Closer;->close(Landroid/app/Activity;)V
    return-void
.end method
