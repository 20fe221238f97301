.class public final Lcom/fernhill/stockroom/core/EnvelopeValidator;
.super Ljava/lang/Object;
.source "EnvelopeValidator.java"

# interfaces
.implements Lcom/fernhill/stockroom/core/RequestTree$Visitor;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/fernhill/stockroom/core/RequestTree$Visitor<",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation


# static fields
.field private static final MAX_DEPTH_FIELDS:I = 0x20

.field private static final OPERATION_ID:Ljava/util/regex/Pattern;

.field private static final TOOL_NAME:Ljava/util/regex/Pattern;


# instance fields
.field private final maxRequestBytes:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 8
    const-string v0, "[a-z][a-z0-9_]{0,63}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/fernhill/stockroom/core/EnvelopeValidator;->TOOL_NAME:Ljava/util/regex/Pattern;

    .line 9
    const-string v0, "op_[0-9a-z_]{1,64}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/fernhill/stockroom/core/EnvelopeValidator;->OPERATION_ID:Ljava/util/regex/Pattern;

    return-void
.end method

.method public constructor <init>(I)V
    .registers 2

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput p1, p0, Lcom/fernhill/stockroom/core/EnvelopeValidator;->maxRequestBytes:I

    .line 16
    return-void
.end method

.method private static isUuid(Ljava/lang/String;)Z
    .registers 4

    .line 60
    if-eqz p0, :cond_0

    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x24

    if-eq v0, v1, :cond_1

    .line 61
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 64
    :cond_1
    :try_start_0
    invoke-static {p0}, Ljava/util/UUID;->fromString(Ljava/lang/String;)Ljava/util/UUID;
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0

    .line 65
    const/4 v0, 0x1

    return v0

    :catch_0
    move-exception v2

    .line 67
    const/4 v0, 0x0

    return v0
.end method


# virtual methods
.method public bridge synthetic visitCall(Lcom/fernhill/stockroom/core/RequestTree$Call;)Ljava/lang/Object;
    .registers 3

    .line 7
    invoke-virtual {p0, p1}, Lcom/fernhill/stockroom/core/EnvelopeValidator;->visitCall(Lcom/fernhill/stockroom/core/RequestTree$Call;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public visitCall(Lcom/fernhill/stockroom/core/RequestTree$Call;)Ljava/lang/String;
    .registers 7

    .line 28
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Call;->argsSha256:Ljava/lang/String;

    if-nez v0, :cond_1

    .line 29
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Call;->operationId:Ljava/lang/String;

    if-eqz v0, :cond_0

    sget-object v0, Lcom/fernhill/stockroom/core/EnvelopeValidator;->OPERATION_ID:Ljava/util/regex/Pattern;

    iget-object v1, p1, Lcom/fernhill/stockroom/core/RequestTree$Call;->operationId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 30
    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v0, "INVALID_REQUEST"

    .line 29
    :goto_0
    return-object v0

    .line 32
    :cond_1
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Call;->toolName:Ljava/lang/String;

    if-eqz v0, :cond_2

    sget-object v0, Lcom/fernhill/stockroom/core/EnvelopeValidator;->TOOL_NAME:Ljava/util/regex/Pattern;

    iget-object v1, p1, Lcom/fernhill/stockroom/core/RequestTree$Call;->toolName:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_3

    .line 33
    :cond_2
    const-string v0, "TOOL_NOT_FOUND"

    return-object v0

    .line 35
    :cond_3
    iget v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Call;->argsBytes:I

    iget v1, p0, Lcom/fernhill/stockroom/core/EnvelopeValidator;->maxRequestBytes:I

    if-le v0, v1, :cond_4

    .line 36
    const-string v0, "INVALID_REQUEST"

    return-object v0

    .line 38
    :cond_4
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Call;->args:Lorg/json/JSONObject;

    if-eqz v0, :cond_5

    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Call;->fields:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->size()I

    move-result v0

    const/16 v1, 0x20

    if-le v0, v1, :cond_6

    .line 39
    :cond_5
    const-string v0, "INVALID_ARGS"

    return-object v0

    .line 41
    :cond_6
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Call;->fields:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    :goto_1
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_8

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/RequestTree$Field;

    move-object v3, v0

    .line 42
    invoke-virtual {v3, p0}, Lcom/fernhill/stockroom/core/RequestTree$Field;->accept(Lcom/fernhill/stockroom/core/RequestTree$Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v4, v0

    .line 43
    if-eqz v4, :cond_7

    .line 44
    return-object v4

    .line 46
    :cond_7
    goto :goto_1

    .line 47
    :cond_8
    const/4 v0, 0x0

    return-object v0
.end method

.method public bridge synthetic visitEnvelope(Lcom/fernhill/stockroom/core/RequestTree$Envelope;)Ljava/lang/Object;
    .registers 3

    .line 7
    invoke-virtual {p0, p1}, Lcom/fernhill/stockroom/core/EnvelopeValidator;->visitEnvelope(Lcom/fernhill/stockroom/core/RequestTree$Envelope;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public visitEnvelope(Lcom/fernhill/stockroom/core/RequestTree$Envelope;)Ljava/lang/String;
    .registers 6

    .line 20
    iget v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->protocolVersion:I

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    iget-wide v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->deadlineAtMs:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->requestId:Ljava/lang/String;

    invoke-static {v0}, Lcom/fernhill/stockroom/core/EnvelopeValidator;->isUuid(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 21
    :cond_0
    const-string v0, "INVALID_REQUEST"

    return-object v0

    .line 23
    :cond_1
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->call:Lcom/fernhill/stockroom/core/RequestTree$Call;

    if-nez v0, :cond_2

    const/4 v0, 0x0

    goto :goto_0

    :cond_2
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->call:Lcom/fernhill/stockroom/core/RequestTree$Call;

    invoke-virtual {v0, p0}, Lcom/fernhill/stockroom/core/RequestTree$Call;->accept(Lcom/fernhill/stockroom/core/RequestTree$Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    :goto_0
    return-object v0
.end method

.method public bridge synthetic visitField(Lcom/fernhill/stockroom/core/RequestTree$Field;)Ljava/lang/Object;
    .registers 3

    .line 7
    invoke-virtual {p0, p1}, Lcom/fernhill/stockroom/core/EnvelopeValidator;->visitField(Lcom/fernhill/stockroom/core/RequestTree$Field;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public visitField(Lcom/fernhill/stockroom/core/RequestTree$Field;)Ljava/lang/String;
    .registers 5

    .line 52
    iget-object v2, p1, Lcom/fernhill/stockroom/core/RequestTree$Field;->value:Ljava/lang/Object;

    .line 53
    instance-of v0, v2, Ljava/lang/String;

    if-eqz v0, :cond_0

    check-cast v2, Ljava/lang/String;

    invoke-virtual {v2}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x1000

    if-le v0, v1, :cond_0

    .line 54
    const-string v0, "INVALID_ARGS"

    return-object v0

    .line 56
    :cond_0
    const/4 v0, 0x0

    return-object v0
.end method
