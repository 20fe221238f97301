.class public final Lapp/larder/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"


# static fields
.field public static final Companion:Lapp/larder/ui/ConfirmActivity$Companion;


# instance fields
.field private ticket:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/ui/ConfirmActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/ui/ConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/ui/ConfirmActivity;->Companion:Lapp/larder/ui/ConfirmActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final decide(Z)V
    .registers 4

    .line 41
    sget-object v0, Lapp/larder/core/Confirmations;->INSTANCE:Lapp/larder/core/Confirmations;

    iget-object v1, p0, Lapp/larder/ui/ConfirmActivity;->ticket:Ljava/lang/String;

    if-nez v1, :cond_0

    const-string v1, "ticket"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_0
    invoke-virtual {v0, v1, p1}, Lapp/larder/core/Confirmations;->answer(Ljava/lang/String;Z)V

    .line 42
    move-object v0, p0

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_0

    :cond_1
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lapp/larder/ui/ConfirmActivity;->setResult(I)V

    .line 43
    invoke-virtual {p0}, Lapp/larder/ui/ConfirmActivity;->finish()V

    .line 44
    return-void
.end method

.method public static final onCreate$lambda$1$1$0(Lapp/larder/ui/ConfirmActivity;Landroid/view/View;)V
    .registers 3

    .line 31
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lapp/larder/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method public static final onCreate$lambda$1$2$0(Lapp/larder/ui/ConfirmActivity;Landroid/view/View;)V
    .registers 3

    .line 35
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 14

    .line 18
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 19
    invoke-virtual {p0}, Lapp/larder/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.larder.extra.TICKET"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v6, v0

    .line 52
    const/4 v7, 0x0

    .line 19
    sget-object v0, Lapp/larder/core/Confirmations;->INSTANCE:Lapp/larder/core/Confirmations;

    invoke-virtual {v0, v6}, Lapp/larder/core/Confirmations;->byTicket(Ljava/lang/String;)Lapp/larder/core/Parked;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v3, v0

    .line 20
    if-nez v3, :cond_1

    .line 21
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lapp/larder/ui/ConfirmActivity;->setResult(I)V

    .line 22
    invoke-virtual {p0}, Lapp/larder/ui/ConfirmActivity;->finish()V

    .line 23
    return-void

    .line 25
    :cond_1
    invoke-virtual {v3}, Lapp/larder/core/Parked;->getTicket()Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lapp/larder/ui/ConfirmActivity;->ticket:Ljava/lang/String;

    .line 26
    new-instance v4, Landroid/widget/LinearLayout;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v4, v2}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    move-object v5, v4

    move-object v11, p0

    const/4 v6, 0x0

    .line 27
    const/4 v1, 0x1

    invoke-virtual {v5, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 28
    new-instance v7, Landroid/widget/TextView;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v7, v2}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    move-object v8, v7

    .line 52
    move-object v9, v5

    const/4 v10, 0x0

    .line 28
    invoke-virtual {v3}, Lapp/larder/core/Parked;->getSummary()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v8, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    move-object v1, v7

    check-cast v1, Landroid/view/View;

    invoke-virtual {v9, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 29
    new-instance v7, Landroid/widget/Button;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v7, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    move-object v8, v7

    move-object v9, v5

    const/4 v10, 0x0

    .line 30
    const-string v1, "Allow"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 31
    new-instance v1, Lapp/larder/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lapp/larder/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lapp/larder/ui/ConfirmActivity;)V

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 29
    move-object v1, v7

    check-cast v1, Landroid/view/View;

    invoke-virtual {v9, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 33
    new-instance v7, Landroid/widget/Button;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v7, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    move-object v8, v7

    move-object v9, v5

    const/4 v10, 0x0

    .line 34
    const-string v1, "Don\'t allow"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 35
    new-instance v1, Lapp/larder/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lapp/larder/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lapp/larder/ui/ConfirmActivity;)V

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 33
    move-object v1, v7

    check-cast v1, Landroid/view/View;

    invoke-virtual {v9, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 26
    move-object v1, v4

    check-cast v1, Landroid/view/View;

    invoke-virtual {v11, v1}, Lapp/larder/ui/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 38
    return-void
.end method
