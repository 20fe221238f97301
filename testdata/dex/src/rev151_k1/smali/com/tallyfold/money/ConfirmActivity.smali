.class public final Lcom/tallyfold/money/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"


# static fields
.field public static final Companion:Lcom/tallyfold/money/ConfirmActivity$Companion;

.field public static final EXTRA_SUMMARY:Ljava/lang/String; = "com.tallyfold.money.extra.SUMMARY"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.tallyfold.money.extra.RESUME_TOKEN"


# instance fields
.field private token:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/tallyfold/money/ConfirmActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/tallyfold/money/ConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/tallyfold/money/ConfirmActivity;->Companion:Lcom/tallyfold/money/ConfirmActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final close(Z)V
    .registers 6

    .line 27
    iget-object v0, p0, Lcom/tallyfold/money/ConfirmActivity;->token:Ljava/lang/String;

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 38
    const/4 v3, 0x0

    .line 27
    sget-object v0, Lcom/tallyfold/money/Tickets;->INSTANCE:Lcom/tallyfold/money/Tickets;

    invoke-virtual {v0, v2, p1}, Lcom/tallyfold/money/Tickets;->answer-t8NQXzc(Ljava/lang/String;Z)V

    goto :goto_0

    .line 28
    :cond_0
    :goto_0
    move-object v0, p0

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_1

    :cond_1
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lcom/tallyfold/money/ConfirmActivity;->setResult(I)V

    .line 29
    invoke-virtual {p0}, Lcom/tallyfold/money/ConfirmActivity;->finish()V

    .line 30
    return-void
.end method


# virtual methods
.method public final onApprove(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/tallyfold/money/ConfirmActivity;->close(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 8

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    invoke-virtual {p0}, Lcom/tallyfold/money/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.tallyfold.money.extra.RESUME_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-eqz v1, :cond_0

    move-object v3, v1

    .line 38
    move-object v5, v0

    const/4 v4, 0x0

    .line 13
    invoke-static {v3}, Lcom/tallyfold/money/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    move-object v1, v0

    move-object v0, v5

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    iput-object v1, v0, Lcom/tallyfold/money/ConfirmActivity;->token:Ljava/lang/String;

    .line 14
    iget-object v0, p0, Lcom/tallyfold/money/ConfirmActivity;->token:Ljava/lang/String;

    if-nez v0, :cond_1

    .line 15
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/tallyfold/money/ConfirmActivity;->setResult(I)V

    .line 16
    invoke-virtual {p0}, Lcom/tallyfold/money/ConfirmActivity;->finish()V

    .line 17
    return-void

    .line 19
    :cond_1
    invoke-virtual {p0}, Lcom/tallyfold/money/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.tallyfold.money.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-eqz v1, :cond_2

    check-cast v1, Ljava/lang/CharSequence;

    goto :goto_1

    :cond_2
    const-string v1, "Confirm"

    check-cast v1, Ljava/lang/CharSequence;

    :goto_1
    invoke-virtual {v0, v1}, Lcom/tallyfold/money/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 20
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/tallyfold/money/ConfirmActivity;->close(Z)V

    return-void
.end method
