.class public final Lcom/marginalia/notes/tools/Replay;
.super Ljava/lang/Object;
.source "Replays.kt"


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private final data:Ljava/lang/String;

.field private final status:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/tools/Replay;->tool:Ljava/lang/String;

    iput-object p2, p0, Lcom/marginalia/notes/tools/Replay;->argsDigest:Ljava/lang/String;

    iput-object p3, p0, Lcom/marginalia/notes/tools/Replay;->status:Ljava/lang/String;

    iput-object p4, p0, Lcom/marginalia/notes/tools/Replay;->data:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/marginalia/notes/tools/Replay;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getData()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/marginalia/notes/tools/Replay;->data:Ljava/lang/String;

    return-object v0
.end method

.method public final getStatus()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/marginalia/notes/tools/Replay;->status:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/marginalia/notes/tools/Replay;->tool:Ljava/lang/String;

    return-object v0
.end method
