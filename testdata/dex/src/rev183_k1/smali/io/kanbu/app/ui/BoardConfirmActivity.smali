.class public final Lio/kanbu/app/ui/BoardConfirmActivity;
.super Landroid/app/Activity;
.source "BoardConfirmActivity.kt"


# static fields
.field public static final Companion:Lio/kanbu/app/ui/BoardConfirmActivity$Companion;

.field public static final EXTRA_TICKET:Ljava/lang/String; = "io.kanbu.app.extra.BOARD_TICKET"


# instance fields
.field private approve:Landroid/widget/Button;

.field private summary:Landroid/widget/TextView;

.field private final ui:Lio/kanbu/app/core/Store;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/kanbu/app/ui/BoardConfirmActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/kanbu/app/ui/BoardConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/kanbu/app/ui/BoardConfirmActivity;->Companion:Lio/kanbu/app/ui/BoardConfirmActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 8

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    .line 13
    new-instance v0, Lio/kanbu/app/core/Store;

    new-instance v1, Lio/kanbu/app/ui/ConfirmUi;

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v6

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    invoke-direct {v1, v3, v4, v5, v6}, Lio/kanbu/app/ui/ConfirmUi;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Boolean;Ljava/util/List;)V

    sget-object v2, Lio/kanbu/app/ui/BoardConfirmActivity$$ExternalSyntheticLambda0;->INSTANCE:Lio/kanbu/app/ui/BoardConfirmActivity$$ExternalSyntheticLambda0;

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v3

    invoke-direct {v0, v1, v2, v3}, Lio/kanbu/app/core/Store;-><init>(Ljava/lang/Object;Lkotlin/jvm/functions/Function2;Ljava/util/List;)V

    iput-object v0, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->ui:Lio/kanbu/app/core/Store;

    .line 12
    return-void
.end method

