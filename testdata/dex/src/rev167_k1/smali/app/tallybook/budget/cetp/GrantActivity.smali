.class public final Lapp/tallybook/budget/cetp/GrantActivity;
.super Landroid/app/Activity;
.source "GrantActivity.kt"


# static fields
.field public static final Companion:Lapp/tallybook/budget/cetp/GrantActivity$Companion;

.field public static final EXTRA_PACKAGE:Ljava/lang/String; = "app.tallybook.budget.extra.GRANT_PACKAGE"

.field public static final EXTRA_SCOPES:Ljava/lang/String; = "app.tallybook.budget.extra.GRANT_SCOPES"


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/tallybook/budget/cetp/GrantActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/tallybook/budget/cetp/GrantActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/cetp/GrantActivity;->Companion:Lapp/tallybook/budget/cetp/GrantActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final getPkg()Ljava/lang/String;
    .registers 3

    .line 8
    invoke-virtual {p0}, Lapp/tallybook/budget/cetp/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    if-eqz v0, :cond_0

    const-string v1, "app.tallybook.budget.extra.GRANT_PACKAGE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method private final getScopes()Ljava/util/List;
    .registers 16

    .line 10
    invoke-virtual {p0}, Lapp/tallybook/budget/cetp/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    if-eqz v0, :cond_3

    const-string v1, "app.tallybook.budget.extra.GRANT_SCOPES"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_3

    check-cast v0, Ljava/lang/CharSequence;

    const/4 v1, 0x1

    new-array v6, v1, [C

    const/16 v3, 0x2c

    const/4 v2, 0x0

    aput-char v3, v6, v2

    move-object v1, v6

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x6

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlin/text/StringsKt;->split$default(Ljava/lang/CharSequence;[CZIILjava/lang/Object;)Ljava/util/List;

    move-result-object v0

    if-eqz v0, :cond_3

    check-cast v0, Ljava/lang/Iterable;

    move-object v6, v0

    const/4 v7, 0x0

    .line 40
    move-object v8, v6

    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    check-cast v9, Ljava/util/Collection;

    const/4 v10, 0x0

    .line 41
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_0
    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Ljava/lang/String;

    move-object v13, v0

    const/4 v14, 0x0

    .line 10
    move-object v0, v13

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    .line 41
    :goto_1
    if-eqz v0, :cond_0

    invoke-interface {v9, v12}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 42
    :cond_2
    move-object v0, v9

    check-cast v0, Ljava/util/List;

    .line 40
    goto :goto_2

    .line 10
    :cond_3
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_4

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v0

    :cond_4
    return-object v0
.end method


# virtual methods
.method public final onAllow()V
    .registers 9

    .line 24
    invoke-direct {p0}, Lapp/tallybook/budget/cetp/GrantActivity;->getPkg()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v6, v0

    .line 43
    const/4 v7, 0x0

    .line 24
    new-instance v0, Lapp/tallybook/budget/cetp/Grants;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    const/4 v3, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-direct {v0, v2, v3, v4, v5}, Lapp/tallybook/budget/cetp/Grants;-><init>(Landroid/content/Context;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    invoke-direct {p0}, Lapp/tallybook/budget/cetp/GrantActivity;->getScopes()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/util/Collection;

    invoke-virtual {v0, v6, v2}, Lapp/tallybook/budget/cetp/Grants;->grant(Ljava/lang/String;Ljava/util/Collection;)V

    goto :goto_0

    .line 25
    :cond_0
    :goto_0
    const/4 v1, -0x1

    invoke-virtual {p0, v1}, Lapp/tallybook/budget/cetp/GrantActivity;->setResult(I)V

    .line 26
    invoke-virtual {p0}, Lapp/tallybook/budget/cetp/GrantActivity;->finish()V

    .line 27
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 14

    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 14
    invoke-direct {p0}, Lapp/tallybook/budget/cetp/GrantActivity;->getPkg()Ljava/lang/String;

    move-result-object v11

    .line 15
    if-eqz v11, :cond_0

    invoke-direct {p0}, Lapp/tallybook/budget/cetp/GrantActivity;->getScopes()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 16
    :cond_0
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lapp/tallybook/budget/cetp/GrantActivity;->setResult(I)V

    .line 17
    invoke-virtual {p0}, Lapp/tallybook/budget/cetp/GrantActivity;->finish()V

    .line 18
    return-void

    .line 20
    :cond_1
    invoke-direct {p0}, Lapp/tallybook/budget/cetp/GrantActivity;->getScopes()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/16 v9, 0x3f

    const/4 v10, 0x0

    invoke-static/range {v2 .. v10}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Let "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " use "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "?"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lapp/tallybook/budget/cetp/GrantActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 21
    return-void
.end method

.method public final onDeny()V
    .registers 2

    .line 30
    const/4 v0, 0x0

    invoke-virtual {p0, v0}, Lapp/tallybook/budget/cetp/GrantActivity;->setResult(I)V

    .line 31
    invoke-virtual {p0}, Lapp/tallybook/budget/cetp/GrantActivity;->finish()V

    .line 32
    return-void
.end method
