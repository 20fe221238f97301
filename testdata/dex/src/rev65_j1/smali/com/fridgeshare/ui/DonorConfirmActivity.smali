.class public Lcom/fridgeshare/ui/DonorConfirmActivity;
.super Landroid/app/Activity;
.source "SourceFile"


# instance fields
.field private a:Z


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

    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 12
    const v0, 0x7f030001

    invoke-virtual {p0, v0}, Lcom/fridgeshare/ui/DonorConfirmActivity;->setContentView(I)V

    .line 13
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/fridgeshare/ui/DonorConfirmActivity;->a:Z

    .line 14
    return-void
.end method
