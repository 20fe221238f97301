.class public final Lcom/example/r30k3/ContactsProvider;
.super Landroid/content/ContentProvider;
.source "ContactsProvider.kt"


# direct methods
.method public constructor <init>()V
    .registers 1
    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private final export(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 4
    .line 44
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    const-string v0, "getPackageManager(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p1, p2}, Lcom/example/r30k3/IdentityKt;->ownerOf(Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "unknown caller"
    invoke-static {p1, p2}, Lcom/example/r30k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 45
    :cond_0
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"owner\":\""
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\",\"rows\":12}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final exportSigned(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 4
    .line 49
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    const-string v0, "getPackageManager(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p1, p2}, Lcom/example/r30k3/IdentityKt;->soleOwner(Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "shared or unknown caller"
    invoke-static {p1, p2}, Lcom/example/r30k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 50
    :cond_0
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"owner\":\""
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\",\"rows\":12}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final partnerFeed(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 4
    .line 54
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    const-string v0, "getPackageManager(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p1, p2}, Lcom/example/r30k3/IdentityKt;->isPartner(Landroid/content/pm/PackageManager;I)Z
    move-result p1
    if-eqz p1, :cond_0
    const-string p1, "{\"feed\":[]}"
    invoke-static {p1}, Lcom/example/r30k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    goto :goto_0
    .line 55
    :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "partners only"
    invoke-static {p1, p2}, Lcom/example/r30k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :goto_0
    return-object p1
.end method

.method private final partnerFeedStrict(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 4
    .line 58
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    const-string v0, "getPackageManager(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p1, p2}, Lcom/example/r30k3/IdentityKt;->isOnlyPartner(Landroid/content/pm/PackageManager;I)Z
    move-result p1
    if-eqz p1, :cond_0
    const-string p1, "{\"feed\":[]}"
    invoke-static {p1}, Lcom/example/r30k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    goto :goto_0
    .line 59
    :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "partners only"
    invoke-static {p1, p2}, Lcom/example/r30k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :goto_0
    return-object p1
.end method

.method private final syncShared(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 7
    .line 62
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .local v0, "token":J
    const/4 v2, 0x0
    .line 63
    .local v2, "$i$a$-let-ContactsProvider$syncShared$1":I
    nop
    .line 64
    :try_start_0
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-virtual {p1, v3}, Landroid/content/pm/PackageManager;->getNameForUid(I)Ljava/lang/String;
    move-result-object p1
    .line 65
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"synced_for\":\""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v3, "\"}"
    invoke-virtual {p1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 67
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 62
    .end local v2    # "$i$a$-let-ContactsProvider$syncShared$1":I
    const-string v0, "let(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 67
    :catchall_0
    move-exception p1
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p1
.end method

.method private final syncOwn(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 7
    .line 72
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getNameForUid(I)Ljava/lang/String;
    move-result-object p1
    .line 73
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .local v0, "token":J
    const/4 p2, 0x0
    .line 74
    .local p2, "$i$a$-let-ContactsProvider$syncOwn$1":I
    nop
    .line 75
    :try_start_0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"synced_for\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v2, "\"}"
    invoke-virtual {p1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 77
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 73
    .end local p2    # "$i$a$-let-ContactsProvider$syncOwn$1":I
    const-string p2, "let(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 77
    :catchall_0
    move-exception p1
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 26
    invoke-virtual {p0}, Lcom/example/r30k3/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v4}, Lcom/example/r30k3/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_neg
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r30k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_neg
    const-string v0, "negotiate"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_sess
    invoke-static {v4}, Lcom/example/r30k3/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_sess
    if-eqz p3, :cond_nosess
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/example/r30k3/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_exec
    :cond_nosess
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r30k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 29
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_deadline
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r30k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v2, p1, v0
    if-gtz v2, :cond_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r30k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_ok
    invoke-virtual {p0}, Lcom/example/r30k3/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v5
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    .line 32
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_none
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p2
    sparse-switch p2, :sswitch_data
    goto :cond_none
    :sswitch_export
    const-string p2, "export_contacts"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_export
    goto :cond_none
    :sswitch_signed
    const-string p2, "export_signed"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_signed
    goto :cond_none
    :sswitch_feed
    const-string p2, "partner_feed"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_feed
    goto :cond_none
    :sswitch_strict
    const-string p2, "partner_feed_strict"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_strict
    goto :cond_none
    :sswitch_shared
    const-string p2, "sync_shared"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_shared
    goto :cond_none
    :sswitch_own
    const-string p2, "sync_own"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_own
    goto :cond_none
    .line 33
    :case_export
    invoke-direct {p0, v5, v4}, Lcom/example/r30k3/ContactsProvider;->export(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 34
    :case_signed
    invoke-direct {p0, v5, v4}, Lcom/example/r30k3/ContactsProvider;->exportSigned(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 35
    :case_feed
    invoke-direct {p0, v5, v4}, Lcom/example/r30k3/ContactsProvider;->partnerFeed(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 36
    :case_strict
    invoke-direct {p0, v5, v4}, Lcom/example/r30k3/ContactsProvider;->partnerFeedStrict(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 37
    :case_shared
    invoke-direct {p0, v5}, Lcom/example/r30k3/ContactsProvider;->syncShared(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 38
    :case_own
    invoke-direct {p0, v5, v4}, Lcom/example/r30k3/ContactsProvider;->syncOwn(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 39
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r30k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 32
    :goto_ret
    return-object p1

    :sswitch_data
    .sparse-switch
        -0x6b10286d -> :sswitch_strict
        -0x597c8577 -> :sswitch_shared
        -0x1a6d9782 -> :sswitch_export
        0x9a07eb5 -> :sswitch_feed
        0x49048607 -> :sswitch_signed
        0x6c4e33e2 -> :sswitch_own
    .end sparse-switch
.end method

.method public onCreate()Z
    .registers 2
    .line 82
    const/4 v0, 0x1
    return v0
.end method
