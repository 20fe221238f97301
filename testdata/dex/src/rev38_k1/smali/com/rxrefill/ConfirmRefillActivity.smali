.class public final Lcom/rxrefill/ConfirmRefillActivity;
.super Landroid/app/Activity;
.source "ConfirmRefillActivity.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method public static synthetic a(Lcom/rxrefill/ConfirmRefillActivity;)V
    .registers 2

    .line 15
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/rxrefill/ConfirmRefillActivity;->a(Z)V

    return-void
.end method

.method private final a(Z)V
    .registers 2

    .line 21
    if-eqz p1, :cond_no

    const/4 p1, -0x1

    goto :goto_set

    :cond_no
    const/4 p1, 0x0

    :goto_set
    invoke-virtual {p0, p1}, Lcom/rxrefill/ConfirmRefillActivity;->setResult(I)V

    .line 22
    invoke-virtual {p0}, Lcom/rxrefill/ConfirmRefillActivity;->finish()V

    .line 23
    return-void
.end method

.method public static synthetic b(Lcom/rxrefill/ConfirmRefillActivity;)V
    .registers 2

    .line 16
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/rxrefill/ConfirmRefillActivity;->a(Z)V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 12
    invoke-virtual {p0}, Lcom/rxrefill/ConfirmRefillActivity;->getIntent()Landroid/content/Intent;

    move-result-object p1

    const-string v0, "tool"

    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    if-nez p1, :cond_tool

    const-string p1, "refill_rx"

    :cond_tool
    .line 13
    new-instance v0, Landroid/app/AlertDialog$Builder;

    invoke-direct {v0, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 14
    const-string v1, "cancel_refill"

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_order

    const-string p1, "Cancel this refill?"

    goto :goto_msg

    :cond_order
    const-string p1, "Order this refill?"

    :goto_msg
    invoke-virtual {v0, p1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object p1

    .line 15
    new-instance v0, Lcom/rxrefill/ConfirmRefillActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/rxrefill/ConfirmRefillActivity$$ExternalSyntheticLambda0;-><init>(Lcom/rxrefill/ConfirmRefillActivity;)V

    const-string v1, "Yes"

    invoke-virtual {p1, v1, v0}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object p1

    .line 16
    new-instance v0, Lcom/rxrefill/ConfirmRefillActivity$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lcom/rxrefill/ConfirmRefillActivity$$ExternalSyntheticLambda1;-><init>(Lcom/rxrefill/ConfirmRefillActivity;)V

    const-string v1, "No"

    invoke-virtual {p1, v1, v0}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object p1

    .line 17
    invoke-virtual {p1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 18
    return-void
.end method
