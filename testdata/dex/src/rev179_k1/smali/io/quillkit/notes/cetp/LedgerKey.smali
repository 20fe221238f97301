.class public final Lio/quillkit/notes/cetp/LedgerKey;
.super Ljava/lang/Object;
.source "Ledger.kt"


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    const-string v0, "requestId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lio/quillkit/notes/cetp/LedgerKey;->uid:I

    iput-object p2, p0, Lio/quillkit/notes/cetp/LedgerKey;->requestId:Ljava/lang/String;

    iput-object p3, p0, Lio/quillkit/notes/cetp/LedgerKey;->tool:Ljava/lang/String;

    iput-object p4, p0, Lio/quillkit/notes/cetp/LedgerKey;->argsDigest:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerKey;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerKey;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerKey;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 28
    iget v0, p0, Lio/quillkit/notes/cetp/LedgerKey;->uid:I

    return v0
.end method
