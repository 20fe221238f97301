.class final Lcom/tallowbrook/salon/clients/ClientTools;
.super Ljava/lang/Object;
.source "ClientTools.java"


# static fields
.field private static final CLIENT_ID:Ljava/util/regex/Pattern;

.field private static final PHONE:Ljava/util/regex/Pattern;


# instance fields
.field private final repository:Lcom/tallowbrook/salon/clients/ClientRepository;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 13
    const-string v0, "cl_[0-9a-f]{16}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/tallowbrook/salon/clients/ClientTools;->CLIENT_ID:Ljava/util/regex/Pattern;

    .line 14
    const-string v0, "\\+?[0-9 ]{6,20}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/tallowbrook/salon/clients/ClientTools;->PHONE:Ljava/util/regex/Pattern;

    return-void
.end method

.method constructor <init>(Lcom/tallowbrook/salon/clients/ClientRepository;)V
    .registers 2

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/tallowbrook/salon/clients/ClientTools;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    .line 20
    return-void
.end method


# virtual methods
.method delete(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 7
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        confirmation = "always"
        description = "Deletes a client record for good and cancels the client\'s booked appointments."
        destructive = true
        effect = "delete"
        input = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"}},\"required\":[\"client_id\"],\"additionalProperties\":false}"
        name = "delete_client"
        output = "{\"type\":\"object\",\"properties\":{\"cancelled_appointments\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"cancelled_appointments\"]}"
        risk = "high"
        scopes = {
            "clients.admin"
        }
        title = "Delete a client"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 140
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "client_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 141
    sget-object v0, Lcom/tallowbrook/salon/clients/ClientTools;->CLIENT_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v2}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 142
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 144
    :cond_0
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientTools;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    invoke-virtual {v0, v2}, Lcom/tallowbrook/salon/clients/ClientRepository;->delete(Ljava/lang/String;)I

    move-result v3

    .line 145
    if-gez v3, :cond_1

    .line 146
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 148
    :cond_1
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 149
    const-string v1, "cancelled_appointments"

    invoke-virtual {v4, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 150
    invoke-static {v4}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method find(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 11
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        description = "Clients whose name starts with the given text."
        effect = "read"
        idempotent = true
        input = "{\"type\":\"object\",\"properties\":{\"name_prefix\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":40},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"required\":[\"name_prefix\"],\"additionalProperties\":false}"
        name = "find_clients"
        output = "{\"type\":\"object\",\"properties\":{\"clients\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"clients\"]}"
        risk = "low"
        scopes = {
            "clients.read"
        }
        title = "Find clients"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 31
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "name_prefix"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 32
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    .line 33
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x28

    if-gt v0, v1, :cond_0

    const/4 v1, 0x1

    if-lt v4, v1, :cond_0

    const/16 v1, 0x32

    if-le v4, v1, :cond_1

    .line 34
    :cond_0
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 36
    :cond_1
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 37
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientTools;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    invoke-virtual {v0, v3, v4}, Lcom/tallowbrook/salon/clients/ClientRepository;->search(Ljava/lang/String;I)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallowbrook/salon/clients/ClientDao$Row;

    move-object v7, v0

    .line 38
    new-instance v8, Lorg/json/JSONObject;

    invoke-direct {v8}, Lorg/json/JSONObject;-><init>()V

    .line 39
    iget-object v2, v7, Lcom/tallowbrook/salon/clients/ClientDao$Row;->id:Ljava/lang/String;

    const-string v1, "client_id"

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 40
    iget-object v2, v7, Lcom/tallowbrook/salon/clients/ClientDao$Row;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 41
    iget v2, v7, Lcom/tallowbrook/salon/clients/ClientDao$Row;->visits:I

    const-string v1, "visits"

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 42
    invoke-virtual {v5, v8}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 43
    goto :goto_0

    .line 44
    :cond_2
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 45
    const-string v1, "clients"

    invoke-virtual {v6, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 46
    invoke-static {v6}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method history(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 11
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        description = "The last fifty appointments of one client."
        effect = "read"
        idempotent = true
        input = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"}},\"required\":[\"client_id\"],\"additionalProperties\":false}"
        name = "client_history"
        output = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"},\"visits\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"client_id\",\"visits\"]}"
        risk = "low"
        scopes = {
            "clients.read"
        }
        title = "Client history"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 57
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "client_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 58
    sget-object v0, Lcom/tallowbrook/salon/clients/ClientTools;->CLIENT_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientTools;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    invoke-virtual {v0, v4}, Lcom/tallowbrook/salon/clients/ClientRepository;->byId(Ljava/lang/String;)Lcom/tallowbrook/salon/clients/ClientDao$Row;

    move-result-object v0

    if-nez v0, :cond_1

    .line 59
    :cond_0
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 61
    :cond_1
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 62
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientTools;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    invoke-virtual {v0, v4}, Lcom/tallowbrook/salon/clients/ClientRepository;->history(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v6

    .line 64
    :goto_0
    :try_start_0
    invoke-interface {v6}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 65
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v7, v0

    .line 66
    const/4 v3, 0x0

    invoke-interface {v6, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "appointment_id"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 67
    const/4 v3, 0x1

    invoke-interface {v6, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "starts_at"

    invoke-virtual {v7, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 68
    const/4 v3, 0x2

    invoke-interface {v6, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "stylist"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 69
    const/4 v3, 0x3

    invoke-interface {v6, v3}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    const-string v1, "status"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 70
    invoke-virtual {v5, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 71
    goto :goto_0

    .line 73
    :cond_2
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 74
    goto :goto_1

    :catchall_0
    move-exception v8

    .line 73
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 74
    throw v8

    .line 75
    :goto_1
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {v7}, Lorg/json/JSONObject;-><init>()V

    .line 76
    const-string v1, "client_id"

    invoke-virtual {v7, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 77
    const-string v1, "visits"

    invoke-virtual {v7, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 78
    invoke-static {v7}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method merge(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 7
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        confirmation = "always"
        description = "Moves every appointment of a duplicate record to the record that is kept, then retires the duplicate."
        effect = "update"
        input = "{\"type\":\"object\",\"properties\":{\"keep_id\":{\"type\":\"string\"},\"merge_id\":{\"type\":\"string\"},\"user_confirmed\":{\"type\":\"boolean\"}},\"required\":[\"keep_id\",\"merge_id\"],\"additionalProperties\":false}"
        name = "merge_clients"
        output = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"}},\"required\":[\"client_id\"]}"
        risk = "high"
        scopes = {
            "clients.admin"
        }
        title = "Merge duplicate clients"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 113
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "keep_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 114
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "merge_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 115
    sget-object v0, Lcom/tallowbrook/salon/clients/ClientTools;->CLIENT_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v2}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lcom/tallowbrook/salon/clients/ClientTools;->CLIENT_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v3}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_1

    .line 116
    :cond_0
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 118
    :cond_1
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientTools;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    invoke-virtual {v0, v2, v3}, Lcom/tallowbrook/salon/clients/ClientRepository;->merge(Ljava/lang/String;Ljava/lang/String;)I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 120
    :sswitch_0
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 121
    const-string v1, "client_id"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 122
    invoke-static {v4}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 125
    :sswitch_1
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 127
    :goto_0
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->conflict()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        0x0 -> :sswitch_0
        0x2 -> :sswitch_1
    .end sparse-switch
.end method

.method rebuildVisits(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 6
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        async = true
        description = "Recounts every client\'s completed visits from the appointment book."
        effect = "update"
        idempotent = true
        input = "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"
        name = "rebuild_visit_counts"
        output = "{\"type\":\"object\",\"properties\":{\"clients\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"clients\"]}"
        risk = "low"
        scopes = {
            "clients.write"
        }
        title = "Recount visits"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 160
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 161
    iget-object v2, p0, Lcom/tallowbrook/salon/clients/ClientTools;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    invoke-virtual {v2}, Lcom/tallowbrook/salon/clients/ClientRepository;->rebuildVisits()I

    move-result v2

    const-string v1, "clients"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 162
    invoke-static {v3}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method updatePhone(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 8
    .annotation runtime Lcom/tallowbrook/salon/core/ToolMethod;
        confirmation = "provider_policy"
        description = "Replaces the phone number reminders are sent to."
        effect = "update"
        idempotent = true
        input = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"},\"phone\":{\"type\":\"string\"}},\"required\":[\"client_id\",\"phone\"],\"additionalProperties\":false}"
        name = "update_client_phone"
        output = "{\"type\":\"object\",\"properties\":{\"updated\":{\"type\":\"boolean\"}},\"required\":[\"updated\"]}"
        risk = "moderate"
        scopes = {
            "clients.write"
        }
        title = "Change a client\'s phone number"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 90
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "client_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 91
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "phone"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 92
    sget-object v0, Lcom/tallowbrook/salon/clients/ClientTools;->CLIENT_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v3}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lcom/tallowbrook/salon/clients/ClientTools;->PHONE:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_1

    .line 93
    :cond_0
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 95
    :cond_1
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientTools;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    invoke-virtual {v0, v3, v4}, Lcom/tallowbrook/salon/clients/ClientRepository;->setPhone(Ljava/lang/String;Ljava/lang/String;)I

    move-result v0

    if-eqz v0, :cond_2

    .line 96
    invoke-static {}, Lcom/tallowbrook/salon/core/ToolCall$Result;->invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 98
    :cond_2
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 99
    const-string v1, "updated"

    const/4 v2, 0x1

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 100
    invoke-static {v5}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method
