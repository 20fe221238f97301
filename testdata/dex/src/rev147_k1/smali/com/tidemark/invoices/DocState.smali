.class public final Lcom/tidemark/invoices/DocState;
.super Ljava/lang/Object;
.source "Model.kt"


# instance fields
.field private final count:I

.field private final customer:Ljava/lang/String;

.field private final document:Ljava/lang/String;

.field private final id:Ljava/lang/String;

.field private final number:Ljava/lang/String;

.field private final operationId:Ljava/lang/String;

.field private final rejection:Ljava/lang/String;

.field private final status:Ljava/lang/String;

.field private final totalCents:J

.field private final version:I


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;II)V
    .registers 13

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "status"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 86
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 87
    iput-object p1, p0, Lcom/tidemark/invoices/DocState;->id:Ljava/lang/String;

    .line 88
    iput-object p2, p0, Lcom/tidemark/invoices/DocState;->status:Ljava/lang/String;

    .line 89
    iput-object p3, p0, Lcom/tidemark/invoices/DocState;->number:Ljava/lang/String;

    .line 90
    iput-object p4, p0, Lcom/tidemark/invoices/DocState;->customer:Ljava/lang/String;

    .line 91
    iput-wide p5, p0, Lcom/tidemark/invoices/DocState;->totalCents:J

    .line 92
    iput-object p7, p0, Lcom/tidemark/invoices/DocState;->operationId:Ljava/lang/String;

    .line 93
    iput-object p8, p0, Lcom/tidemark/invoices/DocState;->document:Ljava/lang/String;

    .line 94
    iput-object p9, p0, Lcom/tidemark/invoices/DocState;->rejection:Ljava/lang/String;

    .line 95
    iput p10, p0, Lcom/tidemark/invoices/DocState;->count:I

    .line 96
    iput p11, p0, Lcom/tidemark/invoices/DocState;->version:I

    .line 86
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 15

    .line 86
    and-int/lit8 v0, p12, 0x2

    if-eqz v0, :cond_0

    .line 88
    const-string p2, "none"

    .line 86
    :cond_0
    and-int/lit8 v0, p12, 0x4

    if-eqz v0, :cond_1

    .line 89
    const/4 p3, 0x0

    .line 86
    :cond_1
    and-int/lit8 v0, p12, 0x8

    if-eqz v0, :cond_2

    .line 90
    const/4 p4, 0x0

    .line 86
    :cond_2
    and-int/lit8 v0, p12, 0x10

    if-eqz v0, :cond_3

    .line 91
    const-wide/16 p5, 0x0

    .line 86
    :cond_3
    and-int/lit8 v0, p12, 0x20

    if-eqz v0, :cond_4

    .line 92
    const/4 p7, 0x0

    .line 86
    :cond_4
    and-int/lit8 v0, p12, 0x40

    if-eqz v0, :cond_5

    .line 93
    const/4 p8, 0x0

    .line 86
    :cond_5
    and-int/lit16 v0, p12, 0x80

    if-eqz v0, :cond_6

    .line 94
    const/4 p9, 0x0

    .line 86
    :cond_6
    and-int/lit16 v0, p12, 0x100

    if-eqz v0, :cond_7

    .line 95
    const/4 p10, 0x0

    .line 86
    :cond_7
    and-int/lit16 v0, p12, 0x200

    if-eqz v0, :cond_8

    .line 96
    const/4 p11, 0x0

    .line 86
    :cond_8
    invoke-direct/range {p0 .. p11}, Lcom/tidemark/invoices/DocState;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;II)V

    .line 97
    return-void
.end method

