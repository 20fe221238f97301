.class public final Lcom/marginalia/notes/tools/GrantActivity;
.super Landroid/app/Activity;
.source "Resolutions.kt"


# static fields
.field public static final ACTION_GRANT:Ljava/lang/String; = "com.marginalia.notes.action.GRANT_SCOPE"

.field public static final Companion:Lcom/marginalia/notes/tools/GrantActivity$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/marginalia/notes/tools/GrantActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/marginalia/notes/tools/GrantActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/marginalia/notes/tools/GrantActivity;->Companion:Lcom/marginalia/notes/tools/GrantActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 52
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method public static final byAction(Landroid/content/Context;)Landroid/content/Intent;
    .registers 2

    sget-object v0, Lcom/marginalia/notes/tools/GrantActivity;->Companion:Lcom/marginalia/notes/tools/GrantActivity$Companion;

    invoke-virtual {v0, p0}, Lcom/marginalia/notes/tools/GrantActivity$Companion;->byAction(Landroid/content/Context;)Landroid/content/Intent;

    move-result-object v0

    .line 87
    return-object v0
.end method

.method public static final intentFor(Landroid/content/Context;)Landroid/content/Intent;
    .registers 2

    sget-object v0, Lcom/marginalia/notes/tools/GrantActivity;->Companion:Lcom/marginalia/notes/tools/GrantActivity$Companion;

    invoke-virtual {v0, p0}, Lcom/marginalia/notes/tools/GrantActivity$Companion;->intentFor(Landroid/content/Context;)Landroid/content/Intent;

    move-result-object v0

    .line 82
    return-object v0
.end method


# virtual methods
.method public final onAllow(Landroid/view/View;)V
    .registers 7

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 60
    invoke-virtual {p0}, Lcom/marginalia/notes/tools/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.marginalia.notes.extra.TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 61
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

    invoke-virtual {v0, v2}, Lcom/marginalia/notes/tools/ResumeLedger;->peek(Ljava/lang/String;)Lcom/marginalia/notes/tools/Held;

    move-result-object v3

    .line 62
    invoke-virtual {p0}, Lcom/marginalia/notes/tools/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.marginalia.notes.extra.SCOPE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 63
    if-eqz v3, :cond_0

    invoke-virtual {v3}, Lcom/marginalia/notes/tools/Held;->getKind()Ljava/lang/String;

    move-result-object v0

    const-string v1, "grant"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    if-eqz v4, :cond_0

    .line 64
    sget-object v0, Lcom/marginalia/notes/tools/ToolGraph;->Companion:Lcom/marginalia/notes/tools/ToolGraph$Companion;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ToolGraph$Companion;->of(Landroid/content/Context;)Lcom/marginalia/notes/tools/ToolGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/marginalia/notes/tools/ToolGraph;->getGate()Lcom/marginalia/notes/tools/CallerGate;

    move-result-object v0

    invoke-virtual {v3}, Lcom/marginalia/notes/tools/Held;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v4}, Lcom/marginalia/notes/tools/CallerGate;->grant(Ljava/lang/String;Ljava/lang/String;)V

    .line 65
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

    invoke-virtual {v0, v2}, Lcom/marginalia/notes/tools/ResumeLedger;->approve(Ljava/lang/String;)V

    .line 67
    :cond_0
    const/4 v1, -0x1

    invoke-virtual {p0, v1}, Lcom/marginalia/notes/tools/GrantActivity;->setResult(I)V

    .line 68
    invoke-virtual {p0}, Lcom/marginalia/notes/tools/GrantActivity;->finish()V

    .line 69
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 8

    .line 54
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 55
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.marginalia.notes.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ResumeLedger;->peek(Ljava/lang/String;)Lcom/marginalia/notes/tools/Held;

    move-result-object v5

    .line 56
    move-object v0, p0

    move-object v1, v5

    if-nez v5, :cond_0

    const-string v1, "Nothing to allow"

    goto :goto_0

    :cond_0
    invoke-virtual {v1}, Lcom/marginalia/notes/tools/Held;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v2

    const-string v3, "com.marginalia.notes.extra.SCOPE"

    invoke-virtual {v2, v3}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Let "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " use "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    :goto_0
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/GrantActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 57
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 5

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 72
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.marginalia.notes.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ResumeLedger;->deny(Ljava/lang/String;)V

    .line 73
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/marginalia/notes/tools/GrantActivity;->setResult(I)V

    .line 74
    invoke-virtual {p0}, Lcom/marginalia/notes/tools/GrantActivity;->finish()V

    .line 75
    return-void
.end method
