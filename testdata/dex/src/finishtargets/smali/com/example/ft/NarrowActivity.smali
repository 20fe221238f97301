.class public final Lcom/example/ft/NarrowActivity;
.super Landroid/app/Activity;
.source "NarrowActivity.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    const/4 v0, 0x0
    new-instance v0, Lcom/example/ft/N0;
    invoke-direct {v0}, Lcom/example/ft/N0;-><init>()V
    new-instance v0, Lcom/example/ft/N1;
    invoke-direct {v0}, Lcom/example/ft/N1;-><init>()V
    new-instance v0, Lcom/example/ft/N2;
    invoke-direct {v0}, Lcom/example/ft/N2;-><init>()V
    new-instance v0, Lcom/example/ft/N3;
    invoke-direct {v0}, Lcom/example/ft/N3;-><init>()V
    new-instance v0, Lcom/example/ft/N4;
    invoke-direct {v0}, Lcom/example/ft/N4;-><init>()V
    new-instance v0, Lcom/example/ft/N5;
    invoke-direct {v0}, Lcom/example/ft/N5;-><init>()V
    new-instance v0, Lcom/example/ft/N6;
    invoke-direct {v0}, Lcom/example/ft/N6;-><init>()V
    new-instance v0, Lcom/example/ft/N7;
    invoke-direct {v0}, Lcom/example/ft/N7;-><init>()V
    new-instance v0, Lcom/example/ft/N8;
    invoke-direct {v0}, Lcom/example/ft/N8;-><init>()V
    new-instance v0, Lcom/example/ft/N9;
    invoke-direct {v0}, Lcom/example/ft/N9;-><init>()V
    new-instance v0, Lcom/example/ft/N10;
    invoke-direct {v0}, Lcom/example/ft/N10;-><init>()V
    new-instance v0, Lcom/example/ft/N11;
    invoke-direct {v0}, Lcom/example/ft/N11;-><init>()V
    new-instance v0, Lcom/example/ft/N12;
    invoke-direct {v0}, Lcom/example/ft/N12;-><init>()V
    new-instance v0, Lcom/example/ft/N13;
    invoke-direct {v0}, Lcom/example/ft/N13;-><init>()V
    new-instance v0, Lcom/example/ft/N14;
    invoke-direct {v0}, Lcom/example/ft/N14;-><init>()V
    new-instance v0, Lcom/example/ft/N15;
    invoke-direct {v0}, Lcom/example/ft/N15;-><init>()V
    new-instance v0, Lcom/example/ft/N16;
    invoke-direct {v0}, Lcom/example/ft/N16;-><init>()V
    new-instance v0, Lcom/example/ft/N17;
    invoke-direct {v0}, Lcom/example/ft/N17;-><init>()V
    new-instance v0, Lcom/example/ft/N18;
    invoke-direct {v0}, Lcom/example/ft/N18;-><init>()V
    new-instance v0, Lcom/example/ft/N19;
    invoke-direct {v0}, Lcom/example/ft/N19;-><init>()V
    new-instance v0, Lcom/example/ft/N20;
    invoke-direct {v0}, Lcom/example/ft/N20;-><init>()V
    new-instance v0, Lcom/example/ft/N21;
    invoke-direct {v0}, Lcom/example/ft/N21;-><init>()V
    new-instance v0, Lcom/example/ft/N22;
    invoke-direct {v0}, Lcom/example/ft/N22;-><init>()V
    new-instance v0, Lcom/example/ft/N23;
    invoke-direct {v0}, Lcom/example/ft/N23;-><init>()V
    new-instance v0, Lcom/example/ft/N24;
    invoke-direct {v0}, Lcom/example/ft/N24;-><init>()V
    new-instance v0, Lcom/example/ft/N25;
    invoke-direct {v0}, Lcom/example/ft/N25;-><init>()V
    new-instance v0, Lcom/example/ft/N26;
    invoke-direct {v0}, Lcom/example/ft/N26;-><init>()V
    new-instance v0, Lcom/example/ft/N27;
    invoke-direct {v0}, Lcom/example/ft/N27;-><init>()V
    new-instance v0, Lcom/example/ft/N28;
    invoke-direct {v0}, Lcom/example/ft/N28;-><init>()V
    new-instance v0, Lcom/example/ft/N29;
    invoke-direct {v0}, Lcom/example/ft/N29;-><init>()V
    new-instance v0, Lcom/example/ft/N30;
    invoke-direct {v0}, Lcom/example/ft/N30;-><init>()V
    new-instance v0, Lcom/example/ft/N31;
    invoke-direct {v0}, Lcom/example/ft/N31;-><init>()V
    .line 5
    invoke-interface {v0, p0}, Lcom/example/ft/Shutter;->close(Landroid/app/Activity;)V
    return-void
.end method
