.class public final Lapp/trailmark/logbook/cetp/Call;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final Companion:Lapp/trailmark/logbook/cetp/Call$Companion;


# instance fields
.field private final argsDigest$delegate:Lkotlin/Lazy;

.field private final caller:Lapp/trailmark/logbook/cetp/Caller;

.field private final extras:Landroid/os/Bundle;

.field private final providerId:Ljava/lang/String;

.field private final session:Lapp/trailmark/logbook/cetp/Session;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/trailmark/logbook/cetp/Call$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/cetp/Call$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/Call;->Companion:Lapp/trailmark/logbook/cetp/Call$Companion;

    return-void
.end method

.method private constructor <init>(Lapp/trailmark/logbook/cetp/Caller;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Session;Landroid/os/Bundle;)V
    .registers 6

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 36
    iput-object p1, p0, Lapp/trailmark/logbook/cetp/Call;->caller:Lapp/trailmark/logbook/cetp/Caller;

    .line 37
    iput-object p2, p0, Lapp/trailmark/logbook/cetp/Call;->providerId:Ljava/lang/String;

    .line 38
    iput-object p3, p0, Lapp/trailmark/logbook/cetp/Call;->session:Lapp/trailmark/logbook/cetp/Session;

    .line 39
    iput-object p4, p0, Lapp/trailmark/logbook/cetp/Call;->extras:Landroid/os/Bundle;

    .line 45
    new-instance v0, Lapp/trailmark/logbook/cetp/Call$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/trailmark/logbook/cetp/Call$$ExternalSyntheticLambda0;-><init>(Lapp/trailmark/logbook/cetp/Call;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->argsDigest$delegate:Lkotlin/Lazy;

    .line 35
    return-void
.end method

.method public synthetic constructor <init>(Lapp/trailmark/logbook/cetp/Caller;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Session;Landroid/os/Bundle;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6

    invoke-direct {p0, p1, p2, p3, p4}, Lapp/trailmark/logbook/cetp/Call;-><init>(Lapp/trailmark/logbook/cetp/Caller;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Session;Landroid/os/Bundle;)V

    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lapp/trailmark/logbook/cetp/Call;)Ljava/lang/String;
    .registers 2

    .line 45
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/TokensKt;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final getArgsDigest()Ljava/lang/String;
    .registers 3

    .line 45
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/Call;->argsDigest$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getCaller()Lapp/trailmark/logbook/cetp/Caller;
    .registers 2

    .line 36
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->caller:Lapp/trailmark/logbook/cetp/Caller;

    return-object v0
.end method

.method public final getDedupKey()Ljava/lang/String;
    .registers 6

    .line 46
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->caller:Lapp/trailmark/logbook/cetp/Caller;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Caller;->getUid()I

    move-result v0

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/Call;->providerId:Ljava/lang/String;

    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getExpired()Z
    .registers 5

    .line 49
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/BundlesKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v0

    sget-object v2, Lapp/trailmark/logbook/cetp/Clocks;->INSTANCE:Lapp/trailmark/logbook/cetp/Clocks;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/Clocks;->getWall()Lapp/trailmark/logbook/cetp/Clock;

    move-result-object v2

    invoke-interface {v2}, Lapp/trailmark/logbook/cetp/Clock;->now()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 39
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 37
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 2

    .line 43
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/BundlesKt;->getArgsJson(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 41
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/BundlesKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/BundlesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getSession()Lapp/trailmark/logbook/cetp/Session;
    .registers 2

    .line 38
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->session:Lapp/trailmark/logbook/cetp/Session;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 42
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/BundlesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final has(Ljava/lang/String;)Z
    .registers 4

    const-string v1, "capability"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Call;->session:Lapp/trailmark/logbook/cetp/Session;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method
