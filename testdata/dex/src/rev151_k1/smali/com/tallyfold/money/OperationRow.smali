.class public final Lcom/tallyfold/money/OperationRow;
.super Ljava/lang/Object;
.source "Store.kt"


# instance fields
.field private final id:Ljava/lang/String;

.field private final ownerUid:I

.field private final requestId:Ljava/lang/String;

.field private final result:Ljava/lang/String;

.field private final state:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 8

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "state"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyfold/money/OperationRow;->id:Ljava/lang/String;

    iput p2, p0, Lcom/tallyfold/money/OperationRow;->ownerUid:I

    iput-object p3, p0, Lcom/tallyfold/money/OperationRow;->requestId:Ljava/lang/String;

    iput-object p4, p0, Lcom/tallyfold/money/OperationRow;->tool:Ljava/lang/String;

    .line 36
    iput-object p5, p0, Lcom/tallyfold/money/OperationRow;->state:Ljava/lang/String;

    iput-object p6, p0, Lcom/tallyfold/money/OperationRow;->result:Ljava/lang/String;

    .line 35
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8

    invoke-direct/range {p0 .. p6}, Lcom/tallyfold/money/OperationRow;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final getId-bnb98_U()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/tallyfold/money/OperationRow;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getOwnerUid-GZ42O9s()I
    .registers 2

    .line 35
    iget v0, p0, Lcom/tallyfold/money/OperationRow;->ownerUid:I

    return v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/tallyfold/money/OperationRow;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResult()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/tallyfold/money/OperationRow;->result:Ljava/lang/String;

    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/tallyfold/money/OperationRow;->state:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/tallyfold/money/OperationRow;->tool:Ljava/lang/String;

    return-object v0
.end method
