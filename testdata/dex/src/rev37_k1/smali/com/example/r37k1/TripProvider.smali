.class public final Lcom/example/r37k1/TripProvider;
.super Landroid/content/ContentProvider;
.source "TripProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r37k1/TripProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTripProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 TripProvider.kt\ncom/example/r37k1/TripProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,126:1\n1#2:127\n*E\n"
.end annotation

.field public static final Companion:Lcom/example/r37k1/TripProvider$Companion;

.field private static final TAG:Ljava/lang/String; = "TripProvider"

.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"trips-3\",\"tools\":[]}"

.field private final db$delegate:Lkotlin/Lazy;

.field private final main:Landroid/os/Handler;

.field private final resumes:Lcom/example/r37k1/ResumeBook;

.field private final sessions:Lcom/example/r37k1/SessionBook;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r37k1/TripProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r37k1/TripProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r37k1/TripProvider;->Companion:Lcom/example/r37k1/TripProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 3
    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 17
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/example/r37k1/TripProvider;->main:Landroid/os/Handler;
    .line 18
    new-instance v0, Lcom/example/r37k1/SessionBook;
    sget-object v1, Lcom/example/r37k1/SecureTokens;->INSTANCE:Lcom/example/r37k1/SecureTokens;
    check-cast v1, Lcom/example/r37k1/TokenSource;
    invoke-direct {v0, v1}, Lcom/example/r37k1/SessionBook;-><init>(Lcom/example/r37k1/TokenSource;)V
    iput-object v0, p0, Lcom/example/r37k1/TripProvider;->sessions:Lcom/example/r37k1/SessionBook;
    .line 19
    new-instance v0, Lcom/example/r37k1/ResumeBook;
    sget-object v1, Lcom/example/r37k1/ClockTokens;->INSTANCE:Lcom/example/r37k1/ClockTokens;
    check-cast v1, Lcom/example/r37k1/TokenSource;
    invoke-direct {v0, v1}, Lcom/example/r37k1/ResumeBook;-><init>(Lcom/example/r37k1/TokenSource;)V
    iput-object v0, p0, Lcom/example/r37k1/TripProvider;->resumes:Lcom/example/r37k1/ResumeBook;
    .line 20
    new-instance v0, Lcom/example/r37k1/TripProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r37k1/TripProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r37k1/TripProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r37k1/TripProvider;->db$delegate:Lkotlin/Lazy;
    .line 16
    return-void
.end method

.method public static final db_delegate$lambda$0(Lcom/example/r37k1/TripProvider;)Lcom/example/r37k1/TripDb;
    .registers 3
    .line 20
    new-instance v0, Lcom/example/r37k1/TripDb;
    invoke-virtual {p0}, Lcom/example/r37k1/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r37k1/TripDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method private final getDb()Lcom/example/r37k1/TripDb;
    .registers 2
    .line 20
    iget-object v0, p0, Lcom/example/r37k1/TripProvider;->db$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r37k1/TripDb;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 26
    invoke-virtual {p0}, Lcom/example/r37k1/TripProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    .line 27
    invoke-virtual {p0}, Lcom/example/r37k1/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2, v0}, Lcom/example/r37k1/TokensKt;->isWheelshareApp(Landroid/content/Context;I)Z
    move-result v2
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    if-nez v2, :cond_partner
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "not a Wheelshare partner"
    invoke-static {p1, p2, v5, v4, v3}, Lcom/example/r37k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_partner
    .line 28
    if-nez p3, :cond_extras
    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :cond_extras
    .line 29
    const-string p2, "negotiate"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_session
    iget-object p1, p0, Lcom/example/r37k1/TripProvider;->sessions:Lcom/example/r37k1/SessionBook;
    invoke-virtual {p1, v0}, Lcom/example/r37k1/SessionBook;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r37k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_session
    .line 30
    iget-object p2, p0, Lcom/example/r37k1/TripProvider;->sessions:Lcom/example/r37k1/SessionBook;
    const-string v2, "session_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p2, v2, v0}, Lcom/example/r37k1/SessionBook;->valid(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_method
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    const/4 p3, 0x1
    invoke-static {p1, p2, p3}, Lcom/example/r37k1/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_method
    .line 32
    const-string p2, "list_tools"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_exec
    const-string p1, "{\"revision\":\"trips-3\",\"tools\":[]}"
    invoke-static {p1}, Lcom/example/r37k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :cond_exec
    .line 33
    const-string p2, "execute_tool"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_unknown
    invoke-static {p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p3}, Lcom/example/r37k1/EnvelopesKt;->getPastDeadline(Landroid/os/Bundle;)Z
    move-result p1
    if-eqz p1, :cond_live
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2, v5, v4, v3}, Lcom/example/r37k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :cond_live
    invoke-direct {p0, v0, v1, p3}, Lcom/example/r37k1/TripProvider;->execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :cond_unknown
    .line 34
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2, v5, v4, v3}, Lcom/example/r37k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    :goto_ret
    .line 31
    return-object p1
