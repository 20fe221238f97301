.class public final Lapp/quillmark/notes/cetp/HeldCall;
.super Ljava/lang/Object;
.source "Held.kt"


# static fields
.field public static final APPROVED:I = 0x1

.field public static final Companion:Lapp/quillmark/notes/cetp/HeldCall$Companion;

.field public static final DENIED:I = 0x2

.field public static final PENDING:I


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private volatile decision:I

.field private final expiresAt:J

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/quillmark/notes/cetp/HeldCall$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/quillmark/notes/cetp/HeldCall$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/quillmark/notes/cetp/HeldCall;->Companion:Lapp/quillmark/notes/cetp/HeldCall$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 10

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quillmark/notes/cetp/HeldCall;->token:Ljava/lang/String;

    iput p2, p0, Lapp/quillmark/notes/cetp/HeldCall;->uid:I

    iput-object p3, p0, Lapp/quillmark/notes/cetp/HeldCall;->providerId:Ljava/lang/String;

    iput-object p4, p0, Lapp/quillmark/notes/cetp/HeldCall;->tool:Ljava/lang/String;

    iput-object p5, p0, Lapp/quillmark/notes/cetp/HeldCall;->requestId:Ljava/lang/String;

    .line 11
    iput-object p6, p0, Lapp/quillmark/notes/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    iput-wide p7, p0, Lapp/quillmark/notes/cetp/HeldCall;->expiresAt:J

    .line 10
    return-void
.end method


# virtual methods
.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/quillmark/notes/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getDecision()I
    .registers 2

    .line 13
    iget v0, p0, Lapp/quillmark/notes/cetp/HeldCall;->decision:I

    return v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 11
    iget-wide v0, p0, Lapp/quillmark/notes/cetp/HeldCall;->expiresAt:J

    return-wide v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quillmark/notes/cetp/HeldCall;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quillmark/notes/cetp/HeldCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quillmark/notes/cetp/HeldCall;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quillmark/notes/cetp/HeldCall;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 10
    iget v0, p0, Lapp/quillmark/notes/cetp/HeldCall;->uid:I

    return v0
.end method

.method public final setDecision(I)V
    .registers 2

    .line 13
    iput p1, p0, Lapp/quillmark/notes/cetp/HeldCall;->decision:I

    return-void
.end method
