.class public final Lapp/quillmark/notes/cetp/ConfirmActivity;
.super Landroid/app/Activity;
.source "Screens.kt"


# instance fields
.field private final token$delegate:Lkotlin/Lazy;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    .line 12
    new-instance v0, Lapp/quillmark/notes/cetp/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/quillmark/notes/cetp/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lapp/quillmark/notes/cetp/ConfirmActivity;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quillmark/notes/cetp/ConfirmActivity;->token$delegate:Lkotlin/Lazy;

    .line 11
    return-void
.end method

.method private final answer(Z)V
    .registers 4

    .line 27
    invoke-direct {p0}, Lapp/quillmark/notes/cetp/ConfirmActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p1}, Lapp/quillmark/notes/cetp/HeldCalls;->decide(Ljava/lang/String;Z)V

    .line 28
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lapp/quillmark/notes/cetp/ConfirmActivity;->setResult(I)V

    .line 29
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/ConfirmActivity;->finish()V

    .line 30
    return-void
.end method

.method private final getToken()Ljava/lang/String;
    .registers 3

    .line 12
    iget-object v1, p0, Lapp/quillmark/notes/cetp/ConfirmActivity;->token$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public static final token_delegate$lambda$0(Lapp/quillmark/notes/cetp/ConfirmActivity;)Ljava/lang/String;
    .registers 3

    .line 12
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.quillmark.notes.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final onCancel(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/quillmark/notes/cetp/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method public final onConfirm(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lapp/quillmark/notes/cetp/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 15
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 16
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.quillmark.notes.extra.SUMMARY"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 66
    const/4 v3, 0x0

    .line 16
    move-object v1, v2

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lapp/quillmark/notes/cetp/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    goto :goto_0

    :cond_0
    move-object v0, p0

    check-cast v0, Lapp/quillmark/notes/cetp/ConfirmActivity;

    move-object v2, v0

    const/4 v3, 0x0

    .line 17
    const/4 v1, 0x0

    invoke-virtual {v2, v1}, Lapp/quillmark/notes/cetp/ConfirmActivity;->setResult(I)V

    .line 18
    invoke-virtual {v2}, Lapp/quillmark/notes/cetp/ConfirmActivity;->finish()V

    .line 20
    :goto_0
    return-void
.end method
