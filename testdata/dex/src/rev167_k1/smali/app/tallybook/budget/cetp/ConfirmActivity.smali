.class public final Lapp/tallybook/budget/cetp/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"


# static fields
.field public static final ACTION_CONFIRM:Ljava/lang/String; = "app.tallybook.budget.action.CONFIRM_TOOL_CALL"

.field public static final Companion:Lapp/tallybook/budget/cetp/ConfirmActivity$Companion;

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "app.tallybook.budget.extra.HELD_TOKEN"


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/tallybook/budget/cetp/ConfirmActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/tallybook/budget/cetp/ConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/cetp/ConfirmActivity;->Companion:Lapp/tallybook/budget/cetp/ConfirmActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final answer(Z)V
    .registers 6

    .line 26
    invoke-direct {p0}, Lapp/tallybook/budget/cetp/ConfirmActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 37
    const/4 v3, 0x0

    .line 26
    sget-object v0, Lapp/tallybook/budget/cetp/HeldCalls;->INSTANCE:Lapp/tallybook/budget/cetp/HeldCalls;

    invoke-virtual {v0, v2, p1}, Lapp/tallybook/budget/cetp/HeldCalls;->decide(Ljava/lang/String;Z)Lapp/tallybook/budget/cetp/HeldCall;

    goto :goto_0

    .line 27
    :cond_0
    :goto_0
    move-object v0, p0

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_1

    :cond_1
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lapp/tallybook/budget/cetp/ConfirmActivity;->setResult(I)V

    .line 28
    invoke-virtual {p0}, Lapp/tallybook/budget/cetp/ConfirmActivity;->finish()V

    .line 29
    return-void
.end method

.method private final getToken()Ljava/lang/String;
    .registers 3

    .line 8
    invoke-virtual {p0}, Lapp/tallybook/budget/cetp/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    if-eqz v0, :cond_0

    const-string v1, "app.tallybook.budget.extra.HELD_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method


# virtual methods
.method public final onCancel()V
    .registers 2

    .line 23
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/tallybook/budget/cetp/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method public final onConfirm()V
    .registers 2

    .line 21
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lapp/tallybook/budget/cetp/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 12

    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 12
    invoke-direct {p0}, Lapp/tallybook/budget/cetp/ConfirmActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v6, v0

    sget-object v7, Lapp/tallybook/budget/cetp/HeldCalls;->INSTANCE:Lapp/tallybook/budget/cetp/HeldCalls;

    move-object v8, v6

    .line 37
    const/4 v9, 0x0

    .line 12
    invoke-virtual {v7, v8}, Lapp/tallybook/budget/cetp/HeldCalls;->describe(Ljava/lang/String;)Lapp/tallybook/budget/cetp/HeldCall;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v5, v0

    .line 13
    if-nez v5, :cond_1

    .line 14
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lapp/tallybook/budget/cetp/ConfirmActivity;->setResult(I)V

    .line 15
    invoke-virtual {p0}, Lapp/tallybook/budget/cetp/ConfirmActivity;->finish()V

    .line 16
    return-void

    .line 18
    :cond_1
    invoke-virtual {v5}, Lapp/tallybook/budget/cetp/HeldCall;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v5}, Lapp/tallybook/budget/cetp/HeldCall;->getSummary()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Allow "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "? "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lapp/tallybook/budget/cetp/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 19
    return-void
.end method
