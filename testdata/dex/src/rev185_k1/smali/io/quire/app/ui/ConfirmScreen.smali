.class public abstract Lio/quire/app/ui/ConfirmScreen;
.super Landroid/app/Activity;
.source "ConfirmScreen.kt"


# static fields
.field public static final ACTION_CONFIRM_FILE:Ljava/lang/String; = "io.quire.app.action.CONFIRM_FILE"

.field public static final Companion:Lio/quire/app/ui/ConfirmScreen$Companion;

.field public static final EXTRA_MODE:Ljava/lang/String; = "io.quire.app.extra.MODE"

.field public static final EXTRA_TICKET:Ljava/lang/String; = "io.quire.app.extra.TICKET"


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/quire/app/ui/ConfirmScreen$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/quire/app/ui/ConfirmScreen$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quire/app/ui/ConfirmScreen;->Companion:Lio/quire/app/ui/ConfirmScreen$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final close(Z)V
    .registers 4

    .line 44
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lio/quire/app/ui/ConfirmScreen;->setResult(I)V

    .line 45
    invoke-virtual {p0}, Lio/quire/app/ui/ConfirmScreen;->finish()V

    .line 46
    return-void
.end method

.method private final decide(Ljava/lang/String;Z)V
    .registers 4

    .line 39
    sget-object v0, Lio/quire/app/core/ParkedCalls;->INSTANCE:Lio/quire/app/core/ParkedCalls;

    invoke-virtual {v0, p1, p2}, Lio/quire/app/core/ParkedCalls;->answer(Ljava/lang/String;Z)V

    .line 40
    invoke-direct {p0, p2}, Lio/quire/app/ui/ConfirmScreen;->close(Z)V

    .line 41
    return-void
.end method

.method public static final onCreate$lambda$0(Lio/quire/app/ui/ConfirmScreen;Ljava/lang/String;Landroid/view/View;)V
    .registers 4

    .line 28
    const/4 v0, 0x1

    invoke-direct {p0, p1, v0}, Lio/quire/app/ui/ConfirmScreen;->decide(Ljava/lang/String;Z)V

    return-void
.end method

.method public static final onCreate$lambda$1(Lio/quire/app/ui/ConfirmScreen;Ljava/lang/String;Landroid/view/View;)V
    .registers 4

    .line 31
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0}, Lio/quire/app/ui/ConfirmScreen;->decide(Ljava/lang/String;Z)V

    return-void
.end method


# virtual methods
.method protected abstract getHeading()Ljava/lang/String;
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 14

    .line 16
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 17
    invoke-virtual {p0}, Lio/quire/app/ui/ConfirmScreen;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "io.quire.app.extra.TICKET"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 18
    sget-object v0, Lio/quire/app/core/ParkedCalls;->INSTANCE:Lio/quire/app/core/ParkedCalls;

    invoke-virtual {v0, v6}, Lio/quire/app/core/ParkedCalls;->forTicket(Ljava/lang/String;)Lio/quire/app/core/Parked;

    move-result-object v7

    .line 19
    if-eqz v6, :cond_0

    if-nez v7, :cond_1

    .line 20
    :cond_0
    const/4 v1, 0x0

    invoke-direct {p0, v1}, Lio/quire/app/ui/ConfirmScreen;->close(Z)V

    .line 21
    return-void

    .line 23
    :cond_1
    new-instance v8, Landroid/widget/LinearLayout;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v8, v2}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 24
    new-instance v9, Landroid/widget/TextView;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v9, v2}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 25
    invoke-virtual {p0}, Lio/quire/app/ui/ConfirmScreen;->getHeading()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v7}, Lio/quire/app/core/Parked;->getSummary()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v7}, Lio/quire/app/core/Parked;->getProvider()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\n\n"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\n\nAsked through: "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v9, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 26
    new-instance v10, Landroid/widget/Button;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v10, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 27
    const-string v1, "Approve"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v10, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 28
    new-instance v1, Lio/quire/app/ui/ConfirmScreen$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v6}, Lio/quire/app/ui/ConfirmScreen$$ExternalSyntheticLambda0;-><init>(Lio/quire/app/ui/ConfirmScreen;Ljava/lang/String;)V

    invoke-virtual {v10, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 29
    new-instance v11, Landroid/widget/Button;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v11, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 30
    const-string v1, "Deny"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v11, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 31
    new-instance v1, Lio/quire/app/ui/ConfirmScreen$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, v6}, Lio/quire/app/ui/ConfirmScreen$$ExternalSyntheticLambda1;-><init>(Lio/quire/app/ui/ConfirmScreen;Ljava/lang/String;)V

    invoke-virtual {v11, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 32
    move-object v1, v9

    check-cast v1, Landroid/view/View;

    invoke-virtual {v8, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 33
    move-object v1, v10

    check-cast v1, Landroid/view/View;

    invoke-virtual {v8, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 34
    move-object v1, v11

    check-cast v1, Landroid/view/View;

    invoke-virtual {v8, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 35
    move-object v1, v8

    check-cast v1, Landroid/view/View;

    invoke-virtual {p0, v1}, Lio/quire/app/ui/ConfirmScreen;->setContentView(Landroid/view/View;)V

    .line 36
    return-void
.end method
