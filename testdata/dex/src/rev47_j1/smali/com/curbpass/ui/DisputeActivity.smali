.class public final Lcom/curbpass/ui/DisputeActivity;
.super Landroid/app/Activity;
.source "SourceFile"


# instance fields
.field private a:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected final onCreate(Landroid/os/Bundle;)V
    .registers 3

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    const p1, 0x7f030001

    invoke-virtual {p0, p1}, Lcom/curbpass/ui/DisputeActivity;->setContentView(I)V

    .line 14
    invoke-virtual {p0}, Lcom/curbpass/ui/DisputeActivity;->getIntent()Landroid/content/Intent;

    move-result-object p1

    if-nez p1, :cond_0

    const/4 p1, 0x0

    goto :goto_0

    :cond_0
    const-string p1, "pending"

    :goto_0
    iput-object p1, p0, Lcom/curbpass/ui/DisputeActivity;->a:Ljava/lang/String;

    .line 15
    return-void
.end method
