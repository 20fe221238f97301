.class public final Lcom/brambleway/ScreensKt;
.super Ljava/lang/Object;
.source "Screens.kt"

# static fields
.field public static final APP_ID:Ljava/lang/String; = "com.brambleway"
.field public static final EXTRA_PROMPT:Ljava/lang/String; = "com.brambleway.extra.PROMPT"
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.brambleway.extra.TOKEN"


# direct methods
.method public static final intent(Lcom/brambleway/Screen;Landroid/content/Context;)Landroid/content/Intent;
    .registers 7
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ctx"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    move-object v4, p0
    .line 33
    instance-of v0, v4, Lcom/brambleway/Screen$Confirm;
    if-eqz v0, :L39
    new-instance v0, Landroid/content/Intent;
    move-object v3, p0
    check-cast v3, Lcom/brambleway/Screen$Confirm;
    invoke-virtual {v3}, Lcom/brambleway/Screen$Confirm;->getActivity()Ljava/lang/Class;
    move-result-object v3
    invoke-direct {v0, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    goto :L120
:L39
    .line 34
    sget-object v1, Lcom/brambleway/Screen$SignIn;->INSTANCE:Lcom/brambleway/Screen$SignIn;
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L72
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    const-string v1, "com.brambleway"
    const-string v2, "com.brambleway.account.SignInActivity"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "setClassName(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    goto :L120
:L72
    .line 35
    instance-of v0, v4, Lcom/brambleway/Screen$Partner;
    if-eqz v0, :L112
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    move-object v1, p0
    check-cast v1, Lcom/brambleway/Screen$Partner;
    invoke-virtual {v1}, Lcom/brambleway/Screen$Partner;->getPkg()Ljava/lang/String;
    move-result-object v1
    move-object v2, p0
    check-cast v2, Lcom/brambleway/Screen$Partner;
    invoke-virtual {v2}, Lcom/brambleway/Screen$Partner;->getActivity()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "setClassName(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    goto :L120
:L112
    .line 32
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L120
    .line 36
    return-object v0
.end method

.method public static final pendingFor-NQoh9s4(Landroid/content/Context;Lcom/brambleway/Sheet;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 11
    const-string v1, "$this$pendingFor"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "sheet"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "token"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-virtual {p1}, Lcom/brambleway/Sheet;->getScreen()Lcom/brambleway/Screen;
    move-result-object v0
    invoke-static {v0, p0}, Lcom/brambleway/ScreensKt;->intent(Lcom/brambleway/Screen;Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v5
    move-object v6, v5
    const/4 v7, 0x0
    .line 43
    const-string v1, "com.brambleway.extra.TOKEN"
    invoke-virtual {v6, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 44
    invoke-virtual {p1}, Lcom/brambleway/Sheet;->getPrompt()Ljava/lang/String;
    move-result-object v2
    const-string v1, "com.brambleway.extra.PROMPT"
    invoke-virtual {v6, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 42
    move-object v4, v5
    .line 46
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-virtual {p1}, Lcom/brambleway/Sheet;->getFlags()I
    move-result v3
    invoke-static {p0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
