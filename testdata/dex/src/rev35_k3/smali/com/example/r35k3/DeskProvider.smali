.class public final Lcom/example/r35k3/DeskProvider;
.super Landroid/content/ContentProvider;
.source "DeskProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r35k3/DeskProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nDeskProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 DeskProvider.kt\ncom/example/r35k3/DeskProvider\n+ 2 Identity.kt\ncom/example/r35k3/IdentityKt\n+ 3 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,137:1\n14#2,5:138\n14#2,5:143\n1#3:148\n*S KotlinDebug\n*F\n+ 1 DeskProvider.kt\ncom/example/r35k3/DeskProvider\n*L\n55#1:138,5\n61#1:143,5\n*E\n"
.end annotation

.field public static final Companion:Lcom/example/r35k3/DeskProvider$Companion;

.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"desks-9\",\"tools\":[]}"

.field private final desks$delegate:Lkotlin/Lazy;

.field private final resumes:Lcom/example/r35k3/ResumeStore;

.field private final sessions:Lcom/example/r35k3/SessionStore;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r35k3/DeskProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r35k3/DeskProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r35k3/DeskProvider;->Companion:Lcom/example/r35k3/DeskProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    new-instance v0, Lcom/example/r35k3/SessionStore;
    invoke-direct {v0}, Lcom/example/r35k3/SessionStore;-><init>()V
    iput-object v0, p0, Lcom/example/r35k3/DeskProvider;->sessions:Lcom/example/r35k3/SessionStore;
    .line 16
    new-instance v0, Lcom/example/r35k3/ResumeStore;
    invoke-direct {v0}, Lcom/example/r35k3/ResumeStore;-><init>()V
    iput-object v0, p0, Lcom/example/r35k3/DeskProvider;->resumes:Lcom/example/r35k3/ResumeStore;
    .line 17
    new-instance v0, Lcom/example/r35k3/DeskProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r35k3/DeskProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r35k3/DeskProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r35k3/DeskProvider;->desks$delegate:Lkotlin/Lazy;
    .line 14
    return-void
.end method

