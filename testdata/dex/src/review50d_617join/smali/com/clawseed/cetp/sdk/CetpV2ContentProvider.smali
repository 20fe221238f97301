.class public abstract Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.java"


# instance fields
.field private final random:Ljava/security/SecureRandom;

.field private final sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 18
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 19
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->random:Ljava/security/SecureRandom;

    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private findTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .registers 5

    .line 136
    invoke-virtual {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->getProviderTools()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v0

    :goto_loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v1

    if-eqz v1, :cond_none

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    .line 137
    invoke-virtual {v1}, Lcom/clawseed/cetp/sdk/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_next

    .line 138
    return-object v1

    .line 140
    :cond_next
    goto :goto_loop

    .line 141
    :cond_none
    const/4 p1, 0x0

    return-object p1
.end method

.method private listTools(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    .line 120
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    .line 121
    invoke-virtual {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->getProviderTools()Ljava/util/List;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v2

    if-eqz v2, :cond_done

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    .line 122
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->length()I

    move-result v3

    if-lez v3, :cond_name

    .line 123
    const/16 v3, 0x2c

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 125
    :cond_name
    const-string v3, "{\"name\":\""

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\"}"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 126
    goto :goto_loop

    .line 127
    :cond_done
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 128
    const-string v2, "status"

    const-string v3, "success"

    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 129
    const-string v2, "protocol_version"

    const/4 v3, 0x2

    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 130
    const-string v2, "request_id"

    invoke-virtual {v1, v2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 131
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "{\"revision\":\"1\",\"tools\":["

    invoke-virtual {p1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string v0, "]}"

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    const-string v0, "data"

    invoke-virtual {v1, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 132
    return-object v1
.end method

.method private negotiate(I[I)Landroid/os/Bundle;
    .registers 8

    .line 95
    const/4 v0, 0x0

    .line 96
    if-eqz p2, :cond_check

    .line 97
    array-length v1, p2

    const/4 v2, 0x0

    :goto_loop
    if-ge v2, v1, :cond_check

    aget v3, p2, v2

    .line 98
    const/4 v4, 0x2

    if-ne v3, v4, :cond_next

    .line 99
    const/4 v0, 0x1

    .line 97
    :cond_next
    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    .line 103
    :cond_check
    if-nez v0, :cond_mint

    .line 104
    const-string p1, "UNSUPPORTED_VERSION"

    const-string p2, "version 2 required"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    const/4 p2, 0x0

    invoke-virtual {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 106
    :cond_mint
    const/16 p2, 0x20

    new-array p2, p2, [B

    .line 107
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, p2}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 108
    const/16 v0, 0xa

    invoke-static {p2, v0}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object p2

    .line 109
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p1

    invoke-virtual {v0, p2, p1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 110
    new-instance p1, Landroid/os/Bundle;

    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V

    .line 111
    const-string v0, "status"

    const-string v1, "success"

    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 112
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"selected_version\":2,\"session_token\":\""

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    const-string v0, "\",\"capabilities\":[\"large_results\"],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":4,\"idempotency_window_seconds\":86400}}"

    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p2

    const-string v0, "data"

    invoke-virtual {p1, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 116
    return-object p1
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 2

    .line 31
    const-string p1, "denied by default"

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    return-object p1
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 36
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 37
    invoke-virtual {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    .line 38
    if-nez p3, :cond_extras

    .line 39
    new-instance p3, Landroid/os/Bundle;

    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V

    .line 41
    :cond_extras
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_session

    .line 42
    const-string p1, "consumer_versions"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object p1

    invoke-direct {p0, v0, p1}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->negotiate(I[I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 44
    :cond_session
    const-string v2, "request_id"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 45
    const-string v3, "session_token"

    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 46
    if-nez v3, :cond_lookup

    const/4 v3, 0x0

    goto :goto_owner

    :cond_lookup
    iget-object v4, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v4, v3}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    .line 47
    :goto_owner
    if-eqz v3, :cond_no_session

    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_list

    .line 48
    :cond_no_session
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    invoke-virtual {p1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 50
    :cond_list
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_execute

    .line 51
    invoke-direct {p0, v2}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->listTools(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 53
    :cond_execute
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_deadline

    .line 54
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    invoke-virtual {p1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 56
    :cond_deadline
    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v3

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    cmp-long p1, v3, v5

    if-gtz p1, :cond_tool

    .line 57
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    invoke-virtual {p1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 59
    :cond_tool
    const-string p1, "tool_name"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p1}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->findTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderTool;

    move-result-object p1

    .line 60
    if-nez p1, :cond_args

    .line 61
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    invoke-virtual {p1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 65
    :cond_args
    :try_start_0
    new-instance p2, Lorg/json/JSONObject;

    const-string v3, "args"

    const-string v4, "{}"

    invoke-virtual {p3, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {p2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 69
    new-instance v3, Lcom/clawseed/cetp/sdk/CetpProviderRequest;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v7

    .line 70
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderTool;->getScopes()Ljava/util/List;

    move-result-object v10

    const-string v4, "resume_token"

    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    move-object v4, v3

    move v5, v0

    move-object v6, v1

    move-object v8, v2

    move-object v9, p2

    invoke-direct/range {v4 .. v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/util/List;Ljava/lang/String;)V

    .line 71
    invoke-virtual {p0, v3}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p2

    invoke-virtual {p2}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->isAllowed()Z

    move-result p2

    if-nez p2, :cond_effect

    .line 72
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "caller is not allowed"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    invoke-virtual {p1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 74
    :cond_effect
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderTool;->getAnnotations()Lcom/clawseed/cetp/sdk/ToolAnnotations;

    move-result-object p1

    .line 75
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/ToolAnnotations;->getEffect()Lcom/clawseed/cetp/sdk/ToolEffect;

    move-result-object p2

    sget-object p3, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    if-ne p2, p3, :cond_declared

    .line 76
    invoke-virtual {p0, v3}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    invoke-virtual {p1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 78
    :cond_declared
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/ToolAnnotations;->getEffect()Lcom/clawseed/cetp/sdk/ToolEffect;

    move-result-object p2

    sget-object p3, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;

    if-eq p2, p3, :cond_confirm

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/ToolAnnotations;->getRisk()Lcom/clawseed/cetp/sdk/ToolRisk;

    move-result-object p2

    sget-object p3, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;

    if-ne p2, p3, :cond_executor

    .line 79
    :cond_confirm
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/ToolAnnotations;->getConfirmation()Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    move-result-object p1

    sget-object p2, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    if-eq p1, p2, :cond_executor

    .line 80
    const-string p1, "INTERNAL_ERROR"

    const-string p2, "inconsistent tool declaration"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    invoke-virtual {p1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 82
    :cond_executor
    invoke-virtual {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

    move-result-object p1

    .line 83
    if-nez p1, :cond_run

    .line 84
    const-string p1, "INTERNAL_ERROR"

    const-string p2, "mutation tool without executor"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    invoke-virtual {p1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 86
    :cond_run
    new-instance p2, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$1;

    invoke-direct {p2, p0, v3}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$1;-><init>(Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)V

    invoke-interface {p1, v3, p2}, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;->execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/util/function/Supplier;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    .line 91
    invoke-virtual {p1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    .line 86
    return-object p1

    :catch_0
    move-exception p1

    .line 67
    const-string p1, "INVALID_ARGS"

    const-string p2, "args are not a JSON object"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    invoke-virtual {p1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 4

    .line 161
    const/4 p1, 0x0

    return p1
.end method

.method public abstract executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2

    .line 27
    const/4 v0, 0x0

    return-object v0
.end method

.method public abstract getProviderTools()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/clawseed/cetp/sdk/CetpProviderTool;",
            ">;"
        }
    .end annotation
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 2

    .line 151
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 3

    .line 156
    const/4 p1, 0x0

    return-object p1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6

    .line 146
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 166
    const/4 p1, 0x0

    return p1
.end method
