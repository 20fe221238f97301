.class public abstract Lcom/spokeshare/ConfirmActivity;
.super Landroid/app/Activity;
.source "Screens.kt"

# static fields
.field public static final Companion:Lcom/spokeshare/ConfirmActivity$Companion;
.field public static final EXTRA_DESK:Ljava/lang/String; = "com.spokeshare.extra.DESK"
.field public static final EXTRA_PROMPT:Ljava/lang/String; = "com.spokeshare.extra.PROMPT"
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.spokeshare.extra.RESUME_TOKEN"


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/spokeshare/ConfirmActivity$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/spokeshare/ConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/spokeshare/ConfirmActivity;->Companion:Lcom/spokeshare/ConfirmActivity$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private final answer(Lcom/spokeshare/DeskStore;Ljava/lang/String;Z)V
    .registers 6
    .line 34
    invoke-virtual {p1, p2, p3}, Lcom/spokeshare/DeskStore;->decide(Ljava/lang/String;Z)V
    .line 35
    move-object v0, p0
    if-eqz p3, :L15
    const/4 v1, -0x1
    goto :L16
:L15
    const/4 v1, 0x0
:L16
    invoke-virtual {v0, v1}, Lcom/spokeshare/ConfirmActivity;->setResult(I)V
    .line 36
    invoke-virtual {p0}, Lcom/spokeshare/ConfirmActivity;->finish()V
    .line 37
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/spokeshare/ConfirmActivity;Lcom/spokeshare/DeskStore;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 6
    .line 27
    const/4 v0, 0x1
    invoke-direct {p0, p1, p2, v0}, Lcom/spokeshare/ConfirmActivity;->answer(Lcom/spokeshare/DeskStore;Ljava/lang/String;Z)V
    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/spokeshare/ConfirmActivity;Lcom/spokeshare/DeskStore;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 6
    .line 28
    const/4 v0, 0x0
    invoke-direct {p0, p1, p2, v0}, Lcom/spokeshare/ConfirmActivity;->answer(Lcom/spokeshare/DeskStore;Ljava/lang/String;Z)V
    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/spokeshare/ConfirmActivity;Lcom/spokeshare/DeskStore;Ljava/lang/String;Landroid/content/DialogInterface;)V
    .registers 5
    .line 29
    const/4 v0, 0x0
    invoke-direct {p0, p1, p2, v0}, Lcom/spokeshare/ConfirmActivity;->answer(Lcom/spokeshare/DeskStore;Ljava/lang/String;Z)V
    return-void
.end method


# virtual methods
.method protected abstract getApproveLabel()Ljava/lang/String;
.end method

.method protected abstract getHeading()Ljava/lang/String;
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7
    .line 16
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 17
    invoke-virtual {p0}, Lcom/spokeshare/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "com.spokeshare.extra.RESUME_TOKEN"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 18
    sget-object v0, Lcom/spokeshare/Desks;->INSTANCE:Lcom/spokeshare/Desks;
    invoke-virtual {p0}, Lcom/spokeshare/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "com.spokeshare.extra.DESK"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/spokeshare/Desks;->named(Ljava/lang/String;)Lcom/spokeshare/DeskStore;
    move-result-object v4
    .line 19
    if-eqz v3, :L39
    if-nez v4, :L49
:L39
    .line 20
    const/4 v1, 0x0
    invoke-virtual {p0, v1}, Lcom/spokeshare/ConfirmActivity;->setResult(I)V
    .line 21
    invoke-virtual {p0}, Lcom/spokeshare/ConfirmActivity;->finish()V
    .line 22
    return-void
:L49
    .line 24
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v2, p0
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 25
    invoke-virtual {p0}, Lcom/spokeshare/ConfirmActivity;->getHeading()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 26
    invoke-virtual {p0}, Lcom/spokeshare/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "com.spokeshare.extra.PROMPT"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 27
    invoke-virtual {p0}, Lcom/spokeshare/ConfirmActivity;->getApproveLabel()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0, v4, v3}, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/spokeshare/ConfirmActivity;Lcom/spokeshare/DeskStore;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 28
    const-string v1, "Cancel"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0, v4, v3}, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/spokeshare/ConfirmActivity;Lcom/spokeshare/DeskStore;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 29
    new-instance v1, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda2;
    invoke-direct {v1, p0, v4, v3}, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/spokeshare/ConfirmActivity;Lcom/spokeshare/DeskStore;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 30
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 31
    return-void
.end method
