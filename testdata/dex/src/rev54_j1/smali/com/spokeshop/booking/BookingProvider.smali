.class public Lcom/spokeshop/booking/BookingProvider;
.super Landroid/content/ContentProvider;
.source "BookingProvider.java"


# static fields
.field static final PARTNERS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field static final RESUME:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"spoke-booking-2\",\"tools\":[{\"name\":\"book_slot\"},{\"name\":\"cancel_slot\"},{\"name\":\"pickup_ready\"}]}"


# instance fields
.field private final handlers:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/spokeshop/tools/Tool;",
            "Lcom/spokeshop/tools/Handler;",
            ">;"
        }
    .end annotation
.end field

.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 30
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const-string v2, "com.clawseed.agent"

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "com.spokeshop.counter"

    const/4 v3, 0x1

    aput-object v2, v1, v3

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/spokeshop/booking/BookingProvider;->PARTNERS:Ljava/util/Set;

    .line 31
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/spokeshop/booking/BookingProvider;->RESUME:Ljava/util/Map;

    return-void
.end method

.method public constructor <init>()V
    .registers 3

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 33
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/spokeshop/booking/BookingProvider;->sessions:Ljava/util/Map;

    .line 34
    new-instance v0, Ljava/util/EnumMap;

    const-class v1, Lcom/spokeshop/tools/Tool;

    invoke-direct {v0, v1}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    iput-object v0, p0, Lcom/spokeshop/booking/BookingProvider;->handlers:Ljava/util/EnumMap;

    return-void
.end method

