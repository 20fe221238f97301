.class final Lcom/tallowbrook/salon/bookings/AppointmentTools;
.super Ljava/lang/Object;
.source "AppointmentTools.java"


# static fields
.field private static final APPOINTMENT_ID:Ljava/util/regex/Pattern;

.field private static final CLIENT_ID:Ljava/util/regex/Pattern;

.field private static final DAY:Ljava/util/regex/Pattern;

.field private static final STYLIST:Ljava/util/regex/Pattern;


# instance fields
.field private final repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 16
    const-string v0, "ap_[0-9a-f]{16}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->APPOINTMENT_ID:Ljava/util/regex/Pattern;

    .line 17
    const-string v0, "cl_[0-9a-f]{16}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->CLIENT_ID:Ljava/util/regex/Pattern;

    .line 18
    const-string v0, "[a-z]{2,20}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->STYLIST:Ljava/util/regex/Pattern;

    .line 19
    const-string v0, "\\d{4}-\\d{2}-\\d{2}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->DAY:Ljava/util/regex/Pattern;

    return-void
.end method

.method constructor <init>(Lcom/tallowbrook/salon/bookings/AppointmentRepository;)V
    .registers 2

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput-object p1, p0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    .line 25
    return-void
.end method

.method static dayStart(Ljava/lang/String;)J
    .registers 7

    .line 195
    sget-object v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->DAY:Ljava/util/regex/Pattern;

    invoke-virtual {v0, p0}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 196
    const-wide/16 v0, -0x1

    return-wide v0

    .line 198
    :cond_0
    new-instance v4, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd"

    invoke-direct {v4, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 199
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 200
    const/4 v1, 0x0

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->setLenient(Z)V

    .line 202
    :try_start_0
    invoke-virtual {v4, p0}, Ljava/text/SimpleDateFormat;->parse(Ljava/lang/String;)Ljava/util/Date;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/Date;->getTime()J
    :try_end_0
    .catch Ljava/text/ParseException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-wide v0

    return-wide v0

    :catch_0
    move-exception v5

    .line 204
    const-wide/16 v0, -0x1

    return-wide v0
.end method

.method private static describe(Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;)Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 168
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 169
    iget-object v1, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->id:Ljava/lang/String;

    const-string v0, "appointment_id"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 170
    iget-object v1, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->clientId:Ljava/lang/String;

    const-string v0, "client_id"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 171
    iget-object v1, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->stylist:Ljava/lang/String;

    const-string v0, "stylist"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 172
    iget-wide v1, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->startsAt:J

    const-string v0, "starts_at"

    invoke-virtual {v3, v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 173
    iget v1, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->minutes:I

    const-string v0, "minutes"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 174
    iget v1, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->status:I

    invoke-static {v1}, Lcom/tallowbrook/salon/bookings/AppointmentTools;->statusName(I)Ljava/lang/String;

    move-result-object v1

    const-string v0, "status"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 175
    return-object v3
.end method

.method static statusName(I)Ljava/lang/String;
    .registers 2

    .line 179
    sparse-switch p0, :sswitch_data_0

    goto :goto_0

    .line 181
    :sswitch_0
    const-string v0, "booked"

    return-object v0

    .line 183
    :sswitch_1
    const-string v0, "cancelled"

    return-object v0

    .line 185
    :goto_0
    const-string v0, "done"

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x0 -> :sswitch_0
        0x1 -> :sswitch_1
    .end sparse-switch
.end method

.method private static validLength(I)Z
    .registers 3

    .line 190
    const/16 v1, 0xf

    if-lt p0, v1, :cond_0

    const/16 v1, 0xf0

    if-gt p0, v1, :cond_0

    rem-int/lit8 v0, p0, 0xf

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method book(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 15
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        confirmation = "provider_policy"
        description = "Books a client with a stylist at a free start time."
        effect = "create"
        input = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"},\"stylist\":{\"type\":\"string\"},\"starts_at\":{\"type\":\"integer\"},\"minutes\":{\"type\":\"integer\",\"minimum\":15,\"maximum\":240}},\"required\":[\"client_id\",\"stylist\",\"starts_at\",\"minutes\"],\"additionalProperties\":false}"
        name = "book_appointment"
        output = "{\"type\":\"object\",\"properties\":{\"appointment_id\":{\"type\":\"string\"}},\"required\":[\"appointment_id\"]}"
        risk = "moderate"
        scopes = {
            "bookings.write"
        }
        title = "Book an appointment"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 82
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "client_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 83
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "stylist"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 84
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "starts_at"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v8

    .line 85
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "minutes"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v10

    .line 86
    sget-object v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->CLIENT_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v6}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->STYLIST:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v7}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 87
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v8, v2

    if-lez v0, :cond_0

    invoke-static {v10}, Lcom/tallowbrook/salon/bookings/AppointmentTools;->validLength(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 88
    :cond_0
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 90
    :cond_1
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    move-object v1, v6

    move-object v2, v7

    move-wide v3, v8

    move v5, v10

    invoke-virtual/range {v0 .. v5}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->book(Ljava/lang/String;Ljava/lang/String;JI)Ljava/lang/String;

    move-result-object v11

    .line 91
    if-nez v11, :cond_2

    .line 92
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->conflict()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 94
    :cond_2
    new-instance v12, Lorg/json/JSONObject;

    invoke-direct {v12}, Lorg/json/JSONObject;-><init>()V

    .line 95
    const-string v1, "appointment_id"

    invoke-virtual {v12, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 96
    invoke-static {v12}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method cancel(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 8
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        confirmation = "always"
        description = "Cancels a booked appointment; the slot becomes free again."
        effect = "delete"
        input = "{\"type\":\"object\",\"properties\":{\"appointment_id\":{\"type\":\"string\"}},\"required\":[\"appointment_id\"],\"additionalProperties\":false}"
        name = "cancel_appointment"
        output = "{\"type\":\"object\",\"properties\":{\"cancelled\":{\"type\":\"boolean\"}},\"required\":[\"cancelled\"]}"
        risk = "moderate"
        scopes = {
            "bookings.write"
        }
        title = "Cancel an appointment"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 134
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "appointment_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 135
    sget-object v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->APPOINTMENT_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v3}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 136
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 138
    :cond_0
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    invoke-virtual {v0, v3}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->cancel(Ljava/lang/String;)I

    move-result v4

    .line 139
    const/4 v1, 0x1

    if-ne v4, v1, :cond_1

    .line 140
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 142
    :cond_1
    if-eqz v4, :cond_2

    .line 143
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->conflict()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 145
    :cond_2
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 146
    const-string v1, "cancelled"

    const/4 v2, 0x1

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 147
    invoke-static {v5}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method listAppointments(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 8
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        description = "Upcoming appointments of one client."
        effect = "read"
        idempotent = true
        input = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"}},\"required\":[\"client_id\"],\"additionalProperties\":false}"
        name = "list_appointments"
        output = "{\"type\":\"object\",\"properties\":{\"appointments\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"appointments\"]}"
        risk = "low"
        scopes = {
            "bookings.read"
        }
        title = "List a client\'s appointments"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 59
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "client_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 60
    sget-object v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->CLIENT_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v2}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 61
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 63
    :cond_0
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 64
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    invoke-virtual {v0, v2}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->forClient(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;

    move-object v5, v0

    .line 65
    invoke-static {v5}, Lcom/tallowbrook/salon/bookings/AppointmentTools;->describe(Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 66
    goto :goto_0

    .line 67
    :cond_1
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 68
    const-string v1, "appointments"

    invoke-virtual {v4, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 69
    invoke-static {v4}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method listSlots(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 13
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        description = "Free appointment start times for one stylist on one day."
        effect = "read"
        idempotent = true
        input = "{\"type\":\"object\",\"properties\":{\"stylist\":{\"type\":\"string\"},\"day\":{\"type\":\"string\",\"format\":\"date\"},\"minutes\":{\"type\":\"integer\",\"minimum\":15,\"maximum\":240}},\"required\":[\"stylist\",\"day\",\"minutes\"],\"additionalProperties\":false}"
        name = "list_slots"
        output = "{\"type\":\"object\",\"properties\":{\"slots\":{\"type\":\"array\",\"items\":{\"type\":\"integer\"}}},\"required\":[\"slots\"]}"
        risk = "low"
        scopes = {
            "bookings.read"
        }
        title = "List free slots"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 36
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "stylist"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 37
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "day"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallowbrook/salon/bookings/AppointmentTools;->dayStart(Ljava/lang/String;)J

    move-result-wide v5

    .line 38
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "minutes"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v7

    .line 39
    sget-object v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->STYLIST:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-ltz v0, :cond_0

    invoke-static {v7}, Lcom/tallowbrook/salon/bookings/AppointmentTools;->validLength(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 40
    :cond_0
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 42
    :cond_1
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 43
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    invoke-virtual {v0, v4, v5, v6, v7}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->freeSlots(Ljava/lang/String;JI)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Long;

    move-object v10, v0

    .line 44
    invoke-virtual {v8, v10}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 45
    goto :goto_0

    .line 46
    :cond_2
    new-instance v9, Lorg/json/JSONObject;

    invoke-direct {v9}, Lorg/json/JSONObject;-><init>()V

    .line 47
    const-string v1, "slots"

    invoke-virtual {v9, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 48
    invoke-static {v9}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method reschedule(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 10
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        confirmation = "always"
        description = "Moves a booked appointment to another start time with the same stylist."
        effect = "update"
        input = "{\"type\":\"object\",\"properties\":{\"appointment_id\":{\"type\":\"string\"},\"starts_at\":{\"type\":\"integer\"}},\"required\":[\"appointment_id\",\"starts_at\"],\"additionalProperties\":false}"
        name = "reschedule_appointment"
        output = "{\"type\":\"object\",\"properties\":{\"appointment\":{\"type\":\"object\"}},\"required\":[\"appointment\"]}"
        risk = "moderate"
        scopes = {
            "bookings.write"
        }
        title = "Move an appointment"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 108
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "appointment_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 109
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "starts_at"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 110
    sget-object v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->APPOINTMENT_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v5, v2

    if-gtz v0, :cond_1

    .line 111
    :cond_0
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 113
    :cond_1
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    invoke-virtual {v0, v4, v5, v6}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->reschedule(Ljava/lang/String;J)I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 115
    :sswitch_0
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {v7}, Lorg/json/JSONObject;-><init>()V

    .line 116
    iget-object v2, p0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    invoke-virtual {v2, v4}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->byId(Ljava/lang/String;)Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;

    move-result-object v2

    invoke-static {v2}, Lcom/tallowbrook/salon/bookings/AppointmentTools;->describe(Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "appointment"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 117
    invoke-static {v7}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 120
    :sswitch_1
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 122
    :goto_0
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->conflict()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        0x0 -> :sswitch_0
        0x1 -> :sswitch_1
    .end sparse-switch
.end method

.method sendReminders(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 9
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        async = true
        description = "Queues one reminder message per booked appointment of a day in the salon\'s outbox."
        effect = "update"
        idempotent = true
        input = "{\"type\":\"object\",\"properties\":{\"day\":{\"type\":\"string\",\"format\":\"date\"}},\"required\":[\"day\"],\"additionalProperties\":false}"
        name = "send_reminders"
        output = "{\"type\":\"object\",\"properties\":{\"queued\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"queued\"]}"
        risk = "low"
        scopes = {
            "bookings.write"
        }
        title = "Queue reminders"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 158
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "day"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallowbrook/salon/bookings/AppointmentTools;->dayStart(Ljava/lang/String;)J

    move-result-wide v4

    .line 159
    const-wide/16 v2, 0x0

    cmp-long v0, v4, v2

    if-gez v0, :cond_0

    .line 160
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 162
    :cond_0
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 163
    iget-object v2, p0, Lcom/tallowbrook/salon/bookings/AppointmentTools;->repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    invoke-virtual {v2, v4, v5}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->queueReminders(J)I

    move-result v2

    const-string v1, "queued"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 164
    invoke-static {v6}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method
