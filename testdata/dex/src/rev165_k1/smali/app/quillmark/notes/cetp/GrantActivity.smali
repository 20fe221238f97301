.class public final Lapp/quillmark/notes/cetp/GrantActivity;
.super Landroid/app/Activity;
.source "Screens.kt"


# instance fields
.field private packageToGrant:Ljava/lang/String;

.field private scope:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 34
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public final onAllow(Landroid/view/View;)V
    .registers 5

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    iget-object v0, p0, Lapp/quillmark/notes/cetp/GrantActivity;->packageToGrant:Ljava/lang/String;

    if-eqz v0, :cond_2

    iget-object v0, p0, Lapp/quillmark/notes/cetp/GrantActivity;->scope:Ljava/lang/String;

    if-eqz v0, :cond_2

    new-instance v0, Lapp/quillmark/notes/cetp/Grants;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v0, v2}, Lapp/quillmark/notes/cetp/Grants;-><init>(Landroid/content/Context;)V

    iget-object v1, p0, Lapp/quillmark/notes/cetp/GrantActivity;->packageToGrant:Ljava/lang/String;

    if-nez v1, :cond_0

    const-string v1, "packageToGrant"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_0
    iget-object v2, p0, Lapp/quillmark/notes/cetp/GrantActivity;->scope:Ljava/lang/String;

    if-nez v2, :cond_1

    const-string v2, "scope"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_1
    invoke-virtual {v0, v1, v2}, Lapp/quillmark/notes/cetp/Grants;->grant(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    :cond_2
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.quillmark.notes.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/HeldCalls;->decide(Ljava/lang/String;Z)V

    .line 55
    const/4 v1, -0x1

    invoke-virtual {p0, v1}, Lapp/quillmark/notes/cetp/GrantActivity;->setResult(I)V

    .line 56
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/GrantActivity;->finish()V

    .line 57
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 39
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 40
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.quillmark.notes.extra.PACKAGE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 41
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.quillmark.notes.extra.SCOPE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 42
    if-eqz v2, :cond_0

    if-nez v3, :cond_1

    .line 43
    :cond_0
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lapp/quillmark/notes/cetp/GrantActivity;->setResult(I)V

    .line 44
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/GrantActivity;->finish()V

    .line 45
    return-void

    .line 47
    :cond_1
    iput-object v2, p0, Lapp/quillmark/notes/cetp/GrantActivity;->packageToGrant:Ljava/lang/String;

    .line 48
    iput-object v3, p0, Lapp/quillmark/notes/cetp/GrantActivity;->scope:Ljava/lang/String;

    .line 49
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    move-object v5, v4

    .line 66
    move-object v7, p0

    const/4 v6, 0x0

    .line 49
    const-string v1, "Allow "

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " to use "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x3f

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v7, v1}, Lapp/quillmark/notes/cetp/GrantActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 50
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 4

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 60
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.quillmark.notes.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/HeldCalls;->decide(Ljava/lang/String;Z)V

    .line 61
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lapp/quillmark/notes/cetp/GrantActivity;->setResult(I)V

    .line 62
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/GrantActivity;->finish()V

    .line 63
    return-void
.end method
