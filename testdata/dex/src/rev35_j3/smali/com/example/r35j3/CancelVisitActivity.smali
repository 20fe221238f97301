.class public final Lcom/example/r35j3/CancelVisitActivity;
.super Landroid/app/Activity;
.source "CancelVisitActivity.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private approve()V
    .locals 4

    .line 21
    const-string v0, "approvals"

    const/4 v1, 0x0

    invoke-virtual {p0, v0, v1}, Lcom/example/r35j3/CancelVisitActivity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    const-string v3, "cancel_visit"

    invoke-interface {v0, v3, v1, v2}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 22
    return-void
.end method

.method static synthetic lambda$onCreate$1(Landroid/content/DialogInterface;I)V
    .locals 0

    .line 16
    invoke-interface {p0}, Landroid/content/DialogInterface;->dismiss()V

    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-example-r35j3-CancelVisitActivity(Landroid/content/DialogInterface;I)V
    .locals 0

    .line 15
    invoke-direct {p0}, Lcom/example/r35j3/CancelVisitActivity;->approve()V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .locals 2

    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 12
    new-instance p1, Landroid/app/AlertDialog$Builder;

    invoke-direct {p1, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 13
    const-string v0, "Cancel this visit?"

    invoke-virtual {p1, v0}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object p1

    .line 14
    const-string v0, "The clinic keeps a cancellation fee for visits less than a day away."

    invoke-virtual {p1, v0}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object p1

    .line 15
    new-instance v0, Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/r35j3/CancelVisitActivity;)V

    const-string v1, "Cancel visit"

    invoke-virtual {p1, v1, v0}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object p1

    .line 16
    sget-object v0, Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda1;->INSTANCE:Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda1;

    const-string v1, "Keep it"

    invoke-virtual {p1, v1, v0}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object p1

    .line 17
    invoke-virtual {p1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 18
    return-void
.end method
