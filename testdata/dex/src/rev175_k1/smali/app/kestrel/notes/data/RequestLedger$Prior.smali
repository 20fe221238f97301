.class final Lapp/kestrel/notes/data/RequestLedger$Prior;
.super Ljava/lang/Object;
.source "RequestLedger.kt"


# instance fields
.field private final digest:Ljava/lang/String;

.field private final result:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "digest"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/data/RequestLedger$Prior;->tool:Ljava/lang/String;

    iput-object p2, p0, Lapp/kestrel/notes/data/RequestLedger$Prior;->digest:Ljava/lang/String;

    iput-object p3, p0, Lapp/kestrel/notes/data/RequestLedger$Prior;->result:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getDigest()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/kestrel/notes/data/RequestLedger$Prior;->digest:Ljava/lang/String;

    return-object v0
.end method

.method public final getResult()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/kestrel/notes/data/RequestLedger$Prior;->result:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/kestrel/notes/data/RequestLedger$Prior;->tool:Ljava/lang/String;

    return-object v0
.end method
