.class public final Lnet/pantrybox/app/household/HouseholdBook;
.super Ljava/lang/Object;
.source "Household.kt"


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final appsJson$delegate:Lnet/pantrybox/app/core/PrefString;

.field private final invitesJson$delegate:Lnet/pantrybox/app/core/PrefString;

.field private final membersJson$delegate:Lnet/pantrybox/app/core/PrefString;

.field private final sharesJson$delegate:Lnet/pantrybox/app/core/PrefString;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x4

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lnet/pantrybox/app/household/HouseholdBook;

    const-string v4, "membersJson"

    const-string v5, "getMembersJson()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lnet/pantrybox/app/household/HouseholdBook;

    const-string v4, "appsJson"

    const-string v5, "getAppsJson()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x1

    aput-object v2, v7, v1

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lnet/pantrybox/app/household/HouseholdBook;

    const-string v4, "sharesJson"

    const-string v5, "getSharesJson()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x2

    aput-object v2, v7, v1

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lnet/pantrybox/app/household/HouseholdBook;

    const-string v4, "invitesJson"

    const-string v5, "getInvitesJson()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x3

    aput-object v2, v7, v1

    sput-object v7, Lnet/pantrybox/app/household/HouseholdBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    return-void
.end method

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 5

    const-string v0, "prefs"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    const-string v1, "members"

    const-string v2, "[]"

    invoke-static {p1, v1, v2}, Lnet/pantrybox/app/core/DelegatesKt;->string(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/core/PrefString;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->membersJson$delegate:Lnet/pantrybox/app/core/PrefString;

    .line 26
    const-string v1, "apps"

    const-string v2, "[]"

    invoke-static {p1, v1, v2}, Lnet/pantrybox/app/core/DelegatesKt;->string(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/core/PrefString;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->appsJson$delegate:Lnet/pantrybox/app/core/PrefString;

    .line 27
    const-string v1, "shares"

    const-string v2, "[]"

    invoke-static {p1, v1, v2}, Lnet/pantrybox/app/core/DelegatesKt;->string(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/core/PrefString;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->sharesJson$delegate:Lnet/pantrybox/app/core/PrefString;

    .line 28
    const-string v1, "invites"

    const-string v2, "[]"

    invoke-static {p1, v1, v2}, Lnet/pantrybox/app/core/DelegatesKt;->string(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/core/PrefString;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->invitesJson$delegate:Lnet/pantrybox/app/core/PrefString;

    .line 24
    return-void
.end method

.method private final apps()Ljava/util/List;
    .registers 20

    .line 41
    new-instance v7, Lorg/json/JSONArray;

    move-object/from16 v2, p0

    invoke-direct {v2}, Lnet/pantrybox/app/household/HouseholdBook;->getAppsJson()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v7, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 42
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    const/4 v9, 0x0

    .line 108
    move-object v10, v8

    new-instance v11, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v8, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v11, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v11, Ljava/util/Collection;

    const/4 v12, 0x0

    .line 109
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_0
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v13

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v14

    .line 110
    move v15, v14

    move-object/from16 v18, v11

    const/16 v16, 0x0

    .line 43
    invoke-virtual {v7, v15}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v17

    .line 44
    new-instance v0, Lnet/pantrybox/app/household/LinkedApp;

    move-object/from16 v2, v17

    const-string v3, "package"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v3, v17

    const-string v4, "cert"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v4, v17

    const-string v5, "member"

    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "getString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2, v3, v4}, Lnet/pantrybox/app/household/LinkedApp;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 110
    move-object v1, v0

    move-object/from16 v0, v18

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 111
    :cond_0
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    .line 42
    return-object v0
.end method

.method private final getAppsJson()Ljava/lang/String;
    .registers 4

    .line 26
    iget-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->appsJson$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/household/HouseholdBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x1

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1}, Lnet/pantrybox/app/core/PrefString;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private final getInvitesJson()Ljava/lang/String;
    .registers 4

    .line 28
    iget-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->invitesJson$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/household/HouseholdBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x3

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1}, Lnet/pantrybox/app/core/PrefString;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private final getMembersJson()Ljava/lang/String;
    .registers 4

    .line 25
    iget-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->membersJson$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/household/HouseholdBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1}, Lnet/pantrybox/app/core/PrefString;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private final getSharesJson()Ljava/lang/String;
    .registers 4

    .line 27
    iget-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->sharesJson$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/household/HouseholdBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x2

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1}, Lnet/pantrybox/app/core/PrefString;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private final setAppsJson(Ljava/lang/String;)V
    .registers 5

    .line 26
    iget-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->appsJson$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/household/HouseholdBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x1

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1, p1}, Lnet/pantrybox/app/core/PrefString;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/String;)V

    return-void
