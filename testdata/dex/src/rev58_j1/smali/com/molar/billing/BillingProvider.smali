.class public Lcom/molar/billing/BillingProvider;
.super Landroid/content/ContentProvider;
.source "BillingProvider.java"


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

.field static final TAG:Ljava/lang/String; = "Molar"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"5\",\"tools\":[]}"


# instance fields
.field private component:Lcom/molar/di/AppComponent;

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

    .line 29
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "com.clawseed.agent"

    aput-object v3, v1, v2

    const/4 v2, 0x1

    const-string v3, "com.dentalcare.insurer"

    aput-object v3, v1, v2

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/molar/billing/BillingProvider;->PARTNERS:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 32
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/molar/billing/BillingProvider;->sessions:Ljava/util/Map;

    return-void
.end method

.method private execute(Ljava/lang/String;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 90
    invoke-virtual {p0}, Lcom/molar/billing/BillingProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 91
    const-string v1, "charge_visit"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_refund

    .line 92
    iget-object v1, p0, Lcom/molar/billing/BillingProvider;->component:Lcom/molar/di/AppComponent;

    invoke-interface {v1}, Lcom/molar/di/AppComponent;->billingService()Ljavax/inject/Provider;

    move-result-object v1

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/molar/billing/BillingService;

    invoke-virtual {v1, v0, p2, p3, p4}, Lcom/molar/billing/BillingService;->charge(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 94
    :cond_refund
    const-string v1, "refund_charge"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_invoice

    .line 95
    iget-object v1, p0, Lcom/molar/billing/BillingProvider;->component:Lcom/molar/di/AppComponent;

    invoke-interface {v1}, Lcom/molar/di/AppComponent;->billingService()Ljavax/inject/Provider;

    move-result-object v1

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/molar/billing/BillingService;

    const-string v2, "charge_id"

    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v0, v2, p3, p4}, Lcom/molar/billing/BillingService;->refund(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 97
    :cond_invoice
    const-string v1, "send_invoice"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_export

    .line 98
    const-string v1, "visit_id"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v0, v1, p3, p4}, Lcom/molar/billing/BillingProvider;->sendInvoice(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 100
    :cond_export
    const-string v1, "export_statement"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_unknown

    .line 101
    new-instance v1, Landroid/content/Intent;

    const-class v2, Lcom/molar/billing/StatementService;

    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v2, "period"

    const-string v3, "period"

    invoke-virtual {p2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Context;->startService(Landroid/content/Intent;)Landroid/content/ComponentName;

    .line 102
    const-string v1, "{\"queued\":true}"

    invoke-static {v1}, Lcom/molar/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 104
    :cond_unknown
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "unknown tool"

    invoke-static {v1, v2}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 43
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 44
    invoke-virtual {p0}, Lcom/molar/billing/BillingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {v1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 45
    const/4 v2, 0x0

    .line 46
    if-eqz v1, :cond_check

    .line 47
    array-length v3, v1

    const/4 v4, 0x0

    :goto_loop
    if-ge v4, v3, :cond_check

    aget-object v5, v1, v4

    .line 48
    sget-object v6, Lcom/molar/billing/BillingProvider;->PARTNERS:Ljava/util/Set;

    invoke-interface {v6, v5}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_next_pkg

    .line 49
    const/4 v2, 0x1

    .line 50
    goto :cond_check

    .line 47
    :cond_next_pkg
    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    .line 54
    :cond_check
    if-nez v2, :cond_req

    .line 55
    const-string v2, "PERMISSION_DENIED"

    const-string v3, "not a Molar billing partner"

    invoke-static {v2, v3}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 57
    :cond_req
    if-eqz p3, :cond_new_bundle

    move-object v2, p3

    goto :goto_have_req

    :cond_new_bundle
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 58
    :goto_have_req
    const-string v3, "negotiate"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_session

    .line 59
    invoke-static {}, Lcom/molar/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v3

    .line 60
    iget-object v4, p0, Lcom/molar/billing/BillingProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-interface {v4, v3, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 61
    const-string v4, "{\"selected_version\":2}"

    invoke-static {v4}, Lcom/molar/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    .line 62
    const-string v5, "session_token"

    invoke-virtual {v4, v5, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 63
    return-object v4

    .line 65
    :cond_session
    iget-object v3, p0, Lcom/molar/billing/BillingProvider;->sessions:Ljava/util/Map;

    const-string v4, "session_token"

    const-string v5, ""

    invoke-virtual {v2, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-interface {v3, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    .line 66
    if-eqz v3, :cond_negotiate_first

    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v4

    if-eq v4, v0, :cond_list

    .line 67
    :cond_negotiate_first
    const-string v4, "NEGOTIATION_REQUIRED"

    const-string v5, "negotiate first"

    invoke-static {v4, v5}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 69
    :cond_list
    const-string v4, "list_tools"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_execute

    .line 70
    const-string v4, "{\"revision\":\"5\",\"tools\":[]}"

    invoke-static {v4}, Lcom/molar/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 72
    :cond_execute
    const-string v4, "execute_tool"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-nez v4, :cond_deadline

    .line 73
    const-string v4, "METHOD_NOT_FOUND"

    const-string v5, "unknown method"

    invoke-static {v4, v5}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 75
    :cond_deadline
    const-string v4, "deadline_at_ms"

    invoke-virtual {v2, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v4

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    cmp-long v8, v4, v6

    if-gtz v8, :cond_resume

    .line 76
    const-string v4, "DEADLINE_EXCEEDED"

    const-string v5, "deadline passed"

    invoke-static {v4, v5}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 78
    :cond_resume
    const-string v4, "resume_token"

    invoke-virtual {v2, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 79
    if-eqz v4, :cond_not_resumed

    iget-object v5, p0, Lcom/molar/billing/BillingProvider;->component:Lcom/molar/di/AppComponent;

    invoke-interface {v5}, Lcom/molar/di/AppComponent;->tokenStore()Ljavax/inject/Provider;

    move-result-object v5

    invoke-interface {v5}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lcom/molar/core/TokenStore;

    invoke-virtual {p0}, Lcom/molar/billing/BillingProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    invoke-virtual {v5, v6, v4}, Lcom/molar/core/TokenStore;->take(Landroid/content/Context;Ljava/lang/String;)I

    move-result v5

    if-ne v5, v0, :cond_not_resumed

    const/4 v5, 0x1

    goto :goto_resumed

    :cond_not_resumed
    const/4 v5, 0x0

    .line 81
    :goto_resumed
    :try_start_args
    new-instance v6, Lorg/json/JSONObject;

    const-string v7, "args"

    const-string v8, "{}"

    invoke-virtual {v2, v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-direct {v6, v7}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 82
    const-string v7, "tool_name"

    const-string v8, ""

    invoke-virtual {v2, v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-direct {p0, v7, v6, v0, v5}, Lcom/molar/billing/BillingProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;

    move-result-object v7
    :try_end_execute
    .catch Ljava/lang/Exception; {:try_start_args .. :try_end_execute} :catch_failed

    return-object v7

    .line 83
    :catch_failed
    move-exception v6

    .line 84
    const-string v7, "Molar"

    const-string v8, "tool failed"

    invoke-static {v7, v8, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 85
    const-string v7, "INTERNAL"

    const-string v8, "the tool could not run"

    invoke-static {v7, v8}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    return-object v7
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 133
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 123
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 128
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 37
    invoke-static {}, Lcom/molar/di/DaggerAppComponent;->create()Lcom/molar/di/AppComponent;

    move-result-object v0

    iput-object v0, p0, Lcom/molar/billing/BillingProvider;->component:Lcom/molar/di/AppComponent;

    .line 38
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 118
    const/4 v0, 0x0

    return-object v0
.end method

.method sendInvoice(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;
    .registers 9

    .line 108
    if-nez p4, :cond_sent

    .line 109
    const-class v0, Lcom/molar/ui/InvoiceActivity;

    const/high16 v1, 0x8000000

    invoke-static {p1, v0, v1}, Lcom/molar/core/Screens;->confirm(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;

    move-result-object v0

    .line 110
    iget-object v1, p0, Lcom/molar/billing/BillingProvider;->component:Lcom/molar/di/AppComponent;

    invoke-interface {v1}, Lcom/molar/di/AppComponent;->tokenStore()Ljavax/inject/Provider;

    move-result-object v1

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/molar/core/TokenStore;

    invoke-virtual {v1, p1, p3}, Lcom/molar/core/TokenStore;->newResumeToken(Landroid/content/Context;I)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/molar/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 112
    :cond_sent
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "invoice sent for visit "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v1, "Molar"

    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 113
    const-string v0, "{\"sent\":true}"

    invoke-static {v0}, Lcom/molar/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 138
    const/4 v0, 0x0

    return v0
.end method