.method private final dispatch(Lio/kanbu/app/ui/UiAction;)V
    .registers 11

    .line 37
    iget-object v0, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->ui:Lio/kanbu/app/core/Store;

    invoke-virtual {v0, p1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 38
    iget-object v0, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->ui:Lio/kanbu/app/core/Store;

    invoke-virtual {v0}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/ui/ConfirmUi;

    invoke-virtual {v0}, Lio/kanbu/app/ui/ConfirmUi;->getEffects()Ljava/util/List;

    move-result-object v2

    .line 39
    iget-object v0, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->ui:Lio/kanbu/app/core/Store;

    sget-object v1, Lio/kanbu/app/ui/UiAction$EffectsTaken;->INSTANCE:Lio/kanbu/app/ui/UiAction$EffectsTaken;

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 40
    move-object v0, v2

    check-cast v0, Ljava/lang/Iterable;

    move-object v3, v0

    const/4 v4, 0x0

    .line 61
    invoke-interface {v3}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v6

    move-object v0, v6

    check-cast v0, Lio/kanbu/app/ui/UiEffect;

    move-object v7, v0

    const/4 v8, 0x0

    .line 40
    invoke-direct {p0, v7}, Lio/kanbu/app/ui/BoardConfirmActivity;->handle(Lio/kanbu/app/ui/UiEffect;)V

    .line 61
    goto :goto_0

    .line 41
    :cond_0
    return-void
.end method

.method private final handle(Lio/kanbu/app/ui/UiEffect;)V
    .registers 6

    .line 43
    move-object v3, p1

    .line 44
    instance-of v0, v3, Lio/kanbu/app/ui/UiEffect$Render;

    if-eqz v0, :cond_4

    .line 45
    iget-object v0, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->summary:Landroid/widget/TextView;

    if-nez v0, :cond_0

    const-string v0, "summary"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    iget-object v1, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->ui:Lio/kanbu/app/core/Store;

    invoke-virtual {v1}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lio/kanbu/app/ui/ConfirmUi;

    invoke-virtual {v1}, Lio/kanbu/app/ui/ConfirmUi;->getSummary()Ljava/lang/String;

    move-result-object v1

    if-nez v1, :cond_1

    const-string v1, "This request has expired. Ask your assistant again."

    :cond_1
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 46
    iget-object v0, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->approve:Landroid/widget/Button;

    if-nez v0, :cond_2

    const-string v0, "approve"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    iget-object v1, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->ui:Lio/kanbu/app/core/Store;

    invoke-virtual {v1}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lio/kanbu/app/ui/ConfirmUi;

    invoke-static {v1}, Lio/kanbu/app/ui/ConfirmUiKt;->getExpired(Lio/kanbu/app/ui/ConfirmUi;)Z

    move-result v1

    if-nez v1, :cond_3

    const/4 v1, 0x1

    goto :goto_0

    :cond_3
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Landroid/widget/Button;->setEnabled(Z)V

    goto :goto_2

    .line 48
    :cond_4
    instance-of v0, v3, Lio/kanbu/app/ui/UiEffect$Record;

    if-eqz v0, :cond_5

    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->INSTANCE:Lio/kanbu/app/core/ConfirmationDesk;

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/ui/UiEffect$Record;

    invoke-virtual {v1}, Lio/kanbu/app/ui/UiEffect$Record;->getTicket()Ljava/lang/String;

    move-result-object v1

    move-object v2, p1

    check-cast v2, Lio/kanbu/app/ui/UiEffect$Record;

    invoke-virtual {v2}, Lio/kanbu/app/ui/UiEffect$Record;->getApproved()Z

    move-result v2

    invoke-virtual {v0, v1, v2}, Lio/kanbu/app/core/ConfirmationDesk;->answer(Ljava/lang/String;Z)V

    goto :goto_2

    .line 49
    :cond_5
    instance-of v0, v3, Lio/kanbu/app/ui/UiEffect$Close;

    if-eqz v0, :cond_7

    .line 50
    move-object v1, p1

    check-cast v1, Lio/kanbu/app/ui/UiEffect$Close;

    invoke-virtual {v1}, Lio/kanbu/app/ui/UiEffect$Close;->getApproved()Z

    move-result v1

    move-object v0, p0

    if-eqz v1, :cond_6

    const/4 v1, -0x1

    goto :goto_1

    :cond_6
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lio/kanbu/app/ui/BoardConfirmActivity;->setResult(I)V

    .line 51
    invoke-virtual {p0}, Lio/kanbu/app/ui/BoardConfirmActivity;->finish()V

    goto :goto_2

    .line 43
    :cond_7
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 53
    :goto_2
    return-void
.end method

.method public static final onCreate$lambda$0(Lio/kanbu/app/ui/BoardConfirmActivity;Landroid/view/View;)V
    .registers 4

    .line 26
    new-instance v0, Lio/kanbu/app/ui/UiAction$Decided;

    const/4 v1, 0x1

    invoke-direct {v0, v1}, Lio/kanbu/app/ui/UiAction$Decided;-><init>(Z)V

    check-cast v0, Lio/kanbu/app/ui/UiAction;

    invoke-direct {p0, v0}, Lio/kanbu/app/ui/BoardConfirmActivity;->dispatch(Lio/kanbu/app/ui/UiAction;)V

    return-void
.end method

.method public static final onCreate$lambda$1(Lio/kanbu/app/ui/BoardConfirmActivity;Landroid/view/View;)V
    .registers 4

    .line 27
    new-instance v0, Lio/kanbu/app/ui/UiAction$Decided;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/kanbu/app/ui/UiAction$Decided;-><init>(Z)V

    check-cast v0, Lio/kanbu/app/ui/UiAction;

    invoke-direct {p0, v0}, Lio/kanbu/app/ui/BoardConfirmActivity;->dispatch(Lio/kanbu/app/ui/UiAction;)V

    return-void
.end method

.method public static final ui$lambda$0(Lio/kanbu/app/ui/ConfirmUi;Lio/kanbu/app/ui/UiAction;)Lio/kanbu/app/ui/ConfirmUi;
    .registers 4

    const-string v1, "state"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-static {p0, p1}, Lio/kanbu/app/ui/ConfirmUiKt;->reduceConfirm(Lio/kanbu/app/ui/ConfirmUi;Lio/kanbu/app/ui/UiAction;)Lio/kanbu/app/ui/ConfirmUi;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 16

    .line 18
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 19
    new-instance v4, Landroid/widget/LinearLayout;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v4, v2}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 20
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 21
    new-instance v1, Landroid/widget/TextView;

    move-object v3, p0

    check-cast v3, Landroid/content/Context;

    invoke-direct {v1, v3}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->summary:Landroid/widget/TextView;

    .line 22
    new-instance v1, Landroid/widget/Button;

    move-object v3, p0

    check-cast v3, Landroid/content/Context;

    invoke-direct {v1, v3}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->approve:Landroid/widget/Button;

    .line 23
    iget-object v0, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->approve:Landroid/widget/Button;

    if-nez v0, :cond_0

    const-string v0, "approve"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    const-string v1, "Archive"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 24
    new-instance v5, Landroid/widget/Button;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v5, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 25
    const-string v1, "Cancel"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v5, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 26
    iget-object v0, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->approve:Landroid/widget/Button;

    if-nez v0, :cond_1

    const-string v0, "approve"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    new-instance v1, Lio/kanbu/app/ui/BoardConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lio/kanbu/app/ui/BoardConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lio/kanbu/app/ui/BoardConfirmActivity;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 27
    new-instance v1, Lio/kanbu/app/ui/BoardConfirmActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lio/kanbu/app/ui/BoardConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lio/kanbu/app/ui/BoardConfirmActivity;)V

    invoke-virtual {v5, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 28
    iget-object v1, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->summary:Landroid/widget/TextView;

    move-object v0, v4

    if-nez v1, :cond_2

    const-string v1, "summary"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_2
    check-cast v1, Landroid/view/View;

    invoke-virtual {v0, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 29
    iget-object v1, p0, Lio/kanbu/app/ui/BoardConfirmActivity;->approve:Landroid/widget/Button;

    move-object v0, v4

    if-nez v1, :cond_3

    const-string v1, "approve"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_3
    check-cast v1, Landroid/view/View;

    invoke-virtual {v0, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 30
    move-object v1, v5

    check-cast v1, Landroid/view/View;

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 31
    move-object v1, v4

    check-cast v1, Landroid/view/View;

    invoke-virtual {p0, v1}, Lio/kanbu/app/ui/BoardConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 32
    invoke-virtual {p0}, Lio/kanbu/app/ui/BoardConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "io.kanbu.app.extra.BOARD_TICKET"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 33
    move-object v0, p0

    move-object v1, v6

    move-object v2, v6

    if-eqz v6, :cond_4

    move-object v7, v2

    .line 60
    move-object v10, v1

    move-object v9, v0

    const/4 v8, 0x0

    .line 33
    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->INSTANCE:Lio/kanbu/app/core/ConfirmationDesk;

    invoke-virtual {v0, v7}, Lio/kanbu/app/core/ConfirmationDesk;->summary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    move-object v0, v9

    move-object v1, v10

    move-object v2, v11

    goto :goto_0

    :cond_4
    const/4 v2, 0x0

    :goto_0
    move-object v12, v2

    move-object v13, v1

    new-instance v1, Lio/kanbu/app/ui/UiAction$Opened;

    invoke-direct {v1, v13, v12}, Lio/kanbu/app/ui/UiAction$Opened;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v1, Lio/kanbu/app/ui/UiAction;

    invoke-direct {v0, v1}, Lio/kanbu/app/ui/BoardConfirmActivity;->dispatch(Lio/kanbu/app/ui/UiAction;)V

    .line 34
    return-void
.end method
