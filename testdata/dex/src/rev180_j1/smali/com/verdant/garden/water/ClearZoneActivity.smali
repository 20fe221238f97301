.class public final Lcom/verdant/garden/water/ClearZoneActivity;
.super Landroid/app/Activity;
.source "ClearZoneActivity.java"


# static fields
.field static final EXTRA_TOKEN:Ljava/lang/String; = "com.verdant.garden.extra.ZONE_REVIEW_TOKEN"

.field private static final IO:Ljava/util/concurrent/Executor;


# instance fields
.field private confirmations:Lcom/verdant/garden/cetp/ConfirmationStore;

.field private delete:Landroid/widget/Button;

.field private keep:Landroid/widget/Button;

.field private mainThread:Ljava/util/concurrent/Executor;

.field private status:Landroid/widget/TextView;

.field private token:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 23
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/water/ClearZoneActivity;->IO:Ljava/util/concurrent/Executor;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 21
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private decide(Z)V
    .registers 5

    .line 68
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->delete:Landroid/widget/Button;

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setEnabled(Z)V

    .line 69
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->keep:Landroid/widget/Button;

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setEnabled(Z)V

    .line 70
    new-instance v0, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0, p1}, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda4;-><init>(Lcom/verdant/garden/water/ClearZoneActivity;Z)V

    sget-object v1, Lcom/verdant/garden/water/ClearZoneActivity;->IO:Ljava/util/concurrent/Executor;

    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda5;

    invoke-direct {v1}, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda5;-><init>()V

    .line 71
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda6;

    invoke-direct {v1, p0, p1}, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda6;-><init>(Lcom/verdant/garden/water/ClearZoneActivity;Z)V

    iget-object v2, p0, Lcom/verdant/garden/water/ClearZoneActivity;->mainThread:Ljava/util/concurrent/Executor;

    .line 72
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/CompletableFuture;->thenAcceptAsync(Ljava/util/function/Consumer;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    .line 73
    return-void
.end method

.method static synthetic lambda$decide$3(Ljava/lang/Throwable;)Ljava/lang/Boolean;
    .registers 2

    .line 71
    const/4 v0, 0x0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method static resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 33
    new-instance v0, Landroid/content/Intent;

    const-class v2, Lcom/verdant/garden/water/ClearZoneActivity;

    invoke-direct {v0, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "com.verdant.garden.extra.ZONE_REVIEW_TOKEN"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v3

    .line 34
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0xc000000

    invoke-static {p0, v1, v3, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method private showOutcome(ZZ)V
    .registers 5

    .line 76
    if-nez p1, :cond_0

    .line 77
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->status:Landroid/widget/TextView;

    const-string v1, "This request was already decided."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    goto :goto_0

    .line 78
    :cond_0
    if-eqz p2, :cond_1

    .line 79
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->status:Landroid/widget/TextView;

    const-string v1, "Deletion approved. Return to your assistant to finish."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    goto :goto_0

    .line 81
    :cond_1
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->status:Landroid/widget/TextView;

    const-string v1, "Deletion declined. The zone is kept."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 83
    :goto_0
    return-void
.end method


# virtual methods
.method public synthetic lambda$decide$2$com-verdant-garden-water-ClearZoneActivity(Z)Ljava/lang/Boolean;
    .registers 4

    .line 70
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->confirmations:Lcom/verdant/garden/cetp/ConfirmationStore;

    iget-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/verdant/garden/cetp/ConfirmationStore;->decide(Ljava/lang/String;Z)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$decide$4$com-verdant-garden-water-ClearZoneActivity(ZLjava/lang/Boolean;)V
    .registers 4

    .line 72
    invoke-virtual {p2}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    invoke-direct {p0, v0, p1}, Lcom/verdant/garden/water/ClearZoneActivity;->showOutcome(ZZ)V

    return-void
.end method

.method public synthetic lambda$onCreate$0$com-verdant-garden-water-ClearZoneActivity(Landroid/view/View;)V
    .registers 3

    .line 55
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/verdant/garden/water/ClearZoneActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-verdant-garden-water-ClearZoneActivity(Landroid/view/View;)V
    .registers 3

    .line 58
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/verdant/garden/water/ClearZoneActivity;->decide(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 9

    .line 40
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 41
    new-instance v1, Lcom/verdant/garden/cetp/ConfirmationStore;

    invoke-static {p0}, Lcom/verdant/garden/data/GardenDatabase;->get(Landroid/content/Context;)Lcom/verdant/garden/data/GardenDatabase;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/verdant/garden/cetp/ConfirmationStore;-><init>(Lcom/verdant/garden/data/GardenDatabase;)V

    iput-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->confirmations:Lcom/verdant/garden/cetp/ConfirmationStore;

    .line 42
    new-instance v4, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v2

    invoke-direct {v4, v2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    .line 43
    invoke-static {v4}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, v4}, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda0;-><init>(Landroid/os/Handler;)V

    iput-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->mainThread:Ljava/util/concurrent/Executor;

    .line 44
    invoke-virtual {p0}, Lcom/verdant/garden/water/ClearZoneActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.verdant.garden.extra.ZONE_REVIEW_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->token:Ljava/lang/String;

    .line 45
    new-instance v1, Landroid/widget/TextView;

    invoke-direct {v1, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->status:Landroid/widget/TextView;

    .line 46
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->token:Ljava/lang/String;

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->confirmations:Lcom/verdant/garden/cetp/ConfirmationStore;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda1;-><init>(Lcom/verdant/garden/cetp/ConfirmationStore;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v5

    .line 47
    invoke-virtual {v5}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_0

    .line 48
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->status:Landroid/widget/TextView;

    const-string v1, "This request has expired. Go back to your assistant."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 49
    iget-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->status:Landroid/widget/TextView;

    invoke-virtual {p0, v1}, Lcom/verdant/garden/water/ClearZoneActivity;->setContentView(Landroid/view/View;)V

    .line 50
    return-void

    .line 52
    :cond_0
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->status:Landroid/widget/TextView;

    invoke-virtual {v5}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 53
    new-instance v1, Landroid/widget/Button;

    invoke-direct {v1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->delete:Landroid/widget/Button;

    .line 54
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->delete:Landroid/widget/Button;

    const-string v1, "Delete zone"

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 55
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->delete:Landroid/widget/Button;

    new-instance v1, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda2;-><init>(Lcom/verdant/garden/water/ClearZoneActivity;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 56
    new-instance v1, Landroid/widget/Button;

    invoke-direct {v1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->keep:Landroid/widget/Button;

    .line 57
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->keep:Landroid/widget/Button;

    const-string v1, "Keep it"

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 58
    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity;->keep:Landroid/widget/Button;

    new-instance v1, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0}, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda3;-><init>(Lcom/verdant/garden/water/ClearZoneActivity;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 59
    new-instance v6, Landroid/widget/LinearLayout;

    invoke-direct {v6, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 60
    const/4 v1, 0x1

    invoke-virtual {v6, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 61
    iget-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->status:Landroid/widget/TextView;

    invoke-virtual {v6, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 62
    iget-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->delete:Landroid/widget/Button;

    invoke-virtual {v6, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 63
    iget-object v1, p0, Lcom/verdant/garden/water/ClearZoneActivity;->keep:Landroid/widget/Button;

    invoke-virtual {v6, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 64
    invoke-virtual {p0, v6}, Lcom/verdant/garden/water/ClearZoneActivity;->setContentView(Landroid/view/View;)V

    .line 65
    return-void
.end method
