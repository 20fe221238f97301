.class public final Lcom/example/r36k2/ExtendActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 26
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 28
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 29
    new-instance p1, Lcom/example/r36k2/ExtendActivity$onCreate$answer$1;
    invoke-direct {p1, p0}, Lcom/example/r36k2/ExtendActivity$onCreate$answer$1;-><init>(Lcom/example/r36k2/ExtendActivity;)V
    .line 35
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v1, p0
    check-cast v1, Landroid/content/Context;
    invoke-direct {v0, v1}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 36
    const-string v1, "Extend the trip by 30 minutes?"
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 37
    const-string v1, "Extend"
    check-cast v1, Ljava/lang/CharSequence;
    move-object v2, p1
    check-cast v2, Landroid/content/DialogInterface$OnClickListener;
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 38
    const-string v1, "Keep"
    check-cast v1, Ljava/lang/CharSequence;
    check-cast p1, Landroid/content/DialogInterface$OnClickListener;
    invoke-virtual {v0, v1, p1}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 39
    invoke-virtual {p1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 40
    return-void
.end method
