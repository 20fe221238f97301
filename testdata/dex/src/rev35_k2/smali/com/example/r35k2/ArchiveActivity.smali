.class public final Lcom/example/r35k2/ArchiveActivity;
.super Landroid/app/Activity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 24
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 26
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 27
    new-instance p1, Lcom/example/r35k2/ArchiveActivity$onCreate$answer$1;
    invoke-direct {p1, p0}, Lcom/example/r35k2/ArchiveActivity$onCreate$answer$1;-><init>(Lcom/example/r35k2/ArchiveActivity;)V
    .line 33
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v1, p0
    check-cast v1, Landroid/content/Context;
    invoke-direct {v0, v1}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 34
    const-string v1, "Archive this record?"
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 35
    const-string v1, "Archive"
    check-cast v1, Ljava/lang/CharSequence;
    move-object v2, p1
    check-cast v2, Landroid/content/DialogInterface$OnClickListener;
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 36
    const-string v1, "Keep"
    check-cast v1, Ljava/lang/CharSequence;
    check-cast p1, Landroid/content/DialogInterface$OnClickListener;
    invoke-virtual {v0, v1, p1}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 37
    invoke-virtual {p1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 38
    return-void
.end method