.end method

.method private final setInvitesJson(Ljava/lang/String;)V
    .registers 5

    .line 28
    iget-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->invitesJson$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/household/HouseholdBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x3

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1, p1}, Lnet/pantrybox/app/core/PrefString;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/String;)V

    return-void
.end method

.method private final setMembersJson(Ljava/lang/String;)V
    .registers 5

    .line 25
    iget-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->membersJson$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/household/HouseholdBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1, p1}, Lnet/pantrybox/app/core/PrefString;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/String;)V

    return-void
.end method

.method private final setSharesJson(Ljava/lang/String;)V
    .registers 5

    .line 27
    iget-object v0, p0, Lnet/pantrybox/app/household/HouseholdBook;->sharesJson$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/household/HouseholdBook;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x2

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1, p1}, Lnet/pantrybox/app/core/PrefString;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/String;)V

    return-void
.end method

.method private final writeMembers(Ljava/util/List;)V
    .registers 8

    .line 91
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 92
    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lnet/pantrybox/app/household/Member;

    invoke-virtual {v5}, Lnet/pantrybox/app/household/Member;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 93
    :cond_0
    invoke-virtual {v3}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v2, "toString(...)"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {p0, v1}, Lnet/pantrybox/app/household/HouseholdBook;->setMembersJson(Ljava/lang/String;)V

    .line 94
    return-void
.end method


