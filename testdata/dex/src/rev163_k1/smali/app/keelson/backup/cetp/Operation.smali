.class public final Lapp/keelson/backup/cetp/Operation;
.super Ljava/lang/Object;
.source "Operations.kt"


# instance fields
.field private final error:Ljava/lang/String;

.field private final id:Ljava/lang/String;

.field private final ownerUid:I

.field private final requestId:Ljava/lang/String;

.field private final result:Ljava/lang/String;

.field private final state:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 9

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "state"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/keelson/backup/cetp/Operation;->id:Ljava/lang/String;

    iput p2, p0, Lapp/keelson/backup/cetp/Operation;->ownerUid:I

    iput-object p3, p0, Lapp/keelson/backup/cetp/Operation;->tool:Ljava/lang/String;

    iput-object p4, p0, Lapp/keelson/backup/cetp/Operation;->requestId:Ljava/lang/String;

    iput-object p5, p0, Lapp/keelson/backup/cetp/Operation;->state:Ljava/lang/String;

    .line 10
    iput-object p6, p0, Lapp/keelson/backup/cetp/Operation;->result:Ljava/lang/String;

    iput-object p7, p0, Lapp/keelson/backup/cetp/Operation;->error:Ljava/lang/String;

    .line 9
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 9

    invoke-direct/range {p0 .. p7}, Lapp/keelson/backup/cetp/Operation;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final getError()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/keelson/backup/cetp/Operation;->error:Ljava/lang/String;

    return-object v0
.end method

.method public final getId-UOcBs7U()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/keelson/backup/cetp/Operation;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getOwnerUid()I
    .registers 2

    .line 9
    iget v0, p0, Lapp/keelson/backup/cetp/Operation;->ownerUid:I

    return v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/keelson/backup/cetp/Operation;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResult()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/keelson/backup/cetp/Operation;->result:Ljava/lang/String;

    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/keelson/backup/cetp/Operation;->state:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/keelson/backup/cetp/Operation;->tool:Ljava/lang/String;

    return-object v0
.end method
