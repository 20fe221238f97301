.class public final Lcom/example/r33k3/BasketProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "BasketProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r33k3/BasketProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nBasketProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 BasketProvider.kt\ncom/example/r33k3/BasketProvider\n+ 2 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n+ 3 _Collections.kt\nkotlin/collections/CollectionsKt___CollectionsKt\n*L\n1#1,71:1\n1401#2,2:72\n1945#3,3:74\n*S KotlinDebug\n*F\n+ 1 BasketProvider.kt\ncom/example/r33k3/BasketProvider\n*L\n35#1:72,2\n36#1:74,3\n*E\n"
.end annotation

.field public static final Companion:Lcom/example/r33k3/BasketProvider$Companion;

.field private static final GRANTED_SCOPES:Ljava/util/Set;

.field private static final HOUSEHOLD_APPS:Ljava/util/Set;

.field private static final TAG:Ljava/lang/String; = "Basket"

.field private final db$delegate:Lkotlin/Lazy;

.field private final mutationExecutor$delegate:Lkotlin/Lazy;

.field private final providerTools:Ljava/util/List;

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/example/r33k3/BasketProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r33k3/BasketProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r33k3/BasketProvider;->Companion:Lcom/example/r33k3/BasketProvider$Companion;
    .line 67
    const/4 v0, 0x2
    new-array v1, v0, [Ljava/lang/String;
    const-string v2, "com.example.basket.wear"
    const/4 v3, 0x0
    aput-object v2, v1, v3
    const-string v2, "com.example.basket.tablet"
    const/4 v3, 0x1
    aput-object v2, v1, v3
    invoke-static {v1}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v1
    sput-object v1, Lcom/example/r33k3/BasketProvider;->HOUSEHOLD_APPS:Ljava/util/Set;
    .line 68
    new-array v0, v0, [Ljava/lang/String;
    const-string v1, "pantry.read"
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "lists.write"
    aput-object v1, v0, v3
    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/r33k3/BasketProvider;->GRANTED_SCOPES:Ljava/util/Set;
    return-void
.end method

.method public constructor <init>()V
    .registers 8
    .line 19
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 20
    const/4 v0, 0x5
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 21
    const-string v2, "list_pantry"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 22
    const-string v2, "suggest_recipes"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 23
    const-string v2, "add_item"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x2
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 24
    const-string v2, "share_list"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x3
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 25
    const-string v2, "join_list"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x4
    aput-object v1, v0, v2
    .line 20
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r33k3/BasketProvider;->providerTools:Ljava/util/List;
    .line 28
    new-instance v0, Lcom/example/r33k3/BasketProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r33k3/BasketProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r33k3/BasketProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r33k3/BasketProvider;->mutationExecutor$delegate:Lkotlin/Lazy;
    .line 30
    new-instance v0, Lcom/example/r33k3/BasketProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0, p0}, Lcom/example/r33k3/BasketProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r33k3/BasketProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r33k3/BasketProvider;->db$delegate:Lkotlin/Lazy;
    .line 19
    return-void
.end method

.method public static final db_delegate$lambda$0(Lcom/example/r33k3/BasketProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 30
    sget-object v0, Lcom/example/r33k3/Pantry;->INSTANCE:Lcom/example/r33k3/Pantry;
    invoke-virtual {p0}, Lcom/example/r33k3/BasketProvider;->requireContext()Landroid/content/Context;
    move-result-object p0
    const-string v1, "requireContext(...)"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, p0}, Lcom/example/r33k3/Pantry;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p0
    return-object p0
.end method

.method private final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 30
    iget-object v0, p0, Lcom/example/r33k3/BasketProvider;->db$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method private final join(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    .line 58
    const-string v0, "calling_package"
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 59
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    .line 60
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v1, v0
    check-cast v1, Ljava/lang/CharSequence;
    invoke-interface {v1}, Ljava/lang/CharSequence;->length()I
    move-result v1
    if-lez v1, :cond_3f
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_3f
    const-string v1, "Basket"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "caller claims "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, " but is "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v1, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    .line 61
    :cond_3f
    sget-object v0, Lcom/example/r33k3/ListShares;->INSTANCE:Lcom/example/r33k3/ListShares;
    invoke-virtual {p0}, Lcom/example/r33k3/BasketProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    const-string v2, "requireContext(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v2, "list_id"
    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string v2, "getString(...)"
    invoke-static {p2, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, p2, p1}, Lcom/example/r33k3/ListShares;->grant(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    .line 62
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"joined\":\""
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v0, "\"}"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method public static final mutationExecutor_delegate$lambda$0(Lcom/example/r33k3/BasketProvider;)Lcom/example/r33k3/SqlJournal;
    .registers 3
    .line 28
    new-instance v0, Lcom/example/r33k3/SqlJournal;
    invoke-virtual {p0}, Lcom/example/r33k3/BasketProvider;->requireContext()Landroid/content/Context;
    move-result-object p0
    const-string v1, "requireContext(...)"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, p0}, Lcom/example/r33k3/SqlJournal;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method private final share(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    .line 52
    const-string v0, "calling_package"
    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 53
    sget-object v1, Lcom/example/r33k3/ListShares;->INSTANCE:Lcom/example/r33k3/ListShares;
    invoke-virtual {p0}, Lcom/example/r33k3/BasketProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    const-string v3, "requireContext(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v3, "list_id"
    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v3, "getString(...)"
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1, v2, p1, v0}, Lcom/example/r33k3/ListShares;->grant(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    .line 54
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"shared_with\":\""
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, "\"}"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 9
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    invoke-virtual {p0}, Lcom/example/r33k3/BasketProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_1e
    .line 34
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    return-object p1
    .line 35
    :cond_1e
    const/4 v1, 0x0
    .local v1, "$i$f$firstOrNull":I
    .line 72
    array-length v2, v0
    const/4 v3, 0x0
    :goto_21
    if-ge v3, v2, :cond_34
    aget-object v4, v0, v3
    .local v4, "element$iv":Ljava/lang/String;
    move-object v5, v4
    .local v5, "it":Ljava/lang/String;
    const/4 v6, 0x0
    .line 35
    .local v6, "$i$a$-firstOrNull-BasketProvider$authorize$household$1":I
    sget-object v7, Lcom/example/r33k3/BasketProvider;->HOUSEHOLD_APPS:Ljava/util/Set;
    invoke-interface {v7, v5}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v5
    .end local v5    # "it":Ljava/lang/String;
    .end local v6    # "$i$a$-firstOrNull-BasketProvider$authorize$household$1":I
    if-eqz v5, :cond_31
    goto :goto_35
    .end local v4    # "element$iv":Ljava/lang/String;
    :cond_31
    add-int/lit8 v3, v3, 0x1
    goto :goto_21
    .line 73
    :cond_34
    const/4 v4, 0x0
    .line 35
    .end local v1    # "$i$f$firstOrNull":I
    :goto_35
    if-eqz v4, :cond_39
    const/4 v0, 0x1
    goto :goto_3a
    :cond_39
    const/4 v0, 0x0
    .line 36
    :goto_3a
    if-eqz v0, :cond_deny
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object p1
    check-cast p1, Ljava/lang/Iterable;
    .local p1, "$this$all$iv":Ljava/lang/Iterable;
    const/4 v0, 0x0
    .line 74
    .local v0, "$i$f$all":I
    instance-of v1, p1, Ljava/util/Collection;
    if-eqz v1, :cond_57
    move-object v1, p1
    check-cast v1, Ljava/util/Collection;
    invoke-interface {v1}, Ljava/util/Collection;->isEmpty()Z
    move-result v1
    if-eqz v1, :cond_57
    const/4 p1, 0x1
    goto :goto_77
    .line 75
    :cond_57
    invoke-interface {p1}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object p1
    :goto_5b
    invoke-interface {p1}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :cond_76
    invoke-interface {p1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    .local v1, "it":Ljava/lang/String;
    const/4 v2, 0x0
    .line 36
    .local v2, "$i$a$-all-BasketProvider$authorize$1":I
    sget-object v3, Lcom/example/r33k3/BasketProvider;->GRANTED_SCOPES:Ljava/util/Set;
    invoke-interface {v3, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v1
    .line 75
    .end local v1    # "it":Ljava/lang/String;
    .end local v2    # "$i$a$-all-BasketProvider$authorize$1":I
    if-nez v1, :goto_5b
    const/4 p1, 0x0
    goto :goto_77
    .line 76
    :cond_76
    const/4 p1, 0x1
    .line 36
    .end local v0    # "$i$f$all":I
    :goto_77
    if-eqz p1, :cond_deny
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    goto :goto_ret
    :cond_deny
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    :goto_ret
    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 41
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data
    goto :goto_else
    :sswitch_0
    const-string v2, "list_pantry"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :arm_0
    goto :goto_else
    :sswitch_1
    const-string v2, "suggest_recipes"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :arm_1
    goto :goto_else
    :sswitch_2
    const-string v2, "add_item"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :arm_2
    goto :goto_else
    :sswitch_3
    const-string v2, "share_list"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :arm_3
    goto :goto_else
    :sswitch_4
    const-string v2, "join_list"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :arm_4
    goto :goto_else
    .line 42
    :arm_0
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/example/r33k3/BasketProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r33k3/StoresKt;->listPantry(Landroid/database/sqlite/SQLiteDatabase;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 43
    :arm_1
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/example/r33k3/BasketProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v2, "servings"
    const/4 v3, 0x2
    invoke-virtual {v0, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v0
    invoke-static {v1, v0}, Lcom/example/r33k3/StoresKt;->suggestRecipes(Landroid/database/sqlite/SQLiteDatabase;I)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 44
    :arm_2
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/example/r33k3/BasketProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v2, "name"
    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "getString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1, v0}, Lcom/example/r33k3/StoresKt;->addItem(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 45
    :arm_3
    invoke-direct {p0, v0}, Lcom/example/r33k3/BasketProvider;->share(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 46
    :arm_4
    invoke-direct {p0, p1, v0}, Lcom/example/r33k3/BasketProvider;->join(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 47
    :goto_else
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    .line 41
    :goto_ret
    return-object p1

    :sswitch_data
    .sparse-switch
        -0x6a95d302 -> :sswitch_3
        -0x49ae080f -> :sswitch_2
        -0x1d76c96d -> :sswitch_4
        0x157a6ebf -> :sswitch_0
        0x1e6daeea -> :sswitch_1
    .end sparse-switch
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 28
    iget-object v0, p0, Lcom/example/r33k3/BasketProvider;->mutationExecutor$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/clawseed/cetp/sdk/CetpProviderTool;",
            ">;"
        }
    .end annotation
    .line 20
    iget-object v0, p0, Lcom/example/r33k3/BasketProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method
