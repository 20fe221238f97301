.class final enum Lcom/verdant/garden/beds/BedTool$5;
.super Lcom/verdant/garden/beds/BedTool;
.source "BedTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/beds/BedTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method constructor <init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V
    .registers 4

    .line 132
    invoke-direct {p0, p1, p2, p3}, Lcom/verdant/garden/beds/BedTool;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    return-void
.end method


# virtual methods
.method run(Lcom/verdant/garden/beds/BedsToolProvider;Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 143
    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->beds()Lcom/verdant/garden/beds/BedRepository;

    move-result-object v0

    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->args()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "bed_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/beds/BedRepository;->bed(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    .line 144
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/beds/BedTool$5$$ExternalSyntheticLambda0;

    invoke-direct {v2, v1}, Lcom/verdant/garden/beds/BedTool$5$$ExternalSyntheticLambda0;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/beds/BedRepository$Bed;

    move-object v7, v0

    .line 145
    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->confirmations()Lcom/verdant/garden/cetp/ConfirmationStore;

    move-result-object v8

    .line 146
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    .line 147
    invoke-virtual {v7}, Lcom/verdant/garden/beds/BedRepository$Bed;->name()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Remove the bed \""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\" with all its plantings and harvest records. This cannot be undone."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v9, v1

    .line 149
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->uid()I

    move-result v2

    invoke-static {p2}, Lcom/verdant/garden/beds/BedTool$5;->toolName(Lcom/verdant/garden/cetp/ProviderRequest;)Ljava/lang/String;

    move-result-object v3

    .line 150
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->argsDigest()Ljava/lang/String;

    move-result-object v5

    .line 149
    move-object v0, v8

    const-string v1, "com.verdant.garden.beds"

    move-object v6, v9

    invoke-virtual/range {v0 .. v6}, Lcom/verdant/garden/cetp/ConfirmationStore;->issue(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 151
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    .line 152
    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1, v10}, Lcom/verdant/garden/beds/RemoveBedActivity;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    .line 151
    invoke-static {v0, v1, v10}, Lcom/verdant/garden/cetp/Envelopes;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 155
    :cond_0
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->resumeToken()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->uid()I

    move-result v3

    invoke-static {p2}, Lcom/verdant/garden/beds/BedTool$5;->toolName(Lcom/verdant/garden/cetp/ProviderRequest;)Ljava/lang/String;

    move-result-object v4

    .line 156
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->argsDigest()Ljava/lang/String;

    move-result-object v6

    .line 155
    move-object v0, v8

    const-string v1, "com.verdant.garden.beds"

    invoke-virtual/range {v0 .. v6}, Lcom/verdant/garden/cetp/ConfirmationStore;->redeem(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    .line 157
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/beds/BedTool$5$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lcom/verdant/garden/beds/BedTool$5$$ExternalSyntheticLambda1;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    move-object v9, v0

    .line 158
    sget-object v1, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->PENDING:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    if-ne v9, v1, :cond_1

    .line 159
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    .line 160
    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->resumeToken()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/verdant/garden/beds/RemoveBedActivity;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    .line 161
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->resumeToken()Ljava/lang/String;

    move-result-object v2

    .line 159
    invoke-static {v0, v1, v2}, Lcom/verdant/garden/cetp/Envelopes;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 163
    :cond_1
    sget-object v1, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->DENIED:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    if-ne v9, v1, :cond_2

    .line 164
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->USER_CANCELLED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 166
    :cond_2
    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->beds()Lcom/verdant/garden/beds/BedRepository;

    move-result-object v0

    invoke-virtual {v7}, Lcom/verdant/garden/beds/BedRepository$Bed;->id()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/beds/BedRepository;->removeBed(Ljava/lang/String;)I

    move-result v10

    .line 167
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 168
    invoke-virtual {v7}, Lcom/verdant/garden/beds/BedRepository$Bed;->id()Ljava/lang/String;

    move-result-object v3

    const-string v2, "bed_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "plantings_removed"

    invoke-virtual {v1, v2, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    .line 167
    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