.method public static synthetic copy$default(Lcom/tidemark/invoices/DocState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Lcom/tidemark/invoices/DocState;
    .registers 15

    and-int/lit8 v0, p12, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lcom/tidemark/invoices/DocState;->id:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p12, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lcom/tidemark/invoices/DocState;->status:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p12, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lcom/tidemark/invoices/DocState;->number:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p12, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lcom/tidemark/invoices/DocState;->customer:Ljava/lang/String;

    :cond_3
    and-int/lit8 v0, p12, 0x10

    if-eqz v0, :cond_4

    iget-wide p5, p0, Lcom/tidemark/invoices/DocState;->totalCents:J

    :cond_4
    and-int/lit8 v0, p12, 0x20

    if-eqz v0, :cond_5

    iget-object p7, p0, Lcom/tidemark/invoices/DocState;->operationId:Ljava/lang/String;

    :cond_5
    and-int/lit8 v0, p12, 0x40

    if-eqz v0, :cond_6

    iget-object p8, p0, Lcom/tidemark/invoices/DocState;->document:Ljava/lang/String;

    :cond_6
    and-int/lit16 v0, p12, 0x80

    if-eqz v0, :cond_7

    iget-object p9, p0, Lcom/tidemark/invoices/DocState;->rejection:Ljava/lang/String;

    :cond_7
    and-int/lit16 v0, p12, 0x100

    if-eqz v0, :cond_8

    iget p10, p0, Lcom/tidemark/invoices/DocState;->count:I

    :cond_8
    and-int/lit16 v0, p12, 0x200

    if-eqz v0, :cond_9

    iget p11, p0, Lcom/tidemark/invoices/DocState;->version:I

    :cond_9
    invoke-virtual/range {p0 .. p11}, Lcom/tidemark/invoices/DocState;->copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;II)Lcom/tidemark/invoices/DocState;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final component10()I
    .registers 2

    iget v0, p0, Lcom/tidemark/invoices/DocState;->version:I

    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->status:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->number:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->customer:Ljava/lang/String;

    return-object v0
.end method

.method public final component5()J
    .registers 3

    iget-wide v0, p0, Lcom/tidemark/invoices/DocState;->totalCents:J

    return-wide v0
.end method

.method public final component6()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final component7()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->document:Ljava/lang/String;

    return-object v0
.end method

.method public final component8()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->rejection:Ljava/lang/String;

    return-object v0
.end method

.method public final component9()I
    .registers 2

    iget v0, p0, Lcom/tidemark/invoices/DocState;->count:I

    return v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;II)Lcom/tidemark/invoices/DocState;
    .registers 24

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "status"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/tidemark/invoices/DocState;

    move-object v1, p1

    move-object v2, p2

    move-object v3, p3

    move-object/from16 v4, p4

    move-wide/from16 v5, p5

    move-object/from16 v7, p7

    move-object/from16 v8, p8

    move-object/from16 v9, p9

    move/from16 v10, p10

    move/from16 v11, p11

    invoke-direct/range {v0 .. v11}, Lcom/tidemark/invoices/DocState;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;II)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tidemark/invoices/DocState;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tidemark/invoices/DocState;

    move-object v4, v0

    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->id:Ljava/lang/String;

    iget-object v1, v4, Lcom/tidemark/invoices/DocState;->id:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->status:Ljava/lang/String;

    iget-object v1, v4, Lcom/tidemark/invoices/DocState;->status:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->number:Ljava/lang/String;

    iget-object v1, v4, Lcom/tidemark/invoices/DocState;->number:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->customer:Ljava/lang/String;

    iget-object v1, v4, Lcom/tidemark/invoices/DocState;->customer:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-wide v0, p0, Lcom/tidemark/invoices/DocState;->totalCents:J

    iget-wide v2, v4, Lcom/tidemark/invoices/DocState;->totalCents:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->operationId:Ljava/lang/String;

    iget-object v1, v4, Lcom/tidemark/invoices/DocState;->operationId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->document:Ljava/lang/String;

    iget-object v1, v4, Lcom/tidemark/invoices/DocState;->document:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    const/4 v0, 0x0

    return v0

    :cond_8
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->rejection:Ljava/lang/String;

    iget-object v1, v4, Lcom/tidemark/invoices/DocState;->rejection:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    const/4 v0, 0x0

    return v0

    :cond_9
    iget v0, p0, Lcom/tidemark/invoices/DocState;->count:I

    iget v1, v4, Lcom/tidemark/invoices/DocState;->count:I

    if-eq v0, v1, :cond_a

    const/4 v0, 0x0

    return v0

    :cond_a
    iget v0, p0, Lcom/tidemark/invoices/DocState;->version:I

    iget v1, v4, Lcom/tidemark/invoices/DocState;->version:I

    if-eq v0, v1, :cond_b

    const/4 v0, 0x0

    return v0

    :cond_b
    const/4 v0, 0x1

    return v0
.end method

.method public final getCount()I
    .registers 2

    .line 95
    iget v0, p0, Lcom/tidemark/invoices/DocState;->count:I

    return v0
