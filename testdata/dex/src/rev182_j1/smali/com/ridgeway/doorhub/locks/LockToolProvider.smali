.class public Lcom/ridgeway/doorhub/locks/LockToolProvider;
.super Lcom/ridgeway/doorhub/cetp/ToolContentProvider;
.source "LockToolProvider.java"


# static fields
.field static final LIST_LOCKS:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field static final LOCK_DOOR:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field static final LOCK_ID:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9-]{1,40}$\"}},\"required\":[\"lock_id\"],\"additionalProperties\":false}"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.ridgeway.doorhub.locks"

.field static final REVOKE_GUEST_CODE:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field static final SET_AUTO_LOCK:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field static final SHARE_GUEST_CODE:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field static final STATE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"state\":{\"enum\":[\"locked\",\"unlocked\"]}},\"required\":[\"lock_id\",\"state\"]}"

.field static final TOOLS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/ridgeway/doorhub/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field

.field static final UNLOCK_DOOR:Lcom/ridgeway/doorhub/cetp/ToolSpec;


# instance fields
.field approvalLedger:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/ApprovalLedger;",
            ">;"
        }
    .end annotation
.end field

.field autoLockApproval:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field

.field callerVerifier:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/CallerVerifier;",
            ">;"
        }
    .end annotation
.end field

.field locks:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/locks/LockRepository;",
            ">;"
        }
    .end annotation
.end field

.field requestLog:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/RequestLog;",
            ">;"
        }
    .end annotation
.end field

.field revokeCodeApproval:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field

.field sessionStore:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/SessionStore;",
            ">;"
        }
    .end annotation
.end field

.field shareCodeApproval:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field

