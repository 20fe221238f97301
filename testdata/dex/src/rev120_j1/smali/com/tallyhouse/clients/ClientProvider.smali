.class public final Lcom/tallyhouse/clients/ClientProvider;
.super Lcom/tallyhouse/cetp/BaseToolProvider;
.source "ClientProvider.java"


# static fields
.field static final AUTHORITY:Ljava/lang/String; = "com.tallyhouse.clients"

.field private static final PROVIDER_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.tallyhouse.clients\",\"provider_name\":\"Tallyhouse clients\",\"description\":\"The client list of a small business\",\"scopes\":[{\"name\":\"clients.read\",\"description\":\"Read clients\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"clients.write\",\"description\":\"Merge and delete clients\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field private static final TAG:Ljava/lang/String; = "ClientTools"

.field private static final TOOLS:Ljava/lang/String; = "[{\"name\":\"list_clients\",\"description\":\"Clients whose name contains the given text\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"maxLength\":80}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"clients\":{\"type\":\"array\"}},\"required\":[\"clients\"]},\"scopes\":[\"clients.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"merge_clients\",\"description\":\"Move the invoices of one client to another and delete the first\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"keep_id\":{\"type\":\"integer\"},\"merge_id\":{\"type\":\"integer\"}},\"required\":[\"keep_id\",\"merge_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"moved\":{\"type\":\"integer\"}},\"required\":[\"moved\"]},\"scopes\":[\"clients.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}},{\"name\":\"purge_client\",\"description\":\"Delete a client and all of their invoices\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"integer\"},\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"client_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"string\"},\"invoices_deleted\":{\"type\":\"integer\"}},\"required\":[\"purged\"]},\"scopes\":[\"clients.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}},{\"name\":\"export_clients\",\"description\":\"Export the client list as JSON\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"include_archived\":{\"type\":\"boolean\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"clients\":{\"type\":\"array\"}},\"required\":[\"clients\"]},\"scopes\":[\"clients.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false,\"execution\":\"sync_or_async\"}}]"


# instance fields
.field private final exports:Ljava/util/concurrent/Executor;

