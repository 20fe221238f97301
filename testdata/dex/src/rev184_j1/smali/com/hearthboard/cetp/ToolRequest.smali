.class public final Lcom/hearthboard/cetp/ToolRequest;
.super Ljava/lang/Object;
.source "ToolRequest.java"


# static fields
.field private static final UUID_TEXT:Ljava/util/regex/Pattern;


# instance fields
.field public final args:Ljava/lang/String;

.field public volatile callerPackage:Ljava/lang/String;

.field public final deadlineAtMs:J

.field public final extras:Landroid/os/Bundle;

.field public final method:Ljava/lang/String;

.field public final protocolVersion:I

.field public final requestId:Ljava/lang/String;

.field public final toolName:Ljava/lang/String;

.field public final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 13
    const-string v0, "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/hearthboard/cetp/ToolRequest;->UUID_TEXT:Ljava/util/regex/Pattern;

    .line 12
    return-void
.end method

.method constructor <init>(Ljava/lang/String;ILandroid/os/Bundle;)V
    .registers 8

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput-object p1, p0, Lcom/hearthboard/cetp/ToolRequest;->method:Ljava/lang/String;

    .line 28
    iput p2, p0, Lcom/hearthboard/cetp/ToolRequest;->uid:I

    .line 29
    iput-object p3, p0, Lcom/hearthboard/cetp/ToolRequest;->extras:Landroid/os/Bundle;

    .line 30
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    iput v0, p0, Lcom/hearthboard/cetp/ToolRequest;->protocolVersion:I

    .line 31
    const-string v1, "request_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    .line 32
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p3, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/hearthboard/cetp/ToolRequest;->deadlineAtMs:J

    .line 33
    const-string v1, "tool_name"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/hearthboard/cetp/ToolRequest;->toolName:Ljava/lang/String;

    .line 34
    const-string v1, "args"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/hearthboard/cetp/ToolRequest;->args:Ljava/lang/String;

    .line 35
    return-void
.end method

.method public static parse(Ljava/lang/String;Landroid/os/Bundle;I)Lcom/hearthboard/cetp/ToolRequest;
    .registers 8

    .line 38
    new-instance v0, Lcom/hearthboard/cetp/ToolRequest;

    move-object v1, v0

    move-object v2, p0

    move v3, p2

    if-eqz p1, :cond_0

    move-object v4, p1

    goto :goto_0

    :cond_0
    new-instance v4, Landroid/os/Bundle;

    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V

    :goto_0
    invoke-direct {v1, v2, v3, v4}, Lcom/hearthboard/cetp/ToolRequest;-><init>(Ljava/lang/String;ILandroid/os/Bundle;)V

    return-object v0
.end method


# virtual methods
.method public envelopeValid()Z
    .registers 5

    .line 43
    iget v0, p0, Lcom/hearthboard/cetp/ToolRequest;->protocolVersion:I

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    iget-object v0, p0, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    if-eqz v0, :cond_0

    sget-object v0, Lcom/hearthboard/cetp/ToolRequest;->UUID_TEXT:Ljava/util/regex/Pattern;

    iget-object v1, p0, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    .line 45
    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    iget-wide v0, p0, Lcom/hearthboard/cetp/ToolRequest;->deadlineAtMs:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 43
    :goto_0
    return v0
.end method

.method public expired(J)Z
    .registers 5

    .line 50
    iget-wide v0, p0, Lcom/hearthboard/cetp/ToolRequest;->deadlineAtMs:J

    cmp-long v0, v0, p1

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
