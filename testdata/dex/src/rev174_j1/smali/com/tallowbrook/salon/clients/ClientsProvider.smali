.class public final Lcom/tallowbrook/salon/clients/ClientsProvider;
.super Lcom/tallowbrook/salon/core/AnnotatedProvider;
.source "ClientsProvider.java"


# static fields
.field private static final MATCH_NONE:I = 0x0

.field private static final MATCH_ONE:I = 0x2

.field private static final MATCH_SEARCH:I = 0x1

.field static final PROVIDER_ID:Ljava/lang/String; = "com.tallowbrook.salon.clients"


# instance fields
.field private gate:Lcom/tallowbrook/salon/clients/ClientGate;

.field private repository:Lcom/tallowbrook/salon/clients/ClientRepository;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;-><init>()V

    return-void
.end method

.method private static match(Landroid/net/Uri;)I
    .registers 5

    .line 130
    invoke-virtual {p0}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 131
    invoke-interface {v3}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "clients"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 132
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 134
    :cond_1
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_3

    const/4 v0, 0x2

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 58
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 59
    const-string v0, "name"

    invoke-virtual {v2, v0, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 60
    const-string v0, "title"

    invoke-virtual {v2, v0, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 61
    const-string v0, "description"

    invoke-virtual {v2, v0, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 62
    const-string v0, "access"

    invoke-virtual {v2, v0, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 63
    const-string v0, "sensitivity"

    const-string v1, "personal"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 64
    return-object v2
.end method


# virtual methods
.method protected confirmation(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 110
    new-instance v4, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/tallowbrook/salon/clients/ClientsProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;

    invoke-direct {v4, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 111
    const-string v1, "com.tallowbrook.salon.extra.RESUME_TOKEN"

    invoke-virtual {v4, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 112
    invoke-virtual {p0}, Lcom/tallowbrook/salon/clients/ClientsProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public consent(Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/ToolCall;)I
    .registers 6

    .line 88
    iget-object v0, p2, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "user_confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 89
    const/4 v0, 0x0

    return v0

    .line 91
    :cond_0
    invoke-virtual {p0}, Lcom/tallowbrook/salon/clients/ClientsProvider;->approvals()Lcom/tallowbrook/salon/core/ApprovalStore;

    move-result-object v0

    iget v1, p1, Lcom/tallowbrook/salon/core/Caller;->uid:I

    invoke-virtual {v0, v1, p2}, Lcom/tallowbrook/salon/core/ApprovalStore;->consume(ILcom/tallowbrook/salon/core/ToolCall;)I

    move-result v0

    return v0
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 44
    const-string v0, "Look up, correct, merge and remove the salon\'s client records."

    return-object v0
.end method

.method public identify(I)Lcom/tallowbrook/salon/core/Caller;
    .registers 3

    .line 76
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientsProvider;->gate:Lcom/tallowbrook/salon/clients/ClientGate;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/clients/ClientGate;->resolve(I)Lcom/tallowbrook/salon/core/Caller;

    move-result-object v0

    return-object v0
.end method

.method protected operationIds()Lcom/tallowbrook/salon/core/IdSource;
    .registers 2

    .line 96
    new-instance v0, Lcom/tallowbrook/salon/core/SecureIds;

    invoke-direct {v0}, Lcom/tallowbrook/salon/core/SecureIds;-><init>()V

    return-object v0
.end method

.method protected ownedJob(Lcom/tallowbrook/salon/core/Caller;Ljava/lang/String;Ljava/lang/String;)Lcom/tallowbrook/salon/core/JobQueue$Job;
    .registers 7

    .line 101
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientsProvider;->jobs:Lcom/tallowbrook/salon/core/JobQueue;

    invoke-virtual {v0, p2}, Lcom/tallowbrook/salon/core/JobQueue;->find(Ljava/lang/String;)Lcom/tallowbrook/salon/core/JobQueue$Job;

    move-result-object v2

    .line 102
    if-eqz v2, :cond_0

    iget v0, v2, Lcom/tallowbrook/salon/core/JobQueue$Job;->uid:I

    iget v1, p1, Lcom/tallowbrook/salon/core/Caller;->uid:I

    if-ne v0, v1, :cond_0

    iget-object v0, v2, Lcom/tallowbrook/salon/core/JobQueue$Job;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 103
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 105
    :cond_1
    return-object v2
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 34
    const-string v0, "com.tallowbrook.salon.clients"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 39
    const-string v0, "Tallowbrook Salon clients"

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 9

    .line 119
    invoke-static {p1}, Lcom/tallowbrook/salon/clients/ClientsProvider;->match(Landroid/net/Uri;)I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 121
    :sswitch_0
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientsProvider;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    const-string v2, "q"

    invoke-virtual {p1, v2}, Landroid/net/Uri;->getQueryParameter(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/clients/ClientRepository;->searchCursor(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0

    .line 123
    :sswitch_1
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientsProvider;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/clients/ClientRepository;->clientCursor(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0

    .line 125
    :goto_0
    const/4 v0, 0x0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        0x1 -> :sswitch_0
        0x2 -> :sswitch_1
    .end sparse-switch
.end method

.method public resume(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore;)Lcom/tallowbrook/salon/core/SessionStore$Session;
    .registers 6

    .line 82
    iget v0, p2, Lcom/tallowbrook/salon/core/Caller;->uid:I

    sget-object v1, Lcom/tallowbrook/salon/clients/ClientsProvider;->CAPABILITIES:[Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/SessionStore$Session;->open(I[Ljava/lang/String;)Lcom/tallowbrook/salon/core/SessionStore$Session;

    move-result-object v0

    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 49
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 50
    const-string v0, "clients.read"

    const-string v1, "See clients"

    const-string v2, "Search clients and read their visit history"

    const-string v3, "read"

    invoke-static {v0, v1, v2, v3}, Lcom/tallowbrook/salon/clients/ClientsProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 51
    const-string v0, "clients.write"

    const-string v1, "Edit clients"

    const-string v2, "Change contact details and recount visits"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/tallowbrook/salon/clients/ClientsProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 52
    const-string v0, "clients.admin"

    const-string v1, "Manage client records"

    const-string v2, "Merge duplicates and delete clients"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/tallowbrook/salon/clients/ClientsProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 53
    return-object v4
.end method

.method protected setUp(Lcom/tallowbrook/salon/core/SalonDb;)Ljava/lang/Object;
    .registers 7

    .line 69
    new-instance v1, Lcom/tallowbrook/salon/clients/ClientGate;

    invoke-virtual {p0}, Lcom/tallowbrook/salon/clients/ClientsProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-virtual {v3}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    const-string v4, "com.tallowbrook.salon.clients"

    invoke-direct {v1, v3, p1, v4}, Lcom/tallowbrook/salon/clients/ClientGate;-><init>(Landroid/content/pm/PackageManager;Lcom/tallowbrook/salon/core/SalonDb;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallowbrook/salon/clients/ClientsProvider;->gate:Lcom/tallowbrook/salon/clients/ClientGate;

    .line 70
    new-instance v1, Lcom/tallowbrook/salon/clients/ClientRepository;

    new-instance v3, Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-direct {v3, p1}, Lcom/tallowbrook/salon/clients/ClientDao;-><init>(Lcom/tallowbrook/salon/core/SalonDb;)V

    invoke-direct {v1, v3}, Lcom/tallowbrook/salon/clients/ClientRepository;-><init>(Lcom/tallowbrook/salon/clients/ClientDao;)V

    iput-object v1, p0, Lcom/tallowbrook/salon/clients/ClientsProvider;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    .line 71
    new-instance v0, Lcom/tallowbrook/salon/clients/ClientTools;

    iget-object v2, p0, Lcom/tallowbrook/salon/clients/ClientsProvider;->repository:Lcom/tallowbrook/salon/clients/ClientRepository;

    invoke-direct {v0, v2}, Lcom/tallowbrook/salon/clients/ClientTools;-><init>(Lcom/tallowbrook/salon/clients/ClientRepository;)V

    return-object v0
.end method
