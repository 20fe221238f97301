.class public abstract Lcom/keyholder/cetp/ToolCall;
.super Ljava/lang/Object;
.source "ToolCall.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static create(ILjava/lang/String;Ljava/lang/String;JLandroid/os/Bundle;)Lcom/keyholder/cetp/ToolCall;
    .registers 14

    .line 22
    new-instance v0, Lcom/keyholder/cetp/AutoValue_ToolCall;

    move-object v1, v0

    move v2, p0

    move-object v3, p1

    move-object v4, p2

    move-wide v5, p3

    move-object v7, p5

    invoke-direct/range {v1 .. v7}, Lcom/keyholder/cetp/AutoValue_ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;JLandroid/os/Bundle;)V

    return-object v0
.end method


# virtual methods
.method public abstract callerPackage()Ljava/lang/String;
.end method

.method public abstract deadlineAtMs()J
.end method

.method public abstract extras()Landroid/os/Bundle;
.end method

.method public final rawArgs()Ljava/lang/String;
    .registers 4

    .line 30
    invoke-virtual {p0}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v1

    const-string v2, "args"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 31
    if-nez v0, :cond_0

    const-string v1, "{}"

    goto :goto_0

    :cond_0
    move-object v1, v0

    :goto_0
    return-object v1
.end method

.method public abstract requestId()Ljava/lang/String;
.end method

.method public final resumeToken()Ljava/lang/String;
    .registers 3

    .line 35
    invoke-virtual {p0}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final toolName()Ljava/lang/String;
    .registers 3

    .line 26
    invoke-virtual {p0}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public abstract uid()I
.end method
