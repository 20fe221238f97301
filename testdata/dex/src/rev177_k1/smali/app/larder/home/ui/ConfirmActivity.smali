.class public final Lapp/larder/home/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"


# static fields
.field public static final Companion:Lapp/larder/home/ui/ConfirmActivity$Companion;

.field public static final EXTRA_REQUEST:Ljava/lang/String; = "app.larder.home.extra.CONFIRM_REQUEST"


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/ui/ConfirmActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/ui/ConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/ui/ConfirmActivity;->Companion:Lapp/larder/home/ui/ConfirmActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final close(Lapp/larder/home/ui/ConfirmRequest;I)V
    .registers 5

    .line 38
    sget-object v0, Lapp/larder/home/arch/ResultRegistry;->INSTANCE:Lapp/larder/home/arch/ResultRegistry;

    invoke-virtual {p1}, Lapp/larder/home/ui/ConfirmRequest;->getCode()I

    move-result v1

    invoke-virtual {v0, v1, p2}, Lapp/larder/home/arch/ResultRegistry;->dispatch(II)Z

    .line 39
    invoke-virtual {p0, p2}, Lapp/larder/home/ui/ConfirmActivity;->setResult(I)V

    .line 40
    invoke-virtual {p0}, Lapp/larder/home/ui/ConfirmActivity;->finish()V

    .line 41
    return-void
.end method

.method public static final onCreate$lambda$0(Lapp/larder/home/ui/ConfirmActivity;Lapp/larder/home/ui/ConfirmRequest;Landroid/view/View;)V
    .registers 4

    .line 28
    const/4 v0, -0x1

    invoke-direct {p0, p1, v0}, Lapp/larder/home/ui/ConfirmActivity;->close(Lapp/larder/home/ui/ConfirmRequest;I)V

    return-void
.end method

.method public static final onCreate$lambda$1(Lapp/larder/home/ui/ConfirmActivity;Lapp/larder/home/ui/ConfirmRequest;Landroid/view/View;)V
    .registers 4

    .line 32
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0}, Lapp/larder/home/ui/ConfirmActivity;->close(Lapp/larder/home/ui/ConfirmRequest;I)V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 13

    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 14
    invoke-virtual {p0}, Lapp/larder/home/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.larder.home.extra.CONFIRM_REQUEST"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getParcelableExtra(Ljava/lang/String;)Landroid/os/Parcelable;

    move-result-object v6

    check-cast v6, Lapp/larder/home/ui/ConfirmRequest;

    .line 15
    if-nez v6, :cond_0

    .line 16
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lapp/larder/home/ui/ConfirmActivity;->setResult(I)V

    .line 17
    invoke-virtual {p0}, Lapp/larder/home/ui/ConfirmActivity;->finish()V

    .line 18
    return-void

    .line 20
    :cond_0
    invoke-virtual {v6}, Lapp/larder/home/ui/ConfirmRequest;->getAction()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lapp/larder/home/ui/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 21
    new-instance v7, Landroid/widget/LinearLayout;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v7, v2}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 22
    const/4 v1, 0x1

    invoke-virtual {v7, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 23
    new-instance v8, Landroid/widget/TextView;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v8, v2}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 24
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

    invoke-virtual {v8, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 25
    move-object v1, v8

    check-cast v1, Landroid/view/View;

    invoke-virtual {v7, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 26
    new-instance v9, Landroid/widget/Button;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v9, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 27
    const-string v1, "Clear list"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v9, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 28
    new-instance v1, Lapp/larder/home/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v6}, Lapp/larder/home/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lapp/larder/home/ui/ConfirmActivity;Lapp/larder/home/ui/ConfirmRequest;)V

    invoke-virtual {v9, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 29
    move-object v1, v9

    check-cast v1, Landroid/view/View;

    invoke-virtual {v7, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 30
    new-instance v10, Landroid/widget/Button;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v10, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 31
    const-string v1, "Keep list"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v10, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 32
    new-instance v1, Lapp/larder/home/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, v6}, Lapp/larder/home/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lapp/larder/home/ui/ConfirmActivity;Lapp/larder/home/ui/ConfirmRequest;)V

    invoke-virtual {v10, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 33
    move-object v1, v10

    check-cast v1, Landroid/view/View;

    invoke-virtual {v7, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 34
    move-object v1, v7

    check-cast v1, Landroid/view/View;

    invoke-virtual {p0, v1}, Lapp/larder/home/ui/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 35
    return-void
.end method
