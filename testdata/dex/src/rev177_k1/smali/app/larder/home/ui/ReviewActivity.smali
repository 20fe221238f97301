.class public final Lapp/larder/home/ui/ReviewActivity;
.super Landroid/app/Activity;
.source "ReviewActivity.kt"


# static fields
.field public static final Companion:Lapp/larder/home/ui/ReviewActivity$Companion;

.field public static final EXTRA_REQUEST:Ljava/lang/String; = "app.larder.home.extra.REVIEW_REQUEST"


# instance fields
.field private discard:Landroid/widget/Button;

.field private keep:Landroid/widget/Button;

.field private status:Landroid/widget/TextView;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/ui/ReviewActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/ui/ReviewActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/ui/ReviewActivity;->Companion:Lapp/larder/home/ui/ReviewActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method public static final onCreate$lambda$0(Lapp/larder/home/ui/ReviewActivity;Lapp/larder/home/ui/ConfirmRequest;Landroid/view/View;)V
    .registers 4

    .line 30
    const/4 v0, -0x1

    invoke-direct {p0, p1, v0}, Lapp/larder/home/ui/ReviewActivity;->record(Lapp/larder/home/ui/ConfirmRequest;I)V

    return-void
.end method

.method public static final onCreate$lambda$1(Lapp/larder/home/ui/ReviewActivity;Lapp/larder/home/ui/ConfirmRequest;Landroid/view/View;)V
    .registers 4

    .line 33
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0}, Lapp/larder/home/ui/ReviewActivity;->record(Lapp/larder/home/ui/ConfirmRequest;I)V

    return-void
.end method

