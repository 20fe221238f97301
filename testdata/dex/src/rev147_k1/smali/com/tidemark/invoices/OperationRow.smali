.class public final Lcom/tidemark/invoices/OperationRow;
.super Ljava/lang/Object;
.source "Repository.kt"


# instance fields
.field private final current:I

.field private final errorCode:Ljava/lang/String;

.field private final errorMessage:Ljava/lang/String;

.field private final id:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.field private final ownerUid:I

.field private final requestId:Ljava/lang/String;

.field private final resultPath:Ljava/lang/String;

.field private final state:Ljava/lang/String;

.field private final total:I


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;IILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 12

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "state"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    iput-object p1, p0, Lcom/tidemark/invoices/OperationRow;->id:Ljava/lang/String;

    .line 30
    iput p2, p0, Lcom/tidemark/invoices/OperationRow;->ownerUid:I

    .line 31
    iput-object p3, p0, Lcom/tidemark/invoices/OperationRow;->requestId:Ljava/lang/String;

    .line 32
    iput-object p4, p0, Lcom/tidemark/invoices/OperationRow;->state:Ljava/lang/String;

    .line 33
    iput p5, p0, Lcom/tidemark/invoices/OperationRow;->current:I

    .line 34
    iput p6, p0, Lcom/tidemark/invoices/OperationRow;->total:I

    .line 35
    iput-object p7, p0, Lcom/tidemark/invoices/OperationRow;->message:Ljava/lang/String;

    .line 36
    iput-object p8, p0, Lcom/tidemark/invoices/OperationRow;->resultPath:Ljava/lang/String;

    .line 37
    iput-object p9, p0, Lcom/tidemark/invoices/OperationRow;->errorCode:Ljava/lang/String;

    .line 38
    iput-object p10, p0, Lcom/tidemark/invoices/OperationRow;->errorMessage:Ljava/lang/String;

    .line 28
    return-void
.end method


# virtual methods
.method public final getCurrent()I
    .registers 2

    .line 33
    iget v0, p0, Lcom/tidemark/invoices/OperationRow;->current:I

    return v0
.end method

.method public final getErrorCode()Ljava/lang/String;
    .registers 2

    .line 37
    iget-object v0, p0, Lcom/tidemark/invoices/OperationRow;->errorCode:Ljava/lang/String;

    return-object v0
.end method

.method public final getErrorMessage()Ljava/lang/String;
    .registers 2

    .line 38
    iget-object v0, p0, Lcom/tidemark/invoices/OperationRow;->errorMessage:Ljava/lang/String;

    return-object v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/tidemark/invoices/OperationRow;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/tidemark/invoices/OperationRow;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getOwnerUid()I
    .registers 2

    .line 30
    iget v0, p0, Lcom/tidemark/invoices/OperationRow;->ownerUid:I

    return v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 31
    iget-object v0, p0, Lcom/tidemark/invoices/OperationRow;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResultPath()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/tidemark/invoices/OperationRow;->resultPath:Ljava/lang/String;

    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/tidemark/invoices/OperationRow;->state:Ljava/lang/String;

    return-object v0
.end method

.method public final getTotal()I
    .registers 2

    .line 34
    iget v0, p0, Lcom/tidemark/invoices/OperationRow;->total:I

    return v0
.end method
