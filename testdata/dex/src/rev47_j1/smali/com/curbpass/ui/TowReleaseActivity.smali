.class public final Lcom/curbpass/ui/TowReleaseActivity;
.super Landroid/app/Activity;
.source "SourceFile"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected final onCreate(Landroid/os/Bundle;)V
    .registers 2

    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 11
    const/4 p1, -0x1

    invoke-virtual {p0, p1}, Lcom/curbpass/ui/TowReleaseActivity;->setResult(I)V

    .line 12
    invoke-virtual {p0}, Lcom/curbpass/ui/TowReleaseActivity;->finish()V

    .line 13
    return-void
.end method