.method public static final desks_delegate$lambda$0(Lcom/example/r35k3/DeskProvider;)Lcom/example/r35k3/DeskBook;
    .registers 3
    .line 17
    new-instance v0, Lcom/example/r35k3/DeskBook;
    invoke-virtual {p0}, Lcom/example/r35k3/DeskProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r35k3/DeskBook;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method private final getDesks()Lcom/example/r35k3/DeskBook;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/example/r35k3/DeskProvider;->desks$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r35k3/DeskBook;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 23
    invoke-virtual {p0}, Lcom/example/r35k3/DeskProvider;->requireContext()Landroid/content/Context;
    move-result-object p2
    .line 24
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p2, v0}, Lcom/example/r35k3/IdentityKt;->memberApp(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object v1
    if-nez v1, :cond_member
    sget-object v3, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    const-string v4, "PERMISSION_DENIED"
    const-string v5, "unknown or shared caller"
    const/4 v6, 0x0
    const/4 v7, 0x4
    const/4 v8, 0x0
    invoke-static/range {v3 .. v8}, Lcom/example/r35k3/Reply;->error$default(Lcom/example/r35k3/Reply;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 25
    :cond_member
    invoke-static {p2, v1}, Lcom/example/r35k3/IdentityKt;->isDeskhopPartner(Landroid/content/Context;Ljava/lang/String;)Z
    move-result p2
    if-nez p2, :cond_partner
    sget-object v3, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    const-string v4, "PERMISSION_DENIED"
    const-string v5, "not a Deskhop partner"
    const/4 v6, 0x0
    const/4 v7, 0x4
    const/4 v8, 0x0
    invoke-static/range {v3 .. v8}, Lcom/example/r35k3/Reply;->error$default(Lcom/example/r35k3/Reply;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 26
    :cond_partner
    if-nez p3, :cond_negotiate
    new-instance p3, Landroid/os/Bundle;
    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V

    .line 27
    :cond_negotiate
    const-string p2, "negotiate"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_session
    sget-object p1, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    iget-object p2, p0, Lcom/example/r35k3/DeskProvider;->sessions:Lcom/example/r35k3/SessionStore;
    invoke-virtual {p2, v0}, Lcom/example/r35k3/SessionStore;->open(I)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r35k3/Reply;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 28
    :cond_session
    iget-object p2, p0, Lcom/example/r35k3/DeskProvider;->sessions:Lcom/example/r35k3/SessionStore;
    const-string v2, "session_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p2, v2}, Lcom/example/r35k3/SessionStore;->isLive(Ljava/lang/String;)Z
    move-result p2
    if-nez p2, :cond_dispatch
    sget-object p1, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    const-string p2, "NEGOTIATION_REQUIRED"
    const-string p3, "negotiate first"
    const/4 v0, 0x1
    invoke-virtual {p1, p2, p3, v0}, Lcom/example/r35k3/Reply;->error(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 30
    :cond_dispatch
    const-string p2, "list_tools"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_exec
    sget-object p1, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    const-string p2, "{\"revision\":\"desks-9\",\"tools\":[]}"
    invoke-virtual {p1, p2}, Lcom/example/r35k3/Reply;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 31
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_unknown
    .line 32
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, p1, v2
    if-gez p1, :cond_live
    sget-object v3, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    const-string v4, "DEADLINE_EXCEEDED"
    const-string v5, "deadline passed"
    const/4 v6, 0x0
    const/4 v7, 0x4
    const/4 v8, 0x0
    invoke-static/range {v3 .. v8}, Lcom/example/r35k3/Reply;->error$default(Lcom/example/r35k3/Reply;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 33
    :cond_live
    invoke-direct {p0, v0, v1, p3}, Lcom/example/r35k3/DeskProvider;->execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 35
    :cond_unknown
    sget-object v3, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    const-string v4, "METHOD_NOT_FOUND"
    const-string v5, "unknown method"
    const/4 v6, 0x0
    const/4 v7, 0x4
    const/4 v8, 0x0
    invoke-static/range {v3 .. v8}, Lcom/example/r35k3/Reply;->error$default(Lcom/example/r35k3/Reply;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 29
    :goto_ret
    return-object p1
.end method

.method private final execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 40
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-nez v1, :cond_have
    const-string v1, "{}"
    :cond_have
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 41
    const-string v1, "tool_name"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :goto_unknown
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_unknown
    :sswitch_release_desk
    const-string v2, "release_desk"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_release
    goto :goto_unknown
    :sswitch_floor_plan
    const-string v2, "floor_plan"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_floor
    goto :goto_unknown
    :sswitch_book_desk
    const-string v2, "book_desk"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_book
    goto :goto_unknown
    :sswitch_open_door
    const-string v2, "open_door"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_open
    goto :goto_unknown
    :sswitch_badge_photo
    const-string v2, "badge_photo"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_badge
    goto :goto_unknown
    :sswitch_guest_pass
    const-string v2, "guest_pass"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_guest
    goto :goto_unknown

    .line 42
    :cond_book
    invoke-direct {p0, p1, p2, p3, v0}, Lcom/example/r35k3/DeskProvider;->bookDesk(ILjava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 43
    :cond_release
    invoke-direct {p0, v0}, Lcom/example/r35k3/DeskProvider;->releaseDesk(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 44
    :cond_open
    invoke-direct {p0, p1, p3, v0}, Lcom/example/r35k3/DeskProvider;->openDoor(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 45
    :cond_guest
    invoke-direct {p0, p1, p2, p3, v0}, Lcom/example/r35k3/DeskProvider;->guestPass(ILjava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 46
    :cond_floor
    invoke-direct {p0, v0}, Lcom/example/r35k3/DeskProvider;->floorPlan(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 47
    :cond_badge
    invoke-direct {p0, v0}, Lcom/example/r35k3/DeskProvider;->badgePhoto(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 48
    :goto_unknown
    sget-object v2, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    const-string v3, "TOOL_NOT_FOUND"
    const-string v4, "no such tool"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lcom/example/r35k3/Reply;->error$default(Lcom/example/r35k3/Reply;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 41
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x752c842f -> :sswitch_release_desk
        -0x688829e8 -> :sswitch_guest_pass
        -0x5b703884 -> :sswitch_floor_plan
        -0x32fe496a -> :sswitch_badge_photo
        0x5c241483 -> :sswitch_open_door
        0x78a8e62f -> :sswitch_book_desk
    .end sparse-switch
.end method

.method private final bookDesk(ILjava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .line 53
    const-string v0, "calling_package"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    if-nez p3, :cond_owner
    move-object p3, p2
    .line 54
    :cond_owner
    const-string p2, "desk"
    invoke-virtual {p4, p2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 55
    const/4 p4, 0x0
    .line 138
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 140
    :try_start_0
    const/4 p4, 0x0
    .line 55
    invoke-direct {p0}, Lcom/example/r35k3/DeskProvider;->getDesks()Lcom/example/r35k3/DeskBook;
    move-result-object p4
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p4, p2, p3, p1}, Lcom/example/r35k3/DeskBook;->book(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 142
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 56
    sget-object p2, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string p4, "{\"booking\":\""
    invoke-virtual {p3, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p4, "\"}"
    invoke-virtual {p3, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Lcom/example/r35k3/Reply;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 142
    :catchall_0
    move-exception p1
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p1
.end method

.method private final releaseDesk(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    .line 60
    const-string v0, "desk"
    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 61
    const/4 v0, 0x0
    .line 143
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 145
    :try_start_0
    const/4 v2, 0x0
    .line 61
    invoke-direct {p0}, Lcom/example/r35k3/DeskProvider;->getDesks()Lcom/example/r35k3/DeskBook;
    move-result-object v2
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-virtual {v2, p1, v3}, Lcom/example/r35k3/DeskBook;->release(Ljava/lang/String;I)V
    sget-object v2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 147
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 62
    sget-object v0, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"released\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "\"}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/example/r35k3/Reply;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 147
    :catchall_0
    move-exception p1
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p1
.end method

.method private final openDoor(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .line 66
    const-string v0, "door"
    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    .line 67
    const-string v1, "user_confirmed"
    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p2
    if-eqz p2, :cond_ask
    .line 68
    invoke-direct {p0}, Lcom/example/r35k3/DeskProvider;->getDesks()Lcom/example/r35k3/DeskBook;
    move-result-object p2
    invoke-static {p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p2, p3, p1}, Lcom/example/r35k3/DeskBook;->unlock(Ljava/lang/String;I)V
    .line 69
    sget-object p1, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"opened\":\""
    invoke-virtual {p2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, "\"}"
    invoke-virtual {p2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1, p3}, Lcom/example/r35k3/Reply;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 71
    :cond_ask
    new-instance p2, Landroid/content/Intent;
    invoke-direct {p2}, Landroid/content/Intent;-><init>()V
    invoke-virtual {p0}, Lcom/example/r35k3/DeskProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    const-string v2, "com.example.r35k3.door.DoorConfirmActivity"
    invoke-virtual {p2, v1, v2}, Landroid/content/Intent;->setClassName(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p2
    invoke-virtual {p2, v0, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p2
    .line 72
    sget-object p3, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    .line 73
    invoke-virtual {p0}, Lcom/example/r35k3/DeskProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const/16 v1, 0x15
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, p2, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p2
    const-string v0, "getActivity(...)"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 74
    iget-object v0, p0, Lcom/example/r35k3/DeskProvider;->resumes:Lcom/example/r35k3/ResumeStore;
    invoke-static {}, Lcom/example/r35k3/TokensKt;->getSESSION_RNG()Ljava/util/Random;
    move-result-object v1
    invoke-static {v1}, Lcom/example/r35k3/TokensKt;->newToken(Ljava/util/Random;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "open_door"
    invoke-virtual {v0, v1, p1, v2}, Lcom/example/r35k3/ResumeStore;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 72
    invoke-virtual {p3, p2, p1}, Lcom/example/r35k3/Reply;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final guestPass(ILjava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    .line 79
    const-string v0, "confirmed"
    invoke-virtual {p4, v0}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :cond_claimed
    sget-object v2, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    const-string v3, "INVALID_ARGS"
    const-string v4, "confirmation happens in Deskhop"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lcom/example/r35k3/Reply;->error$default(Lcom/example/r35k3/Reply;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 80
    :cond_claimed
    const-string v0, "calling_package"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 81
    if-eqz v0, :cond_guest
    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_guest
    sget-object v2, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    const-string v3, "PERMISSION_DENIED"
    const-string v4, "caller mismatch"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lcom/example/r35k3/Reply;->error$default(Lcom/example/r35k3/Reply;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 82
    :cond_guest
    const-string v0, "guest_email"
    invoke-virtual {p4, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p4
    .line 83
    const-string v0, "resume_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    .line 84
    if-nez p3, :cond_redeem
    .line 85
    new-instance p2, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r35k3/DeskProvider;->requireContext()Landroid/content/Context;
    move-result-object p3
    const-class v0, Lcom/example/r35k3/GuestPassActivity;
    invoke-direct {p2, p3, v0}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 148
    const/4 p3, 0x0
    .line 85
    const-string p3, "guest"
    invoke-virtual {p2, p3, p4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 86
    invoke-virtual {p0}, Lcom/example/r35k3/DeskProvider;->requireContext()Landroid/content/Context;
    move-result-object p3
    const/16 p4, 0x16
    const/high16 v0, 0xc000000
    invoke-static {p3, p4, p2, v0}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p2
    .line 87
    sget-object p3, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object p4, p0, Lcom/example/r35k3/DeskProvider;->resumes:Lcom/example/r35k3/ResumeStore;
    invoke-static {}, Lcom/example/r35k3/TokensKt;->getGUEST_RNG()Ljava/util/Random;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r35k3/TokensKt;->newToken(Ljava/util/Random;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "guest_pass"
    invoke-virtual {p4, v0, p1, v1}, Lcom/example/r35k3/ResumeStore;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p3, p2, p1}, Lcom/example/r35k3/Reply;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 89
    :cond_redeem
    iget-object v0, p0, Lcom/example/r35k3/DeskProvider;->resumes:Lcom/example/r35k3/ResumeStore;
    const-string v1, "guest_pass"
    invoke-virtual {v0, p3, p1, v1}, Lcom/example/r35k3/ResumeStore;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result p1
    if-nez p1, :cond_issue
    sget-object v2, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    const-string v3, "INVALID_REQUEST"
    const-string v4, "resume token not valid"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lcom/example/r35k3/Reply;->error$default(Lcom/example/r35k3/Reply;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 90
    :cond_issue
    sget-object p1, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    invoke-direct {p0}, Lcom/example/r35k3/DeskProvider;->getDesks()Lcom/example/r35k3/DeskBook;
    move-result-object p3
    invoke-static {p4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p3, p4, p2}, Lcom/example/r35k3/DeskBook;->guest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r35k3/Reply;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final floorPlan(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    .line 94
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r35k3/DeskProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "floor"
    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "plans/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, ".svg"
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, v1, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 95
    const/high16 p1, 0x10000000
    invoke-static {v0, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 96
    sget-object v1, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    invoke-virtual {v0}, Ljava/io/File;->length()J
    move-result-wide v2
    invoke-virtual {v1, v2, v3}, Lcom/example/r35k3/Reply;->file(J)Landroid/os/Bundle;
    move-result-object v0
    .line 148
    const/4 v1, 0x0
    .line 96
    const-string v1, "result_fd"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

.method private final badgePhoto(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .line 100
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r35k3/DeskProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "badges"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 101
    new-instance v1, Ljava/io/File;
    const-string v2, "member"
    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, ".jpg"
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v1, v0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object p1
    .line 102
    invoke-virtual {p1}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v1
    const-string v2, "getPath(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v0
    sget-object v2, Ljava/io/File;->separator:Ljava/lang/String;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v1, v0, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_inside
    sget-object v2, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    const-string v3, "INVALID_ARGS"
    const-string v4, "bad member id"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lcom/example/r35k3/Reply;->error$default(Lcom/example/r35k3/Reply;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 103
    :cond_inside
    const/high16 v0, 0x10000000
    invoke-static {p1, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 104
    sget-object v1, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    invoke-virtual {p1}, Ljava/io/File;->length()J
    move-result-wide v2
    invoke-virtual {v1, v2, v3}, Lcom/example/r35k3/Reply;->file(J)Landroid/os/Bundle;
    move-result-object p1
    .line 148
    const/4 v1, 0x0
    .line 104
    const-string v1, "result_fd"
    check-cast v0, Landroid/os/Parcelable;
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object p1
.end method
