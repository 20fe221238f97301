.class public final Lapp/quillmark/notes/data/Replay;
.super Ljava/lang/Object;
.source "Ledger.kt"


# instance fields
.field private final digest:Ljava/lang/String;

.field private final payload:Ljava/lang/String;

.field private final state:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "digest"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quillmark/notes/data/Replay;->tool:Ljava/lang/String;

    iput-object p2, p0, Lapp/quillmark/notes/data/Replay;->digest:Ljava/lang/String;

    iput-object p3, p0, Lapp/quillmark/notes/data/Replay;->state:Ljava/lang/String;

    iput-object p4, p0, Lapp/quillmark/notes/data/Replay;->payload:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getDigest()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/quillmark/notes/data/Replay;->digest:Ljava/lang/String;

    return-object v0
.end method

.method public final getPayload()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/quillmark/notes/data/Replay;->payload:Ljava/lang/String;

    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/quillmark/notes/data/Replay;->state:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/quillmark/notes/data/Replay;->tool:Ljava/lang/String;

    return-object v0
.end method
