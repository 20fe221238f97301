.class public final Lcom/pi/ReviewActivity;
.super Landroid/app/Activity;
.source "ReviewActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7
    .line 13
    invoke-virtual {v5}, Lcom/pi/ReviewActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "resume_token"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 14
    new-instance v0, Lcom/pi/Parked;
    invoke-direct {v0, v5}, Lcom/pi/Parked;-><init>(Landroid/content/Context;)V
    move-object v4, v0
    .line 15
    invoke-virtual {v4, v3}, Lcom/pi/Parked;->peek(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L32
    .line 16
    invoke-virtual {v5}, Lcom/pi/ReviewActivity;->finish()V
    .line 17
    return-void
:L32
    .line 19
    const/4 v2, 0x1
    invoke-virtual {v4, v3, v2}, Lcom/pi/Parked;->decide(Ljava/lang/String;Z)V
    .line 20
    const/4 v1, -0x1
    invoke-virtual {v5, v1}, Lcom/pi/ReviewActivity;->setResult(I)V
    .line 21
    invoke-virtual {v5}, Lcom/pi/ReviewActivity;->finish()V
    .line 22
    return-void
.end method

