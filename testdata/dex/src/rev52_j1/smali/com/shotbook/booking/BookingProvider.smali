.class public Lcom/shotbook/booking/BookingProvider;
.super Landroid/content/ContentProvider;
.source "BookingProvider.java"


# static fields
.field static final HANDLERS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/shotbook/tools/ToolHandler;",
            ">;"
        }
    .end annotation
.end field

.field static final MAIN:Landroid/os/Handler;

.field static final PARTNERS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"booking-3\",\"tools\":[{\"name\":\"book_slot\"},{\"name\":\"cancel_appointment\"},{\"name\":\"reschedule\"}]}"


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 34
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const-string v2, "com.clawseed.agent"

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "com.shotbook.kiosk"

    const/4 v3, 0x1

    aput-object v2, v1, v3

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/shotbook/booking/BookingProvider;->PARTNERS:Ljava/util/Set;

    .line 35
    new-instance v0, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v1

    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    sput-object v0, Lcom/shotbook/booking/BookingProvider;->MAIN:Landroid/os/Handler;

    .line 36
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/shotbook/booking/BookingProvider;->HANDLERS:Ljava/util/Map;

    .line 39
    sget-object v0, Lcom/shotbook/booking/BookingProvider;->HANDLERS:Ljava/util/Map;

    const-string v1, "book_slot"

    new-instance v2, Lcom/shotbook/booking/BookingProvider$1;

    invoke-direct {v2}, Lcom/shotbook/booking/BookingProvider$1;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 64
    sget-object v0, Lcom/shotbook/booking/BookingProvider;->HANDLERS:Ljava/util/Map;

    const-string v1, "cancel_appointment"

    new-instance v2, Lcom/shotbook/booking/BookingProvider$2;

    invoke-direct {v2}, Lcom/shotbook/booking/BookingProvider$2;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 80
    sget-object v0, Lcom/shotbook/booking/BookingProvider;->HANDLERS:Ljava/util/Map;

    const-string v1, "reschedule"

    new-instance v2, Lcom/shotbook/booking/BookingProvider$3;

    invoke-direct {v2}, Lcom/shotbook/booking/BookingProvider$3;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 101
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 31
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 110
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 111
    invoke-virtual {p0}, Lcom/shotbook/booking/BookingProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    invoke-virtual {p2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p2

    invoke-virtual {p2, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p2

    .line 112
    if-eqz p2, :cond_deny

    array-length v1, p2

    const/4 v2, 0x1

    if-ne v1, v2, :cond_deny

    sget-object v1, Lcom/shotbook/booking/BookingProvider;->PARTNERS:Ljava/util/Set;

    const/4 v2, 0x0

    aget-object p2, p2, v2

    invoke-interface {v1, p2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result p2

    if-nez p2, :cond_ok

    .line 113
    :cond_deny
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a ShotBook partner"

    invoke-static {p1, p2}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 115
    :cond_ok
    if-eqz p3, :cond_new

    goto :goto_req

    :cond_new
    new-instance p3, Landroid/os/Bundle;

    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V

    .line 116
    :goto_req
    new-instance v1, Lcom/shotbook/tools/TokenStore;

    invoke-virtual {p0}, Lcom/shotbook/booking/BookingProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v3, "booking_sessions"

    invoke-direct {v1, v2, v3}, Lcom/shotbook/tools/TokenStore;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    .line 117
    const/4 v2, -0x1

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v3

    sparse-switch v3, :sswitch_data_0

    goto :goto_index

    :sswitch_execute
    const-string v3, "execute_tool"

    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_index

    const/4 v2, 0x2

    goto :goto_index

    :sswitch_negotiate
    const-string v3, "negotiate"

    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_index

    const/4 v2, 0x0

    goto :goto_index

    :sswitch_list
    const-string v3, "list_tools"

    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_index

    const/4 v2, 0x1

    :goto_index
    const-string p1, "negotiate first"

    const-string p2, "NEGOTIATION_REQUIRED"

    const-string v3, "session_token"

    packed-switch v2, :pswitch_data_0

    .line 146
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 131
    :pswitch_execute
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Lcom/shotbook/tools/TokenStore;->owner(Ljava/lang/String;)I

    move-result v1

    if-eq v1, v0, :cond_deadline

    .line 132
    invoke-static {p2, p1}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 134
    :cond_deadline
    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide p1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    cmp-long v3, p1, v1

    if-gtz v3, :cond_handler

    .line 135
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 137
    :cond_handler
    sget-object p1, Lcom/shotbook/booking/BookingProvider;->HANDLERS:Ljava/util/Map;

    const-string p2, "tool_name"

    const-string v1, ""

    invoke-virtual {p3, p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-interface {p1, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/shotbook/tools/ToolHandler;

    .line 138
    if-nez p1, :cond_resume

    .line 139
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "unknown tool"

    invoke-static {p1, p2}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 141
    :cond_resume
    const-string p2, "resume_token"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 142
    if-eqz p2, :cond_not_resumed

    new-instance v1, Lcom/shotbook/tools/TokenStore;

    invoke-virtual {p0}, Lcom/shotbook/booking/BookingProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v3, "booking_resume"

    invoke-direct {v1, v2, v3}, Lcom/shotbook/tools/TokenStore;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    invoke-virtual {v1, p2}, Lcom/shotbook/tools/TokenStore;->take(Ljava/lang/String;)I

    move-result p2

    if-ne p2, v0, :cond_not_resumed

    const/4 p2, 0x1

    goto :goto_resumed

    :cond_not_resumed
    const/4 p2, 0x0

    .line 143
    :goto_resumed
    invoke-virtual {p0}, Lcom/shotbook/booking/BookingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "args"

    const-string v3, "{}"

    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    invoke-interface {p1, v1, p3, v0, p2}, Lcom/shotbook/tools/ToolHandler;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 126
    :pswitch_list
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Lcom/shotbook/tools/TokenStore;->owner(Ljava/lang/String;)I

    move-result v1

    if-eq v1, v0, :cond_tools

    .line 127
    invoke-static {p2, p1}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 129
    :cond_tools
    const-string p1, "{\"revision\":\"booking-3\",\"tools\":[{\"name\":\"book_slot\"},{\"name\":\"cancel_appointment\"},{\"name\":\"reschedule\"}]}"

    invoke-static {p1}, Lcom/shotbook/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 119
    :pswitch_negotiate
    invoke-static {}, Lcom/shotbook/tools/TokenStore;->fresh()Ljava/lang/String;

    move-result-object p1

    .line 120
    invoke-virtual {v1, p1, v0}, Lcom/shotbook/tools/TokenStore;->put(Ljava/lang/String;I)V

    .line 121
    const-string p2, "{\"selected_version\":2}"

    invoke-static {p2}, Lcom/shotbook/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p2

    .line 122
    const-string p3, "session_token"

    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 123
    return-object p2

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_execute
        -0x4221f982 -> :sswitch_negotiate
        0x2a3a6efa -> :sswitch_list
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_negotiate
        :pswitch_list
        :pswitch_execute
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 4

    .line 167
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 2

    .line 157
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 3

    .line 162
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .registers 2

    .line 105
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6

    .line 152
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 172
    const/4 p1, 0x0

    return p1
.end method
