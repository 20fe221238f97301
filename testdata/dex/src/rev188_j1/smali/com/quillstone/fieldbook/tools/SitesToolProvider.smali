.class public Lcom/quillstone/fieldbook/tools/SitesToolProvider;
.super Lcom/clawseed/tools/provider/CetpV2ContentProvider;
.source "SitesToolProvider.java"


# static fields
.field private static final e:[La/e;


# instance fields
.field private c:La/f;


# direct methods
.method static constructor <clinit>()V
    .registers 14

    .line 20
    const/4 v0, 0x5

    new-array v0, v0, [La/e;

    new-instance v2, La/e;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "sites.read"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "list_sites"

    const-string v5, "List sites"

    const-string v6, "List the active survey sites with their note counts."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"order_by\":{\"type\":\"string\",\"enum\":[\"name\",\"updated_at\",\"note_count\"]},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"sites\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"}},\"required\":[\"site_id\",\"name\"]}}},\"required\":[\"sites\"]}"

    const/4 v13, 0x1

    invoke-direct/range {v3 .. v13}, La/e;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, La/e;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "sites.read"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "app_grants"

    const-string v5, "Linked app"

    const-string v6, "Show whether an installed app is linked to Fieldbook and which scopes it holds."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"package_name\":{\"type\":\"string\",\"maxLength\":255}},\"required\":[\"package_name\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"package_name\":{\"type\":\"string\"},\"linked\":{\"type\":\"boolean\"},\"scopes\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},\"required\":[\"package_name\",\"linked\",\"scopes\"]}"

    const/4 v13, 0x1

    invoke-direct/range {v3 .. v13}, La/e;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x1

    aput-object v2, v0, v1

    new-instance v2, La/e;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "sites.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "rename_site"

    const-string v5, "Rename site"

    const-string v6, "Give a survey site a new name."

    const-string v7, "update"

    const-string v8, "low"

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\",\"minimum\":1},\"name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"required\":[\"site_id\",\"name\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"}},\"required\":[\"site_id\",\"name\"]}"

    const/4 v13, 0x1

    invoke-direct/range {v3 .. v13}, La/e;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x2

    aput-object v2, v0, v1

    new-instance v2, La/e;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "sites.share"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "share_site"

    const-string v5, "Share site"

    const-string v6, "Invite a person by e-mail to a survey site\'s notes."

    const-string v7, "update"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\",\"minimum\":1},\"email\":{\"type\":\"string\",\"format\":\"email\",\"maxLength\":254}},\"required\":[\"site_id\",\"email\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\"},\"email\":{\"type\":\"string\"},\"invited\":{\"type\":\"boolean\"}},\"required\":[\"site_id\",\"invited\"]}"

    const/4 v13, 0x5

    invoke-direct/range {v3 .. v13}, La/e;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x3

    aput-object v2, v0, v1

    new-instance v2, La/e;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "sites.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "archive_site"

    const-string v5, "Archive site"

    const-string v6, "Archive a survey site and remove every member\'s access."

    const-string v7, "delete"

    const-string v8, "high"

    const-string v9, "always"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"site_id\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\"},\"archived\":{\"type\":\"boolean\"},\"members_removed\":{\"type\":\"integer\"}},\"required\":[\"site_id\",\"archived\"]}"

    const/16 v13, 0xa

    invoke-direct/range {v3 .. v13}, La/e;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x4

    aput-object v2, v0, v1

    sput-object v0, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->e:[La/e;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Lcom/clawseed/tools/provider/CetpV2ContentProvider;-><init>()V

    return-void
.end method

.method private a(La/b;)Landroid/os/Bundle;
    .registers 19

    .line 96
    move-object/from16 v0, p1

    invoke-virtual {v0}, La/b;->a()Z

    move-result v0

    if-nez v0, :cond_0

    .line 97
    move-object/from16 v0, p1

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 99
    :cond_0
    move-object/from16 v1, p1

    iget-object v1, v1, La/b;->e:Ljava/lang/String;

    move-object/from16 v2, p1

    iget v2, v2, La/b;->a:I

    const-string v0, "com.quillstone.fieldbook.sites"

    invoke-static {v0, v1, v2}, La/c;->a(Ljava/lang/String;Ljava/lang/String;I)La/d;

    move-result-object v8

    .line 100
    if-nez v8, :cond_1

    .line 101
    move-object/from16 v0, p1

    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 103
    :cond_1
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    move-object/from16 v1, p1

    iget v1, v1, La/b;->a:I

    const-string v2, "com.quillstone.fieldbook.sites"

    invoke-static {v0, v1, v2}, La/g;->b(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    .line 104
    move-object/from16 v0, p1

    const-string v1, "PERMISSION_DENIED"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 107
    :cond_2
    move-object/from16 v0, p1

    :try_start_0
    iget-object v9, v0, La/b;->b:Ljava/lang/String;

    const/4 v10, -0x1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v10, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v10, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v10, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v10, 0x3

    :cond_3
    :goto_0
    packed-switch v10, :pswitch_data_0

    goto/16 :goto_5

    .line 109
    :pswitch_0
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 110
    const-string v3, "provider_id"

    const-string v4, "com.quillstone.fieldbook.sites"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 111
    const-string v3, "provider_name"

    const-string v4, "Fieldbook sites"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 112
    const-string v3, "description"

    const-string v4, "Survey sites in Fieldbook: list, rename, share and archive them."

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 113
    const-string v3, "schema_dialect"

    const-string v4, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 115
    const-string v6, "name"

    const-string v7, "sites.read"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "title"

    const-string v7, "See sites"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 116
    const-string v6, "description"

    const-string v7, "List survey sites and linked apps"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 117
    const-string v6, "access"

    const-string v7, "read"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "sensitivity"

    const-string v7, "personal"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 115
    invoke-virtual {v4, v5}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v4

    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 118
    const-string v6, "name"

    const-string v7, "sites.write"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "title"

    const-string v7, "Change sites"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 119
    const-string v6, "description"

    const-string v7, "Rename and archive survey sites"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 120
    const-string v6, "access"

    const-string v7, "write"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "sensitivity"

    const-string v7, "personal"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 118
    invoke-virtual {v4, v5}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v4

    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 121
    const-string v6, "name"

    const-string v7, "sites.share"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "title"

    const-string v7, "Share sites"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 122
    const-string v6, "description"

    const-string v7, "Invite people to a survey site"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 123
    const-string v6, "access"

    const-string v7, "write"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "sensitivity"

    const-string v7, "personal"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 121
    invoke-virtual {v4, v5}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v4

    .line 114
    const-string v3, "scopes"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 109
    move-object/from16 v0, p1

    const-string v1, "success"

    invoke-static {v0, v1, v2}, La/a;->b(La/b;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 125
    :pswitch_1
    const-string v1, "async_operations"

    invoke-virtual {v8, v1}, La/d;->a(Ljava/lang/String;)Z

    move-result v11

    .line 126
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object v12, v0

    .line 127
    sget-object v13, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->e:[La/e;

    array-length v14, v13

    const/4 v15, 0x0

    :goto_1
    if-ge v15, v14, :cond_4

    aget-object v16, v13, v15

    .line 128
    move-object/from16 v1, v16

    invoke-virtual {v1, v11}, La/e;->a(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v12, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 127
    add-int/lit8 v15, v15, 0x1

    goto :goto_1

    .line 130
    :cond_4
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v0, p1

    const-string v1, "success"

    const-string v3, "revision"

    if-eqz v11, :cond_5

    const-string v4, "sites-4-async"

    goto :goto_2

    :cond_5
    const-string v4, "sites-4"

    :goto_2
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 131
    const-string v3, "tools"

    invoke-virtual {v2, v3, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 130
    invoke-static {v0, v1, v2}, La/a;->b(La/b;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 134
    :pswitch_2
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v8}, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->b(La/b;La/d;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
    :pswitch_3
    const-string v1, "async_operations"

    invoke-virtual {v8, v1}, La/d;->a(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 137
    move-object/from16 v0, p1

    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 139
    :cond_6
    move-object/from16 v0, p1

    iget-object v0, v0, La/b;->j:Landroid/os/Bundle;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 140
    if-nez v11, :cond_7

    const/4 v0, 0x0

    goto :goto_3

    .line 141
    :cond_7
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->c:La/f;

    invoke-virtual {v0}, La/f;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    move-object/from16 v2, p1

    iget v2, v2, La/b;->a:I

    move-object/from16 v4, p1

    iget-object v4, v4, La/b;->d:Ljava/lang/String;

    const-string v3, "com.quillstone.fieldbook.sites"

    invoke-static {v0, v11, v2, v3, v4}, Lb/c;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    :goto_3
    move-object v12, v0

    .line 142
    if-nez v12, :cond_8

    move-object/from16 v0, p1

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_4

    :cond_8
    move-object/from16 v0, p1

    const-string v1, "success"

    invoke-static {v0, v1, v12}, La/a;->b(La/b;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    :goto_4
    return-object v0

    .line 145
    :goto_5
    const-string v1, "cancellation"

    invoke-virtual {v8, v1}, La/d;->a(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_9

    .line 146
    move-object/from16 v0, p1

    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 148
    :cond_9
    move-object/from16 v0, p1

    invoke-virtual {v0}, La/b;->b()Z

    move-result v0

    if-eqz v0, :cond_a

    .line 149
    move-object/from16 v0, p1

    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 151
    :cond_a
    move-object/from16 v0, p1

    iget-object v0, v0, La/b;->j:Landroid/os/Bundle;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 152
    if-nez v11, :cond_b

    const/4 v0, 0x0

    goto :goto_6

    .line 153
    :cond_b
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->c:La/f;

    invoke-virtual {v0}, La/f;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    move-object/from16 v2, p1

    iget v2, v2, La/b;->a:I

    move-object/from16 v4, p1

    iget-object v4, v4, La/b;->d:Ljava/lang/String;

    const-string v3, "com.quillstone.fieldbook.sites"

    invoke-static {v0, v11, v2, v3, v4}, Lb/c;->b(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_6
    move-object v12, v0

    .line 154
    if-nez v12, :cond_c

    .line 155
    move-object/from16 v0, p1

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 157
    :cond_c
    const-string v0, "conflict"

    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_d

    move-object/from16 v0, p1

    const-string v1, "CONFLICT"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_7

    :cond_d
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 158
    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "state"

    const-string v4, "cancellation_requested"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 157
    move-object/from16 v0, p1

    const-string v1, "success"

    invoke-static {v0, v1, v2}, La/a;->b(La/b;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    :goto_7
    return-object v0

    :catch_0
    move-exception v9

    .line 162
    const-string v0, "Fieldbook"

    const-string v1, "sites call failed"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 163
    move-object/from16 v0, p1

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private b(La/b;La/d;)Landroid/os/Bundle;
    .registers 25
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 168
    const/4 v14, 0x0

    .line 169
    sget-object v15, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->e:[La/e;

    array-length v0, v15

    move/from16 v16, v0

    const/16 v17, 0x0

    :goto_0
    move/from16 v0, v17

    move/from16 v1, v16

    if-ge v0, v1, :cond_1

    aget-object v18, v15, v17

    .line 170
    move-object/from16 v0, v18

    iget-object v0, v0, La/e;->a:Ljava/lang/String;

    move-object/from16 v1, p1

    iget-object v1, v1, La/b;->g:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 171
    move-object/from16 v14, v18

    .line 172
    goto :goto_1

    .line 169
    :cond_0
    add-int/lit8 v17, v17, 0x1

    goto :goto_0

    .line 175
    :cond_1
    :goto_1
    if-nez v14, :cond_2

    .line 176
    move-object/from16 v0, p1

    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 178
    :cond_2
    move-object/from16 v0, p1

    invoke-virtual {v0}, La/b;->c()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 179
    move-object/from16 v0, p1

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 181
    :cond_3
    move-object/from16 v1, p1

    iget-object v1, v1, La/b;->h:Ljava/lang/String;

    invoke-virtual {v14, v1}, La/e;->a(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v15

    .line 182
    if-nez v15, :cond_4

    .line 183
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 185
    :cond_4
    move-object/from16 v1, p1

    iget v1, v1, La/b;->a:I

    move-object/from16 v2, p1

    iget-object v2, v2, La/b;->j:Landroid/os/Bundle;

    iget-object v3, v14, La/e;->g:[Ljava/lang/String;

    move-object/from16 v0, p0

    invoke-virtual {v0, v1, v2, v3}, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->authorize(ILandroid/os/Bundle;[Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 186
    move-object/from16 v0, p1

    const-string v1, "PERMISSION_DENIED"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 188
    :cond_5
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->c:La/f;

    invoke-virtual {v0}, La/f;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v16

    .line 189
    iget-object v0, v14, La/e;->a:Ljava/lang/String;

    move-object/from16 v17, v0

    const/16 v18, -0x1

    move-object/from16 v0, v17

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_2

    :sswitch_0
    move-object/from16 v0, v17

    const-string v1, "list_sites"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/16 v18, 0x0

    goto :goto_2

    :sswitch_1
    move-object/from16 v0, v17

    const-string v1, "app_grants"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/16 v18, 0x1

    :cond_6
    :goto_2
    sparse-switch v18, :sswitch_data_1

    goto :goto_3

    .line 191
    :sswitch_2
    const-string v1, "limit"

    const/16 v2, 0x32

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v19

    .line 192
    move/from16 v0, v19

    const/4 v1, 0x1

    if-lt v0, v1, :cond_7

    move/from16 v0, v19

    const/16 v1, 0x64

    if-le v0, v1, :cond_8

    .line 193
    :cond_7
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 195
    :cond_8
    const-string v3, "order_by"

    const-string v4, "name"

    invoke-virtual {v15, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    move-object/from16 v1, v16

    move/from16 v3, v19

    invoke-static {v1, v2, v3}, Lb/b;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-static {v0, v1}, La/a;->a(La/b;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 198
    :sswitch_3
    const-string v1, "package_name"

    invoke-virtual {v15, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v19

    .line 199
    move-object/from16 v0, v19

    const-string v1, "[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)+"

    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_9

    .line 200
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 202
    :cond_9
    move-object/from16 v1, v16

    move-object/from16 v2, v19

    invoke-static {v1, v2}, Lb/b;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-static {v0, v1}, La/a;->a(La/b;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 207
    :goto_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, La/b;->b()Z

    move-result v0

    if-eqz v0, :cond_a

    .line 208
    move-object/from16 v0, p1

    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 210
    :cond_a
    const-string v1, "site_id"

    const-wide/16 v2, 0x0

    invoke-virtual {v15, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v17

    .line 211
    const/16 v19, 0x0

    .line 212
    move-object/from16 v0, p1

    iget-object v0, v0, La/b;->i:Ljava/lang/String;

    if-eqz v0, :cond_d

    .line 213
    move-object/from16 v1, p1

    iget-object v1, v1, La/b;->i:Ljava/lang/String;

    move-object/from16 v2, p1

    iget v2, v2, La/b;->a:I

    iget-object v4, v14, La/e;->a:Ljava/lang/String;

    move-object/from16 v5, p1

    iget-object v5, v5, La/b;->d:Ljava/lang/String;

    move-object/from16 v6, p1

    iget-object v6, v6, La/b;->h:Ljava/lang/String;

    invoke-static {v6}, La/a;->a(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    move-object/from16 v0, v16

    const-string v3, "com.quillstone.fieldbook.sites"

    invoke-static/range {v0 .. v6}, Lb/d;->b(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    move-result v20

    .line 214
    move/from16 v0, v20

    const/4 v1, 0x2

    if-ne v0, v1, :cond_b

    .line 215
    move-object/from16 v0, p1

    const-string v1, "USER_CANCELLED"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 217
    :cond_b
    move/from16 v0, v20

    const/4 v1, 0x1

    if-eq v0, v1, :cond_c

    .line 218
    move-object/from16 v0, p1

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 220
    :cond_c
    goto/16 :goto_4

    :cond_d
    iget-object v1, v14, La/e;->a:Ljava/lang/String;

    const-string v0, "archive_site"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_e

    .line 221
    move-object/from16 v0, v16

    move-wide/from16 v1, v17

    invoke-static {v0, v1, v2}, Lb/b;->c(Landroid/database/sqlite/SQLiteDatabase;J)Ljava/lang/String;

    move-result-object v19

    .line 222
    if-nez v19, :cond_10

    .line 223
    move-object/from16 v0, p1

    const-string v1, "CONFLICT"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 225
    :cond_e
    iget-object v1, v14, La/e;->a:Ljava/lang/String;

    const-string v0, "share_site"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_10

    .line 226
    move-object/from16 v0, v16

    move-wide/from16 v1, v17

    invoke-static {v0, v1, v2}, Lb/b;->a(Landroid/database/sqlite/SQLiteDatabase;J)Ljava/lang/String;

    move-result-object v20

    .line 227
    if-nez v20, :cond_f

    .line 228
    move-object/from16 v0, p1

    const-string v1, "CONFLICT"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 230
    :cond_f
    const-string v1, "email"

    invoke-virtual {v15, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v21

    .line 231
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "@"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    move-object/from16 v2, v20

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_10

    move-object/from16 v0, p1

    iget-object v0, v0, La/b;->j:Landroid/os/Bundle;

    const-string v1, "user_confirmed"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_10

    .line 232
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Share the site\'s notes with "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    move-object/from16 v1, v21

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ", who is outside "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    move-object/from16 v1, v20

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ". They can read every note of the site."

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v19

    .line 236
    :cond_10
    :goto_4
    if-eqz v19, :cond_11

    .line 237
    move-object/from16 v1, p1

    iget v1, v1, La/b;->a:I

    iget-object v3, v14, La/e;->a:Ljava/lang/String;

    move-object/from16 v4, p1

    iget-object v4, v4, La/b;->d:Ljava/lang/String;

    move-object/from16 v5, p1

    iget-object v5, v5, La/b;->h:Ljava/lang/String;

    invoke-static {v5}, La/a;->a(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    move-object/from16 v0, v16

    const-string v2, "com.quillstone.fieldbook.sites"

    move-object/from16 v6, v19

    invoke-static/range {v0 .. v6}, Lb/d;->a(Landroid/database/sqlite/SQLiteDatabase;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v20

    .line 238
    move-object/from16 v1, p0

    invoke-virtual {v1}, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    move-object/from16 v3, v20

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v3

    move-object/from16 v2, v20

    invoke-static {v1, v2, v3}, La/g;->b(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v1

    move-object/from16 v0, p1

    move-object/from16 v2, v20

    invoke-static {v0, v1, v2}, La/a;->a(La/b;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 240
    :cond_11
    move-object/from16 v1, p1

    iget v1, v1, La/b;->a:I

    move-object/from16 v3, p1

    iget-object v3, v3, La/b;->d:Ljava/lang/String;

    iget-object v4, v14, La/e;->a:Ljava/lang/String;

    move-object/from16 v5, p1

    iget-object v5, v5, La/b;->h:Ljava/lang/String;

    new-instance v6, La/aa;

    .line 241
    move-object/from16 v12, p2

    const-string v13, "async_operations"

    invoke-virtual {v12, v13}, La/d;->a(Ljava/lang/String;)Z

    move-result v12

    move-object v7, v6

    const/4 v8, 0x1

    move-object/from16 v9, p0

    move-object/from16 v10, p1

    move-object v11, v15

    invoke-direct/range {v7 .. v12}, La/aa;-><init>(ILjava/lang/Object;La/b;Lorg/json/JSONObject;Z)V

    .line 240
    move-object/from16 v0, p0

    const-string v2, "com.quillstone.fieldbook.sites"

    invoke-virtual/range {v0 .. v6}, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->runMutation(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/concurrent/Callable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x2a29af2b -> :sswitch_0
        0x37ef6eb5 -> :sswitch_1
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        0x0 -> :sswitch_2
        0x1 -> :sswitch_3
    .end sparse-switch
.end method


# virtual methods
.method public a(La/b;Lorg/json/JSONObject;Z)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 246
    iget-object v0, p0, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->c:La/f;

    invoke-virtual {v0}, La/f;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v7

    .line 247
    move-object/from16 v0, p2

    const-string v1, "site_id"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v8

    .line 249
    iget-object v11, p1, La/b;->g:Ljava/lang/String;

    const/4 v12, -0x1

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "rename_site"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v12, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "share_site"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v12, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "archive_site"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v12, 0x2

    :cond_0
    :goto_0
    packed-switch v12, :pswitch_data_0

    goto/16 :goto_1

    .line 251
    :pswitch_0
    move-object/from16 v0, p2

    const-string v1, "name"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v13

    .line 252
    invoke-virtual {v13}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_1

    invoke-virtual {v13}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-gt v0, v1, :cond_1

    const-string v1, "[^\\p{Cntrl}]+"

    invoke-virtual {v13, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 253
    :cond_1
    const-string v1, "INVALID_ARGS"

    invoke-static {p1, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 255
    :cond_2
    invoke-static {v7, v8, v9, v13}, Lb/b;->a(Landroid/database/sqlite/SQLiteDatabase;JLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v10

    .line 256
    goto :goto_2

    .line 259
    :pswitch_1
    move-object/from16 v0, p2

    const-string v1, "email"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v13

    .line 260
    invoke-virtual {v13}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xfe

    if-gt v0, v1, :cond_3

    const-string v1, "[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}"

    invoke-virtual {v13, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 261
    :cond_3
    const-string v1, "INVALID_ARGS"

    invoke-static {p1, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 263
    :cond_4
    invoke-static {v7, v8, v9, v13}, Lb/b;->b(Landroid/database/sqlite/SQLiteDatabase;JLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v10

    .line 264
    goto :goto_2

    .line 267
    :pswitch_2
    if-eqz p3, :cond_5

    .line 268
    iget-object v0, p0, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->c:La/f;

    iget v1, p1, La/b;->a:I

    iget-object v3, p1, La/b;->d:Ljava/lang/String;

    iget-object v4, p1, La/b;->g:Ljava/lang/String;

    const-string v2, "com.quillstone.fieldbook.sites"

    move-wide v5, v8

    invoke-static/range {v0 .. v6}, Lb/c;->a(La/f;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Ljava/lang/String;

    move-result-object v13

    .line 269
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "poll_after_ms"

    const/16 v4, 0x3e8

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "accepted"

    invoke-static {p1, v1, v2}, La/a;->b(La/b;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 271
    :cond_5
    invoke-static {v7, v8, v9}, Lb/b;->b(Landroid/database/sqlite/SQLiteDatabase;J)Lorg/json/JSONObject;

    move-result-object v10

    .line 272
    goto :goto_2

    .line 274
    :goto_1
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {p1, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 276
    :goto_2
    if-nez v10, :cond_6

    const-string v1, "CONFLICT"

    invoke-static {p1, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    :cond_6
    invoke-static {p1, v10}, La/a;->a(La/b;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    :goto_3
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x6a92a459 -> :sswitch_1
        -0x64601f5c -> :sswitch_2
        -0x7a3c858 -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method protected authorize(ILandroid/os/Bundle;[Ljava/lang/String;)Z
    .registers 14

    .line 282
    invoke-virtual {p0}, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v2, "com.quillstone.fieldbook.sites"

    invoke-static {v0, p1, v2}, La/g;->b(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 283
    if-nez v3, :cond_0

    .line 284
    const/4 v0, 0x0

    return v0

    .line 286
    :cond_0
    iget-object v0, p0, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->c:La/f;

    const-string v1, "com.quillstone.fieldbook.sites"

    invoke-virtual {v0, v1, v3}, La/f;->a(Ljava/lang/String;Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v4

    .line 287
    if-nez v4, :cond_1

    .line 288
    const/4 v0, 0x0

    return v0

    .line 290
    :cond_1
    const/4 v1, 0x1

    aget-object v0, v4, v1

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    .line 291
    move-object v6, p3

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_3

    aget-object v9, v6, v8

    .line 292
    invoke-interface {v5, v9}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 293
    const/4 v0, 0x0

    return v0

    .line 291
    :cond_2
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 296
    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17

    .line 70
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v8

    .line 71
    new-instance v9, La/b;

    move-object/from16 v4, p3

    invoke-direct {v9, v8, p1, v4}, La/b;-><init>(ILjava/lang/String;Landroid/os/Bundle;)V

    .line 73
    move-object v11, p1

    const/4 v12, -0x1

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v12, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v12, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v12, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v12, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v12, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v12, 0x5

    :cond_0
    :goto_0
    packed-switch v12, :pswitch_data_0

    goto :goto_2

    .line 75
    :pswitch_0
    invoke-virtual {p0}, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v2, "com.quillstone.fieldbook.sites"

    invoke-static {v0, v8, v2}, La/g;->b(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 76
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, La/a;->b(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 77
    :cond_1
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "async_operations"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "cancellation"

    aput-object v7, v4, v6

    move-object/from16 v1, p3

    const-string v2, "com.quillstone.fieldbook.sites"

    const-string v3, "Fieldbook sites"

    invoke-static {v8, v1, v2, v3, v4}, La/c;->a(ILandroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    :goto_1
    move-object v10, v0

    .line 79
    goto :goto_3

    .line 85
    :pswitch_1
    invoke-direct {p0, v9}, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->a(La/b;)Landroid/os/Bundle;

    move-result-object v10

    .line 86
    goto :goto_3

    .line 88
    :goto_2
    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v9, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v10

    .line 91
    :goto_3
    iget-object v3, v9, La/b;->g:Ljava/lang/String;

    const-string v5, "status"

    invoke-virtual {v10, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v0, "com.quillstone.fieldbook.sites"

    invoke-static {v0, v8, p1, v3, v4}, La/g;->a(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 92
    return-object v10

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
        0x7571ade2 -> :sswitch_5
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method public onCreate()Z
    .registers 3

    .line 63
    invoke-virtual {p0}, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, La/f;->a(Landroid/content/Context;)La/f;

    move-result-object v1

    iput-object v1, p0, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->c:La/f;

    .line 64
    iget-object v0, p0, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->c:La/f;

    invoke-static {v0}, Lb/c;->a(La/f;)V

    .line 65
    const/4 v0, 0x1

    return v0
.end method