# virtual methods
.method public final declared-synchronized addShare(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;
    .registers 10

    monitor-enter p0

    :try_start_0
    const-string v1, "listName"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "memberId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 76
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {p0}, Lnet/pantrybox/app/household/HouseholdBook;->getSharesJson()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v4, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 77
    const/16 v0, 0x8

    invoke-static {v0}, Lnet/pantrybox/app/core/Tokens;->hex(I)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "share_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    .line 78
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "id"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "list"

    invoke-virtual {v1, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "member"

    invoke-virtual {v1, v2, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "by"

    invoke-virtual {v1, v2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 79
    invoke-virtual {v4}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v3, "toString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {p0, v1}, Lnet/pantrybox/app/household/HouseholdBook;->setSharesJson(Ljava/lang/String;)V

    .line 80
    monitor-exit p0

    return-object v5
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final contains(Ljava/lang/String;)Z
    .registers 10

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    invoke-direct {p0}, Lnet/pantrybox/app/household/HouseholdBook;->apps()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 112
    instance-of v0, v2, Ljava/util/Collection;

    if-eqz v0, :cond_0

    move-object v0, v2

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    .line 113
    :cond_0
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :cond_1
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, Lnet/pantrybox/app/household/LinkedApp;

    move-object v6, v0

    const/4 v7, 0x0

    .line 48
    iget-object v0, v6, Lnet/pantrybox/app/household/LinkedApp;->packageName:Ljava/lang/String;

    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 113
    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    .line 114
    :cond_2
    const/4 v0, 0x0

    .line 48
    :goto_0
    return v0
.end method

.method public final get(Ljava/lang/String;)Lnet/pantrybox/app/household/LinkedApp;
    .registers 10

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    invoke-direct {p0}, Lnet/pantrybox/app/household/HouseholdBook;->apps()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 115
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :cond_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, Lnet/pantrybox/app/household/LinkedApp;

    move-object v6, v0

    const/4 v7, 0x0

    .line 50
    iget-object v0, v6, Lnet/pantrybox/app/household/LinkedApp;->packageName:Ljava/lang/String;

    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 115
    if-eqz v0, :cond_0

    move-object v0, v5

    goto :goto_0

    .line 116
    :cond_1
    const/4 v0, 0x0

    :goto_0
    check-cast v0, Lnet/pantrybox/app/household/LinkedApp;

    .line 50
    return-object v0
.end method

.method public final member(Ljava/lang/String;)Lnet/pantrybox/app/household/Member;
    .registers 10

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    invoke-virtual {p0}, Lnet/pantrybox/app/household/HouseholdBook;->members()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 106
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :cond_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, Lnet/pantrybox/app/household/Member;

    move-object v6, v0

    const/4 v7, 0x0

    .line 38
    iget-object v0, v6, Lnet/pantrybox/app/household/Member;->id:Ljava/lang/String;

    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 106
    if-eqz v0, :cond_0

    move-object v0, v5

    goto :goto_0

    .line 107
    :cond_1
    const/4 v0, 0x0

    :goto_0
    check-cast v0, Lnet/pantrybox/app/household/Member;

    .line 38
    return-object v0
.end method

.method public final members()Ljava/util/List;
    .registers 20

    .line 31
    new-instance v7, Lorg/json/JSONArray;

    move-object/from16 v2, p0

    invoke-direct {v2}, Lnet/pantrybox/app/household/HouseholdBook;->getMembersJson()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v7, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 32
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    const/4 v9, 0x0

    .line 102
    move-object v10, v8

    new-instance v11, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v8, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v11, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v11, Ljava/util/Collection;

    const/4 v12, 0x0

    .line 103
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_0
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v13

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v14

    .line 104
    move v15, v14

    move-object/from16 v18, v11

    const/16 v16, 0x0

    .line 33
    invoke-virtual {v7, v15}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v17

    .line 34
    new-instance v0, Lnet/pantrybox/app/household/Member;

    move-object/from16 v2, v17

    const-string v3, "id"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v3, v17

    const-string v4, "name"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v4, v17

    const-string v5, "role"

    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "getString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sget-object v5, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v4, v5}, Ljava/lang/String;->toUpperCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "toUpperCase(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v4}, Lnet/pantrybox/app/household/Role;->valueOf(Ljava/lang/String;)Lnet/pantrybox/app/household/Role;

    move-result-object v4

    invoke-direct {v0, v2, v3, v4}, Lnet/pantrybox/app/household/Member;-><init>(Ljava/lang/String;Ljava/lang/String;Lnet/pantrybox/app/household/Role;)V

    .line 104
    move-object v1, v0

    move-object/from16 v0, v18

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 105
    :cond_0
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    .line 32
    return-object v0
.end method

.method public final declared-synchronized queueInvite(Ljava/lang/String;Ljava/lang/String;Lnet/pantrybox/app/household/Role;I)V
    .registers 12

    monitor-enter p0

    :try_start_0
    const-string v1, "inviteId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "email"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "role"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 85
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {p0}, Lnet/pantrybox/app/household/HouseholdBook;->getInvitesJson()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v6, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 86
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "id"

    invoke-virtual {v1, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "email"

    invoke-virtual {v1, v2, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {p3}, Lnet/pantrybox/app/household/Role;->name()Ljava/lang/String;

    move-result-object v3

    sget-object v4, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v3, v4}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "toLowerCase(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v2, "role"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "by"

    invoke-virtual {v1, v2, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 87
    invoke-virtual {v6}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v3, "toString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {p0, v1}, Lnet/pantrybox/app/household/HouseholdBook;->setInvitesJson(Ljava/lang/String;)V

    .line 88
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized removeMember(Ljava/lang/String;)Z
    .registers 17

    monitor-enter p0

    :try_start_0
    move-object/from16 v0, p1

    const-string v1, "memberId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    invoke-virtual {p0}, Lnet/pantrybox/app/household/HouseholdBook;->members()Ljava/util/List;

    move-result-object v4

    .line 64
    move-object v0, v4

    check-cast v0, Ljava/lang/Iterable;

    move-object v5, v0

    const/4 v6, 0x0

    .line 123
    instance-of v0, v5, Ljava/util/Collection;

    if-eqz v0, :cond_0

    move-object v0, v5

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    .line 124
    :cond_0
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :cond_1
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    move-object v0, v8

    check-cast v0, Lnet/pantrybox/app/household/Member;

    move-object v9, v0

    const/4 v10, 0x0

    .line 64
    iget-object v0, v9, Lnet/pantrybox/app/household/Member;->id:Ljava/lang/String;

    move-object/from16 v1, p1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 124
    if-eqz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    .line 125
    :cond_2
    const/4 v0, 0x1

    .line 64
    :goto_0
    if-eqz v0, :cond_3

    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 65
    :cond_3
    move-object v1, v4

    check-cast v1, Ljava/lang/Iterable;

    move-object v5, v1

    move-object v14, p0

    const/4 v6, 0x0

    .line 126
    move-object v7, v5

    new-instance v8, Ljava/util/ArrayList;

    invoke-direct {v8}, Ljava/util/ArrayList;-><init>()V

    check-cast v8, Ljava/util/Collection;

    const/4 v9, 0x0

    .line 127
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :cond_4
    :goto_1
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    move-object v0, v11

    check-cast v0, Lnet/pantrybox/app/household/Member;

    move-object v12, v0

    const/4 v13, 0x0

    .line 65
    iget-object v0, v12, Lnet/pantrybox/app/household/Member;->id:Ljava/lang/String;

    move-object/from16 v1, p1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x1

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    .line 127
    :goto_2
    if-eqz v0, :cond_4

    invoke-interface {v8, v11}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 128
    :cond_6
    move-object v0, v8

    check-cast v0, Ljava/util/List;

    .line 65
    invoke-direct {v14, v0}, Lnet/pantrybox/app/household/HouseholdBook;->writeMembers(Ljava/util/List;)V

    .line 66
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 67
    invoke-direct {p0}, Lnet/pantrybox/app/household/HouseholdBook;->apps()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :cond_7
    :goto_3
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_8

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Lnet/pantrybox/app/household/LinkedApp;

    iget-object v0, v7, Lnet/pantrybox/app/household/LinkedApp;->memberId:Ljava/lang/String;

    move-object/from16 v1, p1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 68
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, v7, Lnet/pantrybox/app/household/LinkedApp;->packageName:Ljava/lang/String;

    const-string v2, "package"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, v7, Lnet/pantrybox/app/household/LinkedApp;->certSha256:Ljava/lang/String;

    const-string v2, "cert"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, v7, Lnet/pantrybox/app/household/LinkedApp;->memberId:Ljava/lang/String;

    const-string v2, "member"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_3

    .line 70
    :cond_8
    invoke-virtual {v5}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v3, "toString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {p0, v1}, Lnet/pantrybox/app/household/HouseholdBook;->setAppsJson(Ljava/lang/String;)V

    .line 71
    const/4 v0, 0x1

    monitor-exit p0

    return v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized setRole(Ljava/lang/String;Lnet/pantrybox/app/household/Role;)Lnet/pantrybox/app/household/Member;
    .registers 22

    monitor-enter p0

    :try_start_0
    move-object/from16 v0, p1

    const-string v1, "memberId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "role"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lnet/pantrybox/app/household/HouseholdBook;->members()Ljava/util/List;

    move-result-object v5

    .line 55
    move-object v0, v5

    check-cast v0, Ljava/lang/Iterable;

    move-object v8, v0

    const/4 v9, 0x0

    .line 117
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :cond_0
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    move-object v0, v11

    check-cast v0, Lnet/pantrybox/app/household/Member;

    move-object v12, v0

    const/4 v13, 0x0

    .line 55
    iget-object v0, v12, Lnet/pantrybox/app/household/Member;->id:Ljava/lang/String;

    move-object/from16 v1, p1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 117
    if-eqz v0, :cond_0

    move-object v0, v11

    goto :goto_0

    .line 118
    :cond_1
    const/4 v0, 0x0

    .line 55
    :goto_0
    check-cast v0, Lnet/pantrybox/app/household/Member;

    if-nez v0, :cond_2

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    :cond_2
    move-object v6, v0

    .line 56
    new-instance v7, Lnet/pantrybox/app/household/Member;

    iget-object v2, v6, Lnet/pantrybox/app/household/Member;->id:Ljava/lang/String;

    iget-object v3, v6, Lnet/pantrybox/app/household/Member;->name:Ljava/lang/String;

    move-object/from16 v4, p2

    invoke-direct {v7, v2, v3, v4}, Lnet/pantrybox/app/household/Member;-><init>(Ljava/lang/String;Ljava/lang/String;Lnet/pantrybox/app/household/Role;)V

    .line 57
    move-object v1, v5

    check-cast v1, Ljava/lang/Iterable;

    move-object v8, v1

    move-object/from16 v17, p0

    const/4 v9, 0x0

    .line 119
    move-object v10, v8

    new-instance v11, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v8, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v11, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v11, Ljava/util/Collection;

    const/4 v12, 0x0

    .line 120
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_1
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v14

    .line 121
    move-object v1, v14

    check-cast v1, Lnet/pantrybox/app/household/Member;

    move-object v15, v1

    move-object/from16 v18, v11

    const/16 v16, 0x0

    .line 57
    iget-object v0, v15, Lnet/pantrybox/app/household/Member;->id:Ljava/lang/String;

    move-object/from16 v1, p1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v7

    goto :goto_2

    :cond_3
    move-object v0, v15

    .line 121
    :goto_2
    move-object v1, v0

    move-object/from16 v0, v18

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 122
    :cond_4
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    .line 57
    move-object v1, v0

    move-object/from16 v0, v17

    invoke-direct {v0, v1}, Lnet/pantrybox/app/household/HouseholdBook;->writeMembers(Ljava/util/List;)V

    .line 58
    monitor-exit p0

    return-object v7
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
