.class public final Lcom/example/r17i/ContactsProvider;
.super Landroid/content/ContentProvider;
.source "ContactsProvider.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nContactsProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ContactsProvider.kt\ncom/example/r17i/ContactsProvider\n+ 2 Identity.kt\ncom/example/r17i/IdentityKt\n+ 3 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n*L\n1#1,60:1\n6#2,5:61\n12583#3,2:66\n*E\n*S KotlinDebug\n*F\n+ 1 ContactsProvider.kt\ncom/example/r17i/ContactsProvider\n*L\n37#1:61,5\n41#1:61,5\n46#1:66,2\n*E\n"
.end annotation

.field private static final TRUSTED:Ljava/util/Set;

.method static constructor <clinit>()V
    .registers 1
    .line 16
    const-string v0, "com.example.dialer"
    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/r17i/ContactsProvider;->TRUSTED:Ljava/util/Set;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public static final synthetic access$getTRUSTED$cp()Ljava/util/Set;
    .registers 1
    .line 14
    sget-object v0, Lcom/example/r17i/ContactsProvider;->TRUSTED:Ljava/util/Set;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 18
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
    invoke-virtual {p0}, Lcom/example/r17i/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r17i/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r17i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r17i/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r17i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r17i/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r17i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r17i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r17i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "shared_contacts"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-direct {p0}, Lcom/example/r17i/ContactsProvider;->shared()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_1
    const-string v0, "own_contacts"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    invoke-direct {p0, p2}, Lcom/example/r17i/ContactsProvider;->own(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_2
    const-string v0, "trusted_app"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_3
    invoke-direct {p0, p2}, Lcom/example/r17i/ContactsProvider;->trusted(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_3
    const-string v0, "sole_app"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_4
    invoke-direct {p0, p2}, Lcom/example/r17i/ContactsProvider;->sole(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_4
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r17i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final shared()Landroid/os/Bundle;
    .registers 6
    .line 37
    const/4 v0, 0x0
    .line 61
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v1
    .line 62
    nop
    .line 63
    :try_start_0
    const/4 v3, 0x0
    # true positive CETP611: the inlined block reads the caller inside the cleared window
    .line 37
    invoke-virtual {p0}, Lcom/example/r17i/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v4
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-static {v4, v3}, Lcom/example/r17i/ContactsKt;->countContacts(Landroid/content/Context;I)I
    move-result v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 65
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 37
    .line 38
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"count\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r17i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 65
    :catchall_0
    move-exception v3
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v3
.end method

.method private final own(I)Landroid/os/Bundle;
    .registers 7
    .line 41
    const/4 v0, 0x0
    .line 61
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v1
    .line 62
    nop
    .line 63
    :try_start_0
    const/4 v3, 0x0
    # near miss CETP611: the block uses the UID read at the entry
    .line 41
    invoke-virtual {p0}, Lcom/example/r17i/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v4
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v4, p1}, Lcom/example/r17i/ContactsKt;->countContacts(Landroid/content/Context;I)I
    move-result v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 65
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 41
    .line 42
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"count\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r17i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 65
    :catchall_0
    move-exception v3
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v3
.end method

.method private final trusted(I)Landroid/os/Bundle;
    .registers 9
    .line 45
    invoke-virtual {p0}, Lcom/example/r17i/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_arr
    const/4 v0, 0x0
    new-array v0, v0, [Ljava/lang/String;
    :cond_arr
    # true positive CETP624: any {} over the packages, one match is enough
    .line 46
    const/4 v1, 0x0
    .line 66
    const/4 v2, 0x0
    array-length v3, v0
    :goto_0
    if-ge v2, v3, :cond_none
    aget-object v4, v0, v2
    const/4 v5, 0x0
    .line 46
    sget-object v6, Lcom/example/r17i/ContactsProvider;->TRUSTED:Ljava/util/Set;
    invoke-interface {v6, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v6
    .line 66
    if-eqz v6, :cond_next
    const/4 v0, 0x1
    goto :goto_1
    :cond_next
    add-int/lit8 v2, v2, 0x1
    goto :goto_0
    .line 67
    :cond_none
    const/4 v0, 0x0
    .line 46
    :goto_1
    if-nez v0, :cond_ok
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not trusted"
    invoke-static {p1, v0}, Lcom/example/r17i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 47
    :cond_ok
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r17i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final sole(I)Landroid/os/Bundle;
    .registers 5
    .line 50
    invoke-virtual {p0}, Lcom/example/r17i/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_arr
    const/4 v0, 0x0
    new-array v0, v0, [Ljava/lang/String;
    :cond_arr
    # near miss CETP624/CETP604: exactly one package, then index 0
    .line 51
    array-length v1, v0
    const/4 v2, 0x1
    if-ne v1, v2, :cond_deny
    sget-object v1, Lcom/example/r17i/ContactsProvider;->TRUSTED:Ljava/util/Set;
    const/4 v2, 0x0
    aget-object v0, v0, v2
    invoke-interface {v1, v0}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_ok
    :cond_deny
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not trusted"
    invoke-static {p1, v0}, Lcom/example/r17i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 52
    :cond_ok
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r17i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
