.class public final Lcom/larderly/ReplyBuilder;
.super Ljava/lang/Object;
.source "Protocol.kt"

# instance fields
.field private failure:Lcom/larderly/Failure;
.field private final req:Lcom/larderly/Request;
.field private resolution:Landroid/app/PendingIntent;
.field private resumeToken:Ljava/lang/String;
.field private value:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Lcom/larderly/Request;)V
    .registers 3
    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 27
    iput-object p1, p0, Lcom/larderly/ReplyBuilder;->req:Lcom/larderly/Request;
    .line 28
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    iput-object v0, p0, Lcom/larderly/ReplyBuilder;->value:Lorg/json/JSONObject;
    .line 27
    return-void
.end method

.method public static synthetic error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    .registers 7
    .line 41
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L17
    invoke-static {}, Lcom/larderly/ProtocolKt;->access$getRETRYABLE$p()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result p3
:L17
    invoke-virtual {p0, p1, p2, p3}, Lcom/larderly/ReplyBuilder;->error(Ljava/lang/String;Ljava/lang/String;Z)V
    return-void
.end method


# virtual methods
.method public final build$app_debug()Landroid/os/Bundle;
    .registers 16
    .line 51
    new-instance v5, Landroid/os/Bundle;
    invoke-direct {v5}, Landroid/os/Bundle;-><init>()V
    move-object v6, v5
    const/4 v7, 0x0
    .line 52
    iget-object v0, p0, Lcom/larderly/ReplyBuilder;->req:Lcom/larderly/Request;
    if-eqz v0, :L47
    move-object v8, v0
    const/4 v9, 0x0
    .line 53
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 54
    invoke-virtual {v8}, Lcom/larderly/Request;->getRequestId()Ljava/lang/String;
    move-result-object v2
    const-string v1, "request_id"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 52
    goto :L49
:L47
:L49
    .line 56
    iget-object v10, p0, Lcom/larderly/ReplyBuilder;->failure:Lcom/larderly/Failure;
    .line 57
    if-nez v10, :L103
    .line 58
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 59
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "kind"
    const-string v4, "inline"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    iget-object v4, p0, Lcom/larderly/ReplyBuilder;->value:Lorg/json/JSONObject;
    const-string v3, "value"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "data"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 60
    goto :L216
:L103
    .line 62
    move-object v11, v10
    invoke-virtual {v11}, Lcom/larderly/Failure;->component1()Ljava/lang/String;
    move-result-object v8
    invoke-virtual {v11}, Lcom/larderly/Failure;->component2()Ljava/lang/String;
    move-result-object v9
    invoke-virtual {v11}, Lcom/larderly/Failure;->component3()Z
    move-result v12
    .line 63
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 64
    const-string v1, "error_code"
    invoke-virtual {v6, v1, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 65
    const-string v1, "error_message"
    invoke-virtual {v6, v1, v9}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 66
    const-string v1, "retryable"
    invoke-virtual {v6, v1, v12}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 67
    iget-object v0, p0, Lcom/larderly/ReplyBuilder;->resolution:Landroid/app/PendingIntent;
    if-eqz v0, :L187
    move-object v13, v0
    .line 78
    const/4 v14, 0x0
    .line 67
    move-object v2, v13
    check-cast v2, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :L189
:L187
:L189
    .line 68
    iget-object v0, p0, Lcom/larderly/ReplyBuilder;->resumeToken:Ljava/lang/String;
    if-eqz v0, :L213
    move-object v13, v0
    .line 78
    const/4 v14, 0x0
    .line 68
    const-string v1, "resume_token"
    invoke-virtual {v6, v1, v13}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L215
:L213
:L215
:L216
    .line 69
    return-object v5
.end method

.method public final error(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    new-instance v0, Lcom/larderly/Failure;
    invoke-direct {v0, p1, p2, p3}, Lcom/larderly/Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    iput-object v0, p0, Lcom/larderly/ReplyBuilder;->failure:Lcom/larderly/Failure;
    .line 43
    return-void
.end method

.method public final needsUser(Landroid/app/PendingIntent;Lcom/larderly/Ticket;)V
    .registers 9
    const-string v1, "pending"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ticket"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    iput-object p1, p0, Lcom/larderly/ReplyBuilder;->resolution:Landroid/app/PendingIntent;
    .line 47
    invoke-virtual {p2}, Lcom/larderly/Ticket;->getToken()Ljava/lang/String;
    move-result-object v1
    iput-object v1, p0, Lcom/larderly/ReplyBuilder;->resumeToken:Ljava/lang/String;
    .line 48
    move-object v0, p0
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "Confirm this in Larderly"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    .line 49
    return-void
.end method

.method public final put(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 5
    const-string v1, "key"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    iget-object v0, p0, Lcom/larderly/ReplyBuilder;->value:Lorg/json/JSONObject;
    invoke-virtual {v0, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 35
    return-void
.end method

.method public final result(Lorg/json/JSONObject;)V
    .registers 3
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    iput-object p1, p0, Lcom/larderly/ReplyBuilder;->value:Lorg/json/JSONObject;
    .line 39
    return-void
.end method
