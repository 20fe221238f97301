.class public final Lcom/quillhaven/archive/ConfirmActivity;
.super Landroid/app/Activity;
.source "Screens.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 22
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public final onApprove(Landroid/view/View;)V
    .registers 5

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    sget-object v0, Lcom/quillhaven/archive/ResumeLedger;->INSTANCE:Lcom/quillhaven/archive/ResumeLedger;

    invoke-virtual {p0}, Lcom/quillhaven/archive/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.quillhaven.archive.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/ResumeLedger;->approve(Ljava/lang/String;)V

    .line 30
    const/4 v1, -0x1

    invoke-virtual {p0, v1}, Lcom/quillhaven/archive/ConfirmActivity;->setResult(I)V

    .line 31
    invoke-virtual {p0}, Lcom/quillhaven/archive/ConfirmActivity;->finish()V

    .line 32
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 24
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 25
    invoke-virtual {p0}, Lcom/quillhaven/archive/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.quillhaven.archive.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-nez v1, :cond_0

    const-string v1, "Confirm"

    :cond_0
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 26
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 5

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    sget-object v0, Lcom/quillhaven/archive/ResumeLedger;->INSTANCE:Lcom/quillhaven/archive/ResumeLedger;

    invoke-virtual {p0}, Lcom/quillhaven/archive/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.quillhaven.archive.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/ResumeLedger;->deny(Ljava/lang/String;)V

    .line 36
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/quillhaven/archive/ConfirmActivity;->setResult(I)V

    .line 37
    invoke-virtual {p0}, Lcom/quillhaven/archive/ConfirmActivity;->finish()V

    .line 38
    return-void
.end method
