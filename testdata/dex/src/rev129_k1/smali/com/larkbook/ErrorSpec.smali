.class public final Lcom/larkbook/ErrorSpec;
.super Ljava/lang/Object;
.source "Dsl.kt"

# instance fields
.field private code:Ljava/lang/String;
.field private message:Ljava/lang/String;
.field private resolution:Landroid/app/PendingIntent;
.field private resumeToken:Ljava/lang/String;
.field private retryable:Z


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 73
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 75
    const-string v0, "INTERNAL_ERROR"
    iput-object v0, p0, Lcom/larkbook/ErrorSpec;->code:Ljava/lang/String;
    .line 76
    const-string v0, "Something went wrong on our side"
    iput-object v0, p0, Lcom/larkbook/ErrorSpec;->message:Ljava/lang/String;
    .line 73
    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2
    .line 75
    iget-object v0, p0, Lcom/larkbook/ErrorSpec;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2
    .line 76
    iget-object v0, p0, Lcom/larkbook/ErrorSpec;->message:Ljava/lang/String;
    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2
    .line 78
    iget-object v0, p0, Lcom/larkbook/ErrorSpec;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final getResumeToken-qPlcsjE()Ljava/lang/String;
    .registers 2
    .line 79
    iget-object v0, p0, Lcom/larkbook/ErrorSpec;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

.method public final getRetryable()Z
    .registers 2
    .line 77
    iget-boolean v0, p0, Lcom/larkbook/ErrorSpec;->retryable:Z
    return v0
.end method

.method public final setCode(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 75
    iput-object p1, p0, Lcom/larkbook/ErrorSpec;->code:Ljava/lang/String;
    return-void
.end method

.method public final setMessage(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 76
    iput-object p1, p0, Lcom/larkbook/ErrorSpec;->message:Ljava/lang/String;
    return-void
.end method

.method public final setResolution(Landroid/app/PendingIntent;)V
    .registers 2
    .line 78
    iput-object p1, p0, Lcom/larkbook/ErrorSpec;->resolution:Landroid/app/PendingIntent;
    return-void
.end method

.method public final setResumeToken-x9e-g40(Ljava/lang/String;)V
    .registers 2
    .line 79
    iput-object p1, p0, Lcom/larkbook/ErrorSpec;->resumeToken:Ljava/lang/String;
    return-void
.end method

.method public final setRetryable(Z)V
    .registers 2
    .line 77
    iput-boolean p1, p0, Lcom/larkbook/ErrorSpec;->retryable:Z
    return-void
.end method
