.class public final Lio/quire/app/core/Call;
.super Ljava/lang/Object;
.source "CallState.kt"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final argsDigest:Ljava/lang/String;

.field private final caller:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;

.field private final requestId:Ljava/lang/String;

.field private final session:Lio/quire/app/core/Session;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Landroid/os/Bundle;Lio/quire/app/core/Session;)V
    .registers 10

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "args"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput p1, p0, Lio/quire/app/core/Call;->uid:I

    .line 9
    iput-object p2, p0, Lio/quire/app/core/Call;->caller:Ljava/lang/String;

    .line 10
    iput-object p3, p0, Lio/quire/app/core/Call;->requestId:Ljava/lang/String;

    .line 11
    iput-object p4, p0, Lio/quire/app/core/Call;->tool:Ljava/lang/String;

    .line 12
    iput-object p5, p0, Lio/quire/app/core/Call;->args:Lorg/json/JSONObject;

    .line 13
    iput-object p6, p0, Lio/quire/app/core/Call;->argsDigest:Ljava/lang/String;

    .line 14
    iput-object p7, p0, Lio/quire/app/core/Call;->extras:Landroid/os/Bundle;

    .line 15
    iput-object p8, p0, Lio/quire/app/core/Call;->session:Lio/quire/app/core/Session;

    .line 7
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Landroid/os/Bundle;Lio/quire/app/core/Session;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 10

    invoke-direct/range {p0 .. p8}, Lio/quire/app/core/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Landroid/os/Bundle;Lio/quire/app/core/Session;)V

    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2

    .line 12
    iget-object v0, p0, Lio/quire/app/core/Call;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lio/quire/app/core/Call;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getCaller-IxSegko()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lio/quire/app/core/Call;->caller:Ljava/lang/String;

    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 5

    .line 18
    iget-object v0, p0, Lio/quire/app/core/Call;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/quire/app/core/Call;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lio/quire/app/core/Call;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3

    .line 17
    iget-object v0, p0, Lio/quire/app/core/Call;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getSession()Lio/quire/app/core/Session;
    .registers 2

    .line 15
    iget-object v0, p0, Lio/quire/app/core/Call;->session:Lio/quire/app/core/Session;

    return-object v0
.end method

.method public final getTool-MZPDnXo()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lio/quire/app/core/Call;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid-EOtuPLU()I
    .registers 2

    .line 8
    iget v0, p0, Lio/quire/app/core/Call;->uid:I

    return v0
.end method