.field unlockApproval:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 9

    .line 41
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "locks.read"

    aput-object v8, v6, v7

    const-string v0, "list_locks"

    const-string v1, "List door locks"

    const-string v2, "Lists the household\'s door locks with their state and battery level."

    const-string v3, "read"

    const-string v4, "low"

    const-string v5, "never"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 43
    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->idempotent()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 44
    const-string v1, "{\"type\":\"object\",\"properties\":{\"locks\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"lock_id\",\"name\",\"state\"]}}},\"required\":[\"locks\"]}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->LIST_LOCKS:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 46
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "locks.control"

    aput-object v8, v6, v7

    const-string v0, "lock_door"

    const-string v1, "Lock a door"

    const-string v2, "Locks one door lock."

    const-string v3, "update"

    const-string v4, "moderate"

    const-string v5, "provider_policy"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 47
    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->idempotent()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    const-string v1, "{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9-]{1,40}$\"}},\"required\":[\"lock_id\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->input(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    const-string v1, "{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"state\":{\"enum\":[\"locked\",\"unlocked\"]}},\"required\":[\"lock_id\",\"state\"]}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->LOCK_DOOR:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 48
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "locks.control"

    aput-object v8, v6, v7

    const-string v0, "unlock_door"

    const-string v1, "Unlock a door"

    const-string v2, "Unlocks one door lock once the user confirms it on this phone."

    const-string v3, "update"

    const-string v4, "high"

    const-string v5, "always"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 50
    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->idempotent()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    const-string v1, "{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9-]{1,40}$\"}},\"required\":[\"lock_id\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->input(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    const-string v1, "{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"state\":{\"enum\":[\"locked\",\"unlocked\"]}},\"required\":[\"lock_id\",\"state\"]}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->UNLOCK_DOOR:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 51
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "locks.control"

    aput-object v8, v6, v7

    const-string v0, "set_auto_lock"

    const-string v1, "Set the auto-lock delay"

    const-string v2, "Sets how many seconds after unlocking a door locks itself again; 0 turns auto-lock off, which the user confirms on this phone."

    const-string v3, "update"

    const-string v4, "moderate"

    const-string v5, "provider_policy"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 54
    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->idempotent()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 55
    const-string v1, "{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"seconds\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":3600}},\"required\":[\"lock_id\",\"seconds\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->input(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 58
    const-string v1, "{\"type\":\"object\",\"properties\":{\"seconds\":{\"type\":\"integer\"}},\"required\":[\"seconds\"]}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->SET_AUTO_LOCK:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 60
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "guests.manage"

    aput-object v8, v6, v7

    const-string v0, "share_guest_code"

    const-string v1, "Share a guest code"

    const-string v2, "Creates a temporary keypad code for a guest on one lock."

    const-string v3, "create"

    const-string v4, "high"

    const-string v5, "always"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 63
    const-string v1, "{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"label\":{\"type\":\"string\",\"maxLength\":40},\"hours\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":168}},\"required\":[\"lock_id\",\"label\",\"hours\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->input(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 66
    const-string v1, "{\"type\":\"object\",\"properties\":{\"code_id\":{\"type\":\"string\"},\"code\":{\"type\":\"string\"},\"valid_until_ms\":{\"type\":\"integer\"}},\"required\":[\"code_id\",\"code\"]}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->SHARE_GUEST_CODE:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 68
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "guests.manage"

    aput-object v8, v6, v7

    const-string v0, "revoke_guest_code"

    const-string v1, "Revoke a guest code"

    const-string v2, "Revokes a guest keypad code so that it no longer opens the door."

    const-string v3, "delete"

    const-string v4, "high"

    const-string v5, "always"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 70
    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->destructive()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 71
    const-string v1, "{\"type\":\"object\",\"properties\":{\"code_id\":{\"type\":\"string\"},\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"code_id\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->input(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 73
    const-string v1, "{\"type\":\"object\",\"properties\":{\"code_id\":{\"type\":\"string\"},\"revoked\":{\"type\":\"boolean\"}},\"required\":[\"code_id\",\"revoked\"]}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->REVOKE_GUEST_CODE:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 76
    const/4 v0, 0x6

    new-array v0, v0, [Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v3, Lcom/ridgeway/doorhub/locks/LockToolProvider;->LIST_LOCKS:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x0

    aput-object v3, v0, v2

    sget-object v3, Lcom/ridgeway/doorhub/locks/LockToolProvider;->LOCK_DOOR:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x1

    aput-object v3, v0, v2

    sget-object v3, Lcom/ridgeway/doorhub/locks/LockToolProvider;->UNLOCK_DOOR:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x2

    aput-object v3, v0, v2

    sget-object v3, Lcom/ridgeway/doorhub/locks/LockToolProvider;->SET_AUTO_LOCK:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x3

    aput-object v3, v0, v2

    sget-object v3, Lcom/ridgeway/doorhub/locks/LockToolProvider;->SHARE_GUEST_CODE:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x4

    aput-object v3, v0, v2

    sget-object v3, Lcom/ridgeway/doorhub/locks/LockToolProvider;->REVOKE_GUEST_CODE:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x5

    aput-object v3, v0, v2

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 33
    invoke-direct {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;-><init>()V

    return-void
.end method

.method static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 123
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "description"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 124
    const-string v1, "access"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    invoke-virtual {v0, v1, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 123
    return-object v0
.end method


# virtual methods
.method protected approvalRequired(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Z
    .registers 5

    .line 159
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->REVOKE_GUEST_CODE:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_1

    .line 160
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->locks:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/locks/LockRepository;

    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/locks/LockRepository;->alreadyConfirmed(Lorg/json/JSONObject;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0

    .line 162
    :cond_1
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->SET_AUTO_LOCK:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_3

    .line 163
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v1, "seconds"

    const/16 v2, 0x1e

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return v0

    .line 165
    :cond_3
    invoke-super {p0, p1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->approvalRequired(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Z

    move-result v0

    return v0
.end method

.method protected approvals()Lcom/ridgeway/doorhub/cetp/ApprovalLedger;
    .registers 2

    .line 154
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->approvalLedger:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;

    return-object v0
.end method

.method protected offeredCapabilities()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 134
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 92
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/locks/LockToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-class v1, Lcom/ridgeway/doorhub/di/ToolProviderEntryPoint;

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/DoorhubApp;->entryPoint(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/di/ToolProviderEntryPoint;

    invoke-interface {v0, p0}, Lcom/ridgeway/doorhub/di/ToolProviderEntryPoint;->inject(Lcom/ridgeway/doorhub/locks/LockToolProvider;)V

    .line 93
    const/4 v0, 0x1

    return v0
.end method

.method protected providerDescription()Ljava/lang/String;
    .registers 2

    .line 108
    const-string v0, "Lock, unlock and share access to the doors connected to a Ridgeway hub."

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 98
    const-string v0, "com.ridgeway.doorhub.locks"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 103
    const-string v0, "Doorhub Locks"

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 10

    .line 239
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->callerVerifier:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/CallerVerifier;

    const-string v1, "com.ridgeway.doorhub.locks"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->requireCaller(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

    move-result-object v3

    .line 240
    iget-object v0, v3, Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;->scopes:Ljava/util/Set;

    const-string v1, "locks.read"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 241
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "locks.read is not granted"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 243
    :cond_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->locks:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/locks/LockRepository;

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/locks/LockRepository;->statusCursor()Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method protected requestLog()Lcom/ridgeway/doorhub/cetp/RequestLog;
    .registers 2

    .line 149
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->requestLog:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/RequestLog;

    return-object v0
.end method

.method protected resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 187
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/locks/LockToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    .line 188
    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->UNLOCK_DOOR:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne p1, v1, :cond_0

    .line 189
    iget-object v1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->unlockApproval:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/content/Intent;

    invoke-static {v2, v1, p2}, Lcom/ridgeway/doorhub/di/ResolutionModule;->immutableResolution(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0

    .line 190
    :cond_0
    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->SET_AUTO_LOCK:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne p1, v1, :cond_1

    .line 191
    iget-object v1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->autoLockApproval:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/content/Intent;

    invoke-static {v2, v1, p2}, Lcom/ridgeway/doorhub/di/ResolutionModule;->immutableResolution(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0

    .line 192
    :cond_1
    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->SHARE_GUEST_CODE:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne p1, v1, :cond_2

    .line 193
    iget-object v1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->shareCodeApproval:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/content/Intent;

    invoke-static {v2, v1, p2}, Lcom/ridgeway/doorhub/di/ResolutionModule;->immutableResolution(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0

    .line 195
    :cond_2
    iget-object v1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->revokeCodeApproval:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/content/Intent;

    invoke-static {v2, v1, p2}, Lcom/ridgeway/doorhub/di/ResolutionModule;->immutableResolution(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method protected runTool(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
    .registers 11

    .line 200
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->locks:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/locks/LockRepository;

    move-object v4, v0

    .line 201
    iget-object v5, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    .line 203
    :try_start_0
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->LIST_LOCKS:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_0

    .line 204
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v4}, Lcom/ridgeway/doorhub/locks/LockRepository;->listLocks()Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "locks"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 205
    :cond_0
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->LOCK_DOOR:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-eq v0, v1, :cond_1

    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->UNLOCK_DOOR:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_4

    .line 206
    :cond_1
    const-string v2, "lock_id"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 207
    iget-object v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v3, Lcom/ridgeway/doorhub/locks/LockToolProvider;->LOCK_DOOR:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-object v0, v4

    if-ne v2, v3, :cond_2

    const-string v2, "locked"

    goto :goto_0

    :cond_2
    const-string v2, "unlocked"

    .line 206
    :goto_0
    invoke-virtual {v0, v1, v2}, Lcom/ridgeway/doorhub/locks/LockRepository;->setState(Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v6

    .line 208
    if-nez v6, :cond_3

    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 209
    :cond_3
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-static {v0, v6}, Lcom/ridgeway/doorhub/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 208
    :goto_1
    return-object v0

    .line 210
    :cond_4
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->SET_AUTO_LOCK:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_7

    .line 211
    const-string v1, "seconds"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v6

    .line 212
    if-ltz v6, :cond_5

    const/16 v1, 0xe10

    if-gt v6, v1, :cond_5

    const-string v2, "lock_id"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v4, v1, v6}, Lcom/ridgeway/doorhub/locks/LockRepository;->setAutoLock(Ljava/lang/String;I)Z

    move-result v0

    if-nez v0, :cond_6

    .line 213
    :cond_5
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 215
    :cond_6
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "seconds"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 216
    :cond_7
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->SHARE_GUEST_CODE:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_a

    .line 217
    const-string v1, "lock_id"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 218
    const-string v1, "label"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v7

    .line 219
    const-string v1, "hours"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v8

    .line 220
    invoke-virtual {v4, v6}, Lcom/ridgeway/doorhub/locks/LockRepository;->nameOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_8

    invoke-virtual {v7}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_8

    invoke-virtual {v7}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x28

    if-gt v0, v1, :cond_8

    const/4 v1, 0x1

    if-lt v8, v1, :cond_8

    const/16 v1, 0xa8

    if-le v8, v1, :cond_9

    .line 222
    :cond_8
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 224
    :cond_9
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {v4, v6, v7, v8}, Lcom/ridgeway/doorhub/locks/LockRepository;->createGuestCode(Ljava/lang/String;Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 226
    :cond_a
    const-string v1, "code_id"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 227
    invoke-virtual {v4, v6}, Lcom/ridgeway/doorhub/locks/LockRepository;->revokeGuestCode(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_b

    .line 228
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "CONFLICT"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 230
    :cond_b
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "code_id"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "revoked"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 232
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 113
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 114
    const-string v1, "locks.read"

    const-string v2, "See your locks"

    const-string v3, "Lock states and battery levels"

    const-string v4, "read"

    const-string v5, "device"

    invoke-static {v1, v2, v3, v4, v5}, Lcom/ridgeway/doorhub/locks/LockToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 115
    const-string v1, "locks.control"

    const-string v2, "Lock and unlock doors"

    const-string v3, "Change lock states and auto-lock"

    const-string v4, "write"

    const-string v5, "device"

    invoke-static {v1, v2, v3, v4, v5}, Lcom/ridgeway/doorhub/locks/LockToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 117
    const-string v1, "guests.manage"

    const-string v2, "Manage guest codes"

    const-string v3, "Create and revoke keypad codes"

    const-string v4, "write"

    const-string v5, "personal"

    invoke-static {v1, v2, v3, v4, v5}, Lcom/ridgeway/doorhub/locks/LockToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 113
    return-object v0
.end method

.method protected sessions()Lcom/ridgeway/doorhub/cetp/SessionStore;
    .registers 2

    .line 139
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->sessionStore:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/SessionStore;

    return-object v0
.end method

.method protected summaryOf(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Ljava/lang/String;
    .registers 9

    .line 170
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->REVOKE_GUEST_CODE:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_0

    .line 171
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v1, "code_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Revoke guest code "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0

    .line 173
    :cond_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->locks:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/locks/LockRepository;

    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v2, "lock_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/locks/LockRepository;->nameOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 174
    if-nez v5, :cond_1

    const-string v0, "an unknown lock"

    goto :goto_0

    :cond_1
    move-object v0, v5

    :goto_0
    move-object v6, v0

    .line 175
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->UNLOCK_DOOR:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_2

    .line 176
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Unlock "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    .line 178
    :cond_2
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/locks/LockToolProvider;->SET_AUTO_LOCK:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_3

    .line 179
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Turn auto-lock off for "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    .line 181
    :cond_3
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v1, "label"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    .line 182
    const-string v3, "hours"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Give \""

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\" a code for "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " for "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " hours"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    .line 181
    return-object v0
.end method

.method protected tools()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/ridgeway/doorhub/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 129
    sget-object v0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method protected verifier()Lcom/ridgeway/doorhub/cetp/CallerVerifier;
    .registers 2

    .line 144
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->callerVerifier:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/CallerVerifier;

    return-object v0
.end method
