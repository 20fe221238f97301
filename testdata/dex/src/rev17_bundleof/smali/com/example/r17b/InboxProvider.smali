.class public final Lcom/example/r17b/InboxProvider;
.super Landroid/content/ContentProvider;
.source "InboxProvider.kt"

.field public static final CALLER_KEY:Ljava/lang/String;
    .annotation runtime Lkotlin/jvm/JvmField;
    .end annotation
.end field

.field public static final Companion:Lcom/example/r17b/InboxProvider$Companion;

.field public static final SUBJECT_KEY:Ljava/lang/String;
    .annotation runtime Lkotlin/jvm/JvmField;
    .end annotation
.end field

.field public static final TRUSTED:Ljava/util/Set;
    .annotation runtime Lkotlin/jvm/JvmField;
    .end annotation
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r17b/InboxProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r17b/InboxProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r17b/InboxProvider;->Companion:Lcom/example/r17b/InboxProvider$Companion;
    .line 16
    const-string v0, "caller_package"
    sput-object v0, Lcom/example/r17b/InboxProvider;->CALLER_KEY:Ljava/lang/String;
    .line 17
    const-string v0, "package_name"
    sput-object v0, Lcom/example/r17b/InboxProvider;->SUBJECT_KEY:Ljava/lang/String;
    .line 18
    const-string v0, "com.example.mail"
    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/r17b/InboxProvider;->TRUSTED:Ljava/util/Set;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r17b/InboxProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r17b/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r17b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r17b/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r17b/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r17b/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r17b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r17b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :pre_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :pre_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r17b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "mark_read"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-direct {p0, p3}, Lcom/example/r17b/InboxProvider;->markRead(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_1
    const-string v0, "app_badge"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    invoke-direct {p0, p3}, Lcom/example/r17b/InboxProvider;->badge(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_2
    const-string v0, "open_mail"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_3
    invoke-direct {p0}, Lcom/example/r17b/InboxProvider;->openMail()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_3
    const-string v0, "sign_in"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_4
    invoke-direct {p0, p2}, Lcom/example/r17b/InboxProvider;->signIn(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_4
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r17b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final markRead(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 37
    sget-object v0, Lcom/example/r17b/InboxProvider;->CALLER_KEY:Ljava/lang/String;
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    # true positive CETP606: the key is the companion's CALLER_KEY, "caller_package"
    .line 38
    sget-object v0, Lcom/example/r17b/InboxProvider;->TRUSTED:Ljava/util/Set;
    check-cast v0, Ljava/lang/Iterable;
    invoke-static {v0, p1}, Lkotlin/collections/CollectionsKt;->contains(Ljava/lang/Iterable;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not trusted"
    invoke-static {p1, v0}, Lcom/example/r17b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 39
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r17b/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final badge(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 42
    sget-object v0, Lcom/example/r17b/InboxProvider;->SUBJECT_KEY:Ljava/lang/String;
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    # near miss CETP606: package_name is the subject of the tool
    .line 43
    sget-object v0, Lcom/example/r17b/InboxProvider;->TRUSTED:Ljava/util/Set;
    check-cast v0, Ljava/lang/Iterable;
    invoke-static {v0, p1}, Lkotlin/collections/CollectionsKt;->contains(Ljava/lang/Iterable;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "INVALID_ARGUMENT"
    const-string v0, "unknown app"
    invoke-static {p1, v0}, Lcom/example/r17b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 44
    :cond_0
    const-string p1, "{\"badge\":3}"
    invoke-static {p1}, Lcom/example/r17b/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final openMail()Landroid/os/Bundle;
    .registers 5
    .line 47
    const/4 v0, 0x6
    new-array v1, v0, [Lkotlin/Pair;
    # true positive CETP508: USER_ACTION_REQUIRED without resolution or resume_token
    .line 48
    const-string v2, "status"
    const-string v3, "error"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x0
    aput-object v2, v1, v4
    const-string v2, "error_code"
    const-string v3, "USER_ACTION_REQUIRED"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x1
    aput-object v2, v1, v4
    .line 49
    const-string v2, "error_message"
    const-string v3, "sign in first"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x2
    aput-object v2, v1, v4
    const-string v2, "retryable"
    const/4 v3, 0x0
    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x3
    aput-object v2, v1, v4
    .line 50
    const-string v2, "protocol_version"
    const/4 v3, 0x2
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x4
    aput-object v2, v1, v4
    # true positive CETP509: authorize_intent in a v2-only provider
    .line 50
    const-string v2, "authorize_intent"
    const-string v3, "com.example.r17b.SIGN_IN"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x5
    aput-object v2, v1, v4
    .line 47
    invoke-static {v1}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final signIn(I)Landroid/os/Bundle;
    .registers 7
    .line 54
    invoke-virtual {p0}, Lcom/example/r17b/InboxProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r17b/InboxProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/example/r17b/ConfirmActivity;
    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    const/high16 v3, 0x4000000
    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 55
    const/4 v1, 0x7
    new-array v1, v1, [Lkotlin/Pair;
    # near miss CETP508/CETP509: resolution and resume_token, no authorize_intent
    .line 56
    const-string v2, "status"
    const-string v3, "error"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x0
    aput-object v2, v1, v4
    const-string v2, "error_code"
    const-string v3, "USER_ACTION_REQUIRED"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x1
    aput-object v2, v1, v4
    .line 57
    const-string v2, "error_message"
    const-string v3, "sign in first"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x2
    aput-object v2, v1, v4
    const-string v2, "retryable"
    const/4 v3, 0x0
    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x3
    aput-object v2, v1, v4
    .line 58
    const-string v2, "protocol_version"
    const/4 v3, 0x2
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x4
    aput-object v2, v1, v4
    .line 58
    const-string v2, "resolution"
    invoke-static {v2, v0}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x5
    aput-object v2, v1, v4
    .line 59
    const-string v2, "resume_token"
    invoke-static {p1}, Lcom/example/r17b/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v4, 0x6
    aput-object v2, v1, v4
    .line 55
    invoke-static {v1}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