.end method

.method public final getCustomer()Ljava/lang/String;
    .registers 2

    .line 90
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->customer:Ljava/lang/String;

    return-object v0
.end method

.method public final getDocument()Ljava/lang/String;
    .registers 2

    .line 93
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->document:Ljava/lang/String;

    return-object v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 87
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getNumber()Ljava/lang/String;
    .registers 2

    .line 89
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->number:Ljava/lang/String;

    return-object v0
.end method

.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 92
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRejection()Ljava/lang/String;
    .registers 2

    .line 94
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->rejection:Ljava/lang/String;

    return-object v0
.end method

.method public final getStatus()Ljava/lang/String;
    .registers 2

    .line 88
    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->status:Ljava/lang/String;

    return-object v0
.end method

.method public final getTotalCents()J
    .registers 3

    .line 91
    iget-wide v0, p0, Lcom/tidemark/invoices/DocState;->totalCents:J

    return-wide v0
.end method

.method public final getVersion()I
    .registers 2

    .line 96
    iget v0, p0, Lcom/tidemark/invoices/DocState;->version:I

    return v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->id:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->status:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->number:Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->number:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_0
    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->customer:Ljava/lang/String;

    if-nez v1, :cond_1

    const/4 v1, 0x0

    goto :goto_1

    :cond_1
    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->customer:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_1
    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lcom/tidemark/invoices/DocState;->totalCents:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->operationId:Ljava/lang/String;

    if-nez v1, :cond_2

    const/4 v1, 0x0

    goto :goto_2

    :cond_2
    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->operationId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_2
    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->document:Ljava/lang/String;

    if-nez v1, :cond_3

    const/4 v1, 0x0

    goto :goto_3

    :cond_3
    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->document:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_3
    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->rejection:Ljava/lang/String;

    if-nez v1, :cond_4

    const/4 v1, 0x0

    goto :goto_4

    :cond_4
    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->rejection:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_4
    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget v1, p0, Lcom/tidemark/invoices/DocState;->count:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget v1, p0, Lcom/tidemark/invoices/DocState;->version:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5

    .line 98
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/tidemark/invoices/DocState;->id:Ljava/lang/String;

    const-string v1, "id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tidemark/invoices/DocState;->status:Ljava/lang/String;

    const-string v1, "status"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tidemark/invoices/DocState;->number:Ljava/lang/String;

    const-string v1, "number"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 99
    iget-object v2, p0, Lcom/tidemark/invoices/DocState;->customer:Ljava/lang/String;

    const-string v1, "customer"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/tidemark/invoices/DocState;->totalCents:J

    const-string v1, "total_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget v2, p0, Lcom/tidemark/invoices/DocState;->version:I

    const-string v1, "version"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 14

    iget-object v0, p0, Lcom/tidemark/invoices/DocState;->id:Ljava/lang/String;

    iget-object v1, p0, Lcom/tidemark/invoices/DocState;->status:Ljava/lang/String;

    iget-object v2, p0, Lcom/tidemark/invoices/DocState;->number:Ljava/lang/String;

    iget-object v3, p0, Lcom/tidemark/invoices/DocState;->customer:Ljava/lang/String;

    iget-wide v4, p0, Lcom/tidemark/invoices/DocState;->totalCents:J

    iget-object v6, p0, Lcom/tidemark/invoices/DocState;->operationId:Ljava/lang/String;

    iget-object v7, p0, Lcom/tidemark/invoices/DocState;->document:Ljava/lang/String;

    iget-object v8, p0, Lcom/tidemark/invoices/DocState;->rejection:Ljava/lang/String;

    iget v9, p0, Lcom/tidemark/invoices/DocState;->count:I

    iget v10, p0, Lcom/tidemark/invoices/DocState;->version:I

    new-instance v11, Ljava/lang/StringBuilder;

    invoke-direct {v11}, Ljava/lang/StringBuilder;-><init>()V

    const-string v12, "DocState(id="

    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v11, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v12, ", status="

    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v11, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v12, ", number="

    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v11, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v12, ", customer="

    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v11, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v12, ", totalCents="

    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v11, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v12, ", operationId="

    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v11, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v12, ", document="

    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v11, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v12, ", rejection="

    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v11, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v12, ", count="

    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v11, v9}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v12, ", version="

    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v11, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v12, ")"

    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v11}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
