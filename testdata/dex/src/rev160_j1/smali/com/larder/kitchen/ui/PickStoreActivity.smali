.class public final Lcom/larder/kitchen/ui/PickStoreActivity;
.super Landroid/app/Activity;
.source "PickStoreActivity.java"


# instance fields
.field private final stores:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "[",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 16
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    .line 17
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/larder/kitchen/ui/PickStoreActivity;->stores:Ljava/util/List;

    return-void
.end method

.method private pick(I)V
    .registers 6

    .line 42
    if-ltz p1, :cond_0

    iget-object v1, p0, Lcom/larder/kitchen/ui/PickStoreActivity;->stores:Ljava/util/List;

    invoke-interface {v1}, Ljava/util/List;->size()I

    move-result v1

    if-lt p1, v1, :cond_1

    .line 43
    :cond_0
    return-void

    .line 45
    :cond_1
    iget-object v0, p0, Lcom/larder/kitchen/ui/PickStoreActivity;->token:Ljava/lang/String;

    iget-object v2, p0, Lcom/larder/kitchen/ui/PickStoreActivity;->stores:Ljava/util/List;

    invoke-interface {v2, p1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aget-object v2, v2, v3

    const/4 v1, 0x1

    invoke-static {v0, v1, v2}, Lcom/larder/kitchen/cetp/ConfirmHandler;->answer(Ljava/lang/String;ZLjava/lang/String;)V

    .line 46
    iget-object v1, p0, Lcom/larder/kitchen/ui/PickStoreActivity;->stores:Ljava/util/List;

    invoke-interface {v1, p1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, [Ljava/lang/String;

    const/4 v2, 0x1

    aget-object v1, v1, v2

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Ordering from "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ". Go back to your assistant."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const/4 v2, 0x0

    invoke-static {p0, v1, v2}, Landroid/widget/Toast;->makeText(Landroid/content/Context;Ljava/lang/CharSequence;I)Landroid/widget/Toast;

    move-result-object v0

    .line 47
    invoke-virtual {v0}, Landroid/widget/Toast;->show()V

    .line 48
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-larder-kitchen-ui-PickStoreActivity(Landroid/widget/AdapterView;Landroid/view/View;IJ)V
    .registers 7

    .line 37
    add-int/lit8 v0, p3, -0x1

    invoke-direct {p0, v0}, Lcom/larder/kitchen/ui/PickStoreActivity;->pick(I)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 12

    .line 22
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 23
    invoke-virtual {p0}, Lcom/larder/kitchen/ui/PickStoreActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.larder.kitchen.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/larder/kitchen/ui/PickStoreActivity;->token:Ljava/lang/String;

    .line 24
    iget-object v0, p0, Lcom/larder/kitchen/ui/PickStoreActivity;->token:Ljava/lang/String;

    invoke-static {v0}, Lcom/larder/kitchen/cetp/ConfirmHandler;->pending(Ljava/lang/String;)Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;

    move-result-object v5

    .line 25
    new-instance v6, Landroid/widget/TextView;

    invoke-direct {v6, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 26
    move-object v0, v6

    if-nez v5, :cond_0

    const-string v1, "This order has expired"

    goto :goto_0

    :cond_0
    iget-object v1, v5, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->summary:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ": pick a store to order from"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    :goto_0
    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 27
    new-instance v7, Ljava/util/ArrayList;

    invoke-direct {v7}, Ljava/util/ArrayList;-><init>()V

    .line 28
    if-eqz v5, :cond_1

    .line 29
    iget-object v0, p0, Lcom/larder/kitchen/ui/PickStoreActivity;->stores:Ljava/util/List;

    invoke-static {p0}, Lcom/larder/kitchen/data/KitchenDb;->get(Landroid/content/Context;)Lcom/larder/kitchen/data/KitchenDb;

    move-result-object v1

    invoke-virtual {v1}, Lcom/larder/kitchen/data/KitchenDb;->stores()Ljava/util/List;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/List;->addAll(Ljava/util/Collection;)Z

    .line 30
    iget-object v0, p0, Lcom/larder/kitchen/ui/PickStoreActivity;->stores:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_1
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Ljava/lang/String;

    move-object v9, v0

    .line 31
    const/4 v2, 0x1

    aget-object v1, v9, v2

    invoke-interface {v7, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 32
    goto :goto_1

    .line 34
    :cond_1
    new-instance v8, Landroid/widget/ListView;

    invoke-direct {v8, p0}, Landroid/widget/ListView;-><init>(Landroid/content/Context;)V

    .line 35
    invoke-virtual {v8, v6}, Landroid/widget/ListView;->addHeaderView(Landroid/view/View;)V

    .line 36
    new-instance v1, Landroid/widget/ArrayAdapter;

    const v4, 0x1090003

    invoke-direct {v1, p0, v4, v7}, Landroid/widget/ArrayAdapter;-><init>(Landroid/content/Context;ILjava/util/List;)V

    invoke-virtual {v8, v1}, Landroid/widget/ListView;->setAdapter(Landroid/widget/ListAdapter;)V

    .line 37
    new-instance v1, Lcom/larder/kitchen/ui/PickStoreActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/larder/kitchen/ui/PickStoreActivity$$ExternalSyntheticLambda0;-><init>(Lcom/larder/kitchen/ui/PickStoreActivity;)V

    invoke-virtual {v8, v1}, Landroid/widget/ListView;->setOnItemClickListener(Landroid/widget/AdapterView$OnItemClickListener;)V

    .line 38
    invoke-virtual {p0, v8}, Lcom/larder/kitchen/ui/PickStoreActivity;->setContentView(Landroid/view/View;)V

    .line 39
    return-void
.end method
