.class public abstract Lcom/tallyspring/budget/cetp/AppToolProvider;
.super Landroid/content/ContentProvider;
.source "AppToolProvider.java"


# static fields
.field private static final DIALECT:Ljava/lang/String; = "https://json-schema.org/draft/2020-12/schema"

.field protected static final TAG:Ljava/lang/String; = "TallyTools"


# instance fields
.field private approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

.field private ledger:Lcom/tallyspring/budget/cetp/MutationLedger;

.field protected final sessions:Lcom/tallyspring/budget/cetp/SessionStore;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 36
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 40
    new-instance v0, Lcom/tallyspring/budget/cetp/SessionStore;

    invoke-direct {v0}, Lcom/tallyspring/budget/cetp/SessionStore;-><init>()V

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/AppToolProvider;->sessions:Lcom/tallyspring/budget/cetp/SessionStore;

    return-void
.end method

.method private execute(Landroid/os/Bundle;ILjava/lang/String;Lcom/tallyspring/budget/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 200
    :try_start_0
    invoke-static {p1, p2}, Lcom/tallyspring/budget/cetp/ToolCall;->parse(Landroid/os/Bundle;I)Lcom/tallyspring/budget/cetp/ToolCall;

    move-result-object v4

    .line 201
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->tools()Ljava/util/Map;

    move-result-object v0

    invoke-virtual {v4}, Lcom/tallyspring/budget/cetp/ToolCall;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/ToolDescriptor;

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda6;-><init>()V

    .line 202
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-object v5, v0

    .line 203
    invoke-static {v4, v5, p4}, Lcom/tallyspring/budget/cetp/ProviderRequest;->of(Lcom/tallyspring/budget/cetp/ToolCall;Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/SessionStore$Session;)Lcom/tallyspring/budget/cetp/ProviderRequest;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/tallyspring/budget/cetp/AppToolProvider;->authorize(Lcom/tallyspring/budget/cetp/ProviderRequest;)Lcom/tallyspring/budget/cetp/AccessDecision;

    move-result-object v6

    .line 204
    invoke-virtual {v6}, Lcom/tallyspring/budget/cetp/AccessDecision;->isAllowed()Z

    move-result v0

    if-nez v0, :cond_0

    .line 205
    invoke-virtual {v6}, Lcom/tallyspring/budget/cetp/AccessDecision;->errorCode()Ljava/lang/String;

    move-result-object v1

    invoke-static {p3, v1}, Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 207
    :cond_0
    invoke-virtual {v4}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->accepts(Lorg/json/JSONObject;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 208
    const-string v1, "INVALID_ARGS"

    invoke-static {p3, v1}, Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 210
    :cond_1
    invoke-virtual {v5}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->effect()Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->mutates()Z

    move-result v0

    if-nez v0, :cond_2

    .line 211
    invoke-virtual {p0, v5}, Lcom/tallyspring/budget/cetp/AppToolProvider;->handlerFor(Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v1

    invoke-interface {v1, v4}, Lcom/tallyspring/budget/cetp/ToolHandler;->handle(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p3, v1}, Lcom/tallyspring/budget/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 213
    :cond_2
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->mutationExecutor()Lcom/tallyspring/budget/cetp/MutationLedger;

    move-result-object v0

    invoke-virtual {v0, v4}, Lcom/tallyspring/budget/cetp/MutationLedger;->recorded(Lcom/tallyspring/budget/cetp/ToolCall;)Ljava/util/Optional;

    move-result-object v7

    .line 214
    invoke-virtual {v7}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 215
    invoke-virtual {v7}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lorg/json/JSONObject;

    invoke-static {v1}, Lcom/tallyspring/budget/cetp/MutationLedger;->replay(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p3, v1}, Lcom/tallyspring/budget/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 217
    :cond_3
    invoke-virtual {v4}, Lcom/tallyspring/budget/cetp/ToolCall;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 218
    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {p3, v1}, Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 220
    :cond_4
    invoke-direct {p0, v5}, Lcom/tallyspring/budget/cetp/AppToolProvider;->needsPrompt(Lcom/tallyspring/budget/cetp/ToolDescriptor;)Ljava/util/function/Predicate;

    move-result-object v0

    invoke-interface {v0, v4}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 221
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->confirmationGate()Ljava/util/function/Function;

    move-result-object v0

    invoke-interface {v0, v4}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    goto :goto_0

    :cond_5
    sget-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->CONFIRMED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    :goto_0
    move-object v8, v0

    .line 222
    sget-object v1, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->NEEDED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    if-ne v8, v1, :cond_6

    .line 223
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/AppToolProvider;->approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

    invoke-static {v5, v4}, Lcom/tallyspring/budget/cetp/AppToolProvider;->summarize(Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/ToolCall;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v4, v2}, Lcom/tallyspring/budget/cetp/ApprovalStore;->open(Lcom/tallyspring/budget/cetp/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 224
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->resolutions()Ljava/util/function/Function;

    move-result-object v1

    invoke-interface {v1, v9}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/app/PendingIntent;

    invoke-static {p3, v1, v9}, Lcom/tallyspring/budget/cetp/Replies;->userAction(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 226
    :cond_6
    sget-object v1, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->DENIED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    if-ne v8, v1, :cond_7

    .line 227
    const-string v1, "USER_CANCELLED"

    invoke-static {p3, v1}, Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 229
    :cond_7
    sget-object v1, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->INVALID:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    if-ne v8, v1, :cond_8

    .line 230
    const-string v1, "INVALID_REQUEST"

    invoke-static {p3, v1}, Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 232
    :cond_8
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->mutationExecutor()Lcom/tallyspring/budget/cetp/MutationLedger;

    move-result-object v1

    invoke-virtual {p0, v5}, Lcom/tallyspring/budget/cetp/AppToolProvider;->handlerFor(Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v3

    invoke-virtual {v1, v4, v3}, Lcom/tallyspring/budget/cetp/MutationLedger;->execute(Lcom/tallyspring/budget/cetp/ToolCall;Lcom/tallyspring/budget/cetp/ToolHandler;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p3, v1}, Lcom/tallyspring/budget/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lcom/tallyspring/budget/cetp/CetpException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 234
    invoke-virtual {v4}, Lcom/tallyspring/budget/cetp/CetpException;->code()Ljava/lang/String;

    move-result-object v1

    invoke-static {p3, v1}, Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private inSession(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;Ljava/util/function/Supplier;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Landroid/os/Bundle;",
            "I",
            "Ljava/lang/String;",
            "Ljava/util/function/Supplier<",
            "Ljava/util/Optional<",
            "Lcom/tallyspring/budget/cetp/SessionStore$Session;",
            ">;>;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 155
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    invoke-static {p4}, Lcom/tallyspring/budget/cetp/ToolCall;->isUuid(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 156
    :cond_0
    const-string v1, "INVALID_REQUEST"

    invoke-static {p4, v1}, Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 158
    :cond_1
    invoke-interface {p5}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Optional;

    move-object v3, v0

    .line 159
    invoke-virtual {v3}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_2

    .line 160
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {p4, v1}, Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 162
    :cond_2
    invoke-virtual {v3}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/SessionStore$Session;

    move-object v4, v0

    .line 163
    move-object v5, p1

    const/4 v6, -0x1

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v6, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v6, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v6, 0x2

    :cond_3
    :goto_0
    packed-switch v6, :pswitch_data_0

    goto :goto_1

    .line 165
    :pswitch_0
    invoke-direct {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p4, v1}, Lcom/tallyspring/budget/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 167
    :pswitch_1
    invoke-direct {p0, v4}, Lcom/tallyspring/budget/cetp/AppToolProvider;->toolList(Lcom/tallyspring/budget/cetp/SessionStore$Session;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p4, v1}, Lcom/tallyspring/budget/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 169
    :pswitch_2
    invoke-direct {p0, p2, p3, p4, v4}, Lcom/tallyspring/budget/cetp/AppToolProvider;->execute(Landroid/os/Bundle;ILjava/lang/String;Lcom/tallyspring/budget/cetp/SessionStore$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 172
    :goto_1
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {p4, v1}, Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private static isoUtc(J)Ljava/lang/String;
    .registers 7

    .line 256
    new-instance v4, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v4, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 257
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 258
    new-instance v1, Ljava/util/Date;

    invoke-direct {v1, p0, p1}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$execute$3()Lcom/tallyspring/budget/cetp/CetpException;
    .registers 2

    .line 202
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v1, "TOOL_NOT_FOUND"

    invoke-direct {v0, v1}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method static synthetic lambda$needsPrompt$4(Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/ToolCall;)Z
    .registers 4

    .line 239
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->confirmation()Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    move-result-object v0

    sget-object v1, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$needsPrompt$5(Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/ToolCall;)Z
    .registers 4

    .line 240
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->confirmation()Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    move-result-object v0

    sget-object v1, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->PROVIDER_POLICY:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$negotiate$1(I)Z
    .registers 3

    .line 127
    const/4 v1, 0x2

    if-ne p0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$promptByPolicy$0(Lcom/tallyspring/budget/cetp/ToolCall;)Z
    .registers 2

    .line 86
    const/4 v0, 0x0

    return v0
.end method

.method static synthetic lambda$summarize$6(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    .line 251
    invoke-virtual {p0, p1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    invoke-static {v1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ": "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

.method static synthetic lambda$toolList$2(Lcom/tallyspring/budget/cetp/SessionStore$Session;Lcom/tallyspring/budget/cetp/ToolDescriptor;)Z
    .registers 4

    .line 187
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->scopes()Ljava/util/List;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/tallyspring/budget/cetp/SessionStore$Session;->grants(Ljava/util/List;)Z

    move-result v0

    return v0
.end method

.method private needsPrompt(Lcom/tallyspring/budget/cetp/ToolDescriptor;)Ljava/util/function/Predicate;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/tallyspring/budget/cetp/ToolDescriptor;",
            ")",
            "Ljava/util/function/Predicate<",
            "Lcom/tallyspring/budget/cetp/ToolCall;",
            ">;"
        }
    .end annotation

    .line 239
    new-instance v3, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v3, p1}, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda7;-><init>(Lcom/tallyspring/budget/cetp/ToolDescriptor;)V

    .line 240
    new-instance v4, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v4, p1}, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda8;-><init>(Lcom/tallyspring/budget/cetp/ToolDescriptor;)V

    .line 241
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->promptByPolicy()Ljava/util/function/Predicate;

    move-result-object v2

    invoke-interface {v4, v2}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v3, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 126
    const-string v1, "consumer_versions"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v4

    .line 127
    if-eqz v4, :cond_0

    invoke-static {v4}, Ljava/util/Arrays;->stream([I)Ljava/util/stream/IntStream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda2;-><init>()V

    invoke-interface {v0, v1}, Ljava/util/stream/IntStream;->anyMatch(Ljava/util/function/IntPredicate;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 128
    :cond_0
    const-string v0, "UNSUPPORTED_VERSION"

    invoke-static {v0}, Lcom/tallyspring/budget/cetp/Replies;->negotiateError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 130
    :cond_1
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->callerPolicy()Lcom/tallyspring/budget/cetp/CallerPolicy;

    move-result-object v0

    invoke-interface {v0, p2}, Lcom/tallyspring/budget/cetp/CallerPolicy;->admit(I)Ljava/util/Optional;

    move-result-object v5

    .line 131
    invoke-virtual {v5}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_2

    .line 132
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/tallyspring/budget/cetp/Replies;->negotiateError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 135
    :cond_2
    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;

    move-result-object v6

    .line 136
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/AppToolProvider;->sessions:Lcom/tallyspring/budget/cetp/SessionStore;

    invoke-virtual {v5}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/tallyspring/budget/cetp/CallerGrant;

    invoke-virtual {v0, v1, v6}, Lcom/tallyspring/budget/cetp/SessionStore;->issue(Lcom/tallyspring/budget/cetp/CallerGrant;Ljava/util/List;)Lcom/tallyspring/budget/cetp/SessionStore$Session;

    move-result-object v7

    .line 137
    new-instance v8, Ljava/util/LinkedHashMap;

    invoke-direct {v8}, Ljava/util/LinkedHashMap;-><init>()V

    .line 138
    const/high16 v2, 0x10000

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "max_request_bytes"

    invoke-interface {v8, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 139
    const/high16 v2, 0x40000

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "max_inline_result_bytes"

    invoke-interface {v8, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 140
    const/4 v2, 0x4

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "max_concurrent_requests"

    invoke-interface {v8, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 141
    const v2, 0x15180

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "idempotency_window_seconds"

    invoke-interface {v8, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 142
    new-instance v9, Lorg/json/JSONObject;

    invoke-direct {v9}, Lorg/json/JSONObject;-><init>()V

    .line 143
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 144
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 145
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 146
    invoke-virtual {v7}, Lcom/tallyspring/budget/cetp/SessionStore$Session;->token()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 147
    invoke-virtual {v7}, Lcom/tallyspring/budget/cetp/SessionStore$Session;->expiresAtMs()J

    move-result-wide v2

    invoke-static {v2, v3}, Lcom/tallyspring/budget/cetp/AppToolProvider;->isoUtc(J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 148
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v6}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "capabilities"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 149
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, v8}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    const-string v1, "limits"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 150
    invoke-static {v9}, Lcom/tallyspring/budget/cetp/Replies;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo()Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 177
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 178
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    const-string v0, "provider_id"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 179
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->providerName()Ljava/lang/String;

    move-result-object v1

    const-string v0, "provider_name"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 180
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->description()Ljava/lang/String;

    move-result-object v1

    const-string v0, "description"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 181
    const-string v0, "schema_dialect"

    const-string v1, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 182
    new-instance v1, Lorg/json/JSONArray;

    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->scopes()Ljava/util/List;

    move-result-object v2

    invoke-interface {v2}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v2

    new-instance v3, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v3}, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda3;-><init>()V

    invoke-interface {v2, v3}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v2

    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/util/Collection;

    invoke-direct {v1, v2}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v0, "scopes"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 183
    return-object v4
.end method

.method private static summarize(Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/ToolCall;)Ljava/lang/String;
    .registers 8

    .line 246
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v4

    .line 247
    new-instance v5, Ljava/util/ArrayList;

    invoke-direct {v5}, Ljava/util/ArrayList;-><init>()V

    .line 248
    invoke-virtual {v4}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v0

    invoke-static {v5}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda9;

    invoke-direct {v1, v5}, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda9;-><init>(Ljava/util/List;)V

    invoke-interface {v0, v1}, Ljava/util/Iterator;->forEachRemaining(Ljava/util/function/Consumer;)V

    .line 249
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->title()Ljava/lang/String;

    move-result-object v0

    invoke-interface {v5}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v1

    .line 250
    invoke-interface {v1}, Ljava/util/stream/Stream;->sorted()Ljava/util/stream/Stream;

    move-result-object v1

    new-instance v2, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda10;

    invoke-direct {v2, v4}, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda10;-><init>(Lorg/json/JSONObject;)V

    .line 251
    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v1

    .line 252
    const-string v2, "\n"

    invoke-static {v2}, Ljava/util/stream/Collectors;->joining(Ljava/lang/CharSequence;)Ljava/util/stream/Collector;

    move-result-object v2

    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\n"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    .line 249
    return-object v0
.end method

.method private toolList(Lcom/tallyspring/budget/cetp/SessionStore$Session;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 187
    new-instance v3, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v3, p1}, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda4;-><init>(Lcom/tallyspring/budget/cetp/SessionStore$Session;)V

    .line 188
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->tools()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    .line 189
    invoke-interface {v0, v3}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda5;-><init>()V

    .line 190
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 191
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    move-object v4, v0

    .line 192
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 193
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->revision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 194
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "tools"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 195
    return-object v5
.end method


# virtual methods
.method protected final approvals()Lcom/tallyspring/budget/cetp/ApprovalStore;
    .registers 2

    .line 90
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/AppToolProvider;->approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

    return-object v0
.end method

.method protected authorize(Lcom/tallyspring/budget/cetp/ProviderRequest;)Lcom/tallyspring/budget/cetp/AccessDecision;
    .registers 3

    .line 76
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/tallyspring/budget/cetp/AccessDecision;->deny(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/AccessDecision;

    move-result-object v0

    return-object v0
.end method

.method protected abstract callerPolicy()Lcom/tallyspring/budget/cetp/CallerPolicy;
.end method

.method protected confirmationGate()Ljava/util/function/Function;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/function/Function<",
            "Lcom/tallyspring/budget/cetp/ToolCall;",
            "Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;",
            ">;"
        }
    .end annotation

    .line 81
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/AppToolProvider;->approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

    invoke-static {v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, v0}, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tallyspring/budget/cetp/ApprovalStore;)V

    move-object v0, v1

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 8

    .line 293
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "delete refused for uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "TallyTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 294
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract description()Ljava/lang/String;
.end method

.method protected final fromThisApp()Z
    .registers 3

    .line 265
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result v1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 276
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract handlerFor(Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/cetp/ToolHandler;
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 7

    .line 281
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "insert refused for uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "TallyTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 282
    const/4 v0, 0x0

    return-object v0
.end method

.method protected final mutationExecutor()Lcom/tallyspring/budget/cetp/MutationLedger;
    .registers 2

    .line 94
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/AppToolProvider;->ledger:Lcom/tallyspring/budget/cetp/MutationLedger;

    return-object v0
.end method

.method public onCreate()Z
    .registers 5

    .line 46
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyspring/budget/data/LedgerDb;->get(Landroid/content/Context;)Lcom/tallyspring/budget/data/LedgerDb;

    move-result-object v3

    .line 47
    new-instance v1, Lcom/tallyspring/budget/cetp/ApprovalStore;

    invoke-direct {v1, v3}, Lcom/tallyspring/budget/cetp/ApprovalStore;-><init>(Lcom/tallyspring/budget/data/LedgerDb;)V

    iput-object v1, p0, Lcom/tallyspring/budget/cetp/AppToolProvider;->approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

    .line 48
    new-instance v1, Lcom/tallyspring/budget/cetp/MutationLedger;

    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v3, v2}, Lcom/tallyspring/budget/cetp/MutationLedger;-><init>(Lcom/tallyspring/budget/data/LedgerDb;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallyspring/budget/cetp/AppToolProvider;->ledger:Lcom/tallyspring/budget/cetp/MutationLedger;

    .line 49
    const/4 v0, 0x1

    return v0
.end method

.method protected promptByPolicy()Ljava/util/function/Predicate;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/function/Predicate<",
            "Lcom/tallyspring/budget/cetp/ToolCall;",
            ">;"
        }
    .end annotation

    .line 86
    new-instance v0, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda1;-><init>()V

    return-object v0
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 10

    .line 270
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "query refused for uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "TallyTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 271
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract resolutions()Ljava/util/function/Function;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/function/Function<",
            "Ljava/lang/String;",
            "Landroid/app/PendingIntent;",
            ">;"
        }
    .end annotation
.end method

.method protected abstract revision()Ljava/lang/String;
.end method

.method protected abstract scopes()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/tallyspring/budget/cetp/Scope;",
            ">;"
        }
    .end annotation
.end method

.method protected final serve(Ljava/lang/String;Landroid/os/Bundle;ILjava/util/function/Supplier;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Landroid/os/Bundle;",
            "I",
            "Ljava/util/function/Supplier<",
            "Ljava/util/Optional<",
            "Lcom/tallyspring/budget/cetp/SessionStore$Session;",
            ">;>;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .line 105
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 107
    move-object v7, p1

    const/4 v8, -0x1

    :try_start_0
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x5

    :cond_0
    :goto_0
    packed-switch v8, :pswitch_data_0

    goto :goto_1

    .line 109
    :pswitch_0
    invoke-direct {p0, p2, p3}, Lcom/tallyspring/budget/cetp/AppToolProvider;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 115
    :pswitch_1
    move-object v0, p0

    move-object v1, p1

    move-object v2, p2

    move v3, p3

    move-object v4, v6

    move-object v5, p4

    invoke-direct/range {v0 .. v5}, Lcom/tallyspring/budget/cetp/AppToolProvider;->inSession(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;Ljava/util/function/Supplier;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 117
    :goto_1
    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v6, v1}, Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 120
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "TallyTools"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 121
    const-string v1, "INTERNAL_ERROR"

    invoke-static {v6, v1}, Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

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

.method protected abstract tools()Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tallyspring/budget/cetp/ToolDescriptor;",
            ">;"
        }
    .end annotation
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 9

    .line 287
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "update refused for uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "TallyTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 288
    const/4 v0, 0x0

    return v0
.end method