.method private final record(Lapp/larder/home/ui/ConfirmRequest;I)V
    .registers 6

    .line 41
    sget-object v0, Lapp/larder/home/arch/ResultRegistry;->INSTANCE:Lapp/larder/home/arch/ResultRegistry;

    invoke-virtual {p1}, Lapp/larder/home/ui/ConfirmRequest;->getCode()I

    move-result v1

    invoke-virtual {v0, v1, p2}, Lapp/larder/home/arch/ResultRegistry;->dispatch(II)Z

    .line 42
    iget-object v0, p0, Lapp/larder/home/ui/ReviewActivity;->discard:Landroid/widget/Button;

    if-nez v0, :cond_0

    const-string v0, "discard"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setEnabled(Z)V

    .line 43
    iget-object v0, p0, Lapp/larder/home/ui/ReviewActivity;->keep:Landroid/widget/Button;

    if-nez v0, :cond_1

    const-string v0, "keep"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setEnabled(Z)V

    .line 44
    iget-object v0, p0, Lapp/larder/home/ui/ReviewActivity;->status:Landroid/widget/TextView;

    if-nez v0, :cond_2

    const-string v0, "status"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    const/4 v2, -0x1

    if-ne p2, v2, :cond_3

    const-string v1, "Approved. Return to your assistant to finish."

    goto :goto_0

    :cond_3
    const-string v1, "Nothing will be discarded."

    :goto_0
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 45
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 17
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 18
    invoke-virtual {p0}, Lapp/larder/home/ui/ReviewActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.larder.home.extra.REVIEW_REQUEST"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getParcelableExtra(Ljava/lang/String;)Landroid/os/Parcelable;

    move-result-object v6

    check-cast v6, Lapp/larder/home/ui/ConfirmRequest;

    .line 19
    new-instance v7, Landroid/widget/LinearLayout;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v7, v2}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 20
    const/4 v1, 0x1

    invoke-virtual {v7, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 21
    new-instance v1, Landroid/widget/TextView;

    move-object v3, p0

    check-cast v3, Landroid/content/Context;

    invoke-direct {v1, v3}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lapp/larder/home/ui/ReviewActivity;->status:Landroid/widget/TextView;

    .line 22
    iget-object v1, p0, Lapp/larder/home/ui/ReviewActivity;->status:Landroid/widget/TextView;

    move-object v0, v7

    if-nez v1, :cond_0

    const-string v1, "status"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_0
    check-cast v1, Landroid/view/View;

    invoke-virtual {v0, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 23
    if-nez v6, :cond_2

    .line 24
    iget-object v0, p0, Lapp/larder/home/ui/ReviewActivity;->status:Landroid/widget/TextView;

    if-nez v0, :cond_1

    const-string v0, "status"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    const-string v1, "This request is no longer valid. Go back to your assistant."

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    goto/16 :goto_0

    .line 26
    :cond_2
    invoke-virtual {v6}, Lapp/larder/home/ui/ConfirmRequest;->getAction()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lapp/larder/home/ui/ReviewActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 27
    iget-object v0, p0, Lapp/larder/home/ui/ReviewActivity;->status:Landroid/widget/TextView;

    if-nez v0, :cond_3

    const-string v0, "status"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {v6}, Lapp/larder/home/ui/ConfirmRequest;->getAction()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6}, Lapp/larder/home/ui/ConfirmRequest;->getTarget()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v6}, Lapp/larder/home/ui/ConfirmRequest;->getConsequence()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\n"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\n"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 28
    new-instance v1, Landroid/widget/Button;

    move-object v3, p0

    check-cast v3, Landroid/content/Context;

    invoke-direct {v1, v3}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lapp/larder/home/ui/ReviewActivity;->discard:Landroid/widget/Button;

    .line 29
    iget-object v0, p0, Lapp/larder/home/ui/ReviewActivity;->discard:Landroid/widget/Button;

    if-nez v0, :cond_4

    const-string v0, "discard"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    const-string v1, "Discard"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 30
    iget-object v0, p0, Lapp/larder/home/ui/ReviewActivity;->discard:Landroid/widget/Button;

    if-nez v0, :cond_5

    const-string v0, "discard"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    new-instance v1, Lapp/larder/home/ui/ReviewActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v6}, Lapp/larder/home/ui/ReviewActivity$$ExternalSyntheticLambda0;-><init>(Lapp/larder/home/ui/ReviewActivity;Lapp/larder/home/ui/ConfirmRequest;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 31
    new-instance v1, Landroid/widget/Button;

    move-object v3, p0

    check-cast v3, Landroid/content/Context;

    invoke-direct {v1, v3}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lapp/larder/home/ui/ReviewActivity;->keep:Landroid/widget/Button;

    .line 32
    iget-object v0, p0, Lapp/larder/home/ui/ReviewActivity;->keep:Landroid/widget/Button;

    if-nez v0, :cond_6

    const-string v0, "keep"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_6
    const-string v1, "Keep everything"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 33
    iget-object v0, p0, Lapp/larder/home/ui/ReviewActivity;->keep:Landroid/widget/Button;

    if-nez v0, :cond_7

    const-string v0, "keep"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_7
    new-instance v1, Lapp/larder/home/ui/ReviewActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, v6}, Lapp/larder/home/ui/ReviewActivity$$ExternalSyntheticLambda1;-><init>(Lapp/larder/home/ui/ReviewActivity;Lapp/larder/home/ui/ConfirmRequest;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 34
    iget-object v1, p0, Lapp/larder/home/ui/ReviewActivity;->discard:Landroid/widget/Button;

    move-object v0, v7

    if-nez v1, :cond_8

    const-string v1, "discard"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_8
    check-cast v1, Landroid/view/View;

    invoke-virtual {v0, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 35
    iget-object v1, p0, Lapp/larder/home/ui/ReviewActivity;->keep:Landroid/widget/Button;

    move-object v0, v7

    if-nez v1, :cond_9

    const-string v1, "keep"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_9
    check-cast v1, Landroid/view/View;

    invoke-virtual {v0, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 37
    :goto_0
    move-object v1, v7

    check-cast v1, Landroid/view/View;

    invoke-virtual {p0, v1}, Lapp/larder/home/ui/ReviewActivity;->setContentView(Landroid/view/View;)V

    .line 38
    return-void
.end method
