.class public Lcom/brightmoor/pantry/ConfirmActivity;
.super Landroid/app/Activity;
.source "Screens.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public final onApprove(Landroid/view/View;)V
    .registers 5

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    sget-object v0, Lcom/brightmoor/pantry/ResumeBook;->INSTANCE:Lcom/brightmoor/pantry/ResumeBook;

    invoke-virtual {p0}, Lcom/brightmoor/pantry/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.brightmoor.pantry.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/brightmoor/pantry/ResumeBook;->approve(Ljava/lang/String;)V

    .line 19
    const/4 v1, -0x1

    invoke-virtual {p0, v1}, Lcom/brightmoor/pantry/ConfirmActivity;->setResult(I)V

    .line 20
    invoke-virtual {p0}, Lcom/brightmoor/pantry/ConfirmActivity;->finish()V

    .line 21
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 14
    invoke-virtual {p0}, Lcom/brightmoor/pantry/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.brightmoor.pantry.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-nez v1, :cond_0

    const-string v1, "Confirm"

    :cond_0
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lcom/brightmoor/pantry/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 15
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    const/4 v0, 0x0

    invoke-virtual {p0, v0}, Lcom/brightmoor/pantry/ConfirmActivity;->setResult(I)V

    .line 25
    invoke-virtual {p0}, Lcom/brightmoor/pantry/ConfirmActivity;->finish()V

    .line 26
    return-void
.end method
