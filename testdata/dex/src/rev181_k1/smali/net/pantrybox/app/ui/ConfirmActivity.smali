.class public final Lnet/pantrybox/app/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"


# static fields
.field public static final Companion:Lnet/pantrybox/app/ui/ConfirmActivity$Companion;

.field public static final EXTRA_SOURCE:Ljava/lang/String; = "net.pantrybox.app.extra.SOURCE"


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lnet/pantrybox/app/ui/ConfirmActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lnet/pantrybox/app/ui/ConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/pantrybox/app/ui/ConfirmActivity;->Companion:Lnet/pantrybox/app/ui/ConfirmActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method public static final synthetic access$answer(Lnet/pantrybox/app/ui/ConfirmActivity;Ljava/lang/String;Z)V
    .registers 3

    .line 13
    invoke-direct {p0, p1, p2}, Lnet/pantrybox/app/ui/ConfirmActivity;->answer(Ljava/lang/String;Z)V

    return-void
.end method

.method private final answer(Ljava/lang/String;Z)V
    .registers 5

    .line 44
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->INSTANCE:Lnet/pantrybox/app/core/ConfirmationDesk;

    invoke-virtual {v0, p1, p2}, Lnet/pantrybox/app/core/ConfirmationDesk;->answer(Ljava/lang/String;Z)Z

    .line 45
    move-object v0, p0

    if-eqz p2, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lnet/pantrybox/app/ui/ConfirmActivity;->setResult(I)V

    .line 46
    invoke-virtual {p0}, Lnet/pantrybox/app/ui/ConfirmActivity;->finish()V

    .line 47
    return-void
.end method

.method public static final onCreate$lambda$1(Lnet/pantrybox/app/ui/ConfirmActivity;Ljava/lang/String;Landroid/view/View;)V
    .registers 4

    .line 27
    const/4 v0, 0x1

    invoke-direct {p0, p1, v0}, Lnet/pantrybox/app/ui/ConfirmActivity;->answer(Ljava/lang/String;Z)V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 11

    .line 15
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 16
    invoke-virtual {p0}, Lnet/pantrybox/app/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "net.pantrybox.app.extra.TICKET"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 17
    move-object v0, v3

    if-eqz v3, :cond_0

    move-object v6, v0

    .line 54
    const/4 v7, 0x0

    .line 17
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->INSTANCE:Lnet/pantrybox/app/core/ConfirmationDesk;

    invoke-virtual {v0, v6}, Lnet/pantrybox/app/core/ConfirmationDesk;->describe(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v4, v0

    .line 18
    if-eqz v3, :cond_1

    if-nez v4, :cond_2

    .line 19
    :cond_1
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lnet/pantrybox/app/ui/ConfirmActivity;->setResult(I)V

    .line 20
    invoke-virtual {p0}, Lnet/pantrybox/app/ui/ConfirmActivity;->finish()V

    .line 21
    return-void

    .line 23
    :cond_2
    new-instance v5, Landroid/widget/TextView;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v5, v2}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 24
    move-object v1, v4

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v5, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 25
    new-instance v6, Landroid/widget/Button;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v6, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 26
    const-string v1, "Approve"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 27
    new-instance v1, Lnet/pantrybox/app/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v3}, Lnet/pantrybox/app/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lnet/pantrybox/app/ui/ConfirmActivity;Ljava/lang/String;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 28
    new-instance v7, Landroid/widget/Button;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v7, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 29
    const-string v1, "Cancel"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 30
    new-instance v1, Lnet/pantrybox/app/ui/ConfirmActivity$onCreate$2;

    invoke-direct {v1, p0, v3}, Lnet/pantrybox/app/ui/ConfirmActivity$onCreate$2;-><init>(Lnet/pantrybox/app/ui/ConfirmActivity;Ljava/lang/String;)V

    check-cast v1, Landroid/view/View$OnClickListener;

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 35
    new-instance v8, Landroid/widget/LinearLayout;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v8, v2}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 36
    const/4 v1, 0x1

    invoke-virtual {v8, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 37
    move-object v1, v5

    check-cast v1, Landroid/view/View;

    invoke-virtual {v8, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 38
    move-object v1, v6

    check-cast v1, Landroid/view/View;

    invoke-virtual {v8, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 39
    move-object v1, v7

    check-cast v1, Landroid/view/View;

    invoke-virtual {v8, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 40
    move-object v1, v8

    check-cast v1, Landroid/view/View;

    invoke-virtual {p0, v1}, Lnet/pantrybox/app/ui/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 41
    return-void
.end method
