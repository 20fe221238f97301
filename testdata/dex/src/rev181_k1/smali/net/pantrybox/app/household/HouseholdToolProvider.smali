.class public final Lnet/pantrybox/app/household/HouseholdToolProvider;
.super Lcom/clawseed/sdk/provider/CetpV2ContentProvider;
.source "HouseholdToolProvider.kt"


# static fields
.field public static final Companion:Lnet/pantrybox/app/household/HouseholdToolProvider$Companion;

.field private static final EMAIL:Lkotlin/text/Regex;

.field private static final LIST:Lkotlin/text/Regex;

.field public static final SHARES_URI:Landroid/net/Uri;


# instance fields
.field private final audit:Lnet/pantrybox/app/core/AuditTrail;

.field private final book$delegate:Lkotlin/Lazy;

.field private final mailer$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lnet/pantrybox/app/household/HouseholdToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lnet/pantrybox/app/household/HouseholdToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/pantrybox/app/household/HouseholdToolProvider;->Companion:Lnet/pantrybox/app/household/HouseholdToolProvider$Companion;

    .line 129
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "^[^@\\s]{1,64}@[A-Za-z0-9.-]{1,189}\\.[A-Za-z]{2,24}$"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lnet/pantrybox/app/household/HouseholdToolProvider;->EMAIL:Lkotlin/text/Regex;

    .line 130
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "^[a-z0-9_-]{1,32}$"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lnet/pantrybox/app/household/HouseholdToolProvider;->LIST:Lkotlin/text/Regex;

    .line 133
    const-string v0, "content://net.pantrybox.app.data/shares"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    const-string v1, "parse(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lnet/pantrybox/app/household/HouseholdToolProvider;->SHARES_URI:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .registers 3

    .line 28
    invoke-direct {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;-><init>()V

    .line 33
    new-instance v0, Lnet/pantrybox/app/household/HouseholdToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lnet/pantrybox/app/household/HouseholdToolProvider$$ExternalSyntheticLambda0;-><init>(Lnet/pantrybox/app/household/HouseholdToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/household/HouseholdToolProvider;->book$delegate:Lkotlin/Lazy;

    .line 34
    sget-object v0, Lnet/pantrybox/app/household/HouseholdToolProvider$$ExternalSyntheticLambda1;->INSTANCE:Lnet/pantrybox/app/household/HouseholdToolProvider$$ExternalSyntheticLambda1;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/household/HouseholdToolProvider;->mailer$delegate:Lkotlin/Lazy;

    .line 35
    new-instance v0, Lnet/pantrybox/app/core/AuditTrail;

    const-string v1, "HouseholdCetp"

    invoke-direct {v0, v1}, Lnet/pantrybox/app/core/AuditTrail;-><init>(Ljava/lang/String;)V

    iput-object v0, p0, Lnet/pantrybox/app/household/HouseholdToolProvider;->audit:Lnet/pantrybox/app/core/AuditTrail;

    .line 28
    return-void
.end method

.method public static final synthetic access$getBook(Lnet/pantrybox/app/household/HouseholdToolProvider;)Lnet/pantrybox/app/household/HouseholdBook;
    .registers 2

    .line 28
    invoke-direct {p0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getBook()Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v0

    return-object v0
.end method

.method public static final book_delegate$lambda$0(Lnet/pantrybox/app/household/HouseholdToolProvider;)Lnet/pantrybox/app/household/HouseholdBook;
    .registers 5

    .line 33
    new-instance v0, Lnet/pantrybox/app/household/HouseholdBook;

    invoke-virtual {p0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v3, "getContext(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v2, "household"

    invoke-static {v1, v2}, Lnet/pantrybox/app/core/DelegatesKt;->prefs(Landroid/content/Context;Ljava/lang/String;)Landroid/content/SharedPreferences;

    move-result-object v1

    invoke-direct {v0, v1}, Lnet/pantrybox/app/household/HouseholdBook;-><init>(Landroid/content/SharedPreferences;)V

    return-object v0
.end method

.method private final getBook()Lnet/pantrybox/app/household/HouseholdBook;
    .registers 3

    .line 33
    iget-object v1, p0, Lnet/pantrybox/app/household/HouseholdToolProvider;->book$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/household/HouseholdBook;

    return-object v0
.end method

.method private final getMailer()Ljava/util/concurrent/ExecutorService;
    .registers 4

    .line 34
    iget-object v2, p0, Lnet/pantrybox/app/household/HouseholdToolProvider;->mailer$delegate:Lkotlin/Lazy;

    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    const-string v1, "getValue(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method

.method private final inviteMember(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 21

    .line 91
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v1, "email"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v9

    move-object v10, v9

    .line 139
    const/4 v11, 0x0

    .line 91
    sget-object v0, Lnet/pantrybox/app/household/HouseholdToolProvider;->EMAIL:Lkotlin/text/Regex;

    move-object v1, v10

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v10}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xfe

    if-gt v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v9

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_2

    .line 92
    const-string v0, "INVALID_ARGS"

    const-string v1, "email is not a valid address."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 91
    :cond_2
    move-object v7, v0

    .line 93
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v1, "role"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v10, v0

    const/4 v11, 0x0

    .line 147
    invoke-static {}, Lnet/pantrybox/app/household/Role;->values()[Lnet/pantrybox/app/household/Role;

    move-result-object v12

    const/4 v13, 0x0

    .line 148
    const/4 v14, 0x0

    array-length v15, v12

    :goto_2
    if-ge v14, v15, :cond_4

    aget-object v16, v12, v14

    move-object/from16 v0, v16

    check-cast v0, Ljava/lang/Enum;

    move-object/from16 v17, v0

    const/16 v18, 0x0

    .line 147
    move-object/from16 v0, v17

    invoke-virtual {v0}, Ljava/lang/Enum;->name()Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x1

    invoke-static {v0, v10, v2}, Lkotlin/text/StringsKt;->equals(Ljava/lang/String;Ljava/lang/String;Z)Z

    move-result v0

    .line 148
    if-eqz v0, :cond_3

    move-object/from16 v0, v16

    goto :goto_3

    :cond_3
    add-int/lit8 v14, v14, 0x1

    goto :goto_2

    .line 149
    :cond_4
    const/4 v0, 0x0

    :goto_3
    check-cast v0, Ljava/lang/Enum;

    .line 93
    check-cast v0, Lnet/pantrybox/app/household/Role;

    if-eqz v0, :cond_7

    move-object v11, v0

    move-object v12, v11

    .line 139
    const/4 v13, 0x0

    .line 93
    sget-object v1, Lnet/pantrybox/app/household/Role;->ADMIN:Lnet/pantrybox/app/household/Role;

    if-eq v12, v1, :cond_5

    const/4 v0, 0x1

    goto :goto_4

    :cond_5
    const/4 v0, 0x0

    :goto_4
    if-eqz v0, :cond_6

    move-object v0, v11

    goto :goto_5

    :cond_6
    const/4 v0, 0x0

    :goto_5
    if-nez v0, :cond_8

    .line 94
    :cond_7
    const-string v0, "INVALID_ARGS"

    const-string v1, "role must be viewer or member."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 93
    :cond_8
    move-object v8, v0

    .line 95
    const/16 v0, 0xc

    invoke-static {v0}, Lnet/pantrybox/app/core/Tokens;->hex(I)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "inv_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    .line 96
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v10

    .line 97
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getMailer()Ljava/util/concurrent/ExecutorService;

    move-result-object v11

    check-cast v11, Ljava/util/concurrent/Executor;

    const/4 v12, 0x0

    .line 150
    new-instance v1, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;

    move-object/from16 v2, p0

    move-object v3, v9

    move-object v4, v7

    move-object v5, v8

    move v6, v10

    invoke-direct/range {v1 .. v6}, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;-><init>(Lnet/pantrybox/app/household/HouseholdToolProvider;Ljava/lang/String;Ljava/lang/String;Lnet/pantrybox/app/household/Role;I)V

    check-cast v1, Ljava/lang/Runnable;

    invoke-interface {v11, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 100
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "invite_id"

    invoke-virtual {v2, v3, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method

.method private final listMembers()Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 13

    .line 85
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 86
    invoke-direct {p0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getBook()Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v0

    invoke-virtual {v0}, Lnet/pantrybox/app/household/HouseholdBook;->members()Ljava/util/List;

    move-result-object v6

    check-cast v6, Ljava/lang/Iterable;

    const/4 v7, 0x0

    .line 145
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    move-object v0, v9

    check-cast v0, Lnet/pantrybox/app/household/Member;

    move-object v10, v0

    const/4 v11, 0x0

    .line 86
    invoke-virtual {v10}, Lnet/pantrybox/app/household/Member;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 145
    goto :goto_0

    .line 87
    :cond_0
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "members"

    invoke-virtual {v2, v3, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method

.method public static final mailer_delegate$lambda$0()Ljava/util/concurrent/ExecutorService;
    .registers 1

    .line 34
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    return-object v0
.end method

.method private final removeMember(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 8

    .line 124
    invoke-direct {p0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getBook()Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v0

    iget-object v1, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v2, "member_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "optString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lnet/pantrybox/app/household/HouseholdBook;->removeMember(Ljava/lang/String;)Z

    move-result v5

    .line 125
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "removed"

    invoke-virtual {v2, v3, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method

.method private final setRole(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 18

    .line 116
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v1, "role"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v7, v0

    const/4 v8, 0x0

    .line 157
    invoke-static {}, Lnet/pantrybox/app/household/Role;->values()[Lnet/pantrybox/app/household/Role;

    move-result-object v9

    const/4 v10, 0x0

    .line 158
    const/4 v11, 0x0

    array-length v12, v9

    :goto_0
    if-ge v11, v12, :cond_1

    aget-object v13, v9, v11

    move-object v0, v13

    check-cast v0, Ljava/lang/Enum;

    move-object v14, v0

    const/4 v15, 0x0

    .line 157
    invoke-virtual {v14}, Ljava/lang/Enum;->name()Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x1

    invoke-static {v0, v7, v2}, Lkotlin/text/StringsKt;->equals(Ljava/lang/String;Ljava/lang/String;Z)Z

    move-result v0

    .line 158
    if-eqz v0, :cond_0

    move-object v0, v13

    goto :goto_1

    :cond_0
    add-int/lit8 v11, v11, 0x1

    goto :goto_0

    .line 159
    :cond_1
    const/4 v0, 0x0

    :goto_1
    check-cast v0, Ljava/lang/Enum;

    .line 116
    check-cast v0, Lnet/pantrybox/app/household/Role;

    if-nez v0, :cond_2

    .line 117
    const-string v0, "INVALID_ARGS"

    const-string v1, "role must be viewer, member or admin."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 116
    :cond_2
    move-object v5, v0

    .line 118
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getBook()Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v0

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v2, "member_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "optString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v5}, Lnet/pantrybox/app/household/HouseholdBook;->setRole(Ljava/lang/String;Lnet/pantrybox/app/household/Role;)Lnet/pantrybox/app/household/Member;

    move-result-object v0

    if-nez v0, :cond_3

    .line 119
    const-string v0, "INVALID_ARGS"

    const-string v1, "Unknown member_id."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 118
    :cond_3
    move-object v6, v0

    .line 120
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v6}, Lnet/pantrybox/app/household/Member;->toJson()Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "member"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method

.method private final shareList(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 20

    .line 104
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v1, "list"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    move-object v8, v7

    .line 139
    const/4 v9, 0x0

    .line 104
    sget-object v0, Lnet/pantrybox/app/household/HouseholdToolProvider;->LIST:Lkotlin/text/Regex;

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v8

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v7

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    .line 105
    const-string v0, "INVALID_ARGS"

    const-string v1, "list must match ^[a-z0-9_-]{1,32}$."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 104
    :cond_1
    move-object v5, v0

    .line 106
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getBook()Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v0

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v2, "member_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "optString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lnet/pantrybox/app/household/HouseholdBook;->member(Ljava/lang/String;)Lnet/pantrybox/app/household/Member;

    move-result-object v0

    if-nez v0, :cond_2

    .line 107
    const-string v0, "INVALID_ARGS"

    const-string v1, "Unknown member_id."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 106
    :cond_2
    move-object v6, v0

    .line 108
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v7

    .line 109
    const/4 v9, 0x0

    .line 152
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v10

    .line 154
    :try_start_0
    const/4 v12, 0x0

    .line 110
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getBook()Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v0

    iget-object v2, v6, Lnet/pantrybox/app/household/Member;->id:Ljava/lang/String;

    invoke-virtual {v0, v5, v2, v7}, Lnet/pantrybox/app/household/HouseholdBook;->addShare(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v13

    move-object v14, v13

    .line 139
    const/4 v15, 0x0

    .line 110
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lnet/pantrybox/app/household/HouseholdToolProvider;->SHARES_URI:Landroid/net/Uri;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 154
    move-object/from16 v16, v13
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 156
    invoke-static {v10, v11}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 154
    move-object/from16 v0, v16

    goto :goto_1

    .line 156
    :catchall_0
    move-exception v17

    invoke-static {v10, v11}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v17

    .line 109
    :goto_1
    move-object v8, v0

    .line 112
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "share_id"

    invoke-virtual {v2, v3, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method


# virtual methods
.method public authorize(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;
    .registers 26

    move-object/from16 v0, p1

    const-string v1, "request"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v6

    .line 39
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v1, p1

    iget v1, v1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->callerUid:I

    invoke-static {v6, v1}, Lnet/pantrybox/app/core/PackagesKt;->packagesFor(Landroid/content/pm/PackageManager;I)[Ljava/lang/String;

    move-result-object v8

    const/4 v9, 0x0

    .line 137
    const/4 v10, 0x0

    array-length v11, v8

    :goto_0
    if-ge v10, v11, :cond_3

    aget-object v12, v8, v10

    move-object v13, v12

    const/4 v14, 0x0

    .line 40
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getBook()Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v0

    invoke-virtual {v0, v13}, Lnet/pantrybox/app/household/HouseholdBook;->contains(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-static {v6, v13}, Lnet/pantrybox/app/core/PackagesKt;->signatureDigest(Landroid/content/pm/PackageManager;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p0

    invoke-direct {v1}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getBook()Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v1

    invoke-virtual {v1, v13}, Lnet/pantrybox/app/household/HouseholdBook;->get(Ljava/lang/String;)Lnet/pantrybox/app/household/LinkedApp;

    move-result-object v1

    if-eqz v1, :cond_0

    iget-object v1, v1, Lnet/pantrybox/app/household/LinkedApp;->certSha256:Ljava/lang/String;

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_2

    :cond_1
    const/4 v0, 0x0

    .line 137
    :goto_2
    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_3

    :cond_2
    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 138
    :cond_3
    const/4 v0, 0x0

    .line 39
    :goto_3
    move v7, v0

    .line 42
    if-nez v7, :cond_4

    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "This app is not linked to the household."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 43
    :cond_4
    new-instance v8, Lnet/pantrybox/app/household/HouseholdCall;

    move-object/from16 v2, p1

    iget-object v2, v2, Lcom/clawseed/sdk/provider/CetpProviderRequest;->extras:Landroid/os/Bundle;

    invoke-direct {v8, v2}, Lnet/pantrybox/app/household/HouseholdCall;-><init>(Landroid/os/Bundle;)V

    .line 44
    invoke-virtual {v8}, Lnet/pantrybox/app/household/HouseholdCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_5

    move-object v13, v0

    .line 139
    const/4 v14, 0x0

    .line 44
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getBook()Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v0

    invoke-virtual {v0, v13}, Lnet/pantrybox/app/household/HouseholdBook;->get(Ljava/lang/String;)Lnet/pantrybox/app/household/LinkedApp;

    move-result-object v0

    if-eqz v0, :cond_5

    move-object v14, v0

    .line 139
    const/4 v15, 0x0

    .line 44
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getBook()Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v0

    iget-object v1, v14, Lnet/pantrybox/app/household/LinkedApp;->memberId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lnet/pantrybox/app/household/HouseholdBook;->member(Ljava/lang/String;)Lnet/pantrybox/app/household/Member;

    move-result-object v0

    if-nez v0, :cond_6

    .line 45
    :cond_5
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "This app is not linked to the household."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 44
    :cond_6
    move-object v9, v0

    .line 46
    iget-object v0, v9, Lnet/pantrybox/app/household/Member;->role:Lnet/pantrybox/app/household/Role;

    iget-object v0, v0, Lnet/pantrybox/app/household/Role;->scopes:Ljava/util/Set;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getScopes()Ljava/util/List;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 47
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "Your household role does not allow this."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 49
    :cond_7
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getAnnotations()Lcom/clawseed/sdk/provider/ToolAnnotations;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolAnnotations;->getConfirmation()Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    move-result-object v0

    sget-object v1, Lcom/clawseed/sdk/provider/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    if-eq v0, v1, :cond_8

    sget-object v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 50
    :cond_8
    move-object/from16 v0, p1

    iget-object v10, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->resumeToken:Ljava/lang/String;

    if-eqz v10, :cond_9

    move-object v12, v10

    const/4 v13, 0x0

    .line 51
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->INSTANCE:Lnet/pantrybox/app/core/ConfirmationDesk;

    move-object/from16 v1, p1

    const-string v2, "net.pantrybox.app.household"

    invoke-virtual {v0, v1, v2}, Lnet/pantrybox/app/core/ConfirmationDesk;->redeem(Lcom/clawseed/sdk/provider/CetpProviderRequest;Ljava/lang/String;)Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    move-result-object v0

    sget-object v1, Lnet/pantrybox/app/household/HouseholdToolProvider$WhenMappings;->$EnumSwitchMapping$0:[I

    move-object v2, v1

    move-object v1, v0

    move-object v0, v2

    invoke-virtual {v1}, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto :goto_4

    .line 52
    :pswitch_0
    sget-object v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    goto :goto_5

    .line 53
    :pswitch_1
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "USER_CANCELLED"

    const-string v3, "The user declined."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    goto :goto_5

    .line 54
    :pswitch_2
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "INVALID_REQUEST"

    const-string v3, "The resume token is not valid for this call."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    goto :goto_5

    .line 51
    :goto_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_5
    return-object v0

    .line 57
    :cond_9
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getBook()Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v0

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v2, "member_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "optString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lnet/pantrybox/app/household/HouseholdBook;->member(Ljava/lang/String;)Lnet/pantrybox/app/household/Member;

    move-result-object v0

    if-nez v0, :cond_a

    .line 58
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "INVALID_ARGS"

    const-string v3, "Unknown member_id."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 57
    :cond_a
    move-object v10, v0

    .line 59
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "remove_member"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_b

    .line 60
    iget-object v0, v10, Lnet/pantrybox/app/household/Member;->name:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Remove "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, " and their linked apps from the household. This cannot be undone."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_6

    .line 62
    :cond_b
    iget-object v0, v10, Lnet/pantrybox/app/household/Member;->name:Ljava/lang/String;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v2, "role"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iget-object v2, v10, Lnet/pantrybox/app/household/Member;->role:Lnet/pantrybox/app/household/Role;

    invoke-virtual {v2}, Lnet/pantrybox/app/household/Role;->name()Ljava/lang/String;

    move-result-object v2

    sget-object v3, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v2, v3}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "toLowerCase(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Make "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " a household "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " (now "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ")."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 59
    :goto_6
    move-object v11, v0

    .line 64
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->INSTANCE:Lnet/pantrybox/app/core/ConfirmationDesk;

    move-object/from16 v1, p1

    const-string v2, "net.pantrybox.app.household"

    invoke-virtual {v0, v1, v2, v11}, Lnet/pantrybox/app/core/ConfirmationDesk;->park(Lcom/clawseed/sdk/provider/CetpProviderRequest;Ljava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/core/ConfirmationDesk$Parked;

    move-result-object v12

    .line 65
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v2, "getContext(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v14, v0

    iget-object v15, v12, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->ticket:Ljava/lang/String;

    const/high16 v16, 0x8000000

    const/16 v17, 0x0

    .line 140
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lnet/pantrybox/app/ui/ConfirmActivity;

    invoke-direct {v0, v14, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    move-object/from16 v18, v0

    move-object/from16 v19, v18

    const/16 v20, 0x0

    .line 141
    move-object/from16 v0, v19

    const-string v1, "net.pantrybox.app.extra.TICKET"

    invoke-virtual {v0, v1, v15}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 142
    move-object/from16 v21, v19

    const/16 v22, 0x0

    .line 66
    move-object/from16 v0, v21

    const-string v1, "net.pantrybox.app.extra.SOURCE"

    const-string v2, "household"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 140
    move-object/from16 v23, v18

    .line 144
    invoke-virtual {v15}, Ljava/lang/String;->hashCode()I

    move-result v1

    move-object/from16 v2, v23

    move/from16 v3, v16

    invoke-static {v14, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    move-object v13, v0

    .line 68
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;

    iget-object v5, v12, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->resumeToken:Ljava/lang/String;

    const-string v2, "USER_ACTION_REQUIRED"

    const-string v3, "Confirm the change in Pantrybox."

    invoke-direct {v0, v2, v3, v13, v5}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public executeTool(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 9

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 72
    iget-object v0, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "share_list"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_1
    const-string v1, "list_members"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_2
    const-string v1, "invite_member"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_3
    const-string v1, "set_role"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_4
    const-string v1, "remove_member"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto :goto_0

    .line 73
    :cond_0
    invoke-direct {p0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->listMembers()Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    goto :goto_1

    .line 74
    :cond_1
    invoke-direct {p0, p1}, Lnet/pantrybox/app/household/HouseholdToolProvider;->inviteMember(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    goto :goto_1

    .line 75
    :cond_2
    invoke-direct {p0, p1}, Lnet/pantrybox/app/household/HouseholdToolProvider;->shareList(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    goto :goto_1

    .line 76
    :cond_3
    invoke-direct {p0, p1}, Lnet/pantrybox/app/household/HouseholdToolProvider;->setRole(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    goto :goto_1

    .line 77
    :cond_4
    invoke-direct {p0, p1}, Lnet/pantrybox/app/household/HouseholdToolProvider;->removeMember(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    goto :goto_1

    .line 78
    :goto_0
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No such tool."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    .line 72
    :goto_1
    move-object v5, v0

    .line 80
    iget-object v0, p0, Lnet/pantrybox/app/household/HouseholdToolProvider;->audit:Lnet/pantrybox/app/core/AuditTrail;

    iget v1, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->callerUid:I

    iget-object v2, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v2

    iget-object v3, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->requestId:Ljava/lang/String;

    instance-of v4, v5, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    if-eqz v4, :cond_5

    move-object v4, v5

    check-cast v4, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;->getCode()Ljava/lang/String;

    move-result-object v4

    goto :goto_2

    :cond_5
    const-string v4, "done"

    :goto_2
    invoke-virtual {v0, v1, v2, v3, v4}, Lnet/pantrybox/app/core/AuditTrail;->invoke(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 81
    return-object v5

    :sswitch_data_0
    .sparse-switch
        -0x7e57f370 -> :sswitch_2
        -0x6a95d302 -> :sswitch_0
        0x1dda278 -> :sswitch_1
        0x453bb2b5 -> :sswitch_4
        0x545eea33 -> :sswitch_3
    .end sparse-switch
.end method

.method public getProvider()Lcom/clawseed/sdk/provider/CetpProviderDescriptor;
    .registers 2

    .line 29
    sget-object v0, Lnet/pantrybox/app/household/HouseholdTools;->DESCRIPTOR:Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2

    .line 30
    sget-object v0, Lnet/pantrybox/app/household/HouseholdTools;->ALL:Ljava/util/List;

    return-object v0
.end method

.method public getToolsRevision()Ljava/lang/String;
    .registers 2

    .line 31
    const-string v0, "household-3"

    return-object v0
.end method
