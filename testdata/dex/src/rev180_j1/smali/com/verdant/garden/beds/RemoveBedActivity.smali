.class public final Lcom/verdant/garden/beds/RemoveBedActivity;
.super Landroid/app/Activity;
.source "RemoveBedActivity.java"


# static fields
.field static final EXTRA_TOKEN:Ljava/lang/String; = "com.verdant.garden.extra.REVIEW_TOKEN"

.field private static final IO:Ljava/util/concurrent/Executor;


# instance fields
.field private confirmations:Lcom/verdant/garden/cetp/ConfirmationStore;

.field private mainThread:Ljava/util/concurrent/Executor;

.field private token:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 23
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/beds/RemoveBedActivity;->IO:Ljava/util/concurrent/Executor;

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

    .line 64
    new-instance v0, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0, p1}, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda4;-><init>(Lcom/verdant/garden/beds/RemoveBedActivity;Z)V

    sget-object v1, Lcom/verdant/garden/beds/RemoveBedActivity;->IO:Ljava/util/concurrent/Executor;

    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda5;

    invoke-direct {v1}, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda5;-><init>()V

    .line 65
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda6;

    invoke-direct {v1, p0}, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda6;-><init>(Lcom/verdant/garden/beds/RemoveBedActivity;)V

    iget-object v2, p0, Lcom/verdant/garden/beds/RemoveBedActivity;->mainThread:Ljava/util/concurrent/Executor;

    .line 66
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/CompletableFuture;->thenAcceptAsync(Ljava/util/function/Consumer;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    .line 67
    return-void
.end method

.method private finishWith(Ljava/lang/Boolean;)V
    .registers 4

    .line 70
    invoke-virtual {p1}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v1

    move-object v0, p0

    if-eqz v1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/verdant/garden/beds/RemoveBedActivity;->setResult(I)V

    .line 71
    invoke-virtual {p0}, Lcom/verdant/garden/beds/RemoveBedActivity;->finish()V

    .line 72
    return-void
.end method

.method static synthetic lambda$decide$3(Ljava/lang/Throwable;)Ljava/lang/Boolean;
    .registers 2

    .line 65
    const/4 v0, 0x0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method static resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 30
    new-instance v0, Landroid/content/Intent;

    const-class v2, Lcom/verdant/garden/beds/RemoveBedActivity;

    invoke-direct {v0, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "com.verdant.garden.extra.REVIEW_TOKEN"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v3

    .line 31
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0xc000000

    invoke-static {p0, v1, v3, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public synthetic lambda$decide$2$com-verdant-garden-beds-RemoveBedActivity(Z)Ljava/lang/Boolean;
    .registers 4

    .line 64
    iget-object v0, p0, Lcom/verdant/garden/beds/RemoveBedActivity;->confirmations:Lcom/verdant/garden/cetp/ConfirmationStore;

    iget-object v1, p0, Lcom/verdant/garden/beds/RemoveBedActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/verdant/garden/cetp/ConfirmationStore;->decide(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_0

    if-eqz p1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$onCreate$0$com-verdant-garden-beds-RemoveBedActivity(Landroid/view/View;)V
    .registers 3

    .line 53
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/verdant/garden/beds/RemoveBedActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-verdant-garden-beds-RemoveBedActivity(Landroid/view/View;)V
    .registers 3

    .line 56
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/verdant/garden/beds/RemoveBedActivity;->decide(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 12

    .line 37
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 38
    new-instance v1, Lcom/verdant/garden/cetp/ConfirmationStore;

    invoke-static {p0}, Lcom/verdant/garden/data/GardenDatabase;->get(Landroid/content/Context;)Lcom/verdant/garden/data/GardenDatabase;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/verdant/garden/cetp/ConfirmationStore;-><init>(Lcom/verdant/garden/data/GardenDatabase;)V

    iput-object v1, p0, Lcom/verdant/garden/beds/RemoveBedActivity;->confirmations:Lcom/verdant/garden/cetp/ConfirmationStore;

    .line 39
    new-instance v4, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v2

    invoke-direct {v4, v2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    .line 40
    invoke-static {v4}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, v4}, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda0;-><init>(Landroid/os/Handler;)V

    iput-object v1, p0, Lcom/verdant/garden/beds/RemoveBedActivity;->mainThread:Ljava/util/concurrent/Executor;

    .line 41
    invoke-virtual {p0}, Lcom/verdant/garden/beds/RemoveBedActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.verdant.garden.extra.REVIEW_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/verdant/garden/beds/RemoveBedActivity;->token:Ljava/lang/String;

    .line 42
    iget-object v0, p0, Lcom/verdant/garden/beds/RemoveBedActivity;->token:Ljava/lang/String;

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/verdant/garden/beds/RemoveBedActivity;->confirmations:Lcom/verdant/garden/cetp/ConfirmationStore;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda1;-><init>(Lcom/verdant/garden/cetp/ConfirmationStore;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v5

    .line 43
    invoke-virtual {v5}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_0

    .line 44
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/verdant/garden/beds/RemoveBedActivity;->finishWith(Ljava/lang/Boolean;)V

    .line 45
    return-void

    .line 47
    :cond_0
    new-instance v6, Landroid/widget/LinearLayout;

    invoke-direct {v6, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 48
    const/4 v1, 0x1

    invoke-virtual {v6, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 49
    new-instance v7, Landroid/widget/TextView;

    invoke-direct {v7, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 50
    invoke-virtual {v5}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v7, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 51
    new-instance v8, Landroid/widget/Button;

    invoke-direct {v8, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 52
    const-string v1, "Remove bed"

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 53
    new-instance v1, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda2;-><init>(Lcom/verdant/garden/beds/RemoveBedActivity;)V

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 54
    new-instance v9, Landroid/widget/Button;

    invoke-direct {v9, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 55
    const-string v1, "Keep it"

    invoke-virtual {v9, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 56
    new-instance v1, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0}, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda3;-><init>(Lcom/verdant/garden/beds/RemoveBedActivity;)V

    invoke-virtual {v9, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 57
    invoke-virtual {v6, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 58
    invoke-virtual {v6, v8}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 59
    invoke-virtual {v6, v9}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 60
    invoke-virtual {p0, v6}, Lcom/verdant/garden/beds/RemoveBedActivity;->setContentView(Landroid/view/View;)V

    .line 61
    return-void
.end method
