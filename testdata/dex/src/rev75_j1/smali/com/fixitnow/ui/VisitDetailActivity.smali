.class public Lcom/fixitnow/ui/VisitDetailActivity;
.super Landroid/app/Activity;
.source "VisitDetailActivity.java"


# instance fields
.field private visitId:J


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    invoke-virtual {p0}, Lcom/fixitnow/ui/VisitDetailActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "visit_id"

    const-wide/16 v2, -0x1

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Intent;->getLongExtra(Ljava/lang/String;J)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/fixitnow/ui/VisitDetailActivity;->visitId:J

    .line 14
    const-string v0, "Pick a new time"

    invoke-virtual {p0, v0}, Lcom/fixitnow/ui/VisitDetailActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 15
    return-void
.end method