.end method

.method private final execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 38
    invoke-static {p3}, Lcom/example/r37k1/EnvelopesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data_0
    goto :goto_default

    :sswitch_end
    const-string v1, "end_trip"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :case_end
    goto :goto_default

    :sswitch_unlock
    const-string v1, "unlock_car"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :case_unlock
    goto :goto_default

    :sswitch_nearby
    const-string v1, "nearby_cars"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :case_nearby
    goto :goto_default

    :sswitch_log
    const-string v1, "trip_log"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :case_log
    goto :goto_default

    :sswitch_receipt
    const-string v1, "export_receipt"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :case_receipt
    goto :goto_default

    :sswitch_history
    const-string v1, "trip_history"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :case_history
    goto :goto_default

    :sswitch_damage
    const-string v1, "report_damage"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :case_damage
    goto :goto_default

    :case_nearby
    .line 39
    invoke-direct {p0, p3}, Lcom/example/r37k1/TripProvider;->nearbyCars(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :case_history
    .line 40
    invoke-direct {p0}, Lcom/example/r37k1/TripProvider;->getDb()Lcom/example/r37k1/TripDb;
    move-result-object p2
    invoke-static {p3}, Lcom/example/r37k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object p3
    const-string v0, "sort"
    invoke-static {p3, v0}, Lcom/example/r37k1/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p2, p1, p3}, Lcom/example/r37k1/TripDb;->history(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r37k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :case_unlock
    .line 41
    invoke-direct {p0, p1, p2, p3}, Lcom/example/r37k1/TripProvider;->unlockCar(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :case_end
    .line 42
    invoke-direct {p0, p1, p3}, Lcom/example/r37k1/TripProvider;->endTrip(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :case_damage
    .line 43
    invoke-direct {p0, p1, p3}, Lcom/example/r37k1/TripProvider;->reportDamage(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :case_receipt
    .line 44
    invoke-direct {p0, p1}, Lcom/example/r37k1/TripProvider;->exportReceipt(I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :case_log
    .line 45
    invoke-direct {p0, p1}, Lcom/example/r37k1/TripProvider;->tripLog(I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :goto_default
    .line 46
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    const/4 p3, 0x0
    const/4 v0, 0x4
    const/4 v1, 0x0
    invoke-static {p1, p2, p3, v0, v1}, Lcom/example/r37k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    :goto_ret
    .line 47
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x6469c753 -> :sswitch_receipt
        -0x61c9f586 -> :sswitch_history
        -0x468a4f26 -> :sswitch_damage
        -0x3334b3a7 -> :sswitch_unlock
        -0x20873f21 -> :sswitch_nearby
        0x5a12ac2a -> :sswitch_log
        0x66d9f509 -> :sswitch_end
    .end sparse-switch
.end method

.method private final nearbyCars(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 49
    nop
    .line 50
    :try_start_0
    invoke-direct {p0}, Lcom/example/r37k1/TripProvider;->getDb()Lcom/example/r37k1/TripDb;
    move-result-object v0
    invoke-static {p1}, Lcom/example/r37k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "zone"
    invoke-static {v1, v2}, Lcom/example/r37k1/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {p1}, Lcom/example/r37k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object p1
    const-string v2, "sort"
    invoke-static {p1, v2}, Lcom/example/r37k1/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, v1, p1}, Lcom/example/r37k1/TripDb;->nearby(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r37k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/lang/IllegalStateException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0

    .line 51
    :catch_0
    move-exception p1
    .line 52
    const-string v0, "TripProvider"
    const-string v1, "nearby query failed"
    check-cast p1, Ljava/lang/Throwable;
    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 53
    const-string p1, "UNAVAILABLE"
    const-string v0, "the fleet map is busy"
    const/4 v1, 0x1
    invoke-static {p1, v0, v1}, Lcom/example/r37k1/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p1

    :goto_0
    .line 54
    return-object p1
.end method

.method private final unlockCar(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 57
    invoke-static {p3}, Lcom/example/r37k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    .line 58
    const-string v1, "approved"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z
    move-result v1
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    if-nez v1, :cond_refuse
    const-string v1, "confirmed"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :cond_args_ok

    :cond_refuse
    const-string p1, "INVALID_ARGS"
    const-string p2, "confirmation is not an argument"
    invoke-static {p1, p2, v4, v3, v2}, Lcom/example/r37k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_args_ok
    .line 59
    const-string v1, "car_id"
    invoke-static {v0, v1}, Lcom/example/r37k1/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 60
    const-string v1, "resume_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    const-string v1, "unlock_car"
    if-nez p3, :cond_token
    const-class p2, Lcom/example/r37k1/UnlockActivity;
    invoke-direct {p0, p1, v1, p2, v0}, Lcom/example/r37k1/TripProvider;->confirm(ILjava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_token
    .line 61
    iget-object v5, p0, Lcom/example/r37k1/TripProvider;->resumes:Lcom/example/r37k1/ResumeBook;
    invoke-virtual {v5, p3, p1, v1}, Lcom/example/r37k1/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result p3
    if-nez p3, :cond_taken
    const-string p1, "INVALID_REQUEST"
    const-string p2, "resume token not valid"
    invoke-static {p1, p2, v4, v3, v2}, Lcom/example/r37k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_taken
    .line 62
    invoke-direct {p0}, Lcom/example/r37k1/TripProvider;->getDb()Lcom/example/r37k1/TripDb;
    move-result-object p3
    invoke-virtual {p3, v0, p1}, Lcom/example/r37k1/TripDb;->unlock(Ljava/lang/String;I)V
    .line 63
    invoke-virtual {p0}, Lcom/example/r37k1/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object p1
    .line 65
    iget-object p3, p0, Lcom/example/r37k1/TripProvider;->main:Landroid/os/Handler;
    new-instance v1, Lcom/example/r37k1/TripProvider$unlockCar$1;
    invoke-direct {v1, p1, p2}, Lcom/example/r37k1/TripProvider$unlockCar$1;-><init>(Landroid/content/Context;Ljava/lang/String;)V
    check-cast v1, Ljava/lang/Runnable;
    invoke-virtual {p3, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 70
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p2, "{\"unlocked\":\""
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r37k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final endTrip(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 74
    invoke-static {p2}, Lcom/example/r37k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    .line 75
    const-string v1, "car_id"
    invoke-static {v0, v1}, Lcom/example/r37k1/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 76
    const-string v2, "resume_token"
    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 77
    const-string v2, "approved"
    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    const-string v2, "end_trip"
    if-nez v0, :cond_checked
    if-nez p2, :cond_checked
    const-class p2, Lcom/example/r37k1/EndTripActivity;
    invoke-direct {p0, p1, v2, p2, v1}, Lcom/example/r37k1/TripProvider;->confirm(ILjava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_checked
    .line 78
    if-eqz p2, :cond_end
    iget-object v0, p0, Lcom/example/r37k1/TripProvider;->resumes:Lcom/example/r37k1/ResumeBook;
    invoke-virtual {v0, p2, p1, v2}, Lcom/example/r37k1/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result p2
    if-nez p2, :cond_end
    const-string p1, "INVALID_REQUEST"
    const-string p2, "resume token not valid"
    const/4 v0, 0x0
    const/4 v1, 0x4
    const/4 v2, 0x0
    invoke-static {p1, p2, v0, v1, v2}, Lcom/example/r37k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_end
    .line 79
    invoke-direct {p0}, Lcom/example/r37k1/TripProvider;->getDb()Lcom/example/r37k1/TripDb;
    move-result-object p2
    invoke-virtual {p2, v1, p1}, Lcom/example/r37k1/TripDb;->endTrip(Ljava/lang/String;I)J
    move-result-wide p1
    .line 80
    iget-object v0, p0, Lcom/example/r37k1/TripProvider;->main:Landroid/os/Handler;
    new-instance v1, Lcom/example/r37k1/TripProvider$endTrip$1;
    invoke-direct {v1, p0}, Lcom/example/r37k1/TripProvider$endTrip$1;-><init>(Lcom/example/r37k1/TripProvider;)V
    check-cast v1, Ljava/lang/Runnable;
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 85
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"charged_cents\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p1
    const/16 p2, 0x7d
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r37k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final reportDamage(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 88
    nop
    .line 89
    :try_start_0
    invoke-direct {p0}, Lcom/example/r37k1/TripProvider;->getDb()Lcom/example/r37k1/TripDb;
    move-result-object v0
    invoke-static {p2}, Lcom/example/r37k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "car_id"
    invoke-static {v1, v2}, Lcom/example/r37k1/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {p2}, Lcom/example/r37k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object p2
    const-string v2, "note"
    invoke-static {p2, v2}, Lcom/example/r37k1/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {v0, p1, v1, p2}, Lcom/example/r37k1/TripDb;->reportDamage(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r37k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/lang/IllegalStateException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0

    .line 90
    :catch_0
    move-exception p1
    .line 91
    const-string p2, "INTERNAL_ERROR"
    check-cast p1, Ljava/lang/Throwable;
    invoke-static {p1}, Lcom/example/r37k1/EnvelopesKt;->describe(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    const/4 v1, 0x4
    const/4 v2, 0x0
    invoke-static {p2, p1, v0, v1, v2}, Lcom/example/r37k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    :goto_0
    .line 92
    return-object p1
.end method

.method private final exportReceipt(I)Landroid/os/Bundle;
    .registers 8
    .line 95
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r37k1/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "receipt-"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, ".json"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 96
    invoke-direct {p0}, Lcom/example/r37k1/TripProvider;->getDb()Lcom/example/r37k1/TripDb;
    move-result-object v1
    invoke-virtual {v1, p1}, Lcom/example/r37k1/TripDb;->receipt(I)Ljava/lang/String;
    move-result-object p1
    const/4 v1, 0x0
    const/4 v2, 0x2
    invoke-static {v0, p1, v1, v2, v1}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V
    .line 97
    const/4 p1, 0x0
    invoke-static {v0, p1, v2, v1}, Lcom/example/r37k1/EnvelopesKt;->openResult$default(Ljava/io/File;IILjava/lang/Object;)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 98
    invoke-virtual {v0}, Ljava/io/File;->length()J
    move-result-wide v0
    invoke-static {v0, v1}, Lcom/example/r37k1/EnvelopesKt;->okFile(J)Landroid/os/Bundle;
    move-result-object v0
    move-object v1, v0
    .line 127
    const/4 v2, 0x0
    .line 98
    const-string v3, "result_fd"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

.method private final tripLog(I)Landroid/os/Bundle;
    .registers 8
    .line 102
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r37k1/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "trips-"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, ".json"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 103
    invoke-direct {p0}, Lcom/example/r37k1/TripProvider;->getDb()Lcom/example/r37k1/TripDb;
    move-result-object v1
    const-string v2, "date"
    invoke-virtual {v1, p1, v2}, Lcom/example/r37k1/TripDb;->history(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const/4 v1, 0x0
    const/4 v2, 0x2
    invoke-static {v0, p1, v1, v2, v1}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V
    .line 104
    const/high16 p1, 0x10000000
    invoke-static {v0, p1}, Lcom/example/r37k1/EnvelopesKt;->openResult(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 105
    invoke-virtual {v0}, Ljava/io/File;->length()J
    move-result-wide v0
    invoke-static {v0, v1}, Lcom/example/r37k1/EnvelopesKt;->okFile(J)Landroid/os/Bundle;
    move-result-object v0
    move-object v1, v0
    .line 127
    const/4 v2, 0x0
    .line 105
    const-string v3, "result_fd"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

.method private final confirm(ILjava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/lang/Class<",
            "*>;",
            "Ljava/lang/String;",
            ")",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .line 109
    invoke-virtual {p0}, Lcom/example/r37k1/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 110
    new-instance v1, Landroid/content/Intent;
    invoke-direct {v1, v0, p3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object p3, v1
    .line 127
    const/4 v2, 0x0
    .line 111
    const-string v2, "tool"
    invoke-virtual {p3, v2, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 112
    const-string v2, "car_id"
    invoke-virtual {p3, v2, p4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 113
    nop
    .line 114
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I
    move-result p3
    const/high16 p4, 0xc000000
    invoke-static {v0, p3, v1, p4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p3
    .line 115
    const-string p4, "USER_ACTION_REQUIRED"
    const-string v0, "confirm in Wheelshare"
    const/4 v1, 0x0
    const/4 v2, 0x4
    const/4 v3, 0x0
    invoke-static {p4, v0, v1, v2, v3}, Lcom/example/r37k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p4
    move-object v0, p4
    .line 127
    const/4 v1, 0x0
    .line 116
    const-string v1, "resolution"
    check-cast p3, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 117
    const-string p3, "resume_token"
    iget-object v1, p0, Lcom/example/r37k1/TripProvider;->resumes:Lcom/example/r37k1/ResumeBook;
    invoke-virtual {v1, p1, p2}, Lcom/example/r37k1/ResumeBook;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 118
    nop
    .line 115
    return-object p4
.end method