.method static synthetic lambda$onCreate$0(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 41
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p3

    invoke-virtual {p3, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p3

    .line 42
    const/4 v0, 0x0

    aget-object p3, p3, v0

    .line 43
    const-string v1, "pickup"

    invoke-virtual {p0, v1, v0}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    const-string v1, "bike_tag"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-interface {v0, p1, p3}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object p1

    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 44
    invoke-static {}, Lcom/spokeshop/tools/Tokens;->fresh()Ljava/lang/String;

    move-result-object p1

    .line 45
    sget-object p3, Lcom/spokeshop/booking/BookingProvider;->RESUME:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p2

    invoke-interface {p3, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 46
    sget-object p2, Lcom/spokeshop/tools/Screen;->PICKUP:Lcom/spokeshop/tools/Screen;

    const/high16 p3, 0x4000000

    invoke-virtual {p2, p0, p3}, Lcom/spokeshop/tools/Screen;->pendingIntent(Landroid/content/Context;I)Landroid/app/PendingIntent;

    move-result-object p0

    invoke-static {p0, p1}, Lcom/spokeshop/tools/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0
.end method


# virtual methods
.method bookSlot(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 52
    invoke-static {}, Lcom/spokeshop/booking/Booking;->builder()Lcom/spokeshop/booking/Booking$Builder;

    move-result-object v0

    invoke-virtual {v0, p3}, Lcom/spokeshop/booking/Booking$Builder;->customerUid(I)Lcom/spokeshop/booking/Booking$Builder;

    move-result-object v0

    const-string v1, "slot"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/spokeshop/booking/Booking$Builder;->slot(Ljava/lang/String;)Lcom/spokeshop/booking/Booking$Builder;

    move-result-object v0

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Lcom/spokeshop/booking/Booking$Builder;->confirmed(Z)Lcom/spokeshop/booking/Booking$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/spokeshop/booking/Booking$Builder;->build()Lcom/spokeshop/booking/Booking;

    move-result-object v0

    .line 53
    invoke-virtual {v0}, Lcom/spokeshop/booking/Booking;->toBuilder()Lcom/spokeshop/booking/Booking$Builder;

    move-result-object v0

    if-nez p4, :cond_flag_true

    const-string v1, "confirmed"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result p2

    if-eqz p2, :cond_flag_false

    :cond_flag_true
    const/4 p2, 0x1

    goto :goto_flag

    :cond_flag_false
    const/4 p2, 0x0

    :goto_flag
    invoke-virtual {v0, p2}, Lcom/spokeshop/booking/Booking$Builder;->confirmed(Z)Lcom/spokeshop/booking/Booking$Builder;

    move-result-object p2

    invoke-virtual {p2}, Lcom/spokeshop/booking/Booking$Builder;->build()Lcom/spokeshop/booking/Booking;

    move-result-object p2

    .line 54
    invoke-virtual {p2}, Lcom/spokeshop/booking/Booking;->confirmed()Z

    move-result p4

    if-nez p4, :cond_insert

    .line 55
    invoke-static {}, Lcom/spokeshop/tools/Tokens;->fresh()Ljava/lang/String;

    move-result-object p2

    .line 56
    sget-object p4, Lcom/spokeshop/booking/BookingProvider;->RESUME:Ljava/util/Map;

    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    invoke-interface {p4, p2, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 57
    sget-object p3, Lcom/spokeshop/tools/Screen;->CONFIRM:Lcom/spokeshop/tools/Screen;

    const/high16 p4, 0x8000000

    invoke-virtual {p3, p1, p4}, Lcom/spokeshop/tools/Screen;->pendingIntent(Landroid/content/Context;I)Landroid/app/PendingIntent;

    move-result-object p1

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 59
    :cond_insert
    new-instance p3, Landroid/content/ContentValues;

    invoke-direct {p3}, Landroid/content/ContentValues;-><init>()V

    .line 60
    const-string p4, "slot"

    invoke-virtual {p2}, Lcom/spokeshop/booking/Booking;->slot()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p3, p4, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 61
    const-string p4, "customer_uid"

    invoke-virtual {p2}, Lcom/spokeshop/booking/Booking;->customerUid()I

    move-result p2

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p2

    invoke-virtual {p3, p4, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 62
    const-string p2, "shop.db"

    const/4 p4, 0x0

    const/4 v0, 0x0

    invoke-virtual {p1, p2, p4, v0}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const-string p2, "bookings"

    invoke-virtual {p1, p2, v0, p3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 63
    const-string p1, "{\"booked\":true}"

    invoke-static {p1}, Lcom/spokeshop/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 83
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 84
    invoke-virtual {p0}, Lcom/spokeshop/booking/BookingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {v1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 85
    if-eqz v1, :cond_deny

    invoke-static {v1}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v1

    sget-object v2, Lcom/spokeshop/booking/BookingProvider;->PARTNERS:Ljava/util/Set;

    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v3, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda3;

    invoke-direct {v3, v2}, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda3;-><init>(Ljava/util/Set;)V

    invoke-interface {v1, v3}, Ljava/util/stream/Stream;->anyMatch(Ljava/util/function/Predicate;)Z

    move-result v1

    if-nez v1, :cond_ok

    .line 86
    :cond_deny
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a SpokeShop partner"

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 88
    :cond_ok
    if-eqz p3, :cond_new_bundle

    goto :goto_req

    :cond_new_bundle
    new-instance p3, Landroid/os/Bundle;

    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V

    .line 89
    :goto_req
    const-string v1, "negotiate"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_session

    .line 90
    invoke-static {}, Lcom/spokeshop/tools/Tokens;->fresh()Ljava/lang/String;

    move-result-object p1

    .line 91
    iget-object p2, p0, Lcom/spokeshop/booking/BookingProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    invoke-interface {p2, p1, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 92
    const-string p2, "{\"selected_version\":2}"

    invoke-static {p2}, Lcom/spokeshop/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p2

    .line 93
    const-string p3, "session_token"

    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 94
    return-object p2

    .line 96
    :cond_session
    iget-object v1, p0, Lcom/spokeshop/booking/BookingProvider;->sessions:Ljava/util/Map;

    const-string v2, "session_token"

    const-string v3, ""

    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-interface {v1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Integer;

    .line 97
    if-eqz v1, :cond_no_session

    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    if-eq v1, v0, :cond_list

    .line 98
    :cond_no_session
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 100
    :cond_list
    const-string v1, "list_tools"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_execute

    .line 101
    const-string p1, "{\"revision\":\"spoke-booking-2\",\"tools\":[{\"name\":\"book_slot\"},{\"name\":\"cancel_slot\"},{\"name\":\"pickup_ready\"}]}"

    invoke-static {p1}, Lcom/spokeshop/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 103
    :cond_execute
    const-string v1, "execute_tool"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_deadline

    .line 104
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 106
    :cond_deadline
    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    cmp-long p1, v1, v3

    if-gtz p1, :cond_tool

    .line 107
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 109
    :cond_tool
    const-string p1, "tool_name"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/spokeshop/tools/Tool;->fromName(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object p1

    iget-object p2, p0, Lcom/spokeshop/booking/BookingProvider;->handlers:Ljava/util/EnumMap;

    invoke-static {p2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1, p2}, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda4;-><init>(Ljava/util/EnumMap;)V

    invoke-virtual {p1, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object p1

    const/4 p2, 0x0

    invoke-virtual {p1, p2}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/spokeshop/tools/Handler;

    .line 110
    if-nez p1, :cond_resume

    .line 111
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "unknown tool"

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 113
    :cond_resume
    const-string p2, "resume_token"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 114
    if-nez p2, :cond_take

    const/4 p2, 0x0

    goto :goto_owner

    :cond_take
    sget-object v1, Lcom/spokeshop/booking/BookingProvider;->RESUME:Ljava/util/Map;

    invoke-interface {v1, p2}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Ljava/lang/Integer;

    .line 115
    :goto_owner
    if-eqz p2, :cond_not_resumed

    invoke-virtual {p2}, Ljava/lang/Integer;->intValue()I

    move-result p2

    if-ne p2, v0, :cond_not_resumed

    const/4 p2, 0x1

    goto :goto_run

    :cond_not_resumed
    const/4 p2, 0x0

    .line 116
    :goto_run
    invoke-virtual {p0}, Lcom/spokeshop/booking/BookingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "args"

    const-string v3, "{}"

    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-interface {p1, v1, v2, v0, p2}, Lcom/spokeshop/tools/Handler;->run(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method cancelSlot(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 67
    invoke-static {}, Lcom/spokeshop/booking/Booking;->builder()Lcom/spokeshop/booking/Booking$Builder;

    move-result-object v0

    invoke-virtual {v0, p3}, Lcom/spokeshop/booking/Booking$Builder;->customerUid(I)Lcom/spokeshop/booking/Booking$Builder;

    move-result-object v0

    const-string v1, "slot"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/spokeshop/booking/Booking$Builder;->slot(Ljava/lang/String;)Lcom/spokeshop/booking/Booking$Builder;

    move-result-object v0

    invoke-virtual {v0, p4}, Lcom/spokeshop/booking/Booking$Builder;->confirmed(Z)Lcom/spokeshop/booking/Booking$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/spokeshop/booking/Booking$Builder;->build()Lcom/spokeshop/booking/Booking;

    move-result-object v0

    .line 68
    const-string p4, "force"

    invoke-virtual {p2, p4}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result p2

    if-eqz p2, :cond_check

    .line 69
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string p4, "agent asked to force cancelling "

    invoke-virtual {p2, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    invoke-virtual {v0}, Lcom/spokeshop/booking/Booking;->slot()Ljava/lang/String;

    move-result-object p4

    invoke-virtual {p2, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p2

    const-string p4, "SpokeShop"

    invoke-static {p4, p2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 71
    :cond_check
    invoke-virtual {v0}, Lcom/spokeshop/booking/Booking;->confirmed()Z

    move-result p2

    if-nez p2, :cond_delete

    .line 72
    invoke-static {}, Lcom/spokeshop/tools/Tokens;->fresh()Ljava/lang/String;

    move-result-object p2

    .line 73
    sget-object p4, Lcom/spokeshop/booking/BookingProvider;->RESUME:Ljava/util/Map;

    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    invoke-interface {p4, p2, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 74
    sget-object p3, Lcom/spokeshop/tools/Screen;->CONFIRM:Lcom/spokeshop/tools/Screen;

    const/high16 p4, 0x8000000

    invoke-virtual {p3, p1, p4}, Lcom/spokeshop/tools/Screen;->pendingIntent(Landroid/content/Context;I)Landroid/app/PendingIntent;

    move-result-object p1

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 76
    :cond_delete
    const-string p2, "shop.db"

    const/4 p3, 0x0

    const/4 p4, 0x0

    invoke-virtual {p1, p2, p3, p4}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const-string p2, "bookings"

    const-string p3, "slot = ? AND customer_uid = ?"

    const/4 p4, 0x2

    new-array p4, p4, [Ljava/lang/String;

    .line 77
    invoke-virtual {v0}, Lcom/spokeshop/booking/Booking;->slot()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    aput-object v1, p4, v2

    invoke-virtual {v0}, Lcom/spokeshop/booking/Booking;->customerUid()I

    move-result v0

    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x1

    aput-object v0, p4, v1

    .line 76
    invoke-virtual {p1, p2, p3, p4}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 78
    const-string p1, "{\"cancelled\":true}"

    invoke-static {p1}, Lcom/spokeshop/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 136
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 126
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 131
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .registers 4

    .line 38
    iget-object v0, p0, Lcom/spokeshop/booking/BookingProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/spokeshop/tools/Tool;->BOOK_SLOT:Lcom/spokeshop/tools/Tool;

    new-instance v2, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda0;-><init>(Lcom/spokeshop/booking/BookingProvider;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 39
    iget-object v0, p0, Lcom/spokeshop/booking/BookingProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/spokeshop/tools/Tool;->CANCEL_SLOT:Lcom/spokeshop/tools/Tool;

    new-instance v2, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda1;-><init>(Lcom/spokeshop/booking/BookingProvider;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 40
    iget-object v0, p0, Lcom/spokeshop/booking/BookingProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/spokeshop/tools/Tool;->PICKUP_READY:Lcom/spokeshop/tools/Tool;

    sget-object v2, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda2;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 48
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 121
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 141
    const/4 p1, 0x0

    return p1
.end method
