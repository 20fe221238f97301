.class public final Lapp/keelson/backup/cetp/HeldCall;
.super Ljava/lang/Object;
.source "Held.kt"


# instance fields
.field private volatile approved:Z

.field private final argsDigest:Ljava/lang/String;

.field private final caller:Ljava/lang/String;

.field private final expiresAt:J

.field private final kind:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 12

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "kind"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "caller"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/keelson/backup/cetp/HeldCall;->token:Ljava/lang/String;

    iput-object p2, p0, Lapp/keelson/backup/cetp/HeldCall;->kind:Ljava/lang/String;

    iput p3, p0, Lapp/keelson/backup/cetp/HeldCall;->uid:I

    iput-object p4, p0, Lapp/keelson/backup/cetp/HeldCall;->caller:Ljava/lang/String;

    iput-object p5, p0, Lapp/keelson/backup/cetp/HeldCall;->providerId:Ljava/lang/String;

    .line 11
    iput-object p6, p0, Lapp/keelson/backup/cetp/HeldCall;->tool:Ljava/lang/String;

    iput-object p7, p0, Lapp/keelson/backup/cetp/HeldCall;->requestId:Ljava/lang/String;

    iput-object p8, p0, Lapp/keelson/backup/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    iput-wide p9, p0, Lapp/keelson/backup/cetp/HeldCall;->expiresAt:J

    .line 10
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 12

    invoke-direct/range {p0 .. p10}, Lapp/keelson/backup/cetp/HeldCall;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    return-void
.end method


# virtual methods
.method public final getApproved()Z
    .registers 2

    .line 12
    iget-boolean v0, p0, Lapp/keelson/backup/cetp/HeldCall;->approved:Z

    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/keelson/backup/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getCaller-OPB7uT4()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/keelson/backup/cetp/HeldCall;->caller:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 11
    iget-wide v0, p0, Lapp/keelson/backup/cetp/HeldCall;->expiresAt:J

    return-wide v0
.end method

.method public final getKind()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/keelson/backup/cetp/HeldCall;->kind:Ljava/lang/String;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/keelson/backup/cetp/HeldCall;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/keelson/backup/cetp/HeldCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken-cCoZ3Bk()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/keelson/backup/cetp/HeldCall;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/keelson/backup/cetp/HeldCall;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 10
    iget v0, p0, Lapp/keelson/backup/cetp/HeldCall;->uid:I

    return v0
.end method

.method public final setApproved(Z)V
    .registers 2

    .line 12
    iput-boolean p1, p0, Lapp/keelson/backup/cetp/HeldCall;->approved:Z

    return-void
.end method