.field private purgeAction:Lcom/tallyhouse/bus/ConfirmedAction;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 24
    invoke-direct {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;-><init>()V

    .line 64
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyhouse/clients/ClientProvider;->exports:Ljava/util/concurrent/Executor;

    return-void
.end method

.method static synthetic access$000(Lcom/tallyhouse/clients/ClientProvider;)Lcom/tallyhouse/data/TallyDb;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/tallyhouse/clients/ClientProvider;->db:Lcom/tallyhouse/data/TallyDb;

    return-object v0
.end method

.method static synthetic access$100(Lcom/tallyhouse/clients/ClientProvider;)Lcom/tallyhouse/data/TallyDb;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/tallyhouse/clients/ClientProvider;->db:Lcom/tallyhouse/data/TallyDb;

    return-object v0
.end method

.method static synthetic access$200(Lcom/tallyhouse/clients/ClientProvider;)Lcom/tallyhouse/cetp/Ledger;
    .registers 2

    .line 24
    invoke-virtual {p0}, Lcom/tallyhouse/clients/ClientProvider;->ledger()Lcom/tallyhouse/cetp/Ledger;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$300(Lcom/tallyhouse/clients/ClientProvider;)Ljava/lang/String;
    .registers 2

    .line 24
    invoke-virtual {p0}, Lcom/tallyhouse/clients/ClientProvider;->auditTopic()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$400(Lcom/tallyhouse/clients/ClientProvider;)Lcom/tallyhouse/bus/AppEventBus;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/tallyhouse/clients/ClientProvider;->bus:Lcom/tallyhouse/bus/AppEventBus;

    return-object v0
.end method

.method private exportClients(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11

    .line 198
    iget-boolean v2, p1, Lcom/tallyhouse/cetp/CallInfo;->async:Z

    if-nez v2, :cond_0

    .line 199
    const-string v3, "UNSUPPORTED_CAPABILITY"

    const-string v4, "export_clients needs async_operations"

    const/4 v5, 0x0

    invoke-static {p1, v3, v4, v5}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 201
    :cond_0
    const-string v3, "include_archived"

    const/4 v4, 0x0

    invoke-virtual {p2, v3, v4}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    .line 202
    const/4 v3, 0x2

    new-array v3, v3, [J

    invoke-static {}, Lcom/tallyhouse/cetp/Ids;->secure()Ljava/security/SecureRandom;

    move-result-object v6

    invoke-virtual {v6}, Ljava/security/SecureRandom;->nextLong()J

    move-result-wide v6

    const/4 v5, 0x0

    aput-wide v6, v3, v5

    invoke-static {}, Lcom/tallyhouse/cetp/Ids;->secure()Ljava/security/SecureRandom;

    move-result-object v6

    invoke-virtual {v6}, Ljava/security/SecureRandom;->nextLong()J

    move-result-wide v6

    const/4 v5, 0x1

    aput-wide v6, v3, v5

    const-string v2, "op"

    invoke-static {v2, v3}, Lcom/tallyhouse/cetp/Ids;->compose(Ljava/lang/String;[J)Ljava/lang/String;

    move-result-object v1

    .line 203
    invoke-virtual {p0}, Lcom/tallyhouse/clients/ClientProvider;->ledger()Lcom/tallyhouse/cetp/Ledger;

    move-result-object v2

    const-string v3, "com.tallyhouse.clients"

    invoke-virtual {v2, v3, v1, p1}, Lcom/tallyhouse/cetp/Ledger;->openOperation(Ljava/lang/String;Ljava/lang/String;Lcom/tallyhouse/cetp/CallInfo;)V

    .line 204
    iget-object v2, p0, Lcom/tallyhouse/clients/ClientProvider;->exports:Ljava/util/concurrent/Executor;

    new-instance v3, Lcom/tallyhouse/clients/ClientProvider$2;

    invoke-direct {v3, p0, v0, v1, p1}, Lcom/tallyhouse/clients/ClientProvider$2;-><init>(Lcom/tallyhouse/clients/ClientProvider;ZLjava/lang/String;Lcom/tallyhouse/cetp/CallInfo;)V

    invoke-interface {v2, v3}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 223
    const-wide/16 v4, 0x5dc

    invoke-static {p1, v1, v4, v5}, Lcom/tallyhouse/cetp/Replies;->accepted(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method private listClients(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16

    .line 122
    new-instance v0, Ljava/lang/StringBuilder;

    const-string v10, "archived = 0"

    invoke-direct {v0, v10}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    .line 123
    const-string v9, "name"

    const-string v10, ""

    invoke-virtual {p2, v9, v10}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v8}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v1

    .line 124
    invoke-virtual {v1}, Ljava/lang/String;->length()I

    move-result v8

    if-lez v8, :cond_0

    .line 125
    const-string v9, " AND display_name LIKE \'%"

    invoke-virtual {v0, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v8

    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v8

    const-string v9, "%\'"

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 127
    :cond_0
    iget-object v8, p0, Lcom/tallyhouse/clients/ClientProvider;->db:Lcom/tallyhouse/data/TallyDb;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    const/4 v10, 0x0

    const-string v11, "display_name ASC"

    invoke-virtual {v8, v9, v10, v11}, Lcom/tallyhouse/data/TallyDb;->clients(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v2

    .line 128
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 129
    const/4 v4, 0x0

    .line 130
    const/4 v5, 0x0

    .line 132
    :goto_0
    :try_start_0
    invoke-interface {v2}, Landroid/database/Cursor;->moveToNext()Z

    move-result v8

    if-eqz v8, :cond_1

    .line 133
    invoke-static {v2}, Lcom/tallyhouse/data/TallyDb;->clientJson(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v9

    invoke-virtual {v3, v9}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 139
    :cond_1
    invoke-interface {v2}, Landroid/database/Cursor;->close()V

    .line 140
    if-eqz v4, :cond_3

    .line 141
    new-instance v9, Ljava/lang/StringBuilder;

    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V

    const-string v10, "list_clients: "

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v9

    invoke-virtual {v9, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v9

    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    const-string v8, "ClientTools"

    invoke-static {v8, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 142
    const-string v9, "INTERNAL_ERROR"

    const-string v10, "The client list could not be read"

    const/4 v11, 0x1

    invoke-static {p1, v9, v10, v11}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    goto :goto_1

    .line 135
    :catch_0
    :try_start_1
    move-exception v6

    .line 136
    new-instance v8, Ljava/io/StringWriter;

    invoke-direct {v8}, Ljava/io/StringWriter;-><init>()V

    move-object v4, v8

    .line 137
    new-instance v9, Ljava/io/PrintWriter;

    invoke-direct {v9, v4}, Ljava/io/PrintWriter;-><init>(Ljava/io/Writer;)V

    invoke-virtual {v6, v9}, Lorg/json/JSONException;->printStackTrace(Ljava/io/PrintWriter;)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 139
    invoke-interface {v2}, Landroid/database/Cursor;->close()V

    .line 140
    if-eqz v4, :cond_3

    .line 141
    new-instance v9, Ljava/lang/StringBuilder;

    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V

    const-string v10, "list_clients: "

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v9

    invoke-virtual {v9, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v9

    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    const-string v8, "ClientTools"

    invoke-static {v8, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 142
    const-string v9, "INTERNAL_ERROR"

    const-string v10, "The client list could not be read"

    const/4 v11, 0x1

    invoke-static {p1, v9, v10, v11}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    goto :goto_1

    .line 139
    :catchall_0
    :try_start_2
    move-exception v7
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    invoke-interface {v2}, Landroid/database/Cursor;->close()V

    .line 140
    if-eqz v4, :cond_2

    .line 141
    new-instance v9, Ljava/lang/StringBuilder;

    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V

    const-string v10, "list_clients: "

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v9

    invoke-virtual {v9, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v9

    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    const-string v8, "ClientTools"

    invoke-static {v8, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 142
    const-string v9, "INTERNAL_ERROR"

    const-string v10, "The client list could not be read"

    const/4 v11, 0x1

    invoke-static {p1, v9, v10, v11}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    .line 144
    :cond_2
    throw v7

    .line 145
    :cond_3
    :goto_1
    if-eqz v5, :cond_4

    .line 146
    return-object v5

    .line 148
    :cond_4
    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/Object;

    const/4 v11, 0x0

    const-string v12, "clients"

    aput-object v12, v9, v11

    const/4 v11, 0x1

    aput-object v3, v9, v11

    invoke-static {v9}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    invoke-static {p1, v9}, Lcom/tallyhouse/cetp/Replies;->success(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v8

    return-object v8
.end method

.method private mergeClients(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 25

    .line 152
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move-object/from16 v2, p2

    const-string v4, "keep_id"

    const-wide/16 v5, -0x1

    invoke-virtual {v2, v4, v5, v6}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v9

    .line 153
    const-string v4, "merge_id"

    const-wide/16 v5, -0x1

    invoke-virtual {v2, v4, v5, v6}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v11

    .line 154
    iget-object v3, v0, Lcom/tallyhouse/clients/ClientProvider;->db:Lcom/tallyhouse/data/TallyDb;

    invoke-virtual {v3, v9, v10}, Lcom/tallyhouse/data/TallyDb;->clientName(J)Ljava/lang/String;

    move-result-object v13

    .line 155
    iget-object v3, v0, Lcom/tallyhouse/clients/ClientProvider;->db:Lcom/tallyhouse/data/TallyDb;

    invoke-virtual {v3, v11, v12}, Lcom/tallyhouse/data/TallyDb;->clientName(J)Ljava/lang/String;

    move-result-object v14

    .line 156
    cmp-long v3, v9, v11

    if-eqz v3, :cond_0

    if-eqz v13, :cond_0

    if-nez v14, :cond_1

    .line 157
    :cond_0
    const-string v4, "INVALID_ARGS"

    const-string v5, "keep_id and merge_id must name two clients"

    const/4 v6, 0x0

    invoke-static {v1, v4, v5, v6}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 159
    :cond_1
    iget-object v3, v0, Lcom/tallyhouse/clients/ClientProvider;->confirmations:Lcom/tallyhouse/cetp/Confirmations;

    invoke-virtual {v3, v1}, Lcom/tallyhouse/cetp/Confirmations;->redeem(Lcom/tallyhouse/cetp/CallInfo;)Lcom/tallyhouse/cetp/Confirmations$Pending;

    move-result-object v15

    .line 160
    if-nez v15, :cond_2

    .line 161
    new-instance v3, Ljava/lang/StringBuilder;

    const-string v5, "Merge "

    invoke-direct {v3, v5}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    invoke-virtual {v3, v14}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " into "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    .line 162
    const-string v4, "? "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v14}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " will be deleted."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v16

    .line 163
    const-string v5, "merge_clients"

    const/high16 v7, 0x8000000

    move-object/from16 v17, v0

    move-object/from16 v18, v1

    move-object/from16 v19, v5

    move-object/from16 v20, v16

    move/from16 v21, v7

    invoke-virtual/range {v17 .. v21}, Lcom/tallyhouse/clients/ClientProvider;->askUser(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 165
    :cond_2
    invoke-virtual {v15}, Lcom/tallyhouse/cetp/Confirmations$Pending;->approved()Z

    move-result v3

    if-nez v3, :cond_3

    .line 166
    const-string v4, "USER_CANCELLED"

    const-string v5, "The user declined"

    const/4 v6, 0x0

    invoke-static {v1, v4, v5, v6}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 168
    :cond_3
    iget-object v3, v0, Lcom/tallyhouse/clients/ClientProvider;->db:Lcom/tallyhouse/data/TallyDb;

    move-wide v4, v9

    move-wide v6, v11

    move-object v8, v13

    invoke-virtual/range {v3 .. v8}, Lcom/tallyhouse/data/TallyDb;->mergeClients(JJLjava/lang/String;)I

    move-result v16

    .line 169
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v6, 0x0

    const-string v7, "moved"

    aput-object v7, v4, v6

    invoke-static/range {v16 .. v16}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    invoke-static {v4}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-static {v1, v4}, Lcom/tallyhouse/cetp/Replies;->success(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method private purgeClient(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13

    .line 173
    const-string v5, "client_id"

    const-wide/16 v6, -0x1

    invoke-virtual {p2, v5, v6, v7}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    .line 174
    iget-object v4, p0, Lcom/tallyhouse/clients/ClientProvider;->db:Lcom/tallyhouse/data/TallyDb;

    invoke-virtual {v4, v0, v1}, Lcom/tallyhouse/data/TallyDb;->clientName(J)Ljava/lang/String;

    move-result-object v2

    .line 175
    if-nez v2, :cond_0

    .line 176
    const-string v5, "INVALID_ARGS"

    const-string v6, "client_id must name a client"

    const/4 v7, 0x0

    invoke-static {p1, v5, v6, v7}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 179
    :cond_0
    iget-object v4, p0, Lcom/tallyhouse/clients/ClientProvider;->purgeAction:Lcom/tallyhouse/bus/ConfirmedAction;

    const-string v6, "confirmed"

    const/4 v7, 0x0

    invoke-virtual {p2, v6, v7}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v5

    iput-boolean v5, v4, Lcom/tallyhouse/bus/ConfirmedAction;->confirmed:Z

    .line 180
    iget-object v4, p0, Lcom/tallyhouse/clients/ClientProvider;->purgeAction:Lcom/tallyhouse/bus/ConfirmedAction;

    iget-boolean v4, v4, Lcom/tallyhouse/bus/ConfirmedAction;->confirmed:Z

    if-nez v4, :cond_2

    .line 181
    iget-object v4, p0, Lcom/tallyhouse/clients/ClientProvider;->confirmations:Lcom/tallyhouse/cetp/Confirmations;

    invoke-virtual {v4, p1}, Lcom/tallyhouse/cetp/Confirmations;->redeem(Lcom/tallyhouse/cetp/CallInfo;)Lcom/tallyhouse/cetp/Confirmations$Pending;

    move-result-object v3

    .line 182
    if-nez v3, :cond_1

    .line 183
    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "Delete "

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, " and all of their invoices?"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v7

    const-string v6, "purge_client"

    const/high16 v8, 0xc000000

    invoke-virtual {p0, p1, v6, v7, v8}, Lcom/tallyhouse/clients/ClientProvider;->askUser(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 186
    :cond_1
    iget-object v4, p0, Lcom/tallyhouse/clients/ClientProvider;->purgeAction:Lcom/tallyhouse/bus/ConfirmedAction;

    invoke-virtual {v3}, Lcom/tallyhouse/cetp/Confirmations$Pending;->approved()Z

    move-result v5

    iput-boolean v5, v4, Lcom/tallyhouse/bus/ConfirmedAction;->confirmed:Z

    .line 188
    :cond_2
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 189
    const-string v5, "client_id"

    invoke-virtual {v3, v5, v0, v1}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V

    .line 190
    iget-object v4, p0, Lcom/tallyhouse/clients/ClientProvider;->bus:Lcom/tallyhouse/bus/AppEventBus;

    const-string v5, "client.purge"

    invoke-virtual {v4, v5, v3}, Lcom/tallyhouse/bus/AppEventBus;->post(Ljava/lang/String;Landroid/os/Bundle;)I

    .line 191
    const-string v5, "skipped"

    const/4 v6, 0x0

    invoke-virtual {v3, v5, v6}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;Z)Z

    move-result v4

    if-eqz v4, :cond_3

    .line 192
    const-string v5, "USER_CANCELLED"

    const-string v6, "The user declined"

    const/4 v7, 0x0

    invoke-static {p1, v5, v6, v7}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 194
    :cond_3
    const/4 v5, 0x4

    new-array v5, v5, [Ljava/lang/Object;

    const/4 v7, 0x0

    const-string v8, "purged"

    aput-object v8, v5, v7

    const/4 v7, 0x1

    aput-object v2, v5, v7

    const/4 v7, 0x2

    const-string v8, "invoices_deleted"

    aput-object v8, v5, v7

    const-string v9, "affected"

    invoke-virtual {v3, v9}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I

    move-result v8

    invoke-static {v8}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v8

    const/4 v7, 0x3

    aput-object v8, v5, v7

    invoke-static {v5}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    invoke-static {p1, v5}, Lcom/tallyhouse/cetp/Replies;->success(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method


# virtual methods
.method protected handle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10

    .line 106
    invoke-virtual {p0}, Lcom/tallyhouse/clients/ClientProvider;->currentCall()Lcom/tallyhouse/cetp/CallInfo;

    move-result-object v0

    .line 107
    move-object v1, p1

    const/4 v2, -0x1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v3

    sparse-switch v3, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v4, "list_clients"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x0

    goto :goto_0

    :sswitch_1
    const-string v4, "merge_clients"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :sswitch_2
    const-string v4, "purge_client"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x2

    goto :goto_0

    :sswitch_3
    const-string v4, "export_clients"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x3

    :cond_0
    :goto_0
    packed-switch v2, :pswitch_data_0

    goto :goto_1

    .line 109
    :pswitch_0
    invoke-direct {p0, v0, p2}, Lcom/tallyhouse/clients/ClientProvider;->listClients(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 111
    :pswitch_1
    invoke-direct {p0, v0, p2}, Lcom/tallyhouse/clients/ClientProvider;->mergeClients(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 113
    :pswitch_2
    invoke-direct {p0, v0, p2}, Lcom/tallyhouse/clients/ClientProvider;->purgeClient(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 115
    :pswitch_3
    invoke-direct {p0, v0, p2}, Lcom/tallyhouse/clients/ClientProvider;->exportClients(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 117
    :goto_1
    const-string v4, "TOOL_NOT_FOUND"

    const-string v5, "No such tool"

    const/4 v6, 0x0

    invoke-static {v0, v4, v5, v6}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    nop

    :sswitch_data_0
    .sparse-switch
        -0x71a0b383 -> :sswitch_3
        -0x365a099 -> :sswitch_0
        0x26d4b9df -> :sswitch_2
        0x6d1f1901 -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method protected onReady(Landroid/content/Context;)V
    .registers 5

    .line 69
    new-instance v1, Lcom/tallyhouse/clients/ClientProvider$1;

    invoke-direct {v1, p0}, Lcom/tallyhouse/clients/ClientProvider$1;-><init>(Lcom/tallyhouse/clients/ClientProvider;)V

    iput-object v1, p0, Lcom/tallyhouse/clients/ClientProvider;->purgeAction:Lcom/tallyhouse/bus/ConfirmedAction;

    .line 75
    iget-object v0, p0, Lcom/tallyhouse/clients/ClientProvider;->bus:Lcom/tallyhouse/bus/AppEventBus;

    iget-object v2, p0, Lcom/tallyhouse/clients/ClientProvider;->purgeAction:Lcom/tallyhouse/bus/ConfirmedAction;

    const-string v1, "client.purge"

    invoke-virtual {v0, v1, v2}, Lcom/tallyhouse/bus/AppEventBus;->register(Ljava/lang/String;Lcom/tallyhouse/bus/AppEventBus$Listener;)V

    .line 76
    return-void
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 80
    const-string v0, "com.tallyhouse.clients"

    return-object v0
.end method

.method protected providerInfoJson()Ljava/lang/String;
    .registers 2

    .line 85
    const-string v0, "{\"provider_id\":\"com.tallyhouse.clients\",\"provider_name\":\"Tallyhouse clients\",\"description\":\"The client list of a small business\",\"scopes\":[{\"name\":\"clients.read\",\"description\":\"Read clients\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"clients.write\",\"description\":\"Merge and delete clients\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

    return-object v0
.end method

.method protected sessionFor(Ljava/lang/String;I)Lcom/tallyhouse/cetp/SessionRegistry$Session;
    .registers 4

    .line 101
    invoke-static {}, Lcom/tallyhouse/cetp/SessionRegistry;->get()Lcom/tallyhouse/cetp/SessionRegistry;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/tallyhouse/cetp/SessionRegistry;->lookup(Ljava/lang/String;)Lcom/tallyhouse/cetp/SessionRegistry$Session;

    move-result-object v0

    return-object v0
.end method

.method protected supportsAsync()Z
    .registers 2

    .line 95
    const/4 v0, 0x1

    return v0
.end method

.method protected toolsJson()Ljava/lang/String;
    .registers 2

    .line 90
    const-string v0, "[{\"name\":\"list_clients\",\"description\":\"Clients whose name contains the given text\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"maxLength\":80}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"clients\":{\"type\":\"array\"}},\"required\":[\"clients\"]},\"scopes\":[\"clients.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"merge_clients\",\"description\":\"Move the invoices of one client to another and delete the first\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"keep_id\":{\"type\":\"integer\"},\"merge_id\":{\"type\":\"integer\"}},\"required\":[\"keep_id\",\"merge_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"moved\":{\"type\":\"integer\"}},\"required\":[\"moved\"]},\"scopes\":[\"clients.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}},{\"name\":\"purge_client\",\"description\":\"Delete a client and all of their invoices\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"integer\"},\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"client_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"string\"},\"invoices_deleted\":{\"type\":\"integer\"}},\"required\":[\"purged\"]},\"scopes\":[\"clients.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}},{\"name\":\"export_clients\",\"description\":\"Export the client list as JSON\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"include_archived\":{\"type\":\"boolean\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"clients\":{\"type\":\"array\"}},\"required\":[\"clients\"]},\"scopes\":[\"clients.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false,\"execution\":\"sync_or_async\"}}]"

    return-object v0
.end method
