.class public final Lcom/marginalia/notes/tools/ConfirmActivity;
.super Landroid/app/Activity;
.source "Resolutions.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 32
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public final onApprove(Landroid/view/View;)V
    .registers 5

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.marginalia.notes.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ResumeLedger;->approve(Ljava/lang/String;)V

    .line 40
    const/4 v1, -0x1

    invoke-virtual {p0, v1}, Lcom/marginalia/notes/tools/ConfirmActivity;->setResult(I)V

    .line 41
    invoke-virtual {p0}, Lcom/marginalia/notes/tools/ConfirmActivity;->finish()V

    .line 42
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 34
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 35
    invoke-virtual {p0}, Lcom/marginalia/notes/tools/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.marginalia.notes.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-nez v1, :cond_0

    const-string v1, "Confirm"

    :cond_0
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 36
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 5

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.marginalia.notes.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ResumeLedger;->deny(Ljava/lang/String;)V

    .line 46
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/marginalia/notes/tools/ConfirmActivity;->setResult(I)V

    .line 47
    invoke-virtual {p0}, Lcom/marginalia/notes/tools/ConfirmActivity;->finish()V

    .line 48
    return-void
.end method
