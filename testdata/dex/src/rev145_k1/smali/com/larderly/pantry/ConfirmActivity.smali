.class public final Lcom/larderly/pantry/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"


# static fields
.field public static final ACTION_CONFIRM:Ljava/lang/String; = "com.larderly.pantry.action.CONFIRM_TOOL"

.field public static final Companion:Lcom/larderly/pantry/ConfirmActivity$Companion;


# instance fields
.field private final token$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/larderly/pantry/ConfirmActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/larderly/pantry/ConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/larderly/pantry/ConfirmActivity;->Companion:Lcom/larderly/pantry/ConfirmActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    .line 9
    new-instance v0, Lcom/larderly/pantry/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/larderly/pantry/ConfirmActivity;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/ConfirmActivity;->token$delegate:Lkotlin/Lazy;

    .line 8
    return-void
.end method

.method private final answer(Z)V
    .registers 6

    .line 26
    invoke-direct {p0}, Lcom/larderly/pantry/ConfirmActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 36
    const/4 v3, 0x0

    .line 26
    sget-object v0, Lcom/larderly/pantry/TicketBook;->INSTANCE:Lcom/larderly/pantry/TicketBook;

    invoke-virtual {v0, v2, p1}, Lcom/larderly/pantry/TicketBook;->answer(Ljava/lang/String;Z)V

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
    invoke-virtual {v0, v1}, Lcom/larderly/pantry/ConfirmActivity;->setResult(I)V

    .line 28
    invoke-virtual {p0}, Lcom/larderly/pantry/ConfirmActivity;->finish()V

    .line 29
    return-void
.end method

.method private final getToken()Ljava/lang/String;
    .registers 3

    .line 9
    iget-object v1, p0, Lcom/larderly/pantry/ConfirmActivity;->token$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public static final token_delegate$lambda$0(Lcom/larderly/pantry/ConfirmActivity;)Ljava/lang/String;
    .registers 3

    .line 9
    invoke-virtual {p0}, Lcom/larderly/pantry/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.larderly.pantry.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final onApprove(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/larderly/pantry/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    invoke-direct {p0}, Lcom/larderly/pantry/ConfirmActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    .line 14
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/larderly/pantry/ConfirmActivity;->setResult(I)V

    .line 15
    invoke-virtual {p0}, Lcom/larderly/pantry/ConfirmActivity;->finish()V

    .line 16
    return-void

    .line 18
    :cond_0
    invoke-virtual {p0}, Lcom/larderly/pantry/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.larderly.pantry.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-eqz v1, :cond_1

    check-cast v1, Ljava/lang/CharSequence;

    goto :goto_0

    :cond_1
    const-string v1, "Confirm"

    check-cast v1, Ljava/lang/CharSequence;

    :goto_0
    invoke-virtual {v0, v1}, Lcom/larderly/pantry/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 19
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/larderly/pantry/ConfirmActivity;->answer(Z)V

    return-void
.end method
