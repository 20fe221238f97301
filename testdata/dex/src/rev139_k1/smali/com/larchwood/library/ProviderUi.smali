.class public final Lcom/larchwood/library/ProviderUi;
.super Ljava/lang/Object;
.source "Screens.kt"

# interfaces
.implements Lcom/larchwood/library/AccountScreens;


# instance fields
.field private final synthetic $$delegate_0:Lcom/larchwood/library/AccountScreens;

.field private final confirm:Lcom/larchwood/library/ConfirmScreen;


# direct methods
.method public constructor <init>(Lcom/larchwood/library/AccountScreens;Lcom/larchwood/library/ConfirmScreen;)V
    .registers 4

    const-string v0, "accounts"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirm"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 61
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/ProviderUi;->$$delegate_0:Lcom/larchwood/library/AccountScreens;

    iput-object p2, p0, Lcom/larchwood/library/ProviderUi;->confirm:Lcom/larchwood/library/ConfirmScreen;

    return-void
.end method


# virtual methods
.method public final confirmation(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "prompt"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    iget-object v0, p0, Lcom/larchwood/library/ProviderUi;->confirm:Lcom/larchwood/library/ConfirmScreen;

    invoke-interface {v0, p1, p2, p3}, Lcom/larchwood/library/ConfirmScreen;->pending(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public signIn(Landroid/content/Context;)Landroid/content/ComponentName;
    .registers 4

    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lcom/larchwood/library/ProviderUi;->$$delegate_0:Lcom/larchwood/library/AccountScreens;

    invoke-interface {v0, p1}, Lcom/larchwood/library/AccountScreens;->signIn(Landroid/content/Context;)Landroid/content/ComponentName;

    move-result-object v0

    return-object v0
.end method

.method public final signInFor(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8

    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    invoke-virtual {p0, p1}, Lcom/larchwood/library/ProviderUi;->signIn(Landroid/content/Context;)Landroid/content/ComponentName;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.larchwood.library.extra.TOKEN"

    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    invoke-virtual {p0}, Lcom/larchwood/library/ProviderUi;->signInHelp()Ljava/lang/String;

    move-result-object v2

    const-string v1, "com.larchwood.library.extra.PROMPT"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 66
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0x4000000

    invoke-static {p1, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public signInHelp()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/larchwood/library/ProviderUi;->$$delegate_0:Lcom/larchwood/library/AccountScreens;

    invoke-interface {v0}, Lcom/larchwood/library/AccountScreens;->signInHelp()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
