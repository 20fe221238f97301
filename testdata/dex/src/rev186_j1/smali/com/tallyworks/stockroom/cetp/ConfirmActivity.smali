.class public Lcom/tallyworks/stockroom/cetp/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# static fields
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.tallyworks.stockroom.extra.CONFIRM_TOKEN"


# instance fields
.field private store:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public onApprove()V
    .registers 4

    .line 34
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->store:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->token:Ljava/lang/String;

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->decide(Ljava/lang/String;Z)V

    .line 35
    const/4 v1, -0x1

    invoke-virtual {p0, v1}, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->setResult(I)V

    .line 36
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->finish()V

    .line 37
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 20
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 21
    new-instance v1, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    invoke-static {p0}, Lcom/tallyworks/stockroom/data/StockDatabase;->get(Landroid/content/Context;)Lcom/tallyworks/stockroom/data/StockDatabase;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;-><init>(Lcom/tallyworks/stockroom/data/StockDatabase;)V

    iput-object v1, p0, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->store:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    .line 22
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.tallyworks.stockroom.extra.CONFIRM_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->token:Ljava/lang/String;

    .line 23
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->token:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->store:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->summary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v4, v0

    .line 24
    if-nez v4, :cond_1

    .line 25
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->setResult(I)V

    .line 26
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->finish()V

    .line 27
    return-void

    .line 29
    :cond_1
    invoke-virtual {p0, v4}, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 30
    return-void
.end method

.method public onDecline()V
    .registers 4

    .line 41
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->store:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->token:Ljava/lang/String;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->decide(Ljava/lang/String;Z)V

    .line 42
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->setResult(I)V

    .line 43
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;->finish()V

    .line 44
    return-void
.end method
