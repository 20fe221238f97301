.class public final Lapp/trailmark/logbook/cetp/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"


# static fields
.field public static final Companion:Lapp/trailmark/logbook/cetp/ConfirmActivity$Companion;

.field public static final EXTRA_BOOK:Ljava/lang/String; = "app.trailmark.logbook.extra.BOOK"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "app.trailmark.logbook.extra.HELD_TOKEN"


# instance fields
.field private final book$delegate:Lkotlin/Lazy;

.field private final token$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/trailmark/logbook/cetp/ConfirmActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/cetp/ConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/ConfirmActivity;->Companion:Lapp/trailmark/logbook/cetp/ConfirmActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    .line 8
    new-instance v0, Lapp/trailmark/logbook/cetp/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/trailmark/logbook/cetp/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lapp/trailmark/logbook/cetp/ConfirmActivity;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/ConfirmActivity;->book$delegate:Lkotlin/Lazy;

    .line 9
    new-instance v0, Lapp/trailmark/logbook/cetp/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lapp/trailmark/logbook/cetp/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lapp/trailmark/logbook/cetp/ConfirmActivity;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/ConfirmActivity;->token$delegate:Lkotlin/Lazy;

    .line 7
    return-void
.end method

.method private final answer(Z)V
    .registers 6

    .line 27
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v2, v0

    .line 38
    const/4 v3, 0x0

    .line 27
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->getBook()Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {v0, v2, p1}, Lapp/trailmark/logbook/cetp/HeldCalls;->decide(Ljava/lang/String;Z)V

    goto :goto_0

    :cond_0
    :goto_0
    goto :goto_1

    .line 28
    :cond_1
    :goto_1
    move-object v0, p0

    if-eqz p1, :cond_2

    const/4 v1, -0x1

    goto :goto_2

    :cond_2
    const/4 v1, 0x0

    :goto_2
    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->setResult(I)V

    .line 29
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->finish()V

    .line 30
    return-void
.end method

.method public static final book_delegate$lambda$0(Lapp/trailmark/logbook/cetp/ConfirmActivity;)Lapp/trailmark/logbook/cetp/HeldCalls;
    .registers 4

    .line 8
    sget-object v0, Lapp/trailmark/logbook/cetp/HeldBooks;->INSTANCE:Lapp/trailmark/logbook/cetp/HeldBooks;

    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    if-eqz v1, :cond_0

    const-string v2, "app.trailmark.logbook.extra.BOOK"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/cetp/HeldBooks;->named(Ljava/lang/String;)Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    return-object v0
.end method

.method private final getBook()Lapp/trailmark/logbook/cetp/HeldCalls;
    .registers 3

    .line 8
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/ConfirmActivity;->book$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/HeldCalls;

    return-object v0
.end method

.method private final getToken()Ljava/lang/String;
    .registers 3

    .line 9
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/ConfirmActivity;->token$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public static final token_delegate$lambda$0(Lapp/trailmark/logbook/cetp/ConfirmActivity;)Ljava/lang/String;
    .registers 3

    .line 9
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    if-eqz v0, :cond_0

    const-string v1, "app.trailmark.logbook.extra.HELD_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method


# virtual methods
.method public final onApprove()V
    .registers 2

    .line 22
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 9

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v5, v0

    .line 38
    const/4 v6, 0x0

    .line 13
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->getBook()Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {v0, v5}, Lapp/trailmark/logbook/cetp/HeldCalls;->pending(Ljava/lang/String;)Lapp/trailmark/logbook/cetp/HeldCall;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    move-object v4, v0

    .line 14
    if-nez v4, :cond_2

    .line 15
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->setResult(I)V

    .line 16
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->finish()V

    .line 17
    return-void

    .line 19
    :cond_2
    invoke-virtual {v4}, Lapp/trailmark/logbook/cetp/HeldCall;->getSummary()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " This cannot be undone."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 20
    return-void
.end method

.method public final onDeny()V
    .registers 2

    .line 24
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/trailmark/logbook/cetp/ConfirmActivity;->answer(Z)V

    return-void
.end method
