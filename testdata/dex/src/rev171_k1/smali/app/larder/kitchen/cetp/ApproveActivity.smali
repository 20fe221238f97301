.class public final Lapp/larder/kitchen/cetp/ApproveActivity;
.super Landroid/app/Activity;
.source "ApproveActivity.kt"


# static fields
.field public static final Companion:Lapp/larder/kitchen/cetp/ApproveActivity$Companion;

.field public static final EXTRA_PROVIDER:Ljava/lang/String; = "app.larder.kitchen.extra.PROVIDER"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "app.larder.kitchen.extra.APPROVAL_TOKEN"


# instance fields
.field private final approvals$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/kitchen/cetp/ApproveActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/kitchen/cetp/ApproveActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/kitchen/cetp/ApproveActivity;->Companion:Lapp/larder/kitchen/cetp/ApproveActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    .line 10
    new-instance v0, Lapp/larder/kitchen/cetp/ApproveActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/ApproveActivity$$ExternalSyntheticLambda0;-><init>(Lapp/larder/kitchen/cetp/ApproveActivity;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/ApproveActivity;->approvals$delegate:Lkotlin/Lazy;

    .line 9
    return-void
.end method

.method private final answer(Z)V
    .registers 5

    .line 25
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/ApproveActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v1, v0

    .line 40
    const/4 v2, 0x0

    .line 25
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/ApproveActivity;->getApprovals()Lapp/larder/kitchen/data/Approvals;

    move-result-object v0

    invoke-virtual {v0, v1, p1}, Lapp/larder/kitchen/data/Approvals;->decide(Ljava/lang/String;Z)Z

    goto :goto_0

    .line 26
    :cond_0
    :goto_0
    invoke-direct {p0, p1}, Lapp/larder/kitchen/cetp/ApproveActivity;->close(Z)V

    .line 27
    return-void
.end method

.method public static final approvals_delegate$lambda$0(Lapp/larder/kitchen/cetp/ApproveActivity;)Lapp/larder/kitchen/data/Approvals;
    .registers 4

    .line 10
    new-instance v0, Lapp/larder/kitchen/data/Approvals;

    sget-object v1, Lapp/larder/kitchen/data/LarderDb;->Companion:Lapp/larder/kitchen/data/LarderDb$Companion;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-virtual {v1, v2}, Lapp/larder/kitchen/data/LarderDb$Companion;->get(Landroid/content/Context;)Lapp/larder/kitchen/data/LarderDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/larder/kitchen/data/Approvals;-><init>(Lapp/larder/kitchen/data/LarderDb;)V

    return-object v0
.end method

.method private final close(Z)V
    .registers 4

    .line 30
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lapp/larder/kitchen/cetp/ApproveActivity;->setResult(I)V

    .line 31
    invoke-virtual {p0}, Lapp/larder/kitchen/cetp/ApproveActivity;->finish()V

    .line 32
    return-void
.end method

.method private final getApprovals()Lapp/larder/kitchen/data/Approvals;
    .registers 3

    .line 10
    iget-object v1, p0, Lapp/larder/kitchen/cetp/ApproveActivity;->approvals$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/data/Approvals;

    return-object v0
.end method

.method private final getToken()Ljava/lang/String;
    .registers 3

    .line 11
    invoke-virtual {p0}, Lapp/larder/kitchen/cetp/ApproveActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    if-eqz v0, :cond_0

    const-string v1, "app.larder.kitchen.extra.APPROVAL_TOKEN"

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

    .line 20
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lapp/larder/kitchen/cetp/ApproveActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 11

    .line 14
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 15
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/ApproveActivity;->getToken()Ljava/lang/String;

    move-result-object v3

    if-eqz v3, :cond_0

    move-object v5, v3

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/ApproveActivity;->getApprovals()Lapp/larder/kitchen/data/Approvals;

    move-result-object v6

    move-object v7, v5

    .line 40
    const/4 v8, 0x0

    .line 15
    invoke-virtual {v6, v7}, Lapp/larder/kitchen/data/Approvals;->pending(Ljava/lang/String;)Lapp/larder/kitchen/data/Approval;

    move-result-object v4

    .line 16
    if-eqz v4, :cond_0

    move-object v7, v4

    .line 40
    const/4 v8, 0x0

    .line 16
    invoke-virtual {v7}, Lapp/larder/kitchen/data/Approval;->getSummary()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, " This cannot be undone."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    check-cast v0, Ljava/lang/CharSequence;

    invoke-virtual {p0, v0}, Lapp/larder/kitchen/cetp/ApproveActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 15
    goto :goto_0

    .line 17
    :cond_0
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/kitchen/cetp/ApproveActivity;->close(Z)V

    .line 18
    :goto_0
    return-void
.end method

.method public final onDeny()V
    .registers 2

    .line 22
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/kitchen/cetp/ApproveActivity;->answer(Z)V

    return-void
.end method
