.class public final Lcom/example/rv15n/ContactsProvider;
.super Landroid/content/ContentProvider;
.source "ContactsProvider.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/rv15n/ContactsProvider$Audit;,
        Lcom/example/rv15n/ContactsProvider$Owner;
    }
.end annotation

.field private final audit:Lcom/example/rv15n/ContactsProvider$Audit;

.method public constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 17
    new-instance v0, Lcom/example/rv15n/ContactsProvider$Audit;
    invoke-direct {v0, p0}, Lcom/example/rv15n/ContactsProvider$Audit;-><init>(Lcom/example/rv15n/ContactsProvider;)V
    iput-object v0, p0, Lcom/example/rv15n/ContactsProvider;->audit:Lcom/example/rv15n/ContactsProvider$Audit;
    return-void
.end method

.method static synthetic -$$Nest$mcallerTag(Lcom/example/rv15n/ContactsProvider;)Ljava/lang/String;
    .registers 1
    invoke-direct {p0}, Lcom/example/rv15n/ContactsProvider;->callerTag()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method private callerTag()Ljava/lang/String;
    .registers 3
    .line 38
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "uid:"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 23
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/rv15n/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/rv15n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :cond_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-static {p2}, Lcom/example/rv15n/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15n/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_1
    if-eqz p3, :cond_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/rv15n/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_3
    .line 26
    :cond_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/rv15n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/rv15n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :cond_5
    .line 29
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/rv15n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_5
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p3
    const/4 v0, -0x1
    sparse-switch p3, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string p3, "share_contact"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v0, 0x1
    goto :goto_0
    :sswitch_1
    const-string p3, "lookup"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v0, 0x0
    :goto_0
    packed-switch v0, :pswitch_data_0
    .line 34
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/rv15n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :pswitch_0
    invoke-direct {p0, p2}, Lcom/example/rv15n/ContactsProvider;->share(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :pswitch_1
    invoke-direct {p0, p2}, Lcom/example/rv15n/ContactsProvider;->lookup(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x43563440 -> :sswitch_0
        -0x41645686 -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method private lookup(I)Landroid/os/Bundle;
    .registers 6
    .line 42
    new-instance v0, Lcom/example/rv15n/ContactsProvider$Owner;
    invoke-direct {v0, p0}, Lcom/example/rv15n/ContactsProvider$Owner;-><init>(Lcom/example/rv15n/ContactsProvider;)V
    invoke-virtual {v0, p1}, Lcom/example/rv15n/ContactsProvider$Owner;->firstPackage(I)Ljava/lang/String;
    move-result-object p1
    .line 43
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    # near miss CETP611: owner was computed before the clear
    .line 45
    :try_start_0
    iget-object v2, p0, Lcom/example/rv15n/ContactsProvider;->audit:Lcom/example/rv15n/ContactsProvider$Audit;
    invoke-virtual {v2, p1}, Lcom/example/rv15n/ContactsProvider$Audit;->record(Ljava/lang/String;)V
    .line 46
    invoke-virtual {p0}, Lcom/example/rv15n/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15n/Contacts;->count(Landroid/content/Context;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15n/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 48
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 46
    return-object p1
    :catchall_0
    move-exception p1
    .line 48
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 49
    throw p1
.end method

.method private share(I)Landroid/os/Bundle;
    .registers 6
    .line 52
    invoke-virtual {p0}, Lcom/example/rv15n/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {v0, p1}, Lcom/example/rv15n/Owners;->only(Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    move-result-object p1
    .line 53
    if-nez p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "shared UID"
    invoke-static {p1, v0}, Lcom/example/rv15n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 54
    :cond_0
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 56
    :try_start_0
    iget-object v2, p0, Lcom/example/rv15n/ContactsProvider;->audit:Lcom/example/rv15n/ContactsProvider$Audit;
    invoke-virtual {v2}, Lcom/example/rv15n/ContactsProvider$Audit;->recordCaller()V
    .line 57
    invoke-virtual {p0}, Lcom/example/rv15n/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2, p1}, Lcom/example/rv15n/Contacts;->share(Landroid/content/Context;Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 59
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    # near miss CETP611: read after restoreCallingIdentity
    .line 61
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "shared for "
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "contacts"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 62
    const-string p1, "{\"shared\":true}"
    invoke-static {p1}, Lcom/example/rv15n/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :catchall_0
    move-exception p1
    .line 59
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 60
    throw p1
.end method
